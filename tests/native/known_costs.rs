//! Every known cost shown, over the whole answer space: a missing Spot price never hides the
//! pay-as-you-go price, a compute instance's fixed items follow one rule in every region, and a
//! managed endpoint's busy hours are the traffic's hours.

use crate::common::{at_traffics, MONTHLY};
use aml_compute_advisor::advisor::answers::{Answers, ModelUse, Situation, Stage};
use aml_compute_advisor::advisor::bill::usage::{Priority, Usage, UsageInput};
use aml_compute_advisor::advisor::bill::{
    cost, Estimate, ItemKind, HOURS_PER_MONTH, HOURS_PER_WEEK,
};
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::traffic::{Traffic, DEFAULT_TRAFFIC};
use aml_compute_advisor::advisor::{advise, facts::prices};

/// A team's assistant over 8 hours a day, a public app around the clock, a monthly volume.
const TRAFFIC: [Traffic; 3] = [
    DEFAULT_TRAFFIC,
    Traffic {
        requests: 200_000,
        tokens_in: 3_000,
        tokens_out: 300,
        day_hours: 24,
        week_days: 7,
        monthly: None,
        people: None,
    },
    MONTHLY,
];

fn space() -> Vec<Situation> {
    at_traffics(Situation::all(&[20]), &TRAFFIC)
}

fn usage(s: &Situation, region: usize, priority: Priority) -> Usage {
    UsageInput {
        region: Some(region),
        priority: Some(priority),
        ..UsageInput::default()
    }
    .resolve(s)
}

#[test]
fn no_option_is_not_estimated_while_its_pay_as_you_go_price_exists() {
    let regions = prices::regions().len();
    let mut spot_missing = 0;
    for s in space() {
        let targets: Vec<Target> = advise(&s.to_answers())
            .ranked
            .iter()
            .map(|o| o.target)
            .collect();
        for region in 0..regions {
            let spot = usage(&s, region, Priority::Spot);
            let payg = usage(&s, region, Priority::Dedicated);
            for &t in &targets {
                let at_payg = cost::estimate(
                    &aml_compute_advisor::advisor::bill::route::Routes::of(&payg),
                    t,
                    &payg,
                    &s,
                );
                let at_spot = cost::estimate(
                    &aml_compute_advisor::advisor::bill::route::Routes::of(&spot),
                    t,
                    &spot,
                    &s,
                );
                let Some(known) = at_payg.monthly.total() else {
                    continue;
                };
                let shown = at_spot.monthly.total();
                assert!(
                    shown.is_some(),
                    "{t:?} in {} not estimated with Spot though pay-as-you-go is {known}: {s:?}",
                    prices::regions()[region]
                );
                let no_spot_price = spot
                    .vm
                    .rate(spot.region)
                    .is_some_and(|r| r.spot_usd().is_none());
                if t.allows_preemptible() && no_spot_price && t != Target::Local {
                    spot_missing += 1;
                    // Priced at pay-as-you-go, and saying Spot is not estimated.
                    assert_eq!(shown, Some(known), "{t:?}");
                    assert_eq!(at_spot.spot, Some(None), "{t:?}");
                    assert!(
                        at_spot
                            .assumptions
                            .iter()
                            .any(|a| a.starts_with("Spot: not estimated")
                                && a.contains("priced at pay-as-you-go")),
                        "{t:?}: {:?}",
                        at_spot.assumptions
                    );
                }
            }
        }
    }
    // The space does reach sizes and regions without a Spot price.
    assert!(spot_missing > 0);
}

#[test]
fn a_compute_instance_prices_its_fixed_items_by_one_rule_in_every_region() {
    let s = Answers::default().situation();
    assert_eq!(s.stage, Stage::Explore, "the first answers explore");
    for (region, name) in prices::regions().iter().enumerate() {
        let u = usage(&s, region, Priority::Dedicated);
        let c = cost::estimate(
            &aml_compute_advisor::advisor::bill::route::Routes::of(&u),
            Target::ComputeInstance,
            &u,
            &s,
        );
        let Estimate::Priced { items, .. } = &c.monthly else {
            continue;
        };
        let fixed: Vec<&str> = items
            .iter()
            .filter(|i| i.kind == ItemKind::Fixed)
            .map(|i| i.label)
            .collect();
        let unpriced = c
            .assumptions
            .iter()
            .find(|a| a.starts_with("Not priced"))
            .cloned()
            .unwrap_or_default();
        let disk = prices::p10_disk_monthly(name);
        let ip = prices::public_ip_hourly(name);
        // Each item: priced from the data's own figure for this region, or named as left out.
        assert_eq!(fixed.contains(&"OS disk"), disk.is_some(), "{name}");
        assert_eq!(unpriced.contains("OS disk"), disk.is_none(), "{name}");
        assert_eq!(fixed.contains(&"Public IP"), ip.is_some(), "{name}");
        assert_eq!(unpriced.contains("public IP"), ip.is_none(), "{name}");
        if let Some((cents, _)) = disk {
            let item = items.iter().find(|i| i.label == "OS disk").unwrap();
            assert_eq!(item.amount.0, i64::from(cents), "{name}");
        }
        assert!(fixed.contains(&"Load balancer (approx.)"), "{name}");
    }
}

#[test]
fn a_managed_endpoints_busy_hours_are_the_traffics_hours() {
    let mut seen = 0;
    for s in space() {
        if s.model == ModelUse::Own || s.stage != Stage::Deploy {
            continue;
        }
        let targets: Vec<Target> = advise(&s.to_answers())
            .ranked
            .iter()
            .map(|o| o.target)
            .collect();
        if !targets.contains(&Target::ManagedOnlineEndpoint) {
            continue;
        }
        let u = usage(&s, 0, Priority::Dedicated);
        let hours = match s.traffic.monthly {
            Some(_) => 168.0,
            None => f64::from(s.traffic.day_hours) * 7.0,
        };
        assert_eq!(u.hours, hours, "{:?}", s.traffic);
        let c = cost::estimate(
            &aml_compute_advisor::advisor::bill::route::Routes::of(&u),
            Target::ManagedOnlineEndpoint,
            &u,
            &s,
        );
        let Estimate::Priced { items, .. } = &c.monthly else {
            continue;
        };
        seen += 1;
        // The extra instances bill the peak hours only: extra × hours × 730/168 × the price.
        let payg = u.vm.rate(u.region).unwrap().payg_usd();
        let extra = f64::from(u.instances - u.min_instances);
        if let Some(item) = items.iter().find(|i| i.kind == ItemKind::Busy) {
            let want = extra * hours * HOURS_PER_MONTH / HOURS_PER_WEEK * payg;
            assert!(
                (item.exact_usd - want).abs() < 0.01,
                "{} vs {want}",
                item.exact_usd
            );
        }
        if s.traffic.monthly.is_none() {
            assert!(
                c.assumptions.iter().any(|a| a.contains(&format!(
                    "the traffic's {} hours a day",
                    s.traffic.day_hours
                ))),
                "{:?}",
                c.assumptions
            );
        }
    }
    assert!(seen > 0);
}
