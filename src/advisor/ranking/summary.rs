//! The one-screen summary of a result: the basis of the top price in words, and for each
//! alternative what it gives up or gains against the pick, derived from the catalog's facts and
//! the costs (never written by hand per pair).

use super::qualities::{self, Quality, Side};
use crate::advisor::answers::{ModelUse, Situation};
use crate::advisor::bill::route::Route;
use crate::advisor::bill::usage::{Priority, Usage};
use crate::advisor::bill::vm::already_runs;
use crate::advisor::bill::{Estimate, OptionCost, HOURS_PER_WEEK};
use crate::advisor::facts::catalog::Management;
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::{count, grouped, short, volume_words};
use crate::advisor::facts::prices;
use crate::advisor::models::deployment::Deployment;

/// What a monthly figure assumes, in words: size, count, hours and region
/// ("3 × Standard_DS3_v2 at peak 50 h a week, 1 otherwise · East US").
pub fn basis(route: &Route, u: &Usage, s: &Situation) -> String {
    let target = route.target;
    let region = prices::region_label(u.region_name());
    let vm = u.vm.name;
    let hours = short(u.hours, 1);
    // Spot only where the data prices it; otherwise the figure is pay-as-you-go.
    let spot_priced = u.vm.rate(u.region).and_then(|r| r.spot_usd()).is_some();
    let low = if u.priority == Priority::Spot && target.allows_preemptible() && spot_priced {
        ", Spot"
    } else {
        ""
    };
    // A team: an instance each, and the hours a week each person's (`vm::team`).
    let (instances, each) = if u.people > 1 {
        (
            format!("{} × {vm}, one a person", u.people),
            format!(" each, for {} people", u.people),
        )
    } else {
        (format!("1 × {vm}"), String::new())
    };
    let jobs_each = if matches!(target, Target::ComputeCluster | Target::Serverless) {
        each.as_str()
    } else {
        ""
    };
    let what = match target {
        Target::Local => return "Your own machine: no Azure bill".into(),
        Target::ComputeInstance if u.idle_minutes == 0 => format!("{instances}, always on"),
        Target::ComputeInstance => format!(
            "{instances}, {hours} h a week{each}, idle shutdown after {} min",
            u.idle_minutes
        ),
        Target::ComputeCluster | Target::BatchEndpoint => format!(
            "{} × {vm} while jobs run, {hours} h a week{jobs_each}, {} between jobs{low}",
            u.nodes,
            if u.min_nodes == 0 {
                "0 nodes".to_string()
            } else {
                count(u.min_nodes, "node")
            }
        ),
        Target::Serverless => format!(
            "{} × {vm} per job, {hours} h a week{jobs_each}{low}",
            u.nodes
        ),
        Target::ManagedOnlineEndpoint | Target::KubernetesOnlineEndpoint
            if u.hours >= HOURS_PER_WEEK || u.min_instances == u.instances =>
        {
            format!("{} × {vm}, always on", u.instances)
        }
        Target::ManagedOnlineEndpoint | Target::KubernetesOnlineEndpoint => format!(
            "{} × {vm} at peak {hours} h a week, {} otherwise",
            u.instances, u.min_instances
        ),
        Target::Kubernetes => format!("{} × {vm}, always on", u.nodes),
        Target::AttachedVm => format!("1 × {vm}, always on"),
        Target::ServerlessSpark | Target::AttachedDatabricks | Target::AttachedSynapse => {
            return "Not estimated: its prices are not in the price data".into()
        }
        Target::StandardDeployment
        | Target::ProvisionedThroughput
        | Target::ServerlessFinetune
        | Target::BatchDeployment
        | Target::FlexProcessing => return foundry_basis(route, u),
    };
    let paid = if already_runs(target, s) {
        " (yours, billed as its own: not estimated)"
    } else {
        ""
    };
    format!("{what}{}{paid} · {region}", sized_for(target, s))
}

/// The model a GPU size was chosen for, where its size was given: ", sized for your model of
/// 13 billion parameters" (a model of your own, or an open model from Hugging Face).
fn sized_for(target: Target, s: &Situation) -> String {
    let subject = if crate::advisor::bill::vm::loads_own_model(target, s) {
        "your model"
    } else if s.model == ModelUse::Catalog && s.llm.is_hf() && !target.is_foundry() {
        "the open model"
    } else {
        return String::new();
    };
    if s.params == 0 {
        return String::new();
    }
    format!(
        ", sized for {subject} of {} billion parameters",
        grouped(f64::from(s.params) / 10.0, 1)
    )
}

/// A foundation-model option's basis: the model, the volume, the deployment type and the date
/// of its prices ("gpt-5.4 · 91.3 million tokens in, 18.3 million out a month · Global Standard
/// · prices of 2026-08-01").
fn foundry_basis(route: &Route, u: &Usage) -> String {
    let target = route.target;
    let Some(l) = u.llm else {
        return String::new();
    };
    let m = l.model();
    // An embedding model returns vectors: its tokens in alone are billed.
    let volume = || match m.kind {
        crate::advisor::models::Kind::Embedding => format!(
            "{} tokens in a month, vectors out",
            volume_words(u.tokens_in_k)
        ),
        _ => format!(
            "{} tokens in, {} out a month",
            volume_words(u.tokens_in_k),
            volume_words(u.tokens_out_k)
        ),
    };
    let (what, kind, date) = match target {
        // Reinforcement fine-tuning bills hours of training, not training tokens.
        Target::ServerlessFinetune if crate::advisor::models::ftjourney::reinforcement(l) => (
            format!(
                "{} a month of reinforcement fine-tuning (RFT) on {} M tokens × {} epochs",
                count(u.ft_jobs, "job"),
                short(f64::from(u.training.tokens_k) / 1000.0, 3),
                u.training.epochs
            ),
            "billed per hour of training plus the grader's tokens",
            "2026-07-31",
        ),
        Target::ServerlessFinetune => (
            format!(
                "{} a month of {} M training tokens × {} epochs",
                count(u.ft_jobs, "job"),
                short(f64::from(u.training.tokens_k) / 1000.0, 3),
                u.training.epochs
            ),
            route.training_kind.unwrap_or_default(),
            m.finetune.map_or(m.global.src, |f| f.train.src).date(),
        ),
        Target::ProvisionedThroughput => (
            volume(),
            route.deployment.map_or("", |d| d.label()),
            "2026-07-31",
        ),
        Target::BatchDeployment => {
            let d = route.deployment.unwrap_or(Deployment::GlobalBatch);
            (volume(), d.label(), d.price(l).src.date())
        }
        Target::FlexProcessing => (
            volume(),
            "Flex processing on Global Standard",
            m.global.src.date(),
        ),
        _ => {
            let d = route.deployment.unwrap_or(Deployment::GlobalStandard);
            (
                format!(
                    "{}{}",
                    volume(),
                    if u.finetuned {
                        ", with hourly hosting"
                    } else {
                        ""
                    }
                ),
                d.label(),
                // No price for the tokens (Claude's, billed in Claude Consumption Units): no
                // date of a price, said below.
                if crate::advisor::requirements::residency::price(l, d, u.residency).known() {
                    d.price(l).src.date()
                } else {
                    ""
                },
            )
        }
    };
    if date.is_empty() {
        return format!("{} · {what} · {kind} · tokens not estimated", m.name);
    }
    format!("{} · {what} · {kind} · prices of {date}", m.name)
}

/// One way an alternative differs from the pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difference {
    Cheaper(Money),
    Costlier(Money),
    NotPriced,
    /// Priced here where the pick is not.
    Priced(Money),
    /// You run it (the catalog's self-managed targets).
    YouManageIt,
    /// Your own machine, against something Azure runs.
    OwnMachine,
    /// Azure ML runs it once you create and size it, against nothing to create.
    YouCreateIt,
    /// Azure ML runs it, against something you run.
    AzureMlManages,
    /// Nothing to create or size (serverless compute, a model Azure runs).
    NothingToCreate,
    NoScaleToZero,
    ScalesToZero,
    OneMachine,
    SeveralMachines,
    NoGpus,
    Gpus,
    NoNotebooks,
    Notebooks,
    NoCheaperCapacity,
    CheaperCapacity,
    /// Fine-tuning as a job of your own on GPUs, against serverless fine-tuning.
    YourGpus,
    /// Serverless fine-tuning, against a job of your own on GPUs.
    AzureCapacity,
}

impl Difference {
    pub fn text(self) -> String {
        match self {
            Difference::Cheaper(m) => format!("costs {m} less a month"),
            Difference::Costlier(m) => format!("costs {m} more a month"),
            Difference::NotPriced => "its cost is not estimated here".into(),
            Difference::Priced(m) => format!("priced at {m} a month"),
            Difference::YouManageIt => "you manage it yourself".into(),
            Difference::OwnMachine => "runs on your own machine".into(),
            Difference::YouCreateIt => "you create and size it; Azure ML manages it".into(),
            Difference::AzureMlManages => "Azure ML manages it".into(),
            Difference::NothingToCreate => "nothing to create or size".into(),
            Difference::NoScaleToZero => "bills while idle".into(),
            Difference::ScalesToZero => "costs nothing while idle".into(),
            Difference::OneMachine => "one machine only".into(),
            Difference::SeveralMachines => "can spread over several machines".into(),
            Difference::NoGpus => "no GPUs".into(),
            Difference::Gpus => "offers GPUs".into(),
            Difference::NoNotebooks => "runs jobs, not notebooks".into(),
            Difference::Notebooks => "runs notebooks".into(),
            Difference::NoCheaperCapacity => "no interruptible, cheaper capacity".into(),
            Difference::CheaperCapacity => "offers interruptible, cheaper capacity".into(),
            Difference::YourGpus => "trains on your own GPU quota, with your own recipe".into(),
            Difference::AzureCapacity => {
                "trains on Azure's capacity: no GPUs or GPU quota of yours".into()
            }
        }
    }
}

fn monthly(c: Option<&OptionCost>) -> Option<Money> {
    match c.map(|c| &c.monthly) {
        Some(Estimate::Priced { total, .. }) => Some(*total),
        _ => None,
    }
}

/// A side's place in a comparison; `None` for a quality that does not apply.
fn score(side: Side) -> Option<u8> {
    match side {
        Side::Good => Some(2),
        Side::Fair => Some(1),
        Side::Poor => Some(0),
        Side::Moot => None,
    }
}

/// What `alt` gives up or gains against `pick` in `s`, cost first, read from the same
/// [`qualities::said`] the tradeoff table and the cards show, so the summary cannot say what
/// they contradict. Never empty for two different targets (tested over the whole answer space).
pub fn differences(
    alt: Target,
    pick: Target,
    s: &Situation,
    alt_cost: Option<&OptionCost>,
    pick_cost: Option<&OptionCost>,
) -> Vec<Difference> {
    let mut out = Vec::new();
    match (monthly(alt_cost), monthly(pick_cost)) {
        (Some(x), Some(y)) if x < y => out.push(Difference::Cheaper(Money(y.0 - x.0))),
        (Some(x), Some(y)) if x > y => out.push(Difference::Costlier(Money(x.0 - y.0))),
        (None, Some(_)) => out.push(Difference::NotPriced),
        (Some(x), None) => out.push(Difference::Priced(x)),
        _ => {}
    }
    // Fine-tuning: where the training runs is the difference a person weighs first, and the
    // qualities below cannot tell a job on Azure's capacity from one on your GPUs.
    if s.model == ModelUse::Finetune
        && (alt == Target::ServerlessFinetune) != (pick == Target::ServerlessFinetune)
    {
        out.push(if alt == Target::ServerlessFinetune {
            Difference::AzureCapacity
        } else {
            Difference::YourGpus
        });
    }
    for q in Quality::ALL {
        let (a, p) = (
            qualities::said(alt, s, alt_cost, q),
            qualities::said(pick, s, pick_cost, q),
        );
        let (Some(x), Some(y)) = (score(a.side), score(p.side)) else {
            continue;
        };
        if x == y {
            continue;
        }
        let (worse, better) = match q {
            Quality::Startup => continue,
            Quality::Management => match alt.facts().management.value {
                Management::SelfManaged => (Difference::YouManageIt, Difference::YouManageIt),
                Management::NotApplicable => (Difference::OwnMachine, Difference::OwnMachine),
                Management::Managed => (Difference::YouCreateIt, Difference::AzureMlManages),
                Management::FullyManaged | Management::Service | Management::ServiceJob => {
                    (Difference::NothingToCreate, Difference::NothingToCreate)
                }
            },
            Quality::ScalesToZero => (Difference::NoScaleToZero, Difference::ScalesToZero),
            Quality::SeveralNodes => (Difference::OneMachine, Difference::SeveralMachines),
            Quality::Gpus => (Difference::NoGpus, Difference::Gpus),
            Quality::Notebooks => (Difference::NoNotebooks, Difference::Notebooks),
            Quality::Interruptible => (Difference::NoCheaperCapacity, Difference::CheaperCapacity),
        };
        out.push(if x < y { worse } else { better });
    }
    out
}

/// The differences as one line: "costs $36.18 less a month; you manage it yourself".
pub fn differences_line(d: &[Difference]) -> String {
    let mut line = String::new();
    for (i, d) in d.iter().enumerate() {
        if i > 0 {
            line.push_str("; ");
        }
        line.push_str(&d.text());
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::link::answer::Answer;
    use crate::advisor::link::share;

    fn setup(q: &str) -> (Situation, Usage, Vec<OptionCost>) {
        let (shared, _) = share::decode(q);
        let a = Answer::of(&shared);
        (a.advice.situation, a.usage, a.costs.options)
    }

    #[test]
    fn basis_names_size_count_hours_and_region() {
        let (s, u, _) = setup("stage=deploy&serve=realtime&hours=50&instances=3");
        assert_eq!(
            basis(&Route::of(Target::ManagedOnlineEndpoint, &u), &u, &s),
            "3 × Standard_D4as_v4 at peak 50 h a week, 1 otherwise · East US"
        );
        let (s, u, _) = setup("stage=deploy&serve=realtime");
        assert_eq!(
            basis(&Route::of(Target::ManagedOnlineEndpoint, &u), &u, &s),
            "3 × Standard_D4as_v4, always on · East US"
        );
        let (s, u, _) = setup("stage=train&mode=script&gpu=single&hours=10&priority=lowpriority");
        assert_eq!(
            basis(&Route::of(Target::ComputeCluster, &u), &u, &s),
            "1 × Standard_NC4as_T4_v3 while jobs run, 10 h a week, 0 nodes between jobs, Spot · East US"
        );
    }

    #[test]
    fn an_embedding_models_basis_counts_its_tokens_in_alone() {
        let (s, u, _) =
            setup("stage=deploy&model=catalog&llm=text-embedding-3-large&requests=20000&intokens=500&dayhours=24");
        let b = basis(&Route::of(Target::StandardDeployment, &u), &u, &s);
        assert!(
            b.starts_with("text-embedding-3-large · 304.2 million tokens in a month, vectors out · Global Standard"),
            "{b}"
        );
    }

    #[test]
    fn basis_names_the_size_of_a_model_it_was_sized_for() {
        let (s, u, _) =
            setup("stage=deploy&model=own&serve=realtime&gpu=single&hours=40&params=13");
        assert_eq!(
            basis(&Route::of(Target::ManagedOnlineEndpoint, &u), &u, &s),
            "3 × Standard_NC24ads_A100_v4 at peak 40 h a week, 1 otherwise, sized for your model of 13 billion parameters · East US"
        );
        let (s, u, _) = setup("stage=deploy&model=catalog&llm=hf&params=7.5&requests=100");
        assert!(basis(&Route::of(Target::ManagedOnlineEndpoint, &u), &u, &s)
            .contains(", sized for the open model of 7.5 billion parameters · East US"));
        // Not given, or not a model loaded onto GPUs: nothing said.
        let (s, u, _) = setup("stage=deploy&model=own&serve=realtime&gpu=single&hours=40");
        assert!(
            !basis(&Route::of(Target::ManagedOnlineEndpoint, &u), &u, &s).contains("sized for")
        );
        let (s, u, _) = setup("stage=deploy&model=catalog&llm=gpt-5.4");
        assert!(!basis(&Route::of(Target::StandardDeployment, &u), &u, &s).contains("sized for"));
    }

    #[test]
    fn differences_say_what_an_alternative_gives_up() {
        let (s, _, costs) = setup("stage=explore&mode=notebook");
        let find = |t| costs.iter().find(|c| c.target == t);
        let d = differences(
            Target::Local,
            Target::ComputeInstance,
            &s,
            find(Target::Local),
            find(Target::ComputeInstance),
        );
        // Your own machine is not priced (never $0.00): the line says so, not "cheaper".
        assert!(matches!(d[0], Difference::NotPriced), "{d:?}");
        let d = differences(
            Target::ComputeCluster,
            Target::ComputeInstance,
            &s,
            find(Target::ComputeCluster),
            find(Target::ComputeInstance),
        );
        assert!(d.contains(&Difference::NoNotebooks), "{d:?}");
        assert!(d.contains(&Difference::ScalesToZero), "{d:?}");
    }
}
