//! The cost model's choices: which bill each option gets (`estimate`, dispatching by target to
//! the kinds of bill in `bill/`), the report of the ranked options with the dates and sources of
//! the prices used, the busy hours a week at which one option becomes cheaper than another, and
//! the volume at which per-token billing costs as much as managed compute. The bills themselves
//! (line items and assumptions from the one resolved `Usage`) live in `bill/`.
//!
//! A figure the data cannot support is `NotEstimated`, never a guess.

use crate::advisor::answers::{ModelUse, Serve, Situation, Stage};
use crate::advisor::bill::route::{Route, Routes};
use crate::advisor::bill::usage::Usage;
use crate::advisor::bill::{
    delay, finetune, managed, tokens, vm, LineItem, OptionCost, HOURS_PER_WEEK,
};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::{count, sort_small, volume_words};
use crate::advisor::models;
use serde::Serialize;

/// What is not estimated where the VM size has no price in the region: the size and the region,
/// never a bare "not estimated".
fn unpriced_vm_words(u: &Usage) -> String {
    format!(
        "not estimated for {} in {} (the data has no price for it there)",
        u.vm.name,
        crate::advisor::facts::prices::region_label(u.region_name())
    )
}

impl CostReport {
    /// "Prices: …" as every text view writes it: when they were taken, then their sources in
    /// parentheses where there are any; none where nothing is priced.
    pub fn prices_words(&self) -> Option<String> {
        match (self.dated.is_empty(), self.price_sources.is_empty()) {
            (true, _) => None,
            (false, true) => Some(self.dated.clone()),
            (false, false) => Some(format!("{} ({})", self.dated, self.price_sources)),
        }
    }
}

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
    /// "not estimated for <size> in <region> (…)" where the size has no price in the region.
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
    /// A catalog model's open weights on managed compute: the Foundry managed compute (preview)
    /// route, beside the managed online endpoint (the classic route), where that is an option.
    pub foundry_managed: Option<managed::Route>,
    /// Every option's route at this usage, worked out once: the bills above were priced from
    /// it, and the create commands and the summary read it.
    #[serde(skip)]
    pub routes: Routes,
}

/// Prices one option, as its route says it is created, for a usage profile: the bill of its
/// kind, with what the organisation's requirements add (`network::cost_notes`).
pub fn estimate(routes: &Routes, target: Target, u: &Usage, s: &Situation) -> OptionCost {
    let mut o = estimate_kind(routes, target, u, s);
    o.assumptions
        .extend(crate::advisor::requirements::network::cost_notes(
            target, u.network, u.cmk,
        ));
    o.assumptions
        .extend(vm::shared_words(target, u.people, u.each_persons_hours));
    o
}

fn estimate_kind(routes: &Routes, target: Target, u: &Usage, s: &Situation) -> OptionCost {
    // Fine-tuning a catalog model on your own GPUs: as many jobs a month as the serverless
    // fine-tuning beside it, each billing the VM for as long as it trains.
    let gpu_tuning = u.finetuned && matches!(target, Target::ComputeCluster | Target::Serverless);
    // Where that route comes first (open weights Azure does not fine-tune to serve per token),
    // the hours a week the GPUs train were asked: priced as your own training is.
    let first = u.llm.is_some_and(|l| {
        crate::advisor::requirements::network::own_gpus_first_with(l, u.cmk, u.residency, s.region)
    });
    if gpu_tuning && !first {
        return finetune::on_own_gpus(target, u);
    }
    // Where it comes first, the hours each job trains, once given, price it as they do beside
    // serverless fine-tuning (one rule for a job's hours); until then the busy hours a week.
    if gpu_tuning && u.train_hours.is_some() {
        return finetune::open_weights_on_own_gpus(finetune::on_own_gpus(target, u), u);
    }
    if gpu_tuning {
        return finetune::open_weights_on_own_gpus(vm::estimate(target, u, s), u);
    }
    if let Some(why) = hf_held_nowhere(target, u).or_else(|| own_model_unheld(target, u, s)) {
        return OptionCost::not_estimated(target, why, Vec::new());
    }
    if !target.is_foundry() {
        let mut o = vm::estimate(target, u, s);
        // A catalog model's open weights on a cluster of yours: what that route takes first.
        o.assumptions.splice(
            0..0,
            crate::advisor::requirements::onprem::assumptions(target, s, u.vm.name),
        );
        return o;
    }
    // A deployment or job on a Foundry resource, as its route says it is created.
    let route = routes.get(target);
    let assumptions = catalog_assumptions(routes, route, u);
    // Tokens, PTU-hours or training, each line with its own price's source; the same every
    // busy hour, so its curve is flat.
    match priced(route, u) {
        Ok((total, items)) => OptionCost::flat(target, total, items, assumptions),
        Err(why) => OptionCost::not_estimated(target, why, assumptions),
    }
}

/// An open model from Hugging Face on a managed online endpoint where no size priced in the
/// region holds its weights: why it is not estimated (never priced on a size they do not fit).
fn hf_held_nowhere(target: Target, u: &Usage) -> Option<String> {
    let l = u.llm.filter(|l| l.is_hf() && !u.finetuned)?;
    let need = crate::advisor::models::fit::Need::params(u.params);
    let held = crate::advisor::models::fit::smallest_fitting(&need, u.region, true).is_some();
    (target == Target::ManagedOnlineEndpoint && !held).then(|| {
        format!(
            "No size on the managed online endpoint SKU list priced in {} holds the weights of {} ({} billion parameters at 2 bytes each) on one machine, by KAITO's node estimator: not estimated, rather than priced on a size they do not fit. A region where a larger GPU size is priced may hold them.",
            crate::advisor::facts::prices::region_label(u.region_name()),
            l.model().name,
            crate::advisor::facts::num::grouped(f64::from(u.params) / 10.0, 1)
        )
    })
}

/// A model of your own, its size given, served on a size its weights do not fit on by the
/// method (a size chosen, or the only GPU size priced in the region): why it is not estimated.
fn own_model_unheld(target: Target, u: &Usage, s: &Situation) -> Option<String> {
    use crate::advisor::models::fit;
    if !vm::loads_own_model(target, s) || s.params == 0 {
        return None;
    }
    let need = fit::Need::params(s.params);
    let c = fit::check_with_t4(&need, u.vm.name).filter(|c| !c.fits())?;
    Some(format!(
        "Not estimated, rather than priced on a size the weights do not fit: {}. {}",
        c.words(&need),
        fit::sized_words("Your model", s.params, u.region)
    ))
}

/// The bill of a deployment or job on a Foundry resource, and its total.
fn priced(r: &Route, u: &Usage) -> Result<(Money, Vec<LineItem>), String> {
    let items = match r.target {
        Target::StandardDeployment => tokens::standard_items(u, r),
        Target::ProvisionedThroughput => tokens::ptu_items(u, r),
        Target::BatchDeployment | Target::FlexProcessing => delay::line_items(r, u),
        // Target::ServerlessFinetune, the one other target on a Foundry resource.
        _ => finetune::job_items(u),
    }?;
    let total = Money(items.iter().map(|i| i.amount.0).sum());
    Ok((total, items))
}

/// What a foundation-model option's price assumes: the model and its lifecycle, the traffic or
/// the training, the deployment type, the rate limit, and where another type would cost less.
fn catalog_assumptions(routes: &Routes, r: &Route, u: &Usage) -> Vec<String> {
    let target = r.target;
    let Some(l) = u.llm else {
        return Vec::new();
    };
    let m = l.model();
    let today = models::today();
    // A fine-tuned model's deployments have their own date where the schedule gives one.
    let mut v = vec![crate::advisor::models::ftjourney::lifecycle_text(
        l,
        today,
        u.finetuned,
        u.launch_instead,
    )];
    if m.marketplace() {
        v.push(format!(
            "{} is a partner model billed through Azure Marketplace: subscribe to its offer first (not possible on Student, Visual Studio Enterprise or free-credit subscriptions).",
            m.name
        ));
    }
    // What code calling the model must know (claude-opus-5-5: thinking always on).
    if !m.note.is_empty() {
        v.push(m.note.into());
    }
    match target {
        Target::ServerlessFinetune => finetune::assumptions(u, l, &mut v),
        Target::ProvisionedThroughput => tokens::ptu_assumptions(u, r, &mut v),
        Target::BatchDeployment | Target::FlexProcessing => v.extend(delay::assumptions(r, u)),
        _ => tokens::standard_assumptions(u, routes, l, &mut v),
    }
    v
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
pub fn token_crossing(
    options: &[OptionCost],
    routes: &Routes,
    u: &Usage,
) -> Option<(Money, u64, u64)> {
    let total = |t| {
        options
            .iter()
            .find(|o| o.target == t)
            .and_then(|o| o.monthly.total())
    };
    let gpu = total(Target::ManagedOnlineEndpoint)?;
    total(Target::StandardDeployment)?;
    let l = u.llm?;
    // At the type the standard option is created and priced as (the requirement's).
    let (k, rate) = crate::advisor::models::deployment::break_even(
        l,
        routes.get(Target::StandardDeployment).deployment?,
        &u.traffic,
        gpu.0 as u64 * 10_000,
    )?;
    Some((gpu, k, rate))
}

/// The crossing in words, with what a measured rate says about it.
pub fn crossing_words(options: &[OptionCost], routes: &Routes, u: &Usage) -> Option<String> {
    let (gpu, k, rate) = token_crossing(options, routes, u)?;
    let mut text = format!(
        "Per-token billing costs the same as managed compute ({gpu} a month, {} of {}) at about {} tokens a month at your mix of input and output: about {} tokens a second, around the clock. No Microsoft source gives a VM size's tokens a second",
        count(u.instances, "instance"),
        u.vm.name,
        volume_words(k),
        group(rate)
    );
    if u.tps == 0 {
        text.push_str(": measure yours and enter it as “Measured tokens a second per instance” (tps= in the link).");
        if let Some(l) = u.llm {
            text.push_str(
                &crate::advisor::models::fit::beyond_band_words(
                    l,
                    rate / u64::from(u.instances.max(1)),
                )
                .unwrap_or_default(),
            );
        }
    } else {
        let can = managed::monthly_k_at(u.tps) * u64::from(u.instances);
        text.push_str(&format!(
            "; at your measured {} tokens a second per instance, {} {} about {} tokens a month, so managed compute {}.",
            group(u64::from(u.tps)),
            count(u.instances, "instance"),
            if u.instances == 1 { "serves" } else { "serve" },
            volume_words(can),
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

/// Prices the ranked options and finds the break-even hours between the cloud options; where a
/// model is fine-tuned, `serving` is the option it is then served on (the serving journey's top
/// pick, which the ranking decides: [`crate::advisor::ranking::serving_pick`]), priced beside them.
pub fn report(
    targets: &[Target],
    usage: &Usage,
    s: &Situation,
    serving: Option<Target>,
) -> CostReport {
    let routes = Routes::of(usage);
    let mut options: Vec<OptionCost> = targets
        .iter()
        .map(|t| estimate(&routes, *t, usage, s))
        .collect();
    // Where data must stay: every Azure option is created in the region priced, within it.
    for o in options.iter_mut() {
        if o.target != Target::Local && s.location != crate::advisor::answers::Location::Onprem {
            o.assumptions
                .extend(crate::advisor::requirements::residency::assumption(
                    usage.residency,
                    usage.region_name(),
                    usage.llm.is_some(),
                ));
        }
    }
    if let Some(words) = crossing_words(&options, &routes, usage) {
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
    // Break-even hours only between options billed by the hour: a per-token, PTU or training
    // bill does not change with busy hours (its curve is flat only because the traffic is fixed).
    let hourly: Vec<&&OptionCost> = cloud.iter().filter(|o| !o.target.is_foundry()).collect();
    let mut break_evens = Vec::new();
    for (i, a) in hourly.iter().enumerate() {
        for b in &hourly[i + 1..] {
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
    let (mut dated, mut price_sources): (Vec<String>, Vec<String>) = match rate {
        Some(r) if on_vms => (vec![r.dated()], vec![vm::sources_named(r)]),
        None if on_vms => (vec![unpriced_vm_words(usage)], Vec::new()),
        _ => (Vec::new(), Vec::new()),
    };
    // Fine-tuning: then serving the model on the serving journey's top pick (in serving, the
    // options themselves are that journey).
    let then_serve = (s.model == ModelUse::Finetune && s.stage == Stage::Train).then(|| {
        let serving_situation = Situation {
            stage: Stage::Deploy,
            serve: Serve::Realtime,
            ..*s
        };
        // Busy hours are the serving's own: hours at peak traffic, as the serving journey
        // resolves them, not the hours the training asked (no route reads the hours).
        let serving_usage = Usage {
            hours: super::usage::busy_hours(&serving_situation),
            ..*usage
        };
        estimate(
            &routes,
            serving.unwrap_or(Target::StandardDeployment),
            &serving_usage,
            &serving_situation,
        )
    });
    if let Some(l) = usage.llm {
        let mut srcs: Vec<models::Src> = Vec::new();
        let mut add = |src| {
            if !srcs.contains(&src) {
                srcs.push(src);
            }
        };
        // A per-token price the data does not hold names no source: the tokens are said to be
        // not estimated, with why (Claude's are billed in Claude Consumption Units, row O).
        let mut tokens_unpriced = None;
        for t in options
            .iter()
            .map(|o| o.target)
            .chain(then_serve.as_ref().map(|o| o.target))
        {
            match t {
                Target::StandardDeployment => {
                    let d = routes
                        .get(Target::StandardDeployment)
                        .deployment
                        .unwrap_or(crate::advisor::models::deployment::Deployment::GlobalStandard);
                    let p = crate::advisor::requirements::residency::price(l, d, usage.residency);
                    if p.known() {
                        add(p.src);
                    } else {
                        tokens_unpriced = Some(d);
                    }
                    if usage.finetuned {
                        add(models::Src::Retail);
                    }
                }
                Target::ProvisionedThroughput => add(models::Src::Retail),
                Target::BatchDeployment => add(l.model().batch.src),
                Target::FlexProcessing => add(l.model().global.src),
                Target::ServerlessFinetune => add(l
                    .model()
                    .finetune
                    .map_or(models::Src::Retail, |f| f.train.src)),
                _ => {}
            }
        }
        for src in srcs {
            dated.push(format!(
                "{} {}",
                match src {
                    models::Src::Litellm => "per-token",
                    models::Src::Retail => "Azure retail records",
                    models::Src::Learn => "GPT-6 prices of",
                },
                src.date()
            ));
            price_sources.push(src.name().into());
        }
        if let Some(d) = tokens_unpriced {
            dated.push(if models::is_claude(l) {
                format!(
                    "{}'s tokens not estimated ({})",
                    l.model().name,
                    models::CLAUDE_UNPRICED_SHORT.trim_end_matches(": not estimated")
                )
            } else {
                format!(
                    "{}'s tokens not estimated (the price data has no {} price for them that this page trusts)",
                    l.model().name,
                    d.label()
                )
            });
        }
    }
    // Open weights on managed compute: the Foundry route beside the classic one, dated.
    // Foundry managed compute (preview) is Global only: never beside a residency requirement.
    let foundry_managed = targets
        .contains(&Target::ManagedOnlineEndpoint)
        .then(|| managed::route(usage))
        .flatten()
        .filter(|_| usage.residency == crate::advisor::answers::Residency::Any);
    if let Some(why) = managed::global_only_words(usage) {
        if let Some(o) = options
            .iter_mut()
            .find(|o| o.target == Target::ManagedOnlineEndpoint)
        {
            o.assumptions.push(why);
        }
    }
    if foundry_managed.is_some() {
        dated.push(format!("managed compute rates of {}", managed::RATES_OF));
        price_sources.push(managed::RATES_SOURCE.into());
        if let Some(o) = options
            .iter_mut()
            .find(|o| o.target == Target::ManagedOnlineEndpoint)
        {
            o.assumptions.insert(0, managed::classic_words());
        }
    }
    CostReport {
        usage: *usage,
        region_name: usage.region_name(),
        dated: dated.join("; "),
        price_sources: price_sources.join("; "),
        options,
        break_evens,
        cheapest,
        then_serve,
        foundry_managed,
        routes,
    }
}

/// Whether the usage editor should show a field for this situation and these options.
pub fn shows_field(field: &str, s: &Situation, targets: &[Target]) -> bool {
    let any = |ts: &[Target]| targets.iter().any(|t| ts.contains(t));
    // Fine-tuning whose jobs on your own GPUs are counted a month and timed a job (where the
    // busy hours a week are not asked: serverless fine-tuning comes first).
    let tuning_jobs =
        s.model == ModelUse::Finetune && !crate::advisor::answers::Question::Hours.is_asked(s);
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
        // Fine-tuning on your own GPUs beside serverless fine-tuning: the hours each job trains
        // (where that route comes first, the busy hours a week are asked instead).
        "trainhours" => {
            s.model == ModelUse::Finetune && any(&[Target::ComputeCluster, Target::Serverless])
        }
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
        // Fine-tuning jobs are counted a month, in their own field.
        "runs" => {
            !tuning_jobs
                && any(&[
                    Target::ComputeInstance,
                    Target::ComputeCluster,
                    Target::BatchEndpoint,
                ])
        }
        // How many people work this way, where it bills: one compute instance each. Serving has
        // its own people (those who use it, in the traffic), so the team is asked there only
        // where a compute instance is among the options.
        "people" => crate::advisor::questions::team_asked(s) || any(&[Target::ComputeInstance]),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::answers::Answers;
    use crate::advisor::bill::usage::UsageInput;

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
    fn always_on_vm_matches_hand_calculation() {
        // 0.293 × 730 = 213.89 (the golden case in the issue).
        let (u, s) = usage("Standard_DS3_v2", 10);
        let c = estimate(&Routes::of(&u), Target::AttachedVm, &u, &s);
        assert_eq!(c.monthly.total(), Some(Money(21389)));
    }

    #[test]
    fn the_team_is_asked_where_a_compute_instance_bills_it() {
        let at = |stage| {
            Answers {
                stage: Some(stage),
                ..Answers::default()
            }
            .situation()
        };
        let serving = [Target::ManagedOnlineEndpoint, Target::BatchEndpoint];
        // Serving asks for the people who use it in its traffic, not for a team.
        assert!(!shows_field("people", &at(Stage::Deploy), &serving));
        assert!(shows_field(
            "people",
            &at(Stage::Deploy),
            &[Target::ComputeInstance]
        ));
        for stage in [Stage::Explore, Stage::Train] {
            assert!(shows_field("people", &at(stage), &[Target::ComputeCluster]));
        }
    }
}
