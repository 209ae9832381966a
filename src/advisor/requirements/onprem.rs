//! A catalog model where the team already runs Kubernetes (`existing=kubernetes`) or where the
//! work must stay on-premises (`where=onprem`).
//!
//! The facts (reference `azure-ml-compute.md` row 7 and §2.11, `foundation-models.md` §0, from
//! `how-to-attach-kubernetes-anywhere.md`, 01/27/2026): "Models (including foundation models)
//! from the Model Catalog and Registry aren't supported on Kubernetes online endpoints", while
//! Kubernetes compute (attached AKS, or an Azure Arc-enabled cluster for on-premises) runs
//! training and inference of your own models. So:
//!
//! - open weights can be downloaded and run as *your own model*: served on a Kubernetes online
//!   endpoint, or fine-tuned as a training job on the Kubernetes compute ([`route`]), priced as
//!   Kubernetes compute is (`bill/vm.rs`: compute you already run adds nothing; on your own
//!   hardware no Azure price applies), on the size the model table gives (`models.rs` `gpu`);
//! - closed weights (and weights the sources do not call open) run nowhere but Azure: with a
//!   cluster of yours the Kubernetes route is "not suitable" with that reason, and on-premises
//!   nothing can serve them, which [`asked`] says first with the nearest open-weight models,
//!   while the answer below is for Azure (`Answers::situation` keeps `where=cloud` for them);
//! - on-premises, every per-token route (standard, batch, Flex, PTU, serverless fine-tuning)
//!   processes the data in Azure: not suitable, with that reason.
//!
//! The questions: `existing` is asked of a catalog model with open weights (the only ones its
//! answer changes), offering nothing or a Kubernetes cluster (`Question::offered`: a VM,
//! Databricks or Synapse runs no model deployment); `where` is asked of every catalog model.

use crate::advisor::answers::{Answers, Existing, Location, ModelUse, Question, Situation, Stage};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::choice::Choice;
use crate::advisor::facts::sources::{Doc, Source};
use crate::advisor::models::{Llm, Weights};

/// The words of the Kubernetes how-to (01/27/2026) every view quotes.
pub const QUOTE: &str =
    "Models (including foundation models) from the Model Catalog and Registry aren't supported on Kubernetes online endpoints.";
/// Where they are read.
pub const SOURCE: Source = Source::Doc(Doc::KubernetesAnywhere);

/// A catalog model, as it is or fine-tuned (asked in training and serving only).
pub fn catalog(s: &Situation) -> bool {
    s.model != ModelUse::Own && matches!(s.stage, Stage::Train | Stage::Deploy)
}

/// The model's weights are open: they can be downloaded and run as your own model.
pub fn open(l: Llm) -> bool {
    l.model().weights == Weights::Open
}

/// The person runs Kubernetes, or the work must stay on-premises: where a catalog model is
/// asked whether it can run on compute of theirs.
pub fn self_hosted(s: &Situation) -> bool {
    catalog(s) && (s.existing == Existing::Kubernetes || s.location == Location::Onprem)
}

/// The route on compute of yours, where there is one: the open weights served on a Kubernetes
/// online endpoint, or fine-tuned as a job on the Kubernetes compute.
pub fn route(s: &Situation) -> Option<Target> {
    if !self_hosted(s) || !open(s.llm) {
        return None;
    }
    Some(if s.stage == Stage::Deploy {
        Target::KubernetesOnlineEndpoint
    } else {
        Target::Kubernetes
    })
}

/// Whether `t` is the route of [`route`].
pub fn allows(t: Target, s: &Situation) -> bool {
    route(s) == Some(t)
}

/// The existing-compute question of a catalog model: asked where the weights are open (with
/// closed weights no cluster of yours can run it, whatever you run).
pub fn asks_existing(s: &Situation) -> bool {
    open(s.llm)
}

/// What the existing-compute question offers for a catalog model: nothing to reuse, or a
/// Kubernetes cluster. An attached VM, Databricks or Synapse runs jobs of your own code, and
/// Azure ML deploys no model to them.
pub fn existing_offered() -> Vec<&'static Choice> {
    Existing::CHOICES
        .iter()
        .filter(|c| c.slug == Existing::None.slug() || c.slug == Existing::Kubernetes.slug())
        .collect()
}

/// A link written before a catalog model was asked where the work runs and what the team
/// runs (its journey's numbers given, neither answer) opens the result it always did: in Azure,
/// with nothing of the team's to reuse, as a link older than the serving question is real time
/// (`share::assume_realtime`). Applied where a page opens on a link (`ui::store`), not to the
/// wizard's edits, which ask them.
pub fn assume_cloud(a: &mut Answers) {
    if a.existing.is_some() || a.location.is_some() {
        return;
    }
    let s = a.situation();
    let numbers = a.is_answered(Question::Traffic)
        && (!Question::Training.is_asked(&s) || a.is_answered(Question::Training));
    if !catalog(&s) || !numbers {
        return;
    }
    if Question::Existing.is_asked(&s) {
        a.existing = Some(Existing::None);
    }
    if Question::Location.is_asked(&s) {
        a.location = Some(Location::Cloud);
    }
}

/// On-premises with weights nobody can run outside Azure: the advice is for Azure (the
/// person's answer is kept, and [`asked`] says it first).
pub fn stays_in_azure(s: &Situation) -> bool {
    catalog(s) && s.location == Location::Onprem && !open(s.llm)
}

/// The weights in words: closed, or not said to be open by the sources read.
pub fn weights_words(l: Llm) -> &'static str {
    match l.model().weights {
        Weights::Closed => "its weights are closed",
        _ => "the sources read do not say its weights are open",
    }
}

/// Where to download the open weights: the model's Azure ML registry where the reference names
/// one, and its Hugging Face repository.
pub fn download_words(l: Llm) -> String {
    let m = l.model();
    let hf = if m.params.contains('-') {
        format!(" (the sources read name it {})", m.params)
    } else {
        String::new()
    };
    if m.registry.is_empty() {
        format!(
            "Download the open weights of {} from its Hugging Face repository{hf}, accepting its license.",
            m.name
        )
    } else {
        format!(
            "Download the open weights of {} from the Azure ML registry {} (az ml model download), or from its Hugging Face repository{hf}, accepting its license.",
            m.name, m.registry
        )
    }
}

/// What the route's price assumes, added to the Kubernetes bill's own assumptions (`cost.rs`).
pub fn assumptions(t: Target, s: &Situation, vm: &str) -> Vec<String> {
    if !allows(t, s) {
        return Vec::new();
    }
    let l = s.llm;
    let m = l.model();
    let what = if t == Target::Kubernetes {
        "fine-tuned as a training job (a command job running your own recipe) on the Kubernetes compute"
    } else {
        "served on a Kubernetes online endpoint"
    };
    let mut out = vec![format!(
        "{QUOTE} So the open weights of {}, downloaded and registered as your own model, are {what}.",
        m.name
    )];
    out.push(download_words(l));
    // Serving: whether the size priced holds the weights by the reference's method (§13), as
    // `fit.rs` checks for a managed endpoint. Training needs more than serving, which the method
    // does not size: there, the model table's size (reference §13).
    let need = (t != Target::Kubernetes)
        .then(|| {
            crate::advisor::models::fit::Need::serving(
                l,
                s.params,
                crate::advisor::models::fit::tokens_held(&s.traffic),
            )
        })
        .flatten();
    let fits = need
        .as_ref()
        .and_then(|n| crate::advisor::models::fit::check(n, vm))
        .map(|c| c.fits());
    out.push(if fits == Some(true) {
        format!("The weights of {} fit on {vm}, the size priced here, by KAITO's node estimator.", m.name)
    } else if fits == Some(false) {
        let such = if m.gpu.is_empty() { String::new() } else { format!(", such as {}", m.gpu) };
        format!("The weights of {} do not fit on {vm} by KAITO's node estimator: give the nodes a size they fit on{such}.", m.name)
    } else if m.gpu.is_empty() {
        format!("No source read gives a size the weights of {} fit on: {vm} is assumed; check the weights fit its GPUs before you rely on it.", m.name)
    } else if m.gpu == vm {
        format!("{} is a size the weights of {} fit on (by KAITO's node estimator): the nodes priced here, not necessarily the cheapest they fit on.", m.gpu, m.name)
    } else {
        format!("The weights of {} fit on {} (by KAITO's node estimator); {vm}, priced here, is your choice: check they fit its GPUs.", m.name, m.gpu)
    });
    if s.location == Location::Onprem {
        out.push("On your own hardware through Azure Arc: the prompts and the data stay there; no Azure price applies to the nodes.".into());
    }
    out
}
