//! VM hours of compute targets: compute instances, clusters, serverless jobs, Spark, Kubernetes,
//! attached compute, and online and batch endpoints for your own model (and, for a catalog
//! model's open weights, the managed online endpoint's instances). Their monthly line items at
//! the chosen priority (a stopped instance's disk, public IP and load balancer included), Spot
//! figures from the Spot meter ("not estimated" where the data has none), 1-year savings-plan
//! figures for steady use where the reference confirms they apply, what the price assumes, and
//! exact piecewise-linear cost curves over busy hours.
//!
//! Conventions (shared/reference, "Costs and conventions"): Spot capacity (which replaced low
//! priority in Azure ML on 31 March 2026) is priced from the Spot meter of the size and region;
//! the compute instance's disk, public IP and load balancer are billed even while it is stopped.

use super::managed;
use super::usage::{default_nodes, default_vm, quota_instances, Priority, Usage, LARGE_DATA_GPU};
use super::{
    line, per_hour, Estimate, ItemKind, LineItem, OptionCost, HOURS_PER_MONTH, HOURS_PER_WEEK,
    WEEKS_PER_MONTH,
};
use crate::advisor::answers::{DataSize, Existing, Gpu, Location, Preempt, Question, Situation};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::{count, short, usd};
use crate::advisor::facts::prices;
use crate::advisor::requirements::multinode;

/// Default `idle_time_before_scale_down` of a compute cluster, in seconds.
pub const SCALE_DOWN_SECONDS: f64 = 120.0;
/// A load balancer, USD a day (approximate): one per compute instance, one for every 50 nodes of
/// a compute cluster, billed while the compute exists, even stopped or at 0 nodes.
pub const LOAD_BALANCER_DAILY: f64 = 0.33;
pub const NODES_PER_LOAD_BALANCER: u16 = 50;

pub(crate) fn rate_or_reason(usage: &Usage) -> Result<prices::Rate, String> {
    usage.vm.rate(usage.region).ok_or_else(|| {
        format!(
            "{} has no list price in {} in the price data; choose another region or size.",
            usage.vm.name,
            prices::region_label(prices::regions()[usage.region.min(prices::regions().len() - 1)])
        )
    })
}

fn money(hours_per_week: f64, price: f64, count: f64) -> f64 {
    hours_per_week * WEEKS_PER_MONTH * price * count
}

/// Busy hours plus the idle tail each run leaves, capped at the week.
fn billed_hours(h: f64, runs: u16, tail_hours: f64) -> f64 {
    (h + f64::from(runs) * tail_hours).min(HOURS_PER_WEEK)
}

/// Whether the person already runs this compute, so that using it adds no compute bill.
pub fn already_runs(target: Target, s: &Situation) -> bool {
    match target {
        Target::AttachedVm => s.existing == Existing::Vm,
        Target::Kubernetes | Target::KubernetesOnlineEndpoint => s.existing == Existing::Kubernetes,
        _ => false,
    }
}

/// The monthly line items of `target` at `h` busy hours a week, priced at `p` USD per node-hour
/// (at the chosen priority).
fn items(target: Target, u: &Usage, h: f64, p: f64, onprem: bool) -> Result<Vec<LineItem>, String> {
    let month = |hours_week: f64| format!("{} h", short(hours_week * WEEKS_PER_MONTH, 1));
    // The VM, and whether its nodes are Spot, as each line's working says.
    let vm = if u.priority == Priority::Spot && target.allows_preemptible() {
        format!("{}, Spot", u.vm.name)
    } else {
        u.vm.name.to_string()
    };
    let rate = per_hour(p);
    let load_balancers = |n: u16| {
        line(
            ItemKind::Fixed,
            "Load balancer (approx.)",
            format!(
                "{} × {}/day × {} days, billed while the compute exists",
                count(n, "load balancer"),
                usd(LOAD_BALANCER_DAILY, 2),
                short(HOURS_PER_MONTH / 24.0, 2)
            ),
            f64::from(n) * LOAD_BALANCER_DAILY * HOURS_PER_MONTH / 24.0,
        )
    };
    // Each person's jobs on a cluster or serverless compute (`team`): its nodes while they run.
    let team = team(target, u);
    let jobs = |also: &str| {
        line(
            ItemKind::Busy,
            "Compute while jobs run",
            format!(
                "{}{} × {} × {rate} ({vm}){also}",
                team_words(team),
                count(u.nodes, "node"),
                month(h)
            ),
            money(h, p, f64::from(u.nodes) * team),
        )
    };
    let always_on = |label, n: u16, what: &str| {
        line(
            ItemKind::AlwaysOn,
            label,
            format!(
                "{} × {} × {rate} ({vm})",
                count(n, what),
                month(HOURS_PER_WEEK)
            ),
            money(HOURS_PER_WEEK, p, f64::from(n)),
        )
    };
    Ok(match target {
        // Compute the team already owns is its own bill, never $0.00 (as a cluster on your own
        // hardware is).
        Target::Local => {
            return Err(
                "Runs on your own machine: Azure bills no compute for it, and what the machine costs you is not estimated.".into(),
            )
        }
        Target::ComputeInstance => {
            let mut v = vec![line(
                ItemKind::Busy,
                "Compute while busy",
                format!("{} × {rate} ({vm})", month(h)),
                money(h, p, 1.0),
            )];
            if u.idle_minutes == 0 {
                v.push(line(
                    ItemKind::AlwaysOn,
                    "Left running when idle (no idle shutdown)",
                    format!("{} idle × {rate}", month(HOURS_PER_WEEK - h)),
                    money(HOURS_PER_WEEK - h, p, 1.0),
                ));
            } else {
                let billed = billed_hours(h, u.runs_per_week, f64::from(u.idle_minutes) / 60.0);
                v.push(line(
                    ItemKind::IdleTail,
                    "Idle time before shutdown",
                    format!(
                        "{} a week × {} min idle shutdown = {} × {rate}",
                        count(u.runs_per_week, "session"),
                        u.idle_minutes,
                        month(billed - h)
                    ),
                    money(billed - h, p, 1.0),
                ));
            }
            v.extend(instance_fixed_items(
                u.region_name(),
                u.network != crate::advisor::answers::Network::Private,
            ));
            v.push(load_balancers(1));
            per_person(v, u.job_people())
        }
        Target::ComputeCluster | Target::BatchEndpoint => {
            let scaling = u.nodes - u.min_nodes;
            let billed = billed_hours(h, u.runs_per_week, SCALE_DOWN_SECONDS / 3600.0);
            let mut v = vec![
                jobs(""),
                line(
                    ItemKind::IdleTail,
                    "Idle nodes before scale-down",
                    format!(
                        "{}{} a week × 120 s × {} = {} node-hours × {rate}",
                        team_words(team),
                        count(u.runs_per_week, "job"),
                        count(scaling, "node"),
                        short(
                            (billed - h) * WEEKS_PER_MONTH * f64::from(scaling) * team,
                            2
                        )
                    ),
                    money(billed - h, p, f64::from(scaling) * team),
                ),
            ];
            if u.min_nodes > 0 {
                v.push(line(
                    ItemKind::AlwaysOn,
                    "Minimum nodes kept running",
                    format!(
                        "{} × {} idle × {rate}",
                        count(u.min_nodes, "node"),
                        month(HOURS_PER_WEEK - h)
                    ),
                    money(HOURS_PER_WEEK - h, p, f64::from(u.min_nodes)),
                ));
            }
            v.push(load_balancers(u.nodes.div_ceil(NODES_PER_LOAD_BALANCER)));
            v
        }
        Target::Serverless => vec![jobs("; nothing billed between jobs")],
        Target::Kubernetes | Target::KubernetesOnlineEndpoint if onprem => {
            return Err(
                "Runs on your own hardware through Azure Arc: no Azure list price applies.".into(),
            )
        }
        Target::Kubernetes => {
            let n = u.kubernetes_nodes_at(h);
            let mut i = always_on("Cluster nodes, always on", n, "node");
            if u.job_people() > 1 {
                i.working = format!(
                    "{}{} × {} = {} node-hours of jobs a week, carried by {} around the clock; {}",
                    team_words(f64::from(u.job_people())),
                    count(u.nodes, "node"),
                    format_args!("{} h", short(h, 1)),
                    short(h * f64::from(u.job_people()) * f64::from(u.nodes), 1),
                    count(n, "always-on node"),
                    i.working
                );
            }
            vec![i]
        }
        Target::ManagedOnlineEndpoint | Target::KubernetesOnlineEndpoint => {
            let extra = u.instances - u.min_instances;
            let mut v = vec![always_on(
                "Instances, always on",
                u.min_instances,
                if target == Target::ManagedOnlineEndpoint {
                    "instance"
                } else {
                    "instance node"
                },
            )];
            if extra > 0 {
                v.push(line(
                    ItemKind::Busy,
                    "Extra instances at peak traffic",
                    format!(
                        "{} × {} at peak × {rate}",
                        count(extra, "instance"),
                        month(h)
                    ),
                    money(h, p, f64::from(extra)),
                ));
            }
            v
        }
        Target::AttachedVm => vec![always_on("Your VM, left running", 1, "VM")],
        Target::ServerlessSpark => {
            return Err(
                "Serverless Spark bills per vCore-hour; those prices are not in the price data."
                    .into(),
            )
        }
        Target::AttachedDatabricks => {
            return Err(
                "Billed by Azure Databricks in DBUs, which are not in the price data.".into(),
            )
        }
        Target::AttachedSynapse => {
            return Err(
                "Billed as your Synapse Spark pool, whose prices are not in the price data.".into(),
            )
        }
        // Billed per token, PTU-hour or training job: `super::tokens`, `super::finetune` and
        // `crate::advisor::models::delay`.
        Target::StandardDeployment
        | Target::ProvisionedThroughput
        | Target::ServerlessFinetune
        | Target::BatchDeployment
        | Target::FlexProcessing => {
            return Err("Billed on a Foundry resource, not by the VM hour.".into())
        }
    })
}

/// A compute instance's lines for `people` people: a compute instance is assigned to a single
/// user, so each line is one instance's, times the people, said per person and in total (each
/// person's line rounded once, so the total is exactly the people times it).
/// How many people's jobs a shared job target runs: a cluster's or serverless jobs are each
/// person's, at the hours a week each gives, as a compute instance's hours are; 1 elsewhere (an
/// endpoint serves its traffic, whoever calls it; an always-on cluster bills its nodes).
fn team(target: Target, u: &Usage) -> f64 {
    match target {
        Target::ComputeCluster | Target::Serverless => f64::from(u.job_people()),
        _ => 1.0,
    }
}

/// "4 people × " before a line's working where it is several people's jobs (the count in
/// integers: the page has no float formatting code).
fn team_words(team: f64) -> String {
    if team > 1.0 {
        format!("{} people × ", team as u16)
    } else {
        String::new()
    }
}

fn per_person(v: Vec<LineItem>, people: u16) -> Vec<LineItem> {
    if people <= 1 {
        return v;
    }
    let n = i64::from(people);
    v.into_iter()
        .map(|i| LineItem {
            working: format!(
                "{} × {} each, one per person ({})",
                count(people, "compute instance"),
                i.amount,
                i.working
            ),
            amount: Money(i.amount.0 * n),
            exact_usd: i.exact_usd * f64::from(people),
            ..i
        })
        .collect()
}

/// What `people` (more than one) means for an option: compute instances one per person, your own
/// machines each person's, anything else shared by them all.
pub fn shared_words(target: Target, people: u16, each_persons_hours: bool) -> Option<String> {
    if people <= 1 {
        return None;
    }
    Some(match target {
        // Serving: the usage given is the people's together, on every option.
        Target::ComputeCluster | Target::Serverless | Target::Kubernetes
            if !each_persons_hours =>
        {
            format!(
                "Shared by the {people} people who work this way: one {} for all of them, priced for the usage given, which is theirs together (not per person).",
                target.name()
            )
        }
        Target::ComputeInstance => format!(
            "{people} compute instances, one per person (a compute instance is assigned to a single user): each line is one instance's, times {people}; the hours a week are each person's."
        ),
        Target::Local => format!(
            "Each of the {people} people works on their own machine: no Azure compute billed."
        ),
        Target::ComputeCluster | Target::Serverless => format!(
            "Shared by the {people} people who work this way: one {} for all of them, running each person's jobs; the hours a week are each person's, as a compute instance's are, so its node-hours are {people} times theirs.",
            target.name().to_lowercase()
        ),
        Target::Kubernetes => format!(
            "Shared by the {people} people who work this way: one cluster for all of them, its nodes billed always on; the hours a week are each person's, as for every option, so its nodes are as many as carry {people} times their node-hours around the clock (jobs taking turns; jobs at the same time need more)."
        ),
        _ => format!(
            "Shared by the {people} people who work this way: one {} for all of them, priced for the usage given, which is theirs together (not per person).",
            target.name()
        ),
    })
}

/// A compute instance's fixed items that the price data prices in `region`, by one rule: the OS
/// disk and the public IP each from its own dated source where the data has a price for this
/// region, never another region's (the load balancer is Microsoft's one figure for every region).
/// With a private network (`network.rs`) the instance has no public IP, so none is billed.
fn instance_fixed_items(region: &str, public_ip: bool) -> Vec<LineItem> {
    let mut v = Vec::new();
    if let Some((cents, _)) = prices::p10_disk_monthly(region) {
        v.push(line(
            ItemKind::Fixed,
            "OS disk",
            "A 128 GiB premium SSD (P10), billed even while stopped".into(),
            f64::from(cents) / 100.0,
        ));
    }
    if let Some((hourly, _)) = prices::public_ip_hourly(region).filter(|_| public_ip) {
        v.push(line(
            ItemKind::Fixed,
            "Public IP",
            format!("{}/h × 730 h, billed even while stopped", usd(hourly, 4)),
            hourly * HOURS_PER_MONTH,
        ));
    }
    v
}

/// What `instance_fixed_items` priced, from which source, and what it left out and why.
pub fn instance_fixed_words(region: &str, public_ip: bool) -> Vec<String> {
    let mut words = Vec::new();
    let mut missing = Vec::new();
    match prices::p10_disk_monthly(region) {
        Some((_, src)) => words.push(format!("OS disk price: {src}.")),
        None => missing.push("the OS disk (P10)"),
    }
    match prices::public_ip_hourly(region) {
        _ if !public_ip => {}
        Some((_, src)) => words.push(format!("Public IP price: {src}.")),
        None => missing.push("the public IP"),
    }
    if !missing.is_empty() {
        words.push(format!(
            "Not priced, left out of the total though billed even while stopped: {}. The price data has no price for {} in {} (disk prices for East US 2 and EU regions only, the public IP for East US 2 only).",
            missing.join(" and "),
            if missing.len() == 1 { "it" } else { "them" },
            prices::region_label(region)
        ));
    }
    words
}

/// The hours an always-on Kubernetes cluster's cost curve is drawn through, for a team.
const MAX_STEPS: usize = 12;

/// Busy hours a week at which the option's cost bends (0 and 168 included).
fn breakpoints(target: Target, u: &Usage) -> Vec<f64> {
    let tail = match target {
        Target::ComputeInstance if u.idle_minutes > 0 => {
            f64::from(u.runs_per_week) * f64::from(u.idle_minutes) / 60.0
        }
        Target::ComputeCluster | Target::BatchEndpoint => {
            f64::from(u.runs_per_week) * SCALE_DOWN_SECONDS / 3600.0
        }
        _ => 0.0,
    };
    // An always-on Kubernetes cluster for a team steps up a node wherever the team's node-hours
    // outgrow the nodes it has (up to 50,000 steps for a large team on 100-node jobs): its curve
    // runs through the staircase at [`MAX_STEPS`] evenly spaced hours and the usage's own, each
    // exact, within one node's cost between them, and never two points a hair apart (a chart
    // reads the slope between neighbours).
    if target == Target::Kubernetes && u.job_people() > 1 {
        // The usage's own hours go where they fall among the evenly spaced ones (no sort: a
        // sort's code is kilobytes on the page).
        let own = u.hours.clamp(0.0, HOURS_PER_WEEK);
        let mut v = Vec::with_capacity(MAX_STEPS + 2);
        for i in 0..=MAX_STEPS {
            let h = HOURS_PER_WEEK * i as f64 / MAX_STEPS as f64;
            let before = v.last().copied().unwrap_or(-1.0);
            if own > before && own < h {
                v.push(own);
            }
            v.push(h);
        }
        return v;
    }
    // Not `Vec::insert`, whose index check brings a panic message to the page.
    if tail > 0.0 && tail < HOURS_PER_WEEK {
        vec![0.0, HOURS_PER_WEEK - tail, HOURS_PER_WEEK]
    } else {
        vec![0.0, HOURS_PER_WEEK]
    }
}

fn priced(
    target: Target,
    u: &Usage,
    h: f64,
    price: f64,
    onprem: bool,
) -> Result<(Money, Vec<LineItem>), String> {
    let items = items(target, u, h, price, onprem)?;
    let total = Money(items.iter().map(|i| i.amount.0).sum());
    Ok((total, items))
}

/// Exact monthly USD (unrounded) of an option at `h` busy hours a week, for curves.
fn exact(target: Target, u: &Usage, h: f64, price: f64, onprem: bool) -> Option<f64> {
    let items = items(target, u, h, price, onprem).ok()?;
    Some(items.iter().map(|i| i.exact_usd).sum())
}

/// Whether `target` loads a model of your own whose size is asked onto the GPUs of the size
/// priced: every option but local compute and the Foundry ones, where GPUs serve it.
pub fn loads_own_model(target: Target, s: &Situation) -> bool {
    target != Target::Local && !target.is_foundry() && crate::advisor::questions::own_size_asked(s)
}

/// Serving a model of your own on GPUs, by the reference's VRAM-fit method: where its size was
/// given, the size it fits on; where not, how large a model the size priced holds.
fn own_model_fit_words(target: Target, u: &Usage, s: &Situation) -> Option<String> {
    use crate::advisor::models::fit;
    if !loads_own_model(target, s) || u.vm.gpus == 0 {
        return None;
    }
    if s.params > 0 {
        let need = fit::Need::params(s.params);
        let c = fit::check_with_t4(&need, u.vm.name)?;
        return Some(format!(
            "{}, {}.",
            fit::weights_words("Your model", s.params),
            c.words(&need)
        ));
    }
    let tenths = fit::largest_params(u.vm.name)?;
    Some(format!(
        "Your model's size is not given: {} ({} × {}) holds the weights of a model of up to about {} billion parameters at 2 bytes each (BF16/FP16), by KAITO's node estimator, keeping 2.3 GiB on each GPU and its KV cache not counted. Give its size with the busy hours to be priced on a size that holds it.",
        u.vm.name,
        u.vm.gpus,
        u.vm.gpu_model,
        crate::advisor::facts::num::grouped(f64::from(tenths) / 10.0, 1)
    ))
}

/// Prices a compute target for a usage profile: its VM hours at the chosen priority, with the
/// Spot and savings-plan figures beside them where they apply, what the price assumes, and the
/// exact cost curve over busy hours.
pub fn estimate(target: Target, u: &Usage, s: &Situation) -> OptionCost {
    let onprem = s.location == Location::Onprem;
    // Local compute runs on your own machine: the VM, region and Azure hours do not apply.
    let mut assumptions = Vec::new();
    if target != Target::Local {
        assumptions.push(format!(
            "{} in {}, {} h a week{} ({} h a month; a month is 730 h).",
            u.vm.name,
            prices::region_label(u.region_name()),
            short(u.hours, 1),
            peak_words(target, u),
            short(u.hours * WEEKS_PER_MONTH, 1),
        ));
        // The large-data default says why it is larger, so a person can size it to their data.
        if u.vm.name == default_vm(s) && s.data == DataSize::Large && s.gpu == Gpu::None {
            assumptions.push(format!(
                "Sized for large data: {} has 8 GiB a vCPU, and a cluster or serverless job spreads the reading over {}; fit both to your data.",
                u.vm.name,
                count(default_nodes(s), "node")
            ));
        }
        if target.facts().multi_node.value {
            assumptions.extend(multinode::default_words(s, u.vm, u.nodes, u.region));
            assumptions.extend(multinode::unpriced_words(s, u.vm, u.nodes, u.region));
        }
        assumptions.extend(own_model_fit_words(target, u, s));
        // Your own model's large-data default (a catalog model's size is its weights').
        if u.vm.name == LARGE_DATA_GPU
            && default_vm(s) == LARGE_DATA_GPU
            && s.model == crate::advisor::answers::ModelUse::Own
        {
            assumptions.push(format!(
                "Sized for large data: {} has one {} GPU with {} vCPUs and {} GiB to feed it; a T4 (Standard_NC4as_T4_v3) costs less where the data and the model are small.",
                u.vm.name,
                u.vm.gpu_model,
                u.vm.vcpus,
                short(u.vm.memory_gib(), 1)
            ));
        }
    }
    let not_estimated =
        |why: String, assumptions: Vec<String>| OptionCost::not_estimated(target, why, assumptions);
    let rate = if target == Target::Local {
        prices::Rate::default()
    } else {
        match rate_or_reason(u) {
            Ok(r) => r,
            Err(why) => return not_estimated(why, assumptions),
        }
    };
    let payg = rate.payg_usd();
    let asked_spot = u.priority == Priority::Spot && target.allows_preemptible();
    // A missing Spot price never hides the known pay-as-you-go one: the option is priced at
    // pay-as-you-go and says that Spot is not estimated.
    let spot_missing = asked_spot && rate.spot_usd().is_none();
    let payg_usage;
    let u = if spot_missing {
        assumptions.push(spot_missing_words(u));
        payg_usage = Usage {
            priority: Priority::Dedicated,
            ..*u
        };
        &payg_usage
    } else {
        u
    };
    let use_spot = asked_spot && !spot_missing;
    let price = rate.spot_usd().filter(|_| use_spot).unwrap_or(payg);
    if target != Target::Local {
        assumptions.push(format!(
            "Prices: {} ({}).",
            rate.dated(),
            sources_named(rate)
        ));
    }
    match target {
        Target::ComputeInstance => {
            assumptions.push(if u.idle_minutes == 0 {
                "Idle shutdown off: the instance is assumed left running all month.".into()
            } else {
                format!(
                    "Idle shutdown after {} min; {} a week.",
                    u.idle_minutes,
                    count(u.runs_per_week, "session")
                )
            });
            assumptions.extend(instance_fixed_words(
                u.region_name(),
                u.network != crate::advisor::answers::Network::Private,
            ));
        }
        Target::ComputeCluster | Target::BatchEndpoint => assumptions.push(format!(
            "{} a week on {}, minimum nodes {}, scale-down after 120 s.",
            count(u.runs_per_week, "job"),
            count(u.nodes, "node"),
            u.min_nodes
        )),
        Target::ManagedOnlineEndpoint | Target::KubernetesOnlineEndpoint => {
            assumptions.push(if u.min_instances < u.instances && u.hours >= 168.0 {
                // Peak traffic fills the week: there is no rest of the week to scale down in.
                format!(
                    "{} at peak traffic all week (168 h), so all are priced around the clock; autoscaling brings them down to {} only when traffic falls, which the price does not assume.",
                    count(u.instances, "instance"),
                    u.min_instances
                )
            } else {
                format!(
                    "{} at peak traffic, autoscaled to {} the rest of the week.",
                    count(u.instances, "instance"),
                    u.min_instances
                )
            });
            if target == Target::KubernetesOnlineEndpoint && u.min_instances < u.instances {
                assumptions.push(format!("Autoscaled by the deployment's own scale settings (target_utilization, between {} and {}, in every tool's commands), following CPU use; the nodes' bill falls only where the cluster's node pool scales down with it.", u.min_instances, u.instances));
            }
            if let (Target::ManagedOnlineEndpoint, Some(l)) = (target, u.llm) {
                managed::assumptions(u, l, &mut assumptions);
            }
            if target == Target::ManagedOnlineEndpoint {
                let (reserved, why) = quota_instances(u.vm.name, u.instances);
                assumptions.push(format!(
                    "Quota to request: {} cores. {why}, so {} need quota for {} × {} cores.",
                    reserved * u32::from(u.vm.vcpus),
                    count(u.instances, "instance"),
                    reserved,
                    u.vm.vcpus
                ));
            }
        }
        _ => {}
    }
    if matches!(
        target,
        Target::Kubernetes | Target::KubernetesOnlineEndpoint
    ) && !onprem
    {
        assumptions.push("AKS nodes only: the cluster's other charges are not included.".into());
    }
    if use_spot {
        assumptions.push(SPOT_CAVEAT.into());
    }
    let (total, items) = match priced(target, u, u.hours, price, onprem) {
        Ok(priced) => priced,
        Err(why) => return not_estimated(why, assumptions),
    };
    if already_runs(target, s) {
        // Compute the team already runs: its bill is its own, of sizes this page never asked.
        // This work adds nothing while it has room; what a cluster of the sizes assumed here
        // bills is said, not shown as this work's price.
        let what = if target == Target::AttachedVm {
            "your VM"
        } else {
            "your cluster"
        };
        assumptions.push(format!(
            "At the size and counts assumed here, {what} would bill about {total} a month, with or without this work."
        ));
        return OptionCost {
            whole_bill: Some(total),
            ..OptionCost::not_estimated(
                target,
                format!("Runs on {what}, whose own bill is not estimated: this work adds no compute to it while it has room to spare."),
                assumptions,
            )
        };
    }
    let monthly = Estimate::Priced { total, items };
    // Figures at other prices add the same rounded lines as the monthly figure does.
    let at = |p: f64| priced(target, u, u.hours, p, onprem).ok().map(|(t, _)| t);
    // Beside a dedicated figure only: on Spot nodes the monthly figure already is it; and never
    // for someone who said runs must not be interrupted, to whom Spot is no saving.
    let refused = s.preempt == Preempt::No && Question::Preempt.is_asked(s);
    // Spot chosen but unpriced: "not estimated" beside the pay-as-you-go figure.
    let spot = if spot_missing {
        Some(None)
    } else {
        (target.allows_preemptible() && !use_spot && !refused).then(|| rate.spot_usd().and_then(at))
    };
    if steady(target, u) && target != Target::Local {
        assumptions.push(
            "Steady use: reserved instances (1 or 3 years, up to 72% off) apply to Azure ML compute automatically.".into(),
        );
        if savings_plan_applies(target) && rate.sp1y.is_none() {
            assumptions.push(
                "A savings plan takes up to 65% off; the data has none for this size and region."
                    .into(),
            );
        }
    }
    let savings_plan = if steady(target, u) && savings_plan_applies(target) {
        rate.sp1y_usd().and_then(at)
    } else {
        None
    };
    let curve = breakpoints(target, u)
        .into_iter()
        .filter_map(|h| exact(target, u, h, price, onprem).map(|c| (h, c)))
        .collect();
    OptionCost {
        target,
        whole_bill: None,
        monthly,
        spot,
        savings_plan,
        assumptions,
        curve,
    }
}

/// How the busy hours read: at peak traffic for an online endpoint, with where they come from when
/// a catalog model's traffic gives them (its hours a day, 7 days a week).
fn peak_words(target: Target, u: &Usage) -> String {
    if !target.is_online_endpoint() {
        return " busy".into();
    }
    match (u.llm, u.traffic.monthly) {
        (Some(_), None) => format!(
            " at peak traffic, the traffic's {} hours a day, {} days a week",
            u.traffic.day_hours,
            u.traffic.days()
        ),
        _ => " at peak traffic".into(),
    }
}

/// Why an option where Spot was chosen is priced at pay-as-you-go: the data has no Spot price.
pub fn spot_missing_words(u: &Usage) -> String {
    format!(
        "Spot: not estimated, the price data has no Spot price for {} in {}; priced at pay-as-you-go ({}).",
        u.vm.name,
        prices::region_label(u.region_name()),
        per_hour(u.vm.rate(u.region).map_or(0.0, |r| r.payg_usd()))
    )
}

/// What Spot costs and risks, in Microsoft's words (azure-ai-docs PRs #806 and #791, 2026, on
/// `how-to-manage-optimize-cost` and `how-to-use-low-priority-batch`).
pub const SPOT_CAVEAT: &str = "Spot is billed at the current Spot rate, which \"is variable rather than a fixed discount\" and \"can approach the pay-as-you-go price\"; evicted nodes are billed too (Manage and optimize costs, 2026).";

/// "Azure Retail Prices API via …, 2026-06-18; …": the sources of a rate's prices.
pub fn sources_named(rate: prices::Rate) -> String {
    let mut s = String::new();
    for (i, src) in rate.sources().into_iter().enumerate() {
        if i > 0 {
            s.push_str("; ");
        }
        s.push_str(&format!("{}, {}", src.via, src.date));
    }
    s
}

/// Where the reference confirms an Azure savings plan applies: plain VMs (your own, and AKS
/// nodes) and managed compute deployments ("the invoice for the compute charges honors and
/// reflects the discounted VM pricing"). For Azure ML compute (instances, clusters, serverless)
/// it is unverified, so no savings-plan figure is shown there.
pub fn savings_plan_applies(target: Target) -> bool {
    matches!(
        target,
        Target::AttachedVm
            | Target::Kubernetes
            | Target::KubernetesOnlineEndpoint
            | Target::ManagedOnlineEndpoint
    )
}

/// Steady use, where a reserved instance or savings plan pays: compute kept running (minimum
/// nodes, always-on endpoints and Kubernetes nodes, an instance never shut down) or busy at least
/// half the week.
pub fn steady(target: Target, u: &Usage) -> bool {
    let half = u.hours >= HOURS_PER_WEEK / 2.0;
    match target {
        Target::ComputeCluster | Target::BatchEndpoint => u.min_nodes > 0 || half,
        Target::ComputeInstance => u.idle_minutes == 0 || half,
        Target::Serverless => half,
        Target::ManagedOnlineEndpoint
        | Target::KubernetesOnlineEndpoint
        | Target::Kubernetes
        | Target::AttachedVm => true,
        _ => false,
    }
}
