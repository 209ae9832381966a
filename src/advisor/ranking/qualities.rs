//! What a result says about each option's qualities, once: the tradeoff table's cells
//! (`charts::glance`), the card's facts (`markup::option_body`) and the summary's differences
//! (`summary::differences`) all read [`said`], so no two views of one option can disagree.
//!
//! A quality is read from the catalog's fact for the option's kind ([`Kind`]) in the person's
//! situation: a per-token deployment has no machines, so its GPUs and nodes are not the
//! person's concern (said as such, not "No"); a fine-tuned model's deployment bills its hosting
//! every hour, so it does not scale to zero; Spot capacity is no advantage to someone who said
//! runs must not be interrupted; and an option whose priced usage bills something around the
//! clock does not scale to zero, whatever the target could do with other settings.

use crate::advisor::answers::{ModelUse, Preempt, Question, Situation, Stage};
use crate::advisor::bill::{ItemKind, OptionCost};
use crate::advisor::facts::catalog::{Fact, Management, Preemptible, Target};
use crate::advisor::facts::sources::{Doc, Source};

/// What an option is, which decides what its facts mean to the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Machines: a VM, cluster, endpoint or pool that Azure ML, Azure or the person runs.
    Compute,
    /// A catalog model Azure runs, billed per token: no machines.
    PerToken,
    /// A fine-tuned model's deployment: per token, plus hosting billed every hour it is deployed.
    FineTunedHosting,
    /// Provisioned throughput: model capacity reserved and billed per PTU-hour.
    Provisioned,
    /// A fine-tuning job on Azure's capacity, billed per training token.
    TuningJob,
}

impl Kind {
    pub fn of(target: Target, s: &Situation) -> Kind {
        let finetuned =
            s.model == ModelUse::Finetune && matches!(s.stage, Stage::Train | Stage::Deploy);
        match target {
            Target::StandardDeployment if finetuned => Kind::FineTunedHosting,
            Target::StandardDeployment | Target::BatchDeployment | Target::FlexProcessing => {
                Kind::PerToken
            }
            Target::ProvisionedThroughput => Kind::Provisioned,
            Target::ServerlessFinetune => Kind::TuningJob,
            _ => Kind::Compute,
        }
    }

    /// No machines for the person to choose, size or have taken back.
    pub fn machineless(self) -> bool {
        self != Kind::Compute
    }
}

/// The qualities people trade, in the tradeoff table's column order (after its cost column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quality {
    ScalesToZero,
    Startup,
    Management,
    SeveralNodes,
    Gpus,
    Notebooks,
    Interruptible,
}

impl Quality {
    pub const ALL: [Quality; 7] = [
        Quality::ScalesToZero,
        Quality::Startup,
        Quality::Management,
        Quality::SeveralNodes,
        Quality::Gpus,
        Quality::Notebooks,
        Quality::Interruptible,
    ];

    /// The column heading and the card's label.
    pub fn label(self) -> &'static str {
        match self {
            Quality::ScalesToZero => "Scales to zero",
            Quality::Startup => "Start-up",
            Quality::Management => "Who manages it",
            Quality::SeveralNodes => "Several nodes",
            Quality::Gpus => "GPUs",
            Quality::Notebooks => "Notebooks",
            Quality::Interruptible => "Interruptible",
        }
    }
}

/// Which side of a tradeoff an option is on, from the person's side: less to pay, wait or run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Good,
    Fair,
    Poor,
    /// The quality does not apply to this kind of option or to these answers (a per-token
    /// model has no GPUs to choose; Spot is not wanted): said in words, never compared.
    Moot,
}

/// One quality of one option: its side, a short value ("Yes", "Azure ML"), the fact in words
/// and its source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub quality: Quality,
    pub side: Side,
    pub short: &'static str,
    pub words: &'static str,
    pub source: Source,
}

fn yes_no(v: bool) -> (Side, &'static str) {
    if v {
        (Side::Good, "Yes")
    } else {
        (Side::Poor, "No")
    }
}

/// The start-up fact, read by its opening words (the catalog writes start-up times in words).
fn startup(text: &str) -> (Side, &'static str) {
    let starts = |p: &str| text.starts_with(p);
    if starts("None") || starts("Always running") {
        (Side::Good, "None")
    } else if starts("Seconds") {
        (Side::Good, "Seconds")
    } else if starts("Minutes") || starts("Cold start") {
        (Side::Fair, "Minutes")
    } else {
        (Side::Fair, "Varies")
    }
}

/// Whether the priced usage bills something around the clock (instances always on, nodes kept
/// at a minimum, a fine-tuned model's hosting).
pub fn bills_always(cost: Option<&OptionCost>) -> bool {
    cost.and_then(|c| match &c.monthly {
        crate::advisor::bill::Estimate::Priced { items, .. } => Some(items),
        crate::advisor::bill::Estimate::NotEstimated { .. } => None,
    })
    .is_some_and(|items| {
        items
            .iter()
            .any(|i| i.kind == ItemKind::AlwaysOn && i.amount.0 > 0)
    })
}

/// What a view says about one quality of `target` in `s`, with `cost` its priced usage (if any).
pub fn said(target: Target, s: &Situation, cost: Option<&OptionCost>, q: Quality) -> Said {
    let f = target.facts();
    let kind = Kind::of(target, s);
    let out = |(side, short): (Side, &'static str), words: &'static str, source: Source| Said {
        quality: q,
        side,
        short,
        words,
        source,
    };
    let moot = |short, words, source| out((Side::Moot, short), words, source);
    let flag = |fact: &Fact<bool>, yes, no| {
        out(
            yes_no(fact.value),
            if fact.value { yes } else { no },
            fact.source,
        )
    };
    match q {
        Quality::ScalesToZero => match kind {
            Kind::FineTunedHosting => out(
                (Side::Poor, "No"),
                "Billed hourly while deployed: the fine-tuned model's hosting fee runs every hour, with or without tokens.",
                Source::Doc(Doc::FineTuningCost),
            ),
            Kind::PerToken => out(
                (Side::Good, "Yes"),
                "Per token: nothing is billed without tokens.",
                f.scale_to_zero.source,
            ),
            _ if f.scale_to_zero.value && bills_always(cost) => out(
                (Side::Poor, "No"),
                "Not as priced: your usage keeps nodes or instances billed while idle (a minimum above 0).",
                f.scale_to_zero.source,
            ),
            _ => out(
                yes_no(f.scale_to_zero.value),
                f.idle.value,
                f.scale_to_zero.source,
            ),
        },
        Quality::Startup => out(startup(f.startup.value), f.startup.value, f.startup.source),
        Quality::Management => {
            let side = match f.management.value {
                // Azure ML runs it, but you create and size it first.
                Management::Managed => (Side::Fair, "Azure ML"),
                Management::FullyManaged => (Side::Good, "Azure ML"),
                Management::Service | Management::ServiceJob => (Side::Good, "Azure"),
                Management::NotApplicable => (Side::Fair, "You"),
                Management::SelfManaged => (Side::Poor, "You"),
            };
            out(side, f.management.value.label(), f.management.source)
        }
        // A fine-tuning job is limited by jobs and tokens, not by a rate a minute.
        Quality::SeveralNodes if target == Target::ServerlessFinetune => moot(
            "No machines",
            "No machines to spread over: Azure runs the job; what limits it is the training jobs a resource runs at once (3 for Azure OpenAI) and 2 billion training tokens × epochs a job.",
            Source::Doc(Doc::OpenAiQuotas),
        ),
        Quality::SeveralNodes if kind.machineless() => moot(
            "No machines",
            "No machines to spread over: Azure runs the model; what limits it is tokens and requests a minute.",
            f.multi_node.source,
        ),
        Quality::SeveralNodes => flag(
            &f.multi_node,
            "Runs a job over several nodes.",
            "One machine.",
        ),
        Quality::Gpus if kind.machineless() => moot(
            "No machines",
            "No GPUs to choose: Azure runs the model on its own hardware.",
            f.gpu.source,
        ),
        Quality::Gpus => flag(&f.gpu, "GPU sizes are available.", "No GPUs."),
        Quality::Notebooks if kind.machineless() => moot(
            "Called by API",
            "Hosts no notebook sessions: a notebook or an app calls the model's API.",
            f.interactive.source,
        ),
        Quality::Notebooks => flag(
            &f.interactive,
            "Notebook sessions run on it.",
            "It runs submitted jobs or requests, not notebook sessions.",
        ),
        Quality::Interruptible if kind.machineless() => moot(
            "No machines",
            "No machines to take back: Azure runs the model.",
            f.preemptible.source,
        ),
        Quality::Interruptible
            if s.preempt == Preempt::No && Question::Preempt.is_asked(s) =>
        {
            moot(
                "Not wanted",
                "You said runs must not be interrupted: dedicated capacity, never Spot.",
                f.preemptible.source,
            )
        }
        Quality::Interruptible => match f.preemptible.value {
            Preemptible::No => out(
                (Side::Poor, "No"),
                "No cheaper interruptible capacity.",
                f.preemptible.source,
            ),
            Preemptible::LowPriority => out(
                (Side::Good, "Spot"),
                "Spot VMs (formerly low priority): billed at the Spot rate, which varies, and can be taken back mid-run.",
                f.preemptible.source,
            ),
            Preemptible::Spot => out(
                (Side::Good, "Spot"),
                "Spot capacity: billed at the Spot rate, which varies, and can be taken back mid-run.",
                f.preemptible.source,
            ),
        },
    }
}

/// Every quality of `target`, in [`Quality::ALL`] order.
pub fn all(target: Target, s: &Situation, cost: Option<&OptionCost>) -> Vec<Said> {
    Quality::ALL
        .into_iter()
        .map(|q| said(target, s, cost, q))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::link::answer::Answer;
    use crate::advisor::link::share;

    fn setup(q: &str) -> (Situation, Vec<OptionCost>) {
        let (shared, _) = share::decode(q);
        let Answer {
            advice: a,
            costs: r,
            ..
        } = Answer::of(&shared);
        // A fine-tuning journey's serving is priced apart, after the ways to fine-tune.
        (
            a.situation,
            r.options.into_iter().chain(r.then_serve).collect(),
        )
    }

    #[test]
    fn a_per_token_model_has_no_machines_to_choose() {
        let (s, _) = setup("stage=deploy&model=catalog&llm=llama-3.3-70b-instruct");
        let g = said(Target::StandardDeployment, &s, None, Quality::Gpus);
        assert_eq!((g.side, g.short), (Side::Moot, "No machines"));
        let z = said(Target::StandardDeployment, &s, None, Quality::ScalesToZero);
        assert_eq!((z.side, z.short), (Side::Good, "Yes"));
    }

    #[test]
    fn a_fine_tuned_deployment_bills_every_hour() {
        let (s, costs) = setup("stage=deploy&model=finetune&llm=gpt-4.1-mini&requests=100");
        let c = costs
            .iter()
            .find(|c| c.target == Target::StandardDeployment);
        assert!(bills_always(c));
        let z = said(Target::StandardDeployment, &s, c, Quality::ScalesToZero);
        assert_eq!((z.side, z.short), (Side::Poor, "No"));
    }

    #[test]
    fn spot_is_no_advantage_once_refused() {
        let (s, _) = setup("stage=train&mode=script&preempt=no");
        let i = said(Target::ComputeCluster, &s, None, Quality::Interruptible);
        assert_eq!(i.side, Side::Moot);
        let (s, _) = setup("stage=train&mode=script&preempt=ok");
        let i = said(Target::ComputeCluster, &s, None, Quality::Interruptible);
        assert_eq!(i.side, Side::Good);
    }
}
