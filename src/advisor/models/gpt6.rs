//! What the newest Azure OpenAI models change in the arithmetic (reference amended on
//! 2026-11-27, rows B–E of its first table):
//! - GPT-6 sizes provisioned throughput by normalized tokens, each kind weighted by its Global
//!   Standard price (input 1.0, cached input 0.1, cache write 1.25, output 5.0; long context
//!   2.0, 0.2, 2.5, 7.5), and "the older sizing rule that deducts cached input entirely doesn't
//!   apply" (PTU sizing include, ms.date 2026-09-23);
//! - GPT-5.6 and GPT-6 bill a request whose input passes a long-context threshold at a
//!   long-context rate, for the whole request; the threshold is in no source read (a figure
//!   third parties cite is unverified), so the short-context rate is priced and the other said;
//! - GPT-6 needs a quota request below usage tier 5;
//! - GPT-5.6's dated list prices may be above Microsoft's current ones (third parties report
//!   cuts, unverified).
//!
//! Pure arithmetic and words; the prices are those of `models::MODELS` and Microsoft's table of
//! 2026-09-23 (`shared/data/azure-foundry-prices-2026-09-23.csv`).

use super::deployment::Deployment;
use crate::advisor::facts::num::grouped;
use crate::advisor::facts::traffic::{self, rate, Traffic};
use crate::advisor::models::{Llm, Price};

/// The weights of normalized tokens, in hundredths: how many normalized tokens one token of
/// each kind counts as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    pub input: u32,
    pub cached: u32,
    pub write: u32,
    pub output: u32,
}

/// Short-context requests: input 1.0, cached input 0.1, cache write 1.25, output 5.0.
pub const SHORT: Weights = Weights {
    input: 100,
    cached: 10,
    write: 125,
    output: 500,
};

/// Long-context requests: input 2.0, cached input 0.2, cache write 2.5, output 7.5.
pub const LONG: Weights = Weights {
    input: 200,
    cached: 20,
    write: 250,
    output: 750,
};

/// "1.0", "0.1", "1.25", "7.5".
pub fn weight(hundredths: u32) -> String {
    let frac = hundredths % 100;
    let frac = if frac % 10 == 0 {
        format!("{}", frac / 10)
    } else {
        format!("{frac:02}")
    };
    format!("{}.{frac}", hundredths / 100)
}

/// Normalized tokens a minute of input, cached input, cache writes and output a minute.
pub fn normalized(w: Weights, input: f64, cached: f64, write: f64, output: f64) -> f64 {
    (input * f64::from(w.input)
        + cached * f64::from(w.cached)
        + write * f64::from(w.write)
        + output * f64::from(w.output))
        / 100.0
}

/// The normalized tokens a minute of a traffic at peak by `w`, and the arithmetic in words up
/// to the sum. The traffic gives no cached input or cache writes: they count as zero, said so.
pub fn weighed(t: &Traffic, w: Weights) -> (f64, String) {
    let (input, output) = t.peak_tpm();
    let n = normalized(w, input, 0.0, 0.0, output);
    let words = format!(
        "{} input tokens a minute × {} + {} output × {} (this model sizes PTUs by normalized tokens, each kind weighted by its Global Standard price: cached input × {} and cache writes × {}, counted as zero here because the traffic gives neither; the older rule that deducts cached input entirely does not apply)",
        rate(input),
        weight(w.input),
        rate(output),
        weight(w.output),
        weight(w.cached),
        weight(w.write),
    );
    (n, words)
}

/// PTUs for `exact` PTUs' worth of tokens: rounded up to the increment, at least the minimum.
pub fn round_ptus(exact: f64, min: u16, step: u16) -> u32 {
    let steps = (exact / f64::from(step)).ceil().max(1.0) as u32;
    (steps * u32::from(step)).max(u32::from(min))
}

/// A GPT-6 model (its family's rules: quota tier, normalized PTU sizing).
pub fn is_gpt6(l: Llm) -> bool {
    l.model().name.starts_with("gpt-6")
}

/// Billed at another rate for long-context requests: GPT-5.6 and GPT-6 (row D).
pub fn bills_long_context(l: Llm) -> bool {
    l.model().long_rate
}

/// The input tokens of a request from which this page notes the long-context rate: the
/// provisioned throughput sizing page calls "requests estimated at larger than 128k prompt
/// tokens" long context for the models it names. GPT-6's own threshold is not in the sources.
pub const LONG_NOTE_FROM: u32 = 128_000;

/// The long-context Global Standard price per 1M tokens, in and out, where Microsoft's table of
/// 2026-09-23 gives it.
pub fn long_context(l: Llm) -> Option<Price> {
    let p = l.model().long_context;
    p.known().then_some(p)
}

/// Why a model with no per-token price is not estimated, where its case is particular.
pub fn no_price(l: Llm) -> Option<String> {
    let why = l.model().unpriced;
    (!why.is_empty()).then(|| why.into())
}

/// The traffic's input tokens a request, where it gives requests (not a month's volume).
fn per_request_in(t: &Traffic) -> Option<u32> {
    t.monthly.is_none().then_some(t.tokens_in)
}

/// What a per-token price of `l` assumes beyond the tokens: the quota tier of GPT-6, the
/// long-context rule (and, for large requests, the month at the long-context rate), and for
/// GPT-5.6 that Microsoft's current price may be lower than the dated list's.
pub fn token_notes(l: Llm, t: &Traffic) -> Vec<String> {
    let m = l.model();
    let mut v = Vec::new();
    if is_gpt6(l) {
        v.push(quota_note(l));
    }
    if bills_long_context(l) {
        let priced = if m.global.known() {
            "so this is priced at the short-context rate"
        } else {
            "and the price data has neither rate"
        };
        v.push(format!(
            "{} bills a request whose input tokens pass its long-context threshold at a higher long-context rate, for the whole request; the sources read give no figure for the threshold, {priced}.",
            m.name
        ));
        let large = per_request_in(t).filter(|n| *n >= LONG_NOTE_FROM);
        if let Some(n) = large.filter(|_| m.global.known()) {
            let (i, o) = t.month_k();
            let big = format!(
                "Your requests carry {} input tokens each, more than the 128k prompt tokens the provisioned throughput sizing page calls long context for other models",
                traffic::group(u64::from(n))
            );
            v.push(match long_context(l) {
                Some(p) => format!(
                    "{big}: if they pass {}'s threshold, the long-context rate of {} in and {} out per 1M tokens ({}) makes the month {} at Global Standard.",
                    m.name,
                    crate::advisor::models::usd_micro(u64::from(p.input)),
                    crate::advisor::models::usd_micro(u64::from(p.output)),
                    p.cite(),
                    crate::advisor::facts::money::money_micro(
                        i * u64::from(p.input) / 1000 + o * u64::from(p.output) / 1000
                    )
                ),
                None => format!(
                    "{big}: if they pass {}'s threshold, its long-context rate applies, which the price data does not have: not estimated.",
                    m.name
                ),
            });
        }
    }
    if m.cut_reported && m.global.known() {
        v.push(format!(
            "Microsoft's current price for {} may be lower than this dated one: third parties citing the Azure blog report price cuts (unverified), so the dated price list's figure is kept; check the Azure OpenAI pricing page.",
            m.name
        ));
    }
    v
}

/// GPT-6's quota tier: below usage tier 5, deploying needs a quota request first.
pub fn quota_note(l: Llm) -> String {
    format!(
        "GPT-6 quota: below usage tier 5, a quota request is needed before {} can be deployed (Azure OpenAI's quota tiers rise with use).",
        l.model().name
    )
}

/// What a provisioned deployment of `l` assumes beyond its PTUs: GPT-6's quota tier, and for
/// large requests the PTUs the long-context weights would size.
pub fn ptu_notes(l: Llm, t: &Traffic, d: Deployment) -> Vec<String> {
    let mut v = Vec::new();
    if is_gpt6(l) {
        v.push(quota_note(l));
    }
    let Some(p) = l.model().ptu else {
        return v;
    };
    let (min, step) = if d == Deployment::RegionalProvisioned {
        (p.regional_min, p.regional_step)
    } else {
        (p.min, p.step)
    };
    if p.normalized && min > 0 {
        if let Some(n) = per_request_in(t).filter(|n| *n >= LONG_NOTE_FROM) {
            let (long, _) = weighed(t, LONG);
            let exact = long / f64::from(p.tpm);
            v.push(format!(
                "Your requests carry {} input tokens each: if they pass {}'s long-context threshold (not given in the sources read), the long-context weights count input × {}, cached input × {}, cache writes × {} and output × {}: {} normalized tokens a minute ÷ {} per PTU = {} → {} PTUs.",
                traffic::group(u64::from(n)),
                l.model().name,
                weight(LONG.input),
                weight(LONG.cached),
                weight(LONG.write),
                weight(LONG.output),
                rate(long),
                traffic::group(u64::from(p.tpm)),
                grouped(exact, 1),
                traffic::group(u64::from(round_ptus(exact, min, step)))
            ));
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::models::deployment::{ptu_size, Deployment};
    use crate::advisor::models::{self, Src, MODELS};

    fn rpm(requests_a_minute: u32, tokens_in: u32, tokens_out: u32) -> Traffic {
        // The day's requests over one hour: requests_a_minute at peak.
        Traffic {
            requests: requests_a_minute * 60,
            tokens_in,
            tokens_out,
            day_hours: 1,
            week_days: 7,
            monthly: None,
            people: None,
        }
    }

    #[test]
    fn weights_read_as_the_table_writes_them() {
        let w: Vec<String> = [SHORT, LONG]
            .iter()
            .flat_map(|w| [w.input, w.cached, w.write, w.output])
            .map(weight)
            .collect();
        assert_eq!(w, ["1.0", "0.1", "1.25", "5.0", "2.0", "0.2", "2.5", "7.5"]);
        // Cached input counts, not deducted: 1,000 cached tokens weigh 100.
        assert_eq!(normalized(SHORT, 0.0, 1_000.0, 0.0, 0.0), 100.0);
        assert_eq!(normalized(SHORT, 0.0, 0.0, 1_000.0, 0.0), 1_250.0);
    }

    #[test]
    fn the_sizing_pages_worked_examples() {
        // 1,000 requests a minute × 200 in / 20 out on gpt-6-sol: 200,000 + 5 × 20,000 =
        // 300,000 normalized tokens a minute ÷ 3,000 = 100 PTUs; on gpt-6-astra (600) 500.
        let t = rpm(1_000, 200, 20);
        let sol = ptu_size(Llm::Gpt6Sol, &t, Deployment::GlobalProvisioned, "").unwrap();
        assert_eq!(sol.normalized_tpm, 300_000.0);
        assert_eq!(sol.ptus, 100);
        assert!(
            sol.working
                .contains("200,000 input tokens a minute × 1.0 + 20,000 output × 5.0"),
            "{}",
            sol.working
        );
        assert!(
            sol.working
                .contains("= 300,000 normalized tokens a minute ÷ 3,000 per PTU = 100 → 100 PTUs"),
            "{}",
            sol.working
        );
        assert!(sol.working.contains("counted as zero"), "{}", sol.working);
        assert!(sol.working.contains("does not apply"), "{}", sol.working);
        let astra = ptu_size(Llm::Gpt6Astra, &t, Deployment::GlobalProvisioned, "").unwrap();
        assert_eq!((astra.ptus, astra.monthly_micro), (500, 365_000_000_000));
        // Data Zone the same; Regional at least 50 in steps of 50.
        let dz = ptu_size(Llm::Gpt6Sol, &t, Deployment::DataZoneProvisioned, "").unwrap();
        assert_eq!(dz.ptus, 100);
        let small = rpm(10, 200, 20);
        let r = ptu_size(
            Llm::Gpt6Sol,
            &small,
            Deployment::RegionalProvisioned,
            "eastus",
        );
        assert_eq!(r.unwrap().ptus, 50);
        // No PTU for gpt-6-luna or gpt-6.1-sol.
        for l in [Llm::Gpt6Luna, Llm::Gpt61Sol] {
            assert!(ptu_size(l, &t, Deployment::GlobalProvisioned, "").is_none());
        }
    }

    #[test]
    fn the_older_rule_for_gpt_5_6_and_gpt_5_4_mini() {
        // gpt-5.6-luna: 200,000 + 6 × 20,000 = 320,000 ÷ 30,000 = 10.7 → 15 (the minimum).
        let t = rpm(1_000, 200, 20);
        let luna = ptu_size(Llm::Gpt56Luna, &t, Deployment::GlobalProvisioned, "").unwrap();
        assert_eq!((luna.normalized_tpm, luna.ptus), (320_000.0, 15));
        // gpt-5.6-sol: ÷ 1,200 = 266.7 → 270; gpt-5.6-terra ÷ 3,000 = 106.7 → 110.
        let sol = ptu_size(Llm::Gpt56Sol, &t, Deployment::GlobalProvisioned, "").unwrap();
        assert_eq!(sol.ptus, 270);
        let terra = ptu_size(Llm::Gpt56Terra, &t, Deployment::GlobalProvisioned, "").unwrap();
        assert_eq!(terra.ptus, 110);
        // gpt-5.4-mini: ÷ 7,900 = 40.5 → 45; Regional 25 in steps of 25 → 50.
        let mini = ptu_size(Llm::Gpt54Mini, &t, Deployment::GlobalProvisioned, "").unwrap();
        assert_eq!(mini.ptus, 45);
        let reg = ptu_size(
            Llm::Gpt54Mini,
            &t,
            Deployment::RegionalProvisioned,
            "eastus",
        );
        assert_eq!(reg.unwrap().ptus, 50);
        assert!(!luna
            .working
            .contains("normalized tokens, each kind weighted"));
    }

    #[test]
    fn long_context_is_said_and_priced_only_from_microsofts_table() {
        let short = rpm(10, 2_000, 500);
        let notes = token_notes(Llm::Gpt6Sol, &short);
        assert!(notes.iter().any(|n| n.contains("usage tier 5")));
        assert!(notes
            .iter()
            .any(|n| n.contains("no figure for the threshold")));
        assert!(!notes.iter().any(|n| n.contains("long-context rate of")));
        // 200,000 input tokens a request: the long-context rate is noted with its source.
        let long = rpm(10, 200_000, 500);
        let notes = token_notes(Llm::Gpt6Sol, &long);
        let n = notes
            .iter()
            .find(|n| n.contains("long-context rate of"))
            .unwrap();
        assert!(n.contains("$4.00 in and $15.00 out"), "{n}");
        assert!(n.contains("GPT-6 prices of 2026-09-23"), "{n}");
        // GPT-5.6: no long-context price in the data, and the current price may be lower.
        let notes = token_notes(Llm::Gpt56Terra, &long);
        assert!(notes.iter().any(|n| n.contains("not estimated")));
        assert!(notes.iter().any(|n| n.contains("may be lower")));
        assert!(!notes.iter().any(|n| n.contains("usage tier 5")));
        // Unpriced: neither rate said to be priced.
        let notes = token_notes(Llm::Gpt61Sol, &long);
        assert!(
            notes.iter().any(|n| n.contains("has neither rate")),
            "{notes:?}"
        );
        assert!(
            !notes.iter().any(|n| n.contains("short-context rate")),
            "{notes:?}"
        );
        // No note for a model without such rates.
        assert!(token_notes(Llm::Gpt54, &long).is_empty());
        // The PTUs long-context weights would size: (200,000 × 2.0 + 500 × 7.5) × 10 a minute.
        let notes = ptu_notes(Llm::Gpt6Sol, &long, Deployment::GlobalProvisioned);
        let n = notes
            .iter()
            .find(|n| n.contains("long-context weights"))
            .unwrap();
        assert!(n.contains("4,037,500 normalized tokens a minute"), "{n}");
        assert!(n.contains("= 1,345.8 → 1,350 PTUs"), "{n}");
    }

    #[test]
    #[allow(clippy::inconsistent_digit_grouping)] // dates are written 2030_01_01
    fn gpt6_rows_follow_the_reference() {
        for (l, version) in [
            (Llm::Gpt6Astra, "2026-09-03"),
            (Llm::Gpt6Sol, "2026-09-22"),
            (Llm::Gpt6Luna, "2026-09-22"),
            (Llm::Gpt61Sol, "2026-09-29"),
        ] {
            let m = l.model();
            assert_eq!((m.version, m.format), (version, "OpenAI"));
            assert_eq!(m.seller, models::Seller::AzureOpenAi);
            assert_eq!(m.retires, 0);
            assert_eq!(models::lifecycle(l, models::COMPILED), models::Stage::Ga);
            assert!(models::open_to_new(l, 2030_01_01), "{l:?}");
            let t = models::lifecycle_text(l, models::today());
            assert!(t.contains("no retirement date is set"), "{t}");
            assert!(t.contains(version), "{t}");
            assert!(!m.batch.known() && !m.zone.known());
            assert!(is_gpt6(l));
        }
        // Priced from Microsoft's table where it gives a price; the others not estimated.
        let sol = Llm::Gpt6Sol.model().global;
        assert_eq!(
            (sol.input, sol.output, sol.src),
            (2_000_000, 10_000_000, Src::Learn)
        );
        let astra = Llm::Gpt6Astra.model().global;
        assert_eq!((astra.input, astra.output), (10_000_000, 50_000_000));
        for l in [Llm::Gpt6Luna, Llm::Gpt61Sol] {
            assert!(!l.model().global.known() && no_price(l).is_some());
        }
        assert!(
            MODELS
                .iter()
                .filter(|m| m.global.src == Src::Learn && m.global.known())
                .count()
                == 2
        );
        // The model list says where each price comes from, dated, and what it may miss.
        let hint = |l| models::choice_hint(l, models::COMPILED);
        assert!(
            hint(Llm::Gpt6Sol).contains("2026-09-23"),
            "{}",
            hint(Llm::Gpt6Sol)
        );
        assert!(hint(Llm::Gpt6Sol).contains("current, released 2026-09-22"));
        assert!(hint(Llm::Gpt6Luna).contains("not estimated"));
        assert!(hint(Llm::Gpt56Terra).contains("may be lower"));
        assert!(!hint(Llm::Gpt54).contains("may be lower"));
    }
}
