//! Provisioned throughput over the whole answer space: every model's PTU figure follows its
//! family's rule (normalized tokens weighted by price for GPT-6; input plus output × the
//! family's ratio, cached input deducted, for the others), with the parameters the sizing page
//! publishes; and no model without published parameters is ever sized, priced or advised as
//! provisioned throughput. Fireworks provisioned throughput is sized on the input alone, said
//! as a lower bound, and never priced or ranked: its output rule and price are not published.

use aml_compute_advisor::advisor::answers::{ModelUse, Situation};
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::bill::Estimate;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::traffic::Traffic;
use aml_compute_advisor::advisor::models::deployment::{self, Deployment};
use aml_compute_advisor::advisor::models::Llm;
use aml_compute_advisor::advisor::{advise, ranking::rules};
use std::collections::HashSet;

/// The published parameters, as the reference gives them (§7 and the amendments of
/// 2026-11-27, rows C and 9): model, Global/Data Zone minimum, Regional minimum (0: none),
/// input (or, for GPT-6, normalized) tokens a minute per PTU, output ratio (0: normalized).
const PUBLISHED: [(Llm, u32, u32, u32, u32); 17] = [
    (Llm::Gpt56Sol, 15, 50, 1_200, 6),
    (Llm::Gpt56Terra, 15, 50, 3_000, 6),
    (Llm::Gpt56Luna, 15, 50, 30_000, 6),
    (Llm::Gpt55, 15, 50, 1_200, 6),
    (Llm::Gpt54, 15, 50, 2_400, 6),
    (Llm::Gpt54Mini, 15, 25, 7_900, 6),
    (Llm::Gpt52, 15, 50, 3_400, 8),
    (Llm::Gpt51, 15, 50, 4_750, 8),
    (Llm::Gpt5, 15, 50, 4_750, 8),
    (Llm::Gpt5Mini, 15, 25, 23_750, 8),
    (Llm::Gpt41, 15, 50, 3_000, 4),
    (Llm::Gpt41Mini, 15, 25, 14_900, 4),
    (Llm::Gpt4o, 15, 50, 2_500, 4),
    (Llm::Gpt4oMini, 15, 25, 37_000, 4),
    (Llm::Llama3370bInstruct, 100, 0, 8_450, 4),
    (Llm::Gpt6Astra, 15, 50, 600, 0),
    (Llm::Gpt6Sol, 15, 50, 3_000, 0),
];

/// Fireworks provisioned throughput (row I of the amendments of 2026-11-27): model, minimum,
/// increment, tokens a minute per PTU. No output rule and no price are published.
const FIREWORKS: [(Llm, u32, u32, u32); 6] = [
    (Llm::GptOss120b, 40, 20, 13_500),
    (Llm::GptOss20b, 80, 40, 25_000),
    (Llm::KimiK26, 200, 100, 4_000),
    (Llm::DeepseekV32, 300, 150, 3_000),
    (Llm::DeepseekV4Pro, 400, 200, 200),
    (Llm::Qwen332b, 80, 40, 5_000),
];

/// GPT-6's weights in hundredths (short context): input 1.0, output 5.0; cached input and
/// cache writes are not in the traffic, so count as zero.
const GPT6_IN: f64 = 1.0;
const GPT6_OUT: f64 = 5.0;

fn traffics() -> Vec<Traffic> {
    let t = Traffic::daily;
    vec![
        // The sizing page's example: 1,000 requests a minute × 200 in / 20 out.
        t(60_000, 200, 20, 1),
        t(1_000, 2_000, 500, 8),
        t(5_000_000, 3_000, 300, 24),
        t(20_000, 200_000, 1_000, 8),
        t(1, 1, 1, 24),
        Traffic {
            monthly: Some((60_000, 15_000)),
            ..t(1_000, 2_000, 500, 8)
        },
    ]
}

const TYPES: [Deployment; 3] = [
    Deployment::GlobalProvisioned,
    Deployment::DataZoneProvisioned,
    Deployment::RegionalProvisioned,
];

fn published(l: Llm) -> Option<(u32, u32, u32, u32)> {
    PUBLISHED
        .iter()
        .find(|p| p.0 == l)
        .map(|p| (p.1, p.2, p.3, p.4))
}

/// The PTUs by the sizing page: `exact` rounded up to the increment, at least the minimum.
fn expected_ptus(normalized: f64, tpm: u32, min: u32, step: u32) -> u32 {
    let exact = normalized / f64::from(tpm);
    let steps = (exact / f64::from(step)).ceil().max(1.0) as u32;
    (steps * step).max(min)
}

#[test]
fn every_ptu_figure_follows_its_familys_rule() {
    for l in Llm::ALL.iter().copied() {
        let m = l.model();
        let gpt6 = m.name.starts_with("gpt-6");
        // The table's parameters are the published ones, and only published ones exist.
        match (m.ptu, published(l)) {
            (None, None) => {}
            (Some(p), Some((min, regional, tpm, ratio))) => {
                assert_eq!(u32::from(p.min), min, "{l:?}");
                assert_eq!(u32::from(p.regional_min), regional, "{l:?}");
                assert_eq!(p.tpm, tpm, "{l:?}");
                assert_eq!(p.normalized, ratio == 0, "{l:?}");
                assert_eq!(
                    p.normalized, gpt6,
                    "{l:?}: GPT-6 sizes by normalized tokens"
                );
                if !p.normalized {
                    assert_eq!(u32::from(p.ratio), ratio, "{l:?}");
                }
            }
            (p, q) => panic!("{l:?}: table {p:?}, published {q:?}"),
        }
        for t in traffics() {
            let (input, output) = t.peak_tpm();
            for d in TYPES {
                let size = deployment::ptu_size(l, &t, d, "eastus");
                let Some((min, regional, tpm, ratio)) = published(l) else {
                    assert!(size.is_none(), "{l:?} {d:?}: sized without parameters");
                    continue;
                };
                let (min, step) = match d {
                    Deployment::RegionalProvisioned => (regional, regional),
                    _ if min == 100 => (100, 100),
                    _ => (min, 5),
                };
                if min == 0 {
                    assert!(size.is_none(), "{l:?} {d:?}");
                    continue;
                }
                let Some(size) = size else {
                    // Not offered as this type (Llama: Global only).
                    assert_eq!(l, Llm::Llama3370bInstruct, "{d:?}");
                    continue;
                };
                let normalized = if ratio == 0 {
                    input * GPT6_IN + output * GPT6_OUT
                } else {
                    input + output * f64::from(ratio)
                };
                assert!(
                    (size.normalized_tpm - normalized).abs() < 1e-6 * normalized.max(1.0),
                    "{l:?} {d:?}: {} against {normalized}",
                    size.normalized_tpm
                );
                assert_eq!(
                    size.ptus,
                    expected_ptus(normalized, tpm, min, step),
                    "{l:?} {d:?}"
                );
                // The arithmetic on the page says which rule it follows.
                let w = &size.working;
                assert_eq!(
                    w.contains("each kind weighted by its Global Standard price"),
                    gpt6,
                    "{l:?}: {w}"
                );
                if gpt6 {
                    assert!(w.contains("× 1.0 +") && w.contains("× 5.0"), "{w}");
                    assert!(w.contains("counted as zero"), "{w}");
                    assert!(w.contains("does not apply"), "{w}");
                } else {
                    assert!(
                        w.contains(&format!("counts as {ratio} input tokens")),
                        "{w}"
                    );
                }
                // Grouped as every number on the page is: "→ 4,865 PTUs".
                let grouped =
                    aml_compute_advisor::advisor::facts::traffic::group(u64::from(size.ptus));
                assert!(w.contains(&format!("→ {grouped} PTUs")), "{w}");
            }
        }
    }
}

#[test]
fn no_model_without_published_parameters_is_sized_anywhere() {
    let mut seen = HashSet::new();
    let mut models_seen = HashSet::new();
    for s in Situation::all(&[168]) {
        if s.model == ModelUse::Own {
            continue;
        }
        // One situation per model, use, stage and serving way: the rest does not size PTUs.
        if !seen.insert((s.llm, s.model, s.stage, s.serve)) {
            continue;
        }
        for t in traffics() {
            let s = Situation { traffic: t, ..s };
            models_seen.insert(s.llm);
            let a = advise(&s.to_answers());
            let offered = a
                .ranked
                .iter()
                .any(|o| o.target == Target::ProvisionedThroughput);
            let has = published(s.llm).is_some();
            if !has {
                assert!(rules::ptu_for(&s).is_none(), "{s:?}");
                assert!(!offered, "{s:?}: provisioned throughput without parameters");
            }
            let u = UsageInput::default().resolve(&s);
            let r = a.costs(&u);
            for o in &r.options {
                let said = o
                    .assumptions
                    .iter()
                    .chain(match &o.monthly {
                        Estimate::Priced { items, .. } => {
                            items.iter().map(|i| &i.working).collect::<Vec<_>>()
                        }
                        Estimate::NotEstimated { .. } => Vec::new(),
                    })
                    .any(|x| x.contains("PTUs ("));
                let fireworks = FIREWORKS.iter().find(|f| f.0 == s.llm);
                if !has && fireworks.is_none() {
                    assert!(!said, "{s:?}: {:?} sizes PTUs", o.target);
                }
                // Fireworks: the input alone, a lower bound, never priced.
                if let (Some(&(_, min, step, tpm)), Target::StandardDeployment, false) =
                    (fireworks, o.target, s.model == ModelUse::Finetune)
                {
                    let (input, _) = s.traffic.peak_tpm();
                    let steps = (input / f64::from(tpm) / f64::from(step)).ceil().max(1.0) as u32;
                    let ptus = (steps * step).max(min);
                    let n = o
                        .assumptions
                        .iter()
                        .find(|x| x.starts_with("Fireworks provisioned throughput"))
                        .unwrap_or_else(|| panic!("{s:?}: no Fireworks sizing"));
                    let want = format!(
                        "at least {} PTUs (minimum {min}, in steps of {step})",
                        aml_compute_advisor::advisor::facts::traffic::group(u64::from(ptus))
                    );
                    assert!(n.contains(&want), "{s:?}: {n} lacks {want}");
                    assert!(
                        n.contains("lower bound") && n.contains("not estimated"),
                        "{n}"
                    );
                    assert!(!n.contains('$'), "{s:?}: a Fireworks PTU priced: {n}");
                }
                if fireworks.is_some() {
                    assert!(!offered, "{s:?}: unpriced Fireworks throughput ranked");
                }
                if o.target == Target::ProvisionedThroughput && has {
                    if let Estimate::Priced { items, .. } = &o.monthly {
                        let gpt6 = s.llm.model().name.starts_with("gpt-6");
                        assert_eq!(
                            items[0]
                                .working
                                .contains("weighted by its Global Standard price"),
                            gpt6,
                            "{s:?}"
                        );
                    }
                }
            }
        }
    }
    // The new models were tried.
    for l in [Llm::Gpt6Astra, Llm::Gpt6Sol, Llm::Gpt6Luna, Llm::Gpt61Sol]
        .into_iter()
        .chain(FIREWORKS.iter().map(|f| f.0))
    {
        assert!(models_seen.contains(&l), "{l:?}");
    }
}
