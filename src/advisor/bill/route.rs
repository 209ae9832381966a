//! How one option is created and priced, as one value: its region, the Foundry deployment type
//! or training type it is created as, the VM size and its counts, and whether each person has
//! their own. [`Route::of`] decides it from the usage resolved for the situation (`usage.rs`),
//! by the same rules the bills price it with; `tests/native/route.rs` holds, over the whole
//! answer space, that every ranked option's route is one the model offers and the requirements
//! allow, and that its bill and its create commands name what the route says.

use super::tokens;
use super::usage::Usage;
use crate::advisor::answers::Situation;
use crate::advisor::facts::catalog::Target;
use crate::advisor::models::deployment::Deployment;
use crate::advisor::models::Llm;
use crate::advisor::requirements::residency;

/// One option's route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    pub target: Target,
    /// The Azure region it is created and priced in.
    pub region: &'static str,
    /// The deployment type a deployment on a Foundry resource is created as: the standard type,
    /// the provisioned type, the batch type, or Global Standard for Flex processing (its requests
    /// go to that deployment). `None` for a fine-tuning job and for compute of Azure ML.
    pub deployment: Option<Deployment>,
    /// The PTUs a provisioned deployment is created with (`None`: not sized).
    pub ptus: Option<u32>,
    /// A fine-tuning job's `trainingType` (`None` for a hub's serverless fine-tuning).
    pub training: Option<&'static str>,
    /// The VM size of compute in Azure ML, and its GPUs; `None` on a Foundry resource.
    pub vm: Option<&'static str>,
    pub gpus: u8,
    /// A cluster's nodes at most and at least; an online deployment's instances at peak and
    /// outside it.
    pub nodes: u16,
    pub min_nodes: u16,
    pub instances: u16,
    pub min_instances: u16,
    /// How many people work this way, and whether each has their own (a compute instance is
    /// single-user); shared targets are one for the team.
    pub people: u16,
    pub per_person: bool,
}

impl Route {
    /// The route of `target` for the usage resolved in situation `s`.
    pub fn of(target: Target, u: &Usage, _s: &Situation) -> Route {
        let l = u.llm.unwrap_or(Llm::Phi4);
        let deployment = match target {
            Target::StandardDeployment => Some(tokens::standard_deployment(u)),
            Target::ProvisionedThroughput => Some(tokens::ptu_type(u)),
            Target::BatchDeployment => Some(residency::batch_type(l, u.residency)),
            Target::FlexProcessing => Some(Deployment::GlobalStandard),
            _ => None,
        };
        let foundry = target.is_foundry();
        Route {
            target,
            region: u.region_name(),
            deployment,
            ptus: (target == Target::ProvisionedThroughput)
                .then(|| tokens::ptus(u).map(|p| p.ptus))
                .flatten(),
            // A hub's serverless fine-tuning (MaaS) has no training type to choose.
            training: (target == Target::ServerlessFinetune
                && l.model().finetune.is_some_and(|f| !f.hub))
            .then(|| residency::training_type(l, u.residency, u.region_name()).0),
            vm: (!foundry && target != Target::Local).then_some(u.vm.name),
            gpus: if foundry { 0 } else { u.vm.gpus },
            nodes: u.nodes,
            min_nodes: u.min_nodes,
            instances: u.instances,
            min_instances: u.min_instances,
            people: u.people,
            per_person: target == Target::ComputeInstance && u.people > 1,
        }
    }
}
