//! How one option is created and priced, as one value: its region, the Foundry deployment type
//! or training type it is created as, the VM size and its counts, and whether each person has
//! their own. [`Route::of`] decides it from the usage resolved for the situation (`usage.rs`);
//! the cost report works every option's route out once ([`Routes::of`]), prices each from it,
//! and keeps them for the create commands and the summary to read. `tests/native/route.rs`
//! holds, over the whole answer space, that every ranked option's route is one the model offers
//! and the requirements allow, that its bill and its create commands name what the route says,
//! and that no code outside this file works a route out.

use super::usage::Usage;
use crate::advisor::answers::Residency;
use crate::advisor::facts::catalog::{self, Target};
use crate::advisor::facts::traffic::Traffic;
use crate::advisor::models::deployment::{Deployment, PtuSize};
use crate::advisor::models::finetuned;
use crate::advisor::models::Llm;
use crate::advisor::requirements::residency;

/// One option's route.
#[derive(Clone, Debug, PartialEq)]
pub struct Route {
    pub target: Target,
    /// The Azure region it is created and priced in: the usage's, or for a fine-tuned model's
    /// deployment whose type is offered in some regions only, the listed one it is created in.
    pub region: &'static str,
    /// That listed region, where the type limits a fine-tuned model's deployment to some.
    pub limited: Option<&'static str>,
    /// The deployment type a deployment on a Foundry resource is created as: the standard type,
    /// the provisioned type, the batch type, or Global Standard for Flex processing (its requests
    /// go to that deployment). `None` for a fine-tuning job and for compute of Azure ML.
    pub deployment: Option<Deployment>,
    /// The PTUs a provisioned deployment is created with, and their price (`None`: not sized).
    pub ptu: Option<PtuSize>,
    /// A fine-tuning job's `trainingType` (`None` for a hub's serverless fine-tuning).
    pub training: Option<&'static str>,
    /// A fine-tuning job's training type as the summary names it ("Data Zone training (US)"),
    /// and where it trains, as its commands explain it.
    pub training_kind: Option<&'static str>,
    pub trains: Option<residency::Train>,
    /// The VM size of compute in Azure ML (for serverless Spark, the Spark size it runs as), and
    /// its GPUs; `None` on a Foundry resource.
    pub vm: Option<&'static str>,
    /// The runtime version a serverless Spark job asks for.
    pub runtime: Option<&'static str>,
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
    /// The route of `target` for the usage resolved for its situation.
    pub fn of(target: Target, u: &Usage) -> Route {
        let l = u.llm.unwrap_or(Llm::Phi4);
        // A model fine-tuned in a hub-based project serves as a serverless endpoint of that
        // project, not as a deployment type of a Foundry resource.
        let hub = u.finetuned && l.model().finetune.is_some_and(|f| f.hub);
        let deployment = match target {
            Target::StandardDeployment if hub => None,
            Target::StandardDeployment => Some(standard_deployment(u)),
            Target::ProvisionedThroughput => Some(ptu_type(u)),
            Target::BatchDeployment => Some(residency::batch_type(l, u.residency)),
            Target::FlexProcessing => Some(Deployment::GlobalStandard),
            _ => None,
        };
        let limited = deployment
            .filter(|_| u.finetuned)
            .and_then(|d| residency::finetuned_region(l, d, u.residency, u.region_name()));
        let foundry = target.is_foundry();
        Route {
            target,
            region: limited.unwrap_or(u.region_name()),
            limited,
            deployment,
            ptu: (target == Target::ProvisionedThroughput)
                .then(|| ptu_at(u, &u.traffic))
                .flatten(),
            // A hub's serverless fine-tuning (MaaS) has no training type to choose.
            training: (target == Target::ServerlessFinetune
                && l.model().finetune.is_some_and(|f| !f.hub))
            .then(|| residency::training_type(l, u.residency, u.region_name()).0),
            training_kind: (target == Target::ServerlessFinetune)
                .then(|| residency::training_kind(l, u.residency, u.region_name())),
            trains: (target == Target::ServerlessFinetune).then(|| {
                residency::train(l, u.residency, u.region_name())
                    .unwrap_or(residency::Train::Global)
            }),
            vm: match target {
                Target::ServerlessSpark => Some(catalog::spark_size(u.vm.name)),
                Target::Local => None,
                _ => (!foundry).then_some(u.vm.name),
            },
            runtime: (target == Target::ServerlessSpark).then_some(catalog::SPARK_RUNTIME),
            gpus: if foundry { 0 } else { u.vm.gpus },
            nodes: if target == Target::Kubernetes {
                u.kubernetes_nodes()
            } else {
                u.nodes
            },
            min_nodes: u.min_nodes,
            instances: u.instances,
            min_instances: u.min_instances,
            people: u.people,
            per_person: target == Target::ComputeInstance && u.job_people() > 1,
        }
    }

    /// The PTUs a provisioned deployment is created with (0: not sized).
    pub fn ptus(&self) -> u32 {
        self.ptu.as_ref().map_or(0, |p| p.ptus)
    }
}

/// The standard deployment type of a usage (Global Standard where the usage has no catalog
/// model): the type the requirement allows for the model, or a fine-tuned model's.
fn standard_deployment(u: &Usage) -> Deployment {
    u.llm.map_or(Deployment::GlobalStandard, |l| {
        residency::standard_for(l, u.finetuned, u.residency, u.region_name())
    })
}

/// The provisioned type of a usage: the type the requirement allows for a catalog model;
/// Regional (PTU-hours only, no hosting fee) for a fine-tuned one.
fn ptu_type(u: &Usage) -> Deployment {
    if u.finetuned {
        Deployment::RegionalProvisioned
    } else {
        residency::provisioned_for(u.llm.unwrap_or(Llm::Phi4), u.residency)
    }
}

/// The PTUs `traffic` needs at the usage's provisioned type (`None`: no catalog model, or no
/// provisioned sizing for it): the route's own at the usage's traffic, and the charts' as the
/// volume grows, by one rule.
pub fn ptu_at(u: &Usage, traffic: &Traffic) -> Option<PtuSize> {
    u.llm.and_then(|l| {
        if u.residency == Residency::Any {
            finetuned::ptu_for(l, u.finetuned, traffic, u.region_name())
        } else {
            residency::ptu(l, u.finetuned, u.residency, traffic, u.region_name())
        }
    })
}

/// Every option's route for one usage, worked out once: the cost report holds it, and the bills,
/// the create commands and the summary read their option's route from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Routes(Vec<Route>);

impl Routes {
    pub fn of(u: &Usage) -> Routes {
        Routes(Target::ALL.into_iter().map(|t| Route::of(t, u)).collect())
    }

    /// The route of `target`.
    pub fn get(&self, target: Target) -> &Route {
        // Every target has its route: `of` walks `Target::ALL`.
        let i = Target::ALL
            .iter()
            .position(|t| *t == target)
            .unwrap_or_default();
        &self.0[i]
    }
}
