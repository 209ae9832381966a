//! Every one of the 23 regions prices a compute instance, a cluster and an endpoint from its own
//! figures, dated, in the page's cost table and in `advise --json` (the same `export::json`).

use aml_compute_advisor::advisor::bill::Estimate;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::money::Money;
use aml_compute_advisor::advisor::{documents::export, facts::prices, link::share};
use aml_compute_advisor::markup;

const LIST23: &str = include_str!("../../data/azure-vm-payg-23-regions-2026-06-18.csv");

/// A size's pay-as-you-go price in `region`, read plainly from the 23-region file.
fn payg(size: &str, region: &str) -> f64 {
    LIST23
        .lines()
        .map(|l| l.split(',').collect::<Vec<_>>())
        .find(|f| f[0] == region && f[1] == size)
        .map(|f| {
            assert_eq!(f[3], "0", "a Cloud Services row");
            f[2].parse().unwrap()
        })
        .unwrap()
}

fn report(query: &str) -> export::Report {
    let (shared, notices) = share::decode(query);
    assert!(notices.is_empty(), "{query}: {notices:?}");
    export::Report::new(&shared, &[])
}

fn cost(r: &export::Report, t: Target) -> (Money, Vec<(String, Money)>) {
    let c = r.costs.options.iter().find(|c| c.target == t).unwrap();
    match &c.monthly {
        Estimate::Priced { total, items } => (
            *total,
            items
                .iter()
                .map(|i| (i.label.to_string(), i.amount))
                .collect(),
        ),
        Estimate::NotEstimated { why } => panic!("{t:?}: {why}"),
    }
}

#[test]
fn every_region_prices_an_instance_a_cluster_and_an_endpoint_from_its_own_figures() {
    assert_eq!(prices::regions().len(), 23);
    for region in prices::regions() {
        let p = payg("Standard_D4s_v3", region);
        let at = |hours_a_month: f64| Money::from_usd(hours_a_month * p);
        let vm = "vm=Standard_D4s_v3";
        // A compute instance never shut down: 730 h of the region's price.
        let r = report(&format!(
            "stage=explore&hours=20&idle=0&region={region}&{vm}"
        ));
        let (_, items) = cost(&r, Target::ComputeInstance);
        let busy_and_idle = items[0].1 .0 + items[1].1 .0;
        assert!(
            (busy_and_idle - at(730.0).0).abs() <= 1,
            "{region}: {items:?}"
        );
        // A cluster of one node, 42 h a week, no idle tail: 182.5 h.
        let r = report(&format!(
            "stage=train&mode=script&hours=42&runs=0&nodes=1&region={region}&{vm}"
        ));
        let (_, items) = cost(&r, Target::ComputeCluster);
        assert_eq!(items[0].1, at(182.5), "{region}");
        // A managed online endpoint of one instance (a size on the endpoint SKU list): 730 h.
        let r = report(&format!(
            "stage=deploy&serve=realtime&hours=40&instances=1&mininstances=1&region={region}&vm=Standard_D4as_v4"
        ));
        let (total, _) = cost(&r, Target::ManagedOnlineEndpoint);
        assert_eq!(
            total,
            Money::from_usd(730.0 * payg("Standard_D4as_v4", region)),
            "{region}"
        );
        // `advise --json` names the region and dates every price it used.
        let json: serde_json::Value = serde_json::from_str(&export::json(&r)).unwrap();
        let costs = &json["costs"];
        assert_eq!(costs["region_name"], *region);
        let dated = costs["dated"].as_str().unwrap();
        assert!(
            dated.starts_with("pay-as-you-go 2026-06-18"),
            "{region}: {dated}"
        );
        let rate = prices::size("Standard_D4as_v4")
            .unwrap()
            .rate(prices::region_index(region).unwrap())
            .unwrap();
        assert_eq!(dated, rate.dated());
        assert!(costs["price_sources"]
            .as_str()
            .unwrap()
            .contains("2026-06-18"));
        // The page: the cost table names the region and the dates.
        let table = markup::cost_table(&r.costs);
        assert!(table.contains(prices::region_label(region)), "{region}");
        assert!(table.contains(&format!("prices: {dated}")), "{region}");
        // Spot and savings plans exactly where the data has them.
        let eu = [
            "westeurope",
            "northeurope",
            "francecentral",
            "swedencentral",
        ];
        let us = region.ends_with("us") || region.ends_with("us2") || region.ends_with("us3");
        assert_eq!(rate.spot.is_some(), eu.contains(region) || us, "{region}");
        assert_eq!(rate.sp1y.is_some(), eu.contains(region), "{region}");
        assert_eq!(
            dated.contains("Spot 2026-08-22"),
            eu.contains(region),
            "{region}"
        );
        let plan = r.costs.options[0].savings_plan;
        assert_eq!(plan.is_some(), eu.contains(region), "{region}");
    }
}

#[test]
fn every_region_decodes_from_a_link_without_a_notice() {
    for (i, region) in prices::regions().iter().enumerate() {
        let (s, notices) = share::decode(&format!("v=1&region={region}"));
        assert!(notices.is_empty(), "{region}");
        assert_eq!(s.usage.region, Some(i));
        assert!(share::encode(&s).contains(&format!("region={region}")));
        assert_ne!(prices::region_label(region), "Unknown region");
        assert_ne!(prices::region_geography(region), "");
    }
}
