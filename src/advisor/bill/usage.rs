//! The usage as resolved: what the person gave (share link or editor, [`UsageInput`]) with the
//! defaults of their situation filled in, as the one [`Usage`] that every bill prices and the
//! create commands read; the defaults themselves (VM size, nodes), the quota an online deployment
//! needs, and the traffic in words.

use crate::advisor::answers::{
    Cmk, DataSize, Gpu, ModelUse, Network, Preempt, Question, Residency, Serve, Situation, Stage,
};
use crate::advisor::facts::num::volume_words;
use crate::advisor::facts::prices::{self, VmSize};
use crate::advisor::facts::traffic::{Traffic, Training};
use crate::advisor::models::{self, Llm};
use crate::advisor::requirements::multinode;
use serde::Serialize;

/// Idle shutdown limits of a compute instance, in minutes (15 minutes to 3 days).
pub const IDLE_SHUTDOWN_MIN: u16 = 15;
pub const IDLE_SHUTDOWN_MAX: u16 = 3 * 24 * 60;
pub const MAX_NODES: u16 = 100;

/// Dedicated or Spot capacity (Spot replaced low priority in Azure ML on 31 March 2026).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Priority {
    Dedicated,
    Spot,
}

impl Priority {
    pub fn slug(self) -> &'static str {
        match self {
            Priority::Dedicated => "dedicated",
            Priority::Spot => "spot",
        }
    }

    /// `lowpriority`, the value of links written before Spot replaced low priority, still reads
    /// as Spot: links decode forever.
    pub fn from_slug(s: &str) -> Option<Priority> {
        match s {
            "dedicated" => Some(Priority::Dedicated),
            "spot" | "lowpriority" => Some(Priority::Spot),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Priority::Dedicated => "Dedicated",
            Priority::Spot => "Spot (formerly low priority)",
        }
    }
}

/// The usage profile as given (share link or editor): every field optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct UsageInput {
    pub region: Option<usize>,
    pub vm: Option<&'static str>,
    pub nodes: Option<u16>,
    pub instances: Option<u16>,
    /// Idle shutdown of a compute instance in minutes; 0 turns it off.
    pub idle_minutes: Option<u16>,
    pub min_nodes: Option<u16>,
    /// Online endpoint instances outside peak hours (autoscaled down).
    pub min_instances: Option<u16>,
    pub priority: Option<Priority>,
    pub runs_per_week: Option<u16>,
    /// Catalog models on managed compute: a measured rate in tokens a second per instance (`tps`).
    pub tps: Option<u16>,
    /// Fine-tuning jobs a month (`ftjobs`).
    pub ft_jobs: Option<u16>,
    /// Hours each fine-tuning job trains on your own GPUs (`trainhours`): no source gives a
    /// training speed, so without them that route is not estimated.
    pub train_hours: Option<u16>,
    /// How many people work this way (`people`, 1 to [`MAX_PEOPLE`]; the codec keeps `None` for
    /// one): a compute instance is single-user, so each has one; shared targets are shared.
    pub people: Option<u16>,
}

/// The most hours a fine-tuning job may be said to train: a month.
pub const MAX_TRAIN_HOURS: u16 = 720;

/// The most people a link may say work one way.
pub const MAX_PEOPLE: u16 = 500;

/// Presets for the people who work this way: (people, what they are).
pub const TEAM_PRESETS: [(u16, &str); 3] = [(1, "just me"), (4, "a small team"), (12, "a group")];

/// The complete usage profile the model prices.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Usage {
    pub region: usize,
    #[serde(serialize_with = "vm_name")]
    pub vm: &'static VmSize,
    /// Busy hours a week, 0..=168.
    pub hours: f64,
    /// Nodes per job on clusters and serverless.
    pub nodes: u16,
    /// Online endpoint instances at peak (and Kubernetes nodes for serving).
    pub instances: u16,
    /// Online endpoint instances outside peak hours, at most `instances`.
    pub min_instances: u16,
    pub idle_minutes: u16,
    pub min_nodes: u16,
    pub priority: Priority,
    /// Separate sessions or jobs a week; each leaves an idle tail before compute stops.
    pub runs_per_week: u16,
    /// The catalog model (own models: none), and whether it is served fine-tuned.
    #[serde(serialize_with = "llm_name")]
    pub llm: Option<Llm>,
    pub finetuned: bool,
    /// Thousands of tokens a month in and out, from the traffic; a measured rate, tokens a
    /// second per instance (0: unknown).
    pub tokens_in_k: u64,
    pub tokens_out_k: u64,
    pub tps: u16,
    pub traffic: Traffic,
    pub training: Training,
    /// Fine-tuning jobs a month.
    pub ft_jobs: u16,
    /// Hours each fine-tuning job trains on your own GPUs, where given (written only then, so
    /// that a link without them exports as it always has).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub train_hours: Option<u16>,
    /// Where data may be processed: the region above lies within it (`residency.rs`).
    #[serde(serialize_with = "residency_slug")]
    pub residency: Residency,
    /// The organisation's requirements (`network.rs`): private network, customer-managed keys.
    pub network: Network,
    pub cmk: Cmk,
    /// How many people work this way (at least 1): compute instances are one per person.
    pub people: u16,
    /// The size of an open model from Hugging Face, tenths of a billion parameters (the
    /// situation's `params`; the JSON's `query` carries it).
    #[serde(skip)]
    pub params: u32,
    /// What to launch on instead of a catalog model retiring within a quarter with no named
    /// replacement, as the situation allows (`residency::launch_instead`).
    #[serde(skip)]
    pub launch_instead: Option<Llm>,
    /// Whether the hours a week are each person's (the team is asked with them:
    /// `questions::team_asked`); where not (serving), the usage given is the people's together
    /// and no option multiplies it by them.
    #[serde(skip)]
    pub each_persons_hours: bool,
}

impl Usage {
    /// The chosen region's name ("eastus"), one function for every caller.
    #[inline(never)]
    pub fn region_name(&self) -> &'static str {
        prices::regions().get(self.region).copied().unwrap_or("")
    }

    /// The nodes an always-on Kubernetes cluster for training is priced with, by the rule every
    /// option follows (the hours a week are each person's): the nodes one job asks for, or,
    /// where the team's jobs together need more node-hours a week than those nodes carry around
    /// the clock, as many as carry them (jobs taking turns; jobs at the same time need more).
    pub fn kubernetes_nodes(&self) -> u16 {
        self.kubernetes_nodes_at(self.hours)
    }

    /// How many people's jobs the hours a week are each of: the people where the hours are each
    /// person's, else 1 (the usage given is theirs together).
    pub fn job_people(&self) -> u16 {
        if self.each_persons_hours {
            self.people.max(1)
        } else {
            1
        }
    }

    /// [`Usage::kubernetes_nodes`] at `h` busy hours a week each (the charts' hours).
    pub fn kubernetes_nodes_at(&self, h: f64) -> u16 {
        let node_hours = h * f64::from(self.job_people()) * f64::from(self.nodes);
        let carried = (node_hours / super::HOURS_PER_WEEK - 1e-9).ceil().max(0.0) as u16;
        self.nodes.max(carried)
    }
}

fn residency_slug<S: serde::Serializer>(r: &Residency, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(r.slug())
}

fn llm_name<S: serde::Serializer>(l: &Option<Llm>, s: S) -> Result<S::Ok, S::Error> {
    match l {
        Some(l) => s.serialize_str(l.slug()),
        None => s.serialize_none(),
    }
}

fn vm_name<S: serde::Serializer>(vm: &&'static VmSize, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(vm.name)
}

/// The reference's "single large GPU" (2.7), the default for training on large data with one GPU.
pub(crate) const LARGE_DATA_GPU: &str = "Standard_NC24ads_A100_v4";

/// The suggested VM size for a situation: current generations only, never a series announced
/// for retirement (`tests/native/guardrails.rs`). CPU work: Standard_D4ds_v5 (v5, not restricted, in the
/// sizes Azure ML lists for its compute); large data: the memory-optimised Standard_E8ds_v5
/// (64 GiB); real-time serving: Standard_D4as_v4, the current general-purpose family on the
/// managed online endpoint SKU list. One GPU: a T4, the lowest-priced current GPU, or with large
/// data to train on the reference's "single large GPU", one A100 80 GB with 24 vCPUs and 220 GiB
/// to feed it; several: one node with 4 × A100, since multi-GPU work scales up on one node before
/// it scales out.
pub fn default_vm(s: &Situation) -> &'static str {
    // A catalog model's open weights: the size the model table says they fit on (reference §13),
    // else four A100s, said as an assumption.
    if s.model != ModelUse::Own {
        let gpu = s.llm.model().gpu;
        return if gpu.is_empty() {
            "Standard_NC96ads_A100_v4"
        } else {
            gpu
        };
    }
    match s.gpu {
        Gpu::None if s.stage == Stage::Deploy && s.serve == Serve::Realtime => "Standard_D4as_v4",
        Gpu::None if s.stage != Stage::Deploy && s.data == DataSize::Large => "Standard_E8ds_v5",
        Gpu::None => "Standard_D4ds_v5",
        Gpu::Single if s.stage != Stage::Deploy && s.data == DataSize::Large => LARGE_DATA_GPU,
        Gpu::Single => "Standard_NC4as_T4_v3",
        Gpu::Multi => "Standard_NC96ads_A100_v4",
    }
}

/// The default size where it has a price in `region`; where it has none, the lowest-priced size
/// that does and is as able: GPUs of the same kind, as many or up to twice as many (or none), at
/// least its vCPUs and memory, current (no retirement announced), and on the managed online endpoint SKU list where
/// the default is for real-time serving, so that the create commands and the price name one
/// size. Where no size qualifies, the default, which the answer then says is not priced there.
pub fn priced_in(default: &'static VmSize, s: &Situation, region: usize) -> &'static VmSize {
    if default.rate(region).is_some() {
        return default;
    }
    let serving = prices::endpoint_sku(default.name).is_some()
        && s.stage == Stage::Deploy
        && s.serve == Serve::Realtime;
    prices::sizes()
        .iter()
        .filter(|v| {
            (default.gpus..=default.gpus * 2).contains(&v.gpus)
                && v.gpu_model == default.gpu_model
                && v.vcpus >= default.vcpus
                && v.memory_gib_tenths >= default.memory_gib_tenths
                && prices::retirement(v.name).is_none()
                && prices::end_of_life(v.name).is_none()
                && (!serving || prices::endpoint_sku(v.name).is_some())
        })
        .filter_map(|v| v.rate(region).map(|r| (v, r.payg)))
        .min_by_key(|(_, p)| *p)
        .map_or(default, |(v, _)| v)
}

/// What to say at the top where the situation's default size has no price in the region: the
/// size priced and created instead, or, where no size qualifies, that the default is not priced
/// there. (The InfiniBand default of several GPU nodes says its own: `multinode::unpriced_words`.)
pub fn stand_in_words(s: &Situation, u: &Usage) -> Option<String> {
    let default = prices::size(default_vm(s))?;
    if fitted_default(s, u.region).is_some()
        || default.rate(u.region).is_some()
        || multinode::default_size(s, u.nodes, u.region).is_some()
    {
        return None;
    }
    let region = prices::region_label(u.region_name());
    if u.vm.name == default.name {
        return Some(format!(
            "{} has no price in {region} in the data, and no current size with the same kind of GPU (as many, up to twice as many) and at least its vCPUs and memory is priced there: its cost is not estimated, and the commands create it as it is. Choose another region, or a size priced in {region}.",
            default.name
        ));
    }
    u.vm.rate(u.region).is_some().then(|| {
        format!(
            "{} has no price in {region} in the data: {} ({}), the lowest-priced current size priced there with the same kind of GPU (as many, up to twice as many) and at least its vCPUs and memory, is priced and created instead.",
            default.name,
            u.vm.name,
            u.vm.describe()
        )
    })
}

/// Serving a catalog model's open weights as they are: the smallest size they fit on in the
/// region by the reference's method (`fit::smallest_for`), where its table gives the model's
/// geometry and a size priced there fits; else `None` and the model table's default.
///
/// A model of your own served on GPUs, its size given: the default size where its weights fit
/// on it by the same method, else the smallest on the managed online endpoint SKU list that
/// holds them, as for an open model from Hugging Face.
pub fn fitted_default(s: &Situation, region: usize) -> Option<&'static VmSize> {
    use crate::advisor::models::fit;
    if crate::advisor::questions::own_size_asked(s) && s.params > 0 {
        // The default size where the weights fit on it; else the smallest that holds them.
        let need = fit::Need::params(s.params);
        let default = prices::size(default_vm(s)).map(|v| priced_in(v, s, region))?;
        if fit::check_with_t4(&need, default.name).is_some_and(|c| c.fits()) {
            return Some(default);
        }
        return fit::smallest_fitting(&need, region, true);
    }
    (s.model == ModelUse::Catalog && s.stage == Stage::Deploy)
        .then(|| fit::smallest_for(s.llm, s.params, &s.traffic, region))
        .flatten()
}

/// Nodes per job when none were given: a sweep runs 4 trials side by side; large data is read
/// on CPUs by 2 nodes (a cluster "allows you to use parallel processing to distribute the
/// workload"); anything else, GPU work included, one node (scale up before scaling out).
pub fn default_nodes(s: &Situation) -> u16 {
    match (s.stage, s.data, s.gpu) {
        (Stage::Sweep, _, _) => 4,
        (Stage::Explore | Stage::Train, DataSize::Large, Gpu::None) => 2,
        _ => 1,
    }
}

impl UsageInput {
    /// Fills defaults for the situation. Values out of range were refused by the codec; here
    /// minimum nodes are kept at or below nodes.
    pub fn resolve(&self, s: &Situation) -> Usage {
        let nodes = self.nodes.unwrap_or_else(|| default_nodes(s));
        // The region lies where data may be processed (a zone's default otherwise).
        let region = crate::advisor::requirements::residency::region(s.residency, self.region);
        // Several nodes of one GPU job: an InfiniBand size, whatever the one-node default.
        let vm = self
            .vm
            .and_then(prices::size)
            .or_else(|| fitted_default(s, region))
            .or_else(|| multinode::default_size(s, nodes, region))
            .or_else(|| prices::size(default_vm(s)).map(|v| priced_in(v, s, region)))
            .unwrap_or(&prices::sizes()[0]);
        let hours = busy_hours(s);
        let instances = self.instances.unwrap_or_else(|| {
            if s.model == ModelUse::Catalog && s.stage == Stage::Deploy {
                crate::advisor::models::fit::default_instances(&s.traffic, self.tps.unwrap_or(0))
            } else {
                3
            }
        });
        Usage {
            region,
            vm,
            hours,
            nodes,
            instances,
            // Autoscaled down to one instance outside peak hours unless told otherwise.
            min_instances: self.min_instances.unwrap_or(1).max(1).min(instances),
            idle_minutes: self.idle_minutes.unwrap_or(60),
            min_nodes: self.min_nodes.unwrap_or(0).min(nodes),
            priority: self.priority.unwrap_or(if s.preempt == Preempt::Ok {
                Priority::Spot
            } else {
                Priority::Dedicated
            }),
            // One session or job per working day of eight busy hours, at least one if busy at all.
            runs_per_week: self.runs_per_week.unwrap_or(
                ((hours / 8.0).ceil() as u16)
                    .max(u16::from(hours > 0.0))
                    .min(7),
            ),
            llm: (s.model != ModelUse::Own).then_some(s.llm),
            finetuned: s.model == ModelUse::Finetune,
            tokens_in_k: s.traffic.month_k().0,
            tokens_out_k: s.traffic.month_k().1,
            tps: self.tps.unwrap_or(0),
            traffic: s.traffic,
            training: s.training,
            ft_jobs: self.ft_jobs.unwrap_or(1),
            train_hours: self.train_hours,
            residency: s.residency,
            network: s.network,
            cmk: s.cmk,
            people: self.people.unwrap_or(1).clamp(1, MAX_PEOPLE),
            each_persons_hours: crate::advisor::questions::team_asked(s),
            params: s.params,
            launch_instead: crate::advisor::requirements::residency::launch_instead(s),
        }
    }
}

/// Busy hours a week: the answer to the hours question where it is asked; where a catalog
/// model is served, the traffic's peak hours (its hours a day, 7 days a week), as the per-token
/// peak uses, so a managed endpoint's extra instances bill only while the traffic comes.
pub fn busy_hours(s: &Situation) -> f64 {
    if s.stage == Stage::Deploy && Question::Traffic.is_asked(s) && !Question::Hours.is_asked(s) {
        s.traffic.peak_hours_week()
    } else {
        f64::from(s.hours)
    }
}

/// Instances' worth of quota a managed online deployment of `instances` × `vm` needs, and why:
/// Azure ML reserves 20% more for upgrades, except on the sizes its SKU list marks "Skip 20%
/// Reservation" (every A100 and H100 size, ND40rs_v2).
pub fn quota_instances(vm: &str, instances: u16) -> (u32, &'static str) {
    if prices::endpoint_sku(vm) == Some(true) {
        (
            u32::from(instances),
            "This size skips the 20% reservation for upgrades",
        )
    } else {
        (
            (u32::from(instances) * 6).div_ceil(5),
            "Azure ML reserves 20% extra for upgrades",
        )
    }
}

/// The traffic in words: "2,000 requests a day × 1,500 tokens in and 300 out, over 8 hours a day
/// = 91.3 M tokens in and 18.3 M out a month (a month is 730 hours)".
pub fn traffic_words(u: &Usage) -> String {
    let t = &u.traffic;
    // An embedding model returns vectors: no tokens out to speak of.
    let embedding = u
        .llm
        .is_some_and(|l| l.model().kind == models::Kind::Embedding);
    let month = if embedding {
        format!(
            "{} tokens in a month, and none out: an embedding model returns vectors",
            volume_words(u.tokens_in_k)
        )
    } else {
        format!(
            "{} tokens in and {} out a month",
            volume_words(u.tokens_in_k),
            volume_words(u.tokens_out_k)
        )
    };
    if embedding && t.monthly.is_none() {
        let people = t.people.map(|p| p.words() + "; ").unwrap_or_default();
        return format!(
            "{people}{} requests a day × {} tokens in, over {} hours a day{} = {month} (a month is 730 hours)",
            crate::advisor::facts::traffic::group(u64::from(t.requests)),
            crate::advisor::facts::traffic::group(u64::from(t.tokens_in)),
            t.day_hours,
            t.days_words()
        );
    }
    if t.monthly.is_some() {
        return format!("{month}, as the link gave them");
    }
    let people = t.people.map(|p| p.words() + "; ").unwrap_or_default();
    format!(
        "{people}{} requests a day × {} tokens in and {} out, over {} hours a day{} = {month} (a month is 730 hours)",
        crate::advisor::facts::traffic::group(u64::from(t.requests)),
        crate::advisor::facts::traffic::group(u64::from(t.tokens_in)),
        crate::advisor::facts::traffic::group(u64::from(t.tokens_out)),
        t.day_hours,
        t.days_words()
    )
}
