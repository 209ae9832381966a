//! The cost model: what each option costs a month for a usage profile, as line items a person can
//! check by hand, and the busy hours a week at which one option becomes cheaper than another.
//!
//! Conventions (shared/reference, "Costs and conventions"): a month is 730 hours; Spot capacity
//! (which replaced low priority in Azure ML on 31 March 2026) is priced from the Spot meter of the
//! size and region, and is "not estimated" where the data has none; the compute instance's disk,
//! public IP and load balancer are billed even while it is stopped. A figure the data cannot
//! support is `NotEstimated`, never a guess.

use super::bill::{finetune, managed, tokens};
use super::bill::{per_hour, WEEKS_PER_MONTH};
use super::catalog::Target;
use super::foundry;
use super::models;
use super::num::{short, sort_small, usd};
use super::prices;
use super::questions::{
    DataSize, Existing, Gpu, Location, ModelUse, Preempt, Question, Serve, Situation, Stage,
};
use serde::Serialize;

// The bills' types and the resolved usage, where callers have always found them.
pub use super::bill::tokens::ptu_type;
use super::bill::usage::LARGE_DATA_GPU;
pub use super::bill::usage::{
    default_nodes, default_vm, quota_instances, traffic_words, Priority, Usage, UsageInput,
    IDLE_SHUTDOWN_MAX, IDLE_SHUTDOWN_MIN, MAX_NODES,
};
pub use super::bill::{
    count, money_micro, Estimate, ItemKind, LineItem, Money, OptionCost, HOURS_PER_MONTH,
    HOURS_PER_WEEK,
};

/// Default `idle_time_before_scale_down` of a compute cluster, in seconds.
pub const SCALE_DOWN_SECONDS: f64 = 120.0;
/// A compute instance's public IP ("Standard IPv4 Static Public IP"), USD an hour: the East US 2
/// list price in an undated third-party snapshot of the Retail Prices API (medium confidence).
pub const PUBLIC_IP_HOURLY: f64 = 0.005;
/// A load balancer, USD a day (approximate): one per compute instance, one for every 50 nodes of
/// a compute cluster, billed while the compute exists, even stopped or at 0 nodes.
pub const LOAD_BALANCER_DAILY: f64 = 0.33;
pub const NODES_PER_LOAD_BALANCER: u16 = 50;

/// Hours a week at which two options cost the same, and which is cheaper above it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BreakEven {
    pub hours: f64,
    pub monthly: f64,
    pub cheaper_below: Target,
    pub cheaper_above: Target,
}

/// The cost section of a result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CostReport {
    pub usage: Usage,
    pub region_name: &'static str,
    /// When the prices used were taken, by kind: "pay-as-you-go 2026-06-18, Spot 2026-08-22";
    /// "not estimated" where the size has no price in the region.
    pub dated: String,
    /// Where they came from.
    pub price_sources: String,
    pub options: Vec<OptionCost>,
    pub break_evens: Vec<BreakEven>,
    /// Where the cheapest cloud option changes as hours grow: (from hours, cheapest target).
    pub cheapest: Vec<(f64, Target)>,
    /// Fine-tuning a catalog model: what serving the result would cost a month, on a standard
    /// deployment (tokens at the base model's rates and the hourly hosting fee).
    pub then_serve: Option<OptionCost>,
}

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
    let line = |kind, label, working: String, usd: f64| LineItem {
        kind,
        label,
        working,
        amount: Money::from_usd(usd),
        exact_usd: usd,
    };
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
        Target::Local => vec![line(
            ItemKind::Busy,
            "Your own machine",
            "Runs where your code runs: no Azure compute billed.".into(),
            0.0,
        )],
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
            // The disk only where the data prices it in this region: never another region's.
            if let Some((cents, _)) = prices::p10_disk_monthly(u.region_name()) {
                v.push(line(
                    ItemKind::Fixed,
                    "OS disk",
                    "A 128 GiB premium SSD (P10), billed even while stopped".into(),
                    f64::from(cents) / 100.0,
                ));
            }
            v.push(line(
                ItemKind::Fixed,
                "Public IP (approx.)",
                format!("{}/h × 730 h, billed even while stopped (East US 2 price, undated snapshot: medium confidence)", usd(PUBLIC_IP_HOURLY, 4)),
                PUBLIC_IP_HOURLY * HOURS_PER_MONTH,
            ));
            v.push(load_balancers(1));
            v
        }
        Target::ComputeCluster | Target::BatchEndpoint => {
            let scaling = u.nodes - u.min_nodes;
            let billed = billed_hours(h, u.runs_per_week, SCALE_DOWN_SECONDS / 3600.0);
            let mut v = vec![
                line(
                    ItemKind::Busy,
                    "Compute while jobs run",
                    format!("{} × {} × {rate} ({vm})", count(u.nodes, "node"), month(h)),
                    money(h, p, f64::from(u.nodes)),
                ),
                line(
                    ItemKind::IdleTail,
                    "Idle nodes before scale-down",
                    format!(
                        "{} a week × 120 s × {} = {} node-hours × {rate}",
                        count(u.runs_per_week, "job"),
                        count(scaling, "node"),
                        short((billed - h) * WEEKS_PER_MONTH * f64::from(scaling), 2)
                    ),
                    money(billed - h, p, f64::from(scaling)),
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
        Target::Serverless => vec![line(
            ItemKind::Busy,
            "Compute while jobs run",
            format!(
                "{} × {} × {rate} ({vm}); nothing billed between jobs",
                count(u.nodes, "node"),
                month(h)
            ),
            money(h, p, f64::from(u.nodes)),
        )],
        Target::Kubernetes | Target::KubernetesOnlineEndpoint if onprem => {
            return Err(
                "Runs on your own hardware through Azure Arc: no Azure list price applies.".into(),
            )
        }
        Target::Kubernetes => vec![always_on("Cluster nodes, always on", u.nodes, "node")],
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
        Target::StandardDeployment => return tokens::standard_items(u),
        Target::ProvisionedThroughput => return tokens::ptu_items(u),
        Target::ServerlessFinetune => return finetune::job_items(u),
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
    })
}

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

/// Prices one option for a usage profile.
pub fn estimate(target: Target, u: &Usage, s: &Situation) -> OptionCost {
    let onprem = s.location == Location::Onprem;
    // Local compute runs on your own machine: the VM, region and Azure hours do not apply.
    let mut assumptions = Vec::new();
    let per_token = target.is_foundry();
    // Fine-tuning a catalog model on your own GPUs: as many jobs a month as the serverless
    // fine-tuning beside it, each billing the VM for as long as it trains.
    let gpu_tuning = u.finetuned && matches!(target, Target::ComputeCluster | Target::Serverless);
    if gpu_tuning {
        return finetune::on_own_gpus(target, u);
    }
    if per_token {
        assumptions = catalog_assumptions(target, u);
    } else if target != Target::Local {
        assumptions.push(format!(
            "{} in {}, {} h a week{} ({} h a month; a month is 730 h).",
            u.vm.name,
            prices::region_label(u.region_name()),
            short(u.hours, 1),
            if target.is_online_endpoint() {
                " at peak traffic"
            } else {
                " busy"
            },
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
        if u.vm.name == LARGE_DATA_GPU && default_vm(s) == LARGE_DATA_GPU {
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
    // A deployment or job on a Foundry resource: tokens, PTU-hours or training, each line with
    // its own price's source; the same every busy hour, so its curve is flat.
    if per_token {
        return match priced(target, u, u.hours, 0.0, onprem) {
            Ok((total, items)) => {
                let usd = items.iter().map(|i| i.exact_usd).sum();
                OptionCost {
                    target,
                    whole_bill: None,
                    monthly: Estimate::Priced { total, items },
                    spot: None,
                    savings_plan: None,
                    assumptions,
                    curve: vec![(0.0, usd), (HOURS_PER_WEEK, usd)],
                }
            }
            Err(why) => not_estimated(why, assumptions),
        };
    }
    let rate = if target == Target::Local {
        prices::Rate::default()
    } else {
        match rate_or_reason(u) {
            Ok(r) => r,
            Err(why) => return not_estimated(why, assumptions),
        }
    };
    let payg = rate.payg_usd();
    let use_spot = u.priority == Priority::Spot && target.allows_preemptible();
    let price = if use_spot {
        match rate.spot_usd() {
            Some(spot) => spot,
            None => {
                assumptions.push(SPOT_CAVEAT.into());
                return OptionCost {
                    spot: Some(None),
                    ..not_estimated(
                        format!(
                            "Spot: not estimated. The price data has no Spot price for {} in {}.",
                            u.vm.name,
                            prices::region_label(u.region_name())
                        ),
                        assumptions,
                    )
                };
            }
        }
    } else {
        payg
    };
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
            let region = u.region_name();
            assumptions.push(match prices::p10_disk_monthly(region) {
                Some((_, src)) => format!("OS disk price: {src}."),
                None => format!(
                    "OS disk (P10): not estimated in {}, no price in the data; left out of the total.",
                    prices::region_label(region)
                ),
            });
        }
        Target::ComputeCluster | Target::BatchEndpoint => assumptions.push(format!(
            "{} a week on {}, minimum nodes {}, scale-down after 120 s.",
            count(u.runs_per_week, "job"),
            count(u.nodes, "node"),
            u.min_nodes
        )),
        Target::ManagedOnlineEndpoint | Target::KubernetesOnlineEndpoint => {
            assumptions.push(format!(
                "{} at peak traffic, autoscaled to {} the rest of the week.",
                count(u.instances, "instance"),
                u.min_instances
            ));
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
        // Compute the team already pays for: this work adds nothing while it has room.
        assumptions.push(format!(
            "You already run it: its whole bill, about {total} a month, is paid with or without this work."
        ));
        let added = LineItem {
            kind: ItemKind::Busy,
            label: "Added by this work",
            working: "Runs on compute you already pay for, while it has room to spare".into(),
            amount: Money(0),
            exact_usd: 0.0,
        };
        return OptionCost {
            target,
            whole_bill: Some(total),
            monthly: Estimate::Priced {
                total: Money(0),
                items: vec![added],
            },
            spot: None,
            savings_plan: None,
            assumptions,
            curve: vec![(0.0, 0.0), (HOURS_PER_WEEK, 0.0)],
        };
    }
    let monthly = Estimate::Priced { total, items };
    // Figures at other prices add the same rounded lines as the monthly figure does.
    let at = |p: f64| priced(target, u, u.hours, p, onprem).ok().map(|(t, _)| t);
    // Beside a dedicated figure only: on Spot nodes the monthly figure already is it; and never
    // for someone who said runs must not be interrupted, to whom Spot is no saving.
    let refused = s.preempt == Preempt::No && Question::Preempt.is_asked(s);
    let spot = (target.allows_preemptible() && !use_spot && !refused)
        .then(|| rate.spot_usd().and_then(at));
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

/// What a foundation-model option's price assumes: the model and its lifecycle, the traffic or
/// the training, the deployment type, the rate limit, and where another type would cost less.
fn catalog_assumptions(target: Target, u: &Usage) -> Vec<String> {
    let Some(l) = u.llm else {
        return Vec::new();
    };
    let m = l.model();
    let today = models::today();
    let mut v = vec![models::lifecycle_text(l, today)];
    if m.marketplace() {
        v.push(format!(
            "{} is a partner model billed through Azure Marketplace: subscribe to its offer first (not possible on Student, Visual Studio Enterprise or free-credit subscriptions).",
            m.name
        ));
    }
    match target {
        Target::ServerlessFinetune => finetune::assumptions(u, l, &mut v),
        Target::ProvisionedThroughput => tokens::ptu_assumptions(u, &mut v),
        _ => tokens::standard_assumptions(u, l, &mut v),
    }
    v
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

/// Linear interpolation on a curve of exact breakpoints.
pub fn curve_at(curve: &[(f64, f64)], h: f64) -> Option<f64> {
    let i = curve.windows(2).position(|w| h >= w[0].0 && h <= w[1].0)?;
    let ((h0, c0), (h1, c1)) = (curve[i], curve[i + 1]);
    Some(if h1 == h0 {
        c0
    } else {
        c0 + (c1 - c0) * (h - h0) / (h1 - h0)
    })
}

/// Where two piecewise-linear cost curves cross strictly inside (0, 168), solved exactly on each
/// linear segment. Curves that only touch (and the cheaper one stays cheaper) do not cross.
pub fn crossings(a: &[(f64, f64)], b: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut hs: Vec<f64> = a.iter().chain(b).map(|p| p.0).collect();
    sort_small(&mut hs, f64::lt);
    hs.dedup();
    let diff = |h: f64| Some(curve_at(a, h)? - curve_at(b, h)?);
    let mut out = Vec::new();
    // The sign of the difference before the current point, ignoring stretches where it is zero.
    let mut last_sign = 0.0;
    let mut last_zero_start: Option<f64> = None;
    for w in hs.windows(2) {
        let (h0, h1) = (w[0], w[1]);
        let (Some(d0), Some(d1)) = (diff(h0), diff(h1)) else {
            continue;
        };
        if d0 != 0.0 {
            last_sign = d0.signum();
        }
        if d0 != 0.0 && d1 != 0.0 && d0.signum() != d1.signum() {
            // A crossing inside the segment.
            let h = h0 + (h1 - h0) * d0 / (d0 - d1);
            out.push(h);
        } else if d1 == 0.0 && d0 != 0.0 {
            last_zero_start = Some(h1);
        } else if d0 == 0.0 && d1 != 0.0 {
            // Leaving a point or stretch of equality: a crossing only if the sign flipped.
            if let Some(h) = last_zero_start.take() {
                if last_sign != 0.0 && d1.signum() != last_sign {
                    out.push(h);
                }
            }
        }
    }
    out.into_iter()
        .filter(|h| *h > 0.0 && *h < HOURS_PER_WEEK)
        .map(|h| (h, curve_at(a, h).unwrap_or(0.0)))
        .collect()
}

/// Per-token billing against the dedicated GPUs of managed compute, where both are priced:
/// (the GPUs' monthly cost, the monthly volume in thousands of tokens at which the two cost the
/// same at the person's input:output mix, and the sustained tokens a second that volume means).
pub fn token_crossing(options: &[OptionCost], u: &Usage) -> Option<(Money, u64, u64)> {
    let total = |t| {
        options
            .iter()
            .find(|o| o.target == t)
            .and_then(|o| o.monthly.total())
    };
    let gpu = total(Target::ManagedOnlineEndpoint)?;
    total(Target::StandardDeployment)?;
    let l = u.llm?;
    let (k, rate) = foundry::break_even(
        l,
        foundry::standard_type(l),
        &u.traffic,
        gpu.0 as u64 * 10_000,
    )?;
    Some((gpu, k, rate))
}

/// The crossing in words, with what a measured rate says about it.
pub fn crossing_words(options: &[OptionCost], u: &Usage) -> Option<String> {
    let (gpu, k, rate) = token_crossing(options, u)?;
    let mut text = format!(
        "Per-token billing costs the same as managed compute ({gpu} a month, {} of {}) at about {} tokens a month at your mix of input and output: about {} tokens a second, around the clock. No Microsoft source gives a VM size's tokens a second",
        count(u.instances, "instance"),
        u.vm.name,
        models::volume_words(k),
        group(rate)
    );
    if u.tps == 0 {
        text.push_str(": measure yours and enter it (tps).");
    } else {
        let can = managed::monthly_k_at(u.tps) * u64::from(u.instances);
        text.push_str(&format!(
            "; at your measured {} tokens a second per instance, {} {} about {} tokens a month, so managed compute {}.",
            group(u64::from(u.tps)),
            count(u.instances, "instance"),
            if u.instances == 1 { "serves" } else { "serve" },
            models::volume_words(can),
            if can >= k {
                "can reach the break-even"
            } else {
                "cannot reach it: per-token stays cheaper"
            }
        ));
    }
    Some(text)
}

/// "12,345".
pub fn group(n: u64) -> String {
    let s = Money(n as i64 * 100).to_string();
    s[1..s.len() - 3].into()
}

/// Prices the ranked options and finds the break-even hours between the cloud options.
pub fn report(targets: &[Target], usage: &Usage, s: &Situation) -> CostReport {
    let mut options: Vec<OptionCost> = targets.iter().map(|t| estimate(*t, usage, s)).collect();
    if let Some(words) = crossing_words(&options, usage) {
        for o in options.iter_mut().filter(|o| {
            matches!(
                o.target,
                Target::StandardDeployment | Target::ManagedOnlineEndpoint
            )
        }) {
            o.assumptions.push(words.clone());
        }
    }
    // New cloud compute with a price; local compute and compute already paid for add nothing and
    // would win every comparison.
    let cloud: Vec<&OptionCost> = options
        .iter()
        .filter(|o| o.target != Target::Local && o.whole_bill.is_none() && !o.curve.is_empty())
        .collect();
    let mut break_evens = Vec::new();
    for (i, a) in cloud.iter().enumerate() {
        for b in &cloud[i + 1..] {
            for (h, monthly) in crossings(&a.curve, &b.curve) {
                let below = curve_at(&a.curve, h / 2.0).unwrap_or(0.0)
                    < curve_at(&b.curve, h / 2.0).unwrap_or(0.0);
                let (cheaper_below, cheaper_above) = if below {
                    (a.target, b.target)
                } else {
                    (b.target, a.target)
                };
                break_evens.push(BreakEven {
                    hours: h,
                    monthly,
                    cheaper_below,
                    cheaper_above,
                });
            }
        }
    }
    sort_small(&mut break_evens, |x, y| x.hours < y.hours);
    // The cheapest option between consecutive critical hours is constant: test at midpoints.
    let mut marks: Vec<f64> = vec![0.0, HOURS_PER_WEEK];
    marks.extend(break_evens.iter().map(|b| b.hours));
    marks.extend(cloud.iter().flat_map(|o| o.curve.iter().map(|p| p.0)));
    sort_small(&mut marks, f64::lt);
    marks.dedup();
    let mut cheapest: Vec<(f64, Target)> = Vec::new();
    for w in marks.windows(2) {
        let mid = (w[0] + w[1]) / 2.0;
        let best = cloud
            .iter()
            .filter_map(|o| curve_at(&o.curve, mid).map(|c| (c, o.target)))
            .min_by(|x, y| x.0.total_cmp(&y.0));
        if let Some((_, t)) = best {
            if cheapest.last().is_none_or(|l| l.1 != t) {
                cheapest.push((w[0], t));
            }
        }
    }
    // The prices used and their sources: the VM's where a VM is priced, each foundation-model
    // price's own otherwise (never the VM's date on a token price).
    let rate = usage.vm.rate(usage.region);
    let on_vms = options
        .iter()
        .any(|o| !o.target.is_foundry() && o.target != Target::Local);
    let (mut dated, mut price_sources) = match rate {
        Some(r) if on_vms => (r.dated(), sources_named(r)),
        None if on_vms => ("not estimated".into(), String::new()),
        _ => (String::new(), String::new()),
    };
    // Fine-tuning: then serving the model the way the serving journey would rank first (a
    // standard deployment, or provisioned throughput where it pays).
    let then_serve = (s.model == ModelUse::Finetune).then(|| {
        let serving = Situation {
            stage: Stage::Deploy,
            serve: Serve::Realtime,
            ..*s
        };
        let top = super::rank(&serving)
            .0
            .first()
            .map_or(Target::StandardDeployment, |o| o.target);
        estimate(top, usage, &serving)
    });
    if let Some(l) = usage.llm {
        let mut srcs: Vec<models::Src> = Vec::new();
        let mut add = |src| {
            if !srcs.contains(&src) {
                srcs.push(src);
            }
        };
        for t in options
            .iter()
            .map(|o| o.target)
            .chain(then_serve.as_ref().map(|o| o.target))
        {
            match t {
                Target::StandardDeployment => {
                    add(foundry::standard_type(l).price(l).src);
                    if usage.finetuned {
                        add(models::Src::Retail);
                    }
                }
                Target::ProvisionedThroughput => add(models::Src::Retail),
                Target::ServerlessFinetune => add(l
                    .model()
                    .finetune
                    .map_or(models::Src::Retail, |f| f.train.src)),
                _ => {}
            }
        }
        for src in srcs {
            if !dated.is_empty() {
                dated.push_str("; ");
                price_sources.push_str("; ");
            }
            dated.push_str(&format!(
                "{} {}",
                match src {
                    models::Src::Litellm => "per-token",
                    models::Src::Retail => "Azure retail records",
                },
                src.date()
            ));
            price_sources.push_str(src.name());
        }
    }
    CostReport {
        usage: *usage,
        region_name: usage.region_name(),
        dated,
        price_sources,
        options,
        break_evens,
        cheapest,
        then_serve,
    }
}

/// Whether the usage editor should show a field for this situation and these options.
pub fn shows_field(field: &str, s: &Situation, targets: &[Target]) -> bool {
    let any = |ts: &[Target]| targets.iter().any(|t| ts.contains(t));
    match field {
        "nodes" => any(&[
            Target::ComputeCluster,
            Target::Serverless,
            Target::BatchEndpoint,
            Target::Kubernetes,
        ]),
        "instances" | "mininstances" => {
            s.stage == Stage::Deploy
                && s.serve == Serve::Realtime
                && (s.model == ModelUse::Own || any(&[Target::ManagedOnlineEndpoint]))
        }
        "tps" => s.model != ModelUse::Own && any(&[Target::ManagedOnlineEndpoint]),
        "ftjobs" => any(&[Target::ServerlessFinetune]),
        // A VM size prices compute; a deployment on a Foundry resource has none.
        "vm" => targets
            .iter()
            .any(|t| !t.is_foundry() && *t != Target::Local),
        "idle" => any(&[Target::ComputeInstance]),
        "minnodes" => any(&[Target::ComputeCluster, Target::BatchEndpoint]),
        "priority" => any(&[
            Target::ComputeCluster,
            Target::Serverless,
            Target::BatchEndpoint,
        ]),
        "runs" => any(&[
            Target::ComputeInstance,
            Target::ComputeCluster,
            Target::BatchEndpoint,
        ]),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::questions::Answers;

    fn usage(vm: &'static str, hours: u8) -> (Usage, Situation) {
        let s = Answers {
            hours: Some(hours),
            stage: Some(Stage::Train),
            ..Answers::default()
        }
        .situation();
        let u = UsageInput {
            vm: Some(vm),
            ..UsageInput::default()
        }
        .resolve(&s);
        (u, s)
    }

    #[test]
    fn money_formats() {
        assert_eq!(Money(21389).to_string(), "$213.89");
        assert_eq!(Money(123456789).to_string(), "$1,234,567.89");
        assert_eq!(Money(5).plain(), "0.05");
    }

    #[test]
    fn always_on_vm_matches_hand_calculation() {
        // 0.293 × 730 = 213.89 (the golden case in the issue).
        let (u, s) = usage("Standard_DS3_v2", 10);
        let c = estimate(Target::AttachedVm, &u, &s);
        assert_eq!(c.monthly.total(), Some(Money(21389)));
    }
}
