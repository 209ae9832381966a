//! Catalog models' open weights on managed compute, as `bill/managed.rs` prices them: the
//! hourly GPU rates Microsoft published, the shape the weights fit on, and which models have it.

use aml_compute_advisor::advisor::bill::managed::route;
use aml_compute_advisor::advisor::bill::usage::Usage;
use aml_compute_advisor::advisor::facts::money::Money;
use aml_compute_advisor::advisor::models::{Llm, Weights};
use aml_compute_advisor::advisor::{facts::prices, link::share};

fn usage(q: &str) -> Usage {
    let (shared, _) = share::decode(q);
    let s = shared.answers.situation();
    shared.usage.resolve(&s)
}

#[test]
fn four_a100s_cost_the_blogs_figure() {
    let mut u = usage("v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&instances=1");
    u.vm = prices::size("Standard_NC96ads_A100_v4").unwrap();
    let r = route(&u).unwrap();
    // 4 × $3.95 = $15.80 an hour, $11,534 a month at 730 h.
    assert_eq!(r.monthly, Some(Money(1_153_400)));
    assert!(
        r.items[0].working.contains("$15.80/h"),
        "{}",
        r.items[0].working
    );
    assert!(r.items[0].working.contains("2026-06-03"));
    // Eight H100 80 GB: $63.28 an hour.
    u.vm = prices::size("Standard_ND96isr_H100_v5").unwrap();
    assert_eq!(
        route(&u).unwrap().monthly,
        Some(Money::from_usd(7.91 * 8.0 * 730.0))
    );
}

#[test]
fn a_gpu_without_a_rate_is_priced_as_a_shape_the_weights_fit_on() {
    // Llama-3.3-70B's weights (§13) fit four A100 80GB GPUs, the lowest-priced shape.
    let mut u = usage("v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct");
    u.vm = prices::size("Standard_NC80adis_H100_v5").unwrap();
    let r = route(&u).unwrap();
    assert!(
        r.items[0].working.contains("4 A100 80GB GPUs"),
        "{:?}",
        r.items
    );
    assert!(r
        .assumptions
        .iter()
        .any(|a| a.contains("Standard_NC96ads_A100_v4")));
}

#[test]
fn a_gpu_without_a_rate_is_not_estimated() {
    // A model the §13 table gives no geometry for: no shape is picked for it.
    let mut u = usage("v=1&stage=deploy&model=catalog");
    u.llm = Llm::ALL
        .iter()
        .copied()
        .find(|l| l.model().name.starts_with("Llama-4-Maverick"));
    assert!(u.llm.is_some());
    for name in [
        "Standard_ND96asr_v4",
        "Standard_NC40ads_H100_v5",
        "Standard_NC4as_T4_v3",
    ] {
        u.vm = prices::size(name).unwrap();
        let r = route(&u).unwrap();
        assert_eq!(r.monthly, None, "{name}");
        assert!(r.why.starts_with("Not estimated"), "{}", r.why);
    }
}

#[test]
fn only_open_weights_served_as_they_are() {
    for l in Llm::ALL.iter().copied() {
        let mut u = usage("v=1&stage=deploy&model=catalog");
        u.llm = Some(l);
        let open = l.model().weights == Weights::Open;
        assert_eq!(route(&u).is_some(), open, "{}", l.model().name);
        u.finetuned = true;
        assert!(route(&u).is_none());
    }
}

/// A model whose deployment template Microsoft publishes is sized by it, on Foundry managed
/// compute and on the classic endpoint alike: Qwen3-32B's 40K-context template runs on one A100 80GB, $3.95 × 730 h =
/// $2,883.50 an instance a month (reference, first table, row U), and the command names the
/// template and the accelerator priced. Every model with a template is held to the same.
#[test]
fn a_published_template_sizes_foundry_managed_compute() {
    let u = usage("v=1&stage=deploy&model=catalog&llm=qwen3-32b&instances=1");
    // The classic endpoint is sized as the template is too: one A100 80GB, never a fixed four.
    assert_eq!(u.vm.gpus, 1, "the classic endpoint's default size");
    assert_eq!(u.vm.name, "Standard_NC24ads_A100_v4");
    let r = route(&u).unwrap();
    assert_eq!(r.monthly, Some(Money(288_350)));
    assert!(r
        .cli
        .contains("deploymenttemplates/qwen--qwen3-32b--40k-nvidia-a100/labels/latest"));
    assert!(r.cli.contains("--accelerator-type A100_80GB"));
    assert!(r.cli.contains("--sku-capacity 1"), "{}", r.cli);
    let mut templates = 0;
    for l in Llm::ALL {
        let Some(t) = l.model().template else {
            continue;
        };
        templates += 1;
        let u = usage(&format!(
            "v=1&stage=deploy&model=catalog&llm={}&instances=2",
            l.slug()
        ));
        let r = route(&u).unwrap_or_else(|| panic!("{l:?} has managed compute"));
        let shape = prices::size(t.shape).expect("the template's shape is in the data");
        let rate = if shape.gpu_model.contains("H100") {
            7.91
        } else {
            3.95
        };
        assert_eq!(
            r.monthly,
            Some(Money::from_usd(rate * f64::from(shape.gpus) * 2.0 * 730.0)),
            "{l:?}"
        );
        assert!(
            r.cli.contains(t.name) && r.cli.contains("--sku-capacity 2"),
            "{l:?}"
        );
    }
    assert!(templates >= 1);
}
