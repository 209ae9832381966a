//! Per-token bills on a Foundry resource, for the resolved [`Usage`]: the line items and
//! assumptions of a standard deployment and of provisioned throughput, and the values of it the
//! create commands read (type, capacity, PTUs). The deployment types themselves, their per-token
//! prices, PTU sizing and default rate limits are facts of the model table, in
//! [`crate::advisor::models::deployment`].
//!
//! Reference: `shared/reference/foundation-models.md` §2 (deployment types), §5 (batch), §6 (rate
//! limits), §7 (provisioned throughput); prices `shared/data/README.md`.

use super::finetune;
use super::route::{Route, Routes};
use super::usage::{traffic_words, Usage};
use super::{line, ItemKind, LineItem};
use crate::advisor::answers::Residency;
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::money_micro;
use crate::advisor::facts::num::{grouped, usd};
use crate::advisor::facts::prices;
use crate::advisor::facts::traffic::{self, Traffic};
use crate::advisor::models::finetuned;
use crate::advisor::models::fireworks;
use crate::advisor::models::gpt6;
use crate::advisor::models::offer;
use crate::advisor::models::Kind;
use crate::advisor::models::Llm;
use crate::advisor::requirements::residency;

use crate::advisor::models::deployment::{
    rate_check, token_lines_at, token_micro, Deployment, RateCheck,
};

fn ptu_meter(d: Deployment) -> &'static str {
    match d {
        Deployment::GlobalProvisioned => "Global",
        Deployment::DataZoneProvisioned => "Data Zone",
        _ => "Regional",
    }
}

/// The peak of a usage's traffic against its standard deployment's default limits, with the
/// capacity the deployment asks for (`None`: no catalog model). The costs' assumptions and the
/// create commands read it.
pub fn peak(u: &Usage, routes: &Routes) -> Option<RateCheck> {
    let d = routes.get(Target::StandardDeployment).deployment?;
    u.llm.map(|l| rate_check(l, d, &sent(l, &u.traffic)))
}

/// What changes the decision on option `t`, said beside its price rather than only among the
/// costs' assumptions: a peak above the standard deployment's default limit, and a quota to
/// request before the model can be deployed at all.
pub fn decisive(u: &Usage, routes: &Routes, t: Target) -> Vec<String> {
    let mut v = Vec::new();
    let Some(l) = u.llm else {
        return v;
    };
    // Flex shares the Global Standard deployment's quota: its limit holds.
    let limit = match t {
        Target::StandardDeployment => peak(u, routes),
        Target::FlexProcessing => Some(rate_check(l, Deployment::GlobalStandard, &u.traffic)),
        _ => None,
    };
    if let Some(c) = limit.filter(|c| c.over) {
        v.push(c.words);
    }
    if t.is_foundry() && gpt6::is_gpt6(l) {
        v.push(gpt6::quota_note(l));
    }
    v
}

/// The tokens a model's traffic moves: an embedding model's requests return vectors, so only
/// their tokens in count (its monthly volume out too).
fn sent(l: Llm, t: &Traffic) -> Traffic {
    if l.model().kind != Kind::Embedding {
        return *t;
    }
    Traffic {
        tokens_out: 0,
        monthly: t.monthly.map(|(i, _)| (i, 0)),
        ..*t
    }
}

/// The bill of a standard deployment of the usage's catalog model: its tokens a month at the
/// standard type's per-token prices, and a fine-tuned model's hosting.
pub fn standard_items(u: &Usage, r: &Route) -> Result<Vec<LineItem>, String> {
    let l = u.llm.unwrap_or(Llm::Phi4);
    let m = l.model();
    let d = r.deployment.unwrap_or(Deployment::GlobalStandard);
    // A fine-tuned model as regional Standard bills its own regional meters where the data
    // has them, in the region its route creates it in.
    let price = match d {
        Deployment::Standard if u.finetuned => {
            crate::advisor::models::finetuned::regional_price(l, r.region)
                .unwrap_or_else(|| residency::price(l, d, u.residency))
        }
        _ => residency::price(l, d, u.residency),
    };
    let Some(lines) = token_lines_at(l, d, price, u.tokens_in_k, u.tokens_out_k) else {
        let why = gpt6::no_price(l).unwrap_or_else(|| {
            format!(
                "The price data has no per-token price to trust for {} as {}.",
                m.name,
                d.label()
            )
        });
        return Err(if u.finetuned {
            finetune::with_hosting(l, why, regional_at(r))
        } else {
            why
        });
    };
    let tokens: u64 = lines.iter().map(|t| t.micro).sum();
    let mut v: Vec<LineItem> = lines
        .into_iter()
        .map(|t| line(ItemKind::Busy, t.label, t.working, t.micro as f64 / 1e6))
        .collect();
    if u.finetuned {
        v.push(finetune::hosting_item(l, tokens, regional_at(r))?);
    }
    Ok(v)
}

/// Where a fine-tuned model deployed as regional Standard is created (its hosting is that
/// region's meter); `None` for the other types.
fn regional_at(r: &Route) -> Option<&'static str> {
    r.limited
        .filter(|_| r.deployment == Some(Deployment::Standard))
}

/// The bill of provisioned throughput for the usage's traffic: the PTUs its peak needs at the
/// provisioned type, billed every hour.
pub fn ptu_items(u: &Usage, r: &Route) -> Result<Vec<LineItem>, String> {
    let l = u.llm.unwrap_or(Llm::Phi4);
    let d = r.deployment.unwrap_or(Deployment::GlobalProvisioned);
    let Some(p) = &r.ptu else {
        return Err(format!(
            "The sizing page gives no provisioned throughput figures for {} as {}.",
            l.model().name,
            d.label()
        ));
    };
    if p.cents_per_hour == 0 {
        return Err(format!(
            "{} prices PTUs per region, and the price data has none for {}.",
            d.label(),
            prices::region_label(u.region_name())
        ));
    }
    Ok(vec![line(
        ItemKind::AlwaysOn,
        "Provisioned throughput units",
        format!(
            "{} PTUs × {}/PTU-hour × 730 h ({}; Retail meter \u{201c}Provisioned Managed {} Unit\u{201d}, 2026-07-31); {}",
            traffic::group(u64::from(p.ptus)),
            usd(f64::from(p.cents_per_hour) / 100.0, 2),
            d.label(),
            ptu_meter(d),
            p.working
        ),
        p.monthly_micro as f64 / 1e6,
    )])
}

/// An embedding model bills the tokens sent to it only: the traffic's tokens out are not billed
/// (an embedding request returns vectors, not tokens), and no price is given for them.
pub fn input_only(l: Llm, u: &Usage) -> Option<String> {
    (l.model().kind == Kind::Embedding).then(|| {
        format!(
            "{} is an embedding model: it bills input tokens only, so only the {} tokens in a month are priced; the traffic's tokens out are not billed (it returns vectors, not text).",
            l.model().name,
            grouped(u.tokens_in_k as f64 / 1000.0, 1) + " M"
        )
    })
}

/// What provisioned throughput's price assumes: the traffic, and the type it is priced at.
pub fn ptu_assumptions(u: &Usage, r: &Route, v: &mut Vec<String>) {
    let d = r.deployment.unwrap_or(Deployment::GlobalProvisioned);
    v.push(traffic_words(u) + ".");
    v.push(if u.finetuned {
        let l = u.llm.unwrap_or(Llm::Phi4);
        format!(
            "A fine-tuned model on Regional Provisioned pays PTU-hours only, no hosting fee; the price depends on the region, here {}. {}",
            prices::region_label(r.limited.unwrap_or("")),
            finetuned::words(l)
        )
    } else if u.residency != Residency::Any {
        format!(
            "Priced hourly at the {} rate in {}; reservations (one month or one year) lower it, but their prices are not in the price data.",
            ptu_meter(d),
            prices::region_label(u.region_name())
        )
    } else {
        "Priced hourly at the Global rate; reservations (one month or one year) lower it, but their prices are not in the price data.".into()
    });
    if let Some(l) = u.llm {
        v.extend(gpt6::ptu_notes(l, &u.traffic, d));
    }
}

/// What a standard deployment's price assumes: the traffic, the type and where it processes,
/// the rate at peak against the default limit, and what provisioned throughput would cost.
pub fn standard_assumptions(u: &Usage, routes: &Routes, l: Llm, v: &mut Vec<String>) {
    let r = routes.get(Target::StandardDeployment);
    let m = l.model();
    v.push(traffic_words(u) + ".");
    v.extend(input_only(l, u));
    let d = r.deployment.unwrap_or(Deployment::GlobalStandard);
    let zone = token_micro(
        l,
        Deployment::DataZoneStandard,
        u.tokens_in_k,
        u.tokens_out_k,
    );
    // "Priced as" only where the type has a price; a model whose tokens are not estimated
    // (Claude, row O) is deployed as the type, and no price is claimed for it.
    let how = if residency::price(l, d, u.residency).known() {
        "Priced as"
    } else {
        "Deployed as"
    };
    // Data Zone Standard offered with no price in the data (Claude's, US only: row N).
    let zones = match (m.offers(offer::DZ_US), m.offers(offer::DZ_EU)) {
        (true, true) => "the US or EU data zone",
        (true, false) => "the US data zone (its only Data Zone Standard)",
        (false, true) => "the EU data zone (its only Data Zone Standard)",
        (false, false) => "",
    };
    v.push(match zone {
        // A serverless endpoint of the hub-based project the model was fine-tuned in.
        _ if r.deployment.is_none() => format!(
            "A serverless endpoint of the hub-based project, created in {}.",
            prices::region_label(r.region)
        ),
        _ if u.residency != Residency::Any => format!(
            "{how} {}: requests are processed {}.{}",
            d.label(),
            residency::processing(d, u.residency, u.region_name()),
            // Row N of the reference's table of 2026-11-29.
            if d == Deployment::DataZoneStandard && crate::advisor::models::is_claude(l) {
                format!(
                    " Data Zone Standard is offered for the Azure-hosted version of {} only: choose that version when you deploy (Anthropic-hosted Claude is Global Standard only).",
                    m.name
                )
            } else {
                String::new()
            }
        ),
        Some(z) if !u.finetuned => format!(
            "Priced as {}: requests may be processed {}. Data Zone Standard, which keeps processing in the US or EU data zone, would be {} a month ({}).",
            d.label(),
            d.processing(),
            money_micro(z),
            m.zone.cite()
        ),
        None if !u.finetuned && !zones.is_empty() => format!(
            "{how} {}: requests may be processed {}. Data Zone Standard keeps processing in {zones}{}.",
            d.label(),
            d.processing(),
            match (m.zone.known(), how) {
                (true, _) => "",
                (false, "Priced as") => ", at a price not in the data",
                _ => ", at a price not in the data either",
            }
        ),
        _ => format!("{how} {}: requests may be processed {}.", d.label(), d.processing()),
    });
    if u.finetuned {
        v.push(
            "A fine-tuned model's tokens bill at the base model's rates, plus its hosting fee."
                .into(),
        );
        v.push(finetuned::words(l));
        if let Some(region) = r.limited {
            v.push(format!("Created in {}.", prices::region_label(region)));
        }
    }
    if let Some(c) = peak(u, routes) {
        v.push(c.words);
    }
    v.extend(gpt6::token_notes(l, &u.traffic));
    // Provisioned throughput, with the arithmetic that says whether it would pay.
    if let Some(p) = &routes.get(Target::ProvisionedThroughput).ptu {
        if p.cents_per_hour > 0 {
            v.push(format!(
                "Provisioned throughput instead (PTUs: provisioned throughput units, model capacity reserved and billed by the hour, used or not): {}; {} PTUs × {}/PTU-hour × 730 h = {} a month.",
                p.working,
                traffic::group(u64::from(p.ptus)),
                usd(f64::from(p.cents_per_hour) / 100.0, 2),
                money_micro(p.monthly_micro)
            ));
        }
    } else if !u.finetuned {
        v.extend(fireworks::note(l, &u.traffic));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::models;
    use crate::advisor::models::deployment::*;

    #[test]
    fn ptu_follows_the_sizing_pages_worked_example() {
        // gpt-5.2, 1,000 requests a minute of 200 in and 20 out, no cache: 105.88 → 110 PTUs.
        let t = Traffic::daily(60_000, 200, 20, 1);
        let p = ptu_size(Llm::Gpt52, &t, Deployment::DataZoneProvisioned, "eastus").unwrap();
        assert_eq!(p.normalized_tpm.round() as u64, 360_000);
        assert_eq!(p.ptus, 110);
        assert!(p.working.contains("105.9 → 110 PTUs"), "{}", p.working);
        // Small traffic takes the minimum; Llama-3.3-70B's are 100 in steps of 100.
        let small = Traffic::daily(1_000, 2_000, 500, 8);
        assert_eq!(
            ptu_size(Llm::Gpt54, &small, Deployment::GlobalProvisioned, "")
                .unwrap()
                .ptus,
            15
        );
        let llama = ptu_size(
            Llm::Llama3370bInstruct,
            &small,
            Deployment::GlobalProvisioned,
            "",
        )
        .unwrap();
        assert_eq!((llama.ptus, llama.monthly_micro), (100, 73_000_000_000));
        // No Data Zone provisioned offer for Llama; no sizing row for gpt-6-luna.
        assert!(ptu_size(
            Llm::Llama3370bInstruct,
            &small,
            Deployment::DataZoneProvisioned,
            ""
        )
        .is_none());
        assert!(ptu_size(Llm::Gpt6Luna, &small, Deployment::GlobalProvisioned, "").is_none());
        // Regional: minimum 50, and the region's own price, or none.
        let r = ptu_size(
            Llm::Gpt54,
            &small,
            Deployment::RegionalProvisioned,
            "westeurope",
        )
        .unwrap();
        assert_eq!((r.ptus, r.cents_per_hour), (50, 240));
        assert_eq!(
            ptu_cents(Deployment::RegionalProvisioned, "centralindia"),
            0
        );
    }

    #[test]
    fn the_rate_at_peak_meets_the_default_limit() {
        // Llama-3.3-70B: 400,000 tokens a minute by default.
        let ok = rate_check(
            Llm::Llama3370bInstruct,
            Deployment::GlobalStandard,
            &Traffic::daily(10_000, 2_000, 500, 8),
        );
        assert!(
            !ok.over && ok.words.contains("within the default limit"),
            "{}",
            ok.words
        );
        assert_eq!(ok.capacity, 53);
        let over = rate_check(
            Llm::Llama3370bInstruct,
            Deployment::GlobalStandard,
            &Traffic::daily(1_000_000, 2_000, 500, 8),
        );
        assert!(over.over && over.words.contains("HTTP 429"));
        assert_eq!(over.capacity, 400, "capped at the quota");
        // gpt-5.2 has no listed default: said, not invented.
        let none = rate_check(
            Llm::Gpt52,
            Deployment::GlobalStandard,
            &Traffic::daily(1_000, 2_000, 500, 8),
        );
        assert!(!none.over && none.words.contains("no default rate limit"));
        // Claude counts uncached input and output apart, per pay-as-you-go subscription: 1,000
        // requests a day over 8 hours at 2,000 in and 500 out is about 4,167 in and 1,042 out a
        // minute, within 40,000 and 8,000; 500 tokens out at 20,000 requests a day is not.
        let claude = |requests, out| {
            rate_check(
                Llm::ClaudeSonnet5,
                Deployment::GlobalStandard,
                &Traffic::daily(requests, 2_000, out, 8),
            )
        };
        let within = claude(1_000, 500);
        assert!(!within.over, "{}", within.words);
        assert!(
            within
                .words
                .contains("40,000 uncached input and 8,000 output tokens and 40 requests a minute"),
            "{}",
            within.words
        );
        assert!(within.words.contains("per subscription at pay-as-you-go"));
        assert!(
            within
                .words
                .contains("4,167 tokens in and 1,042 out a minute"),
            "{}",
            within.words
        );
        // 10,000 requests a day: 20.8 a minute, 41,667 tokens in (over), 10,417 out (over).
        assert!(claude(10_000, 500).over);
        // Output alone over: 3,000 requests at 4,000 out is 25,000 out a minute, 12,500 in.
        let out_only = claude(3_000, 4_000);
        assert!(
            out_only.over && out_only.words.contains("HTTP 429"),
            "{}",
            out_only.words
        );
        // Its month's output (365 million) is more than 8,000 a minute carries (350.4 million):
        // said, the input (within) not.
        assert!(
            out_only
                .words
                .contains("365 million output tokens (the limit carries 350.4 million)")
                && !out_only.words.contains("input tokens (the limit carries"),
            "{}",
            out_only.words
        );
        // Over at peak, but the month fits at an even rate: flattening the peak is the way.
        let peak_only = claude(10_000, 500);
        assert!(
            peak_only
                .words
                .contains("would fit these limits at an even rate"),
            "{}",
            peak_only.words
        );
        // Data Zone Standard (US): the same limits, per data zone (row M).
        let zone = rate_check(
            Llm::ClaudeOpus55,
            Deployment::DataZoneStandard,
            &Traffic::daily(1_000, 2_000, 500, 8),
        );
        assert_eq!((zone.quota_tpm, zone.quota_rpm), (40_000, 40));
        assert!(zone.words.contains("for the data zone"), "{}", zone.words);
        assert!(
            !zone.words.contains("pooled across regions"),
            "{}",
            zone.words
        );
        // Above what the limits carry in a month even at an even rate (about 1.75 billion input
        // tokens): said, with no way but more quota.
        let month = rate_check(
            Llm::ClaudeSonnet55,
            Deployment::GlobalStandard,
            &Traffic::daily(200_000, 1_500, 400, 12),
        );
        assert!(month.over);
        assert!(
            month
                .words
                .contains("9.1 billion input tokens (the limit carries 1.8 billion)")
                && month.words.contains("only more quota"),
            "{}",
            month.words
        );
    }

    #[test]
    fn token_bills_carry_their_own_source() {
        let lines = token_lines(Llm::Gpt54, Deployment::GlobalStandard, 100_000, 20_000).unwrap();
        assert_eq!(lines.iter().map(|l| l.micro).sum::<u64>(), 550_000_000);
        assert!(lines[0]
            .working
            .contains("LiteLLM open price list azure/gpt-5.4, 2026-08-01"));
        let batch = token_lines(Llm::Gpt54, Deployment::GlobalBatch, 100_000, 20_000).unwrap();
        assert!(batch[1].working.contains("Retail meter"));
        assert!(token_lines(Llm::Llama4Maverick, Deployment::GlobalStandard, 1, 1).is_none());
    }

    #[test]
    fn break_even_matches_the_reference_example() {
        // Llama-3.3-70B at $0.71 both ways against one NC96ads_A100_v4 ($10,725.16 a month):
        // 15.1 billion tokens, about 5,750 tokens a second (§14).
        let t = Traffic {
            monthly: Some((1_000, 1_000)),
            ..Traffic::daily(1, 1, 1, 1)
        };
        let (k, rate) = break_even(
            Llm::Llama3370bInstruct,
            Deployment::GlobalStandard,
            &t,
            10_725_160_000,
        )
        .unwrap();
        assert_eq!(k / 100_000, 151);
        assert_eq!(rate / 10, 574);
    }

    /// Every model's token lines, at every type it has a price for: the input line names the
    /// price's input meter (or litellm key), the output line the output meter, and never the
    /// other's. A Retail meter names its direction ("Inp", "Outp", "opt").
    #[test]
    fn each_token_line_names_its_own_meter() {
        use Deployment::*;
        let mut checked = 0;
        for l in Llm::ALL.iter().copied() {
            for d in [GlobalStandard, DataZoneStandard, GlobalBatch, DataZoneBatch] {
                let p = d.price(l);
                let Some(lines) = token_lines(l, d, 1_000, 1_000) else {
                    continue;
                };
                let name = l.model().name;
                let input = &lines[0];
                assert_eq!(input.label, "Input tokens");
                assert!(
                    input.working.contains(&p.cite()),
                    "{name} {d:?}: {}",
                    input.working
                );
                let Some(output) = lines.get(1) else {
                    continue;
                };
                assert_eq!(output.label, "Output tokens");
                assert!(
                    output.working.contains(&p.cite_output()),
                    "{name} {d:?}: {}",
                    output.working
                );
                if p.src == models::Src::Retail {
                    let (i, o) = (p.key.to_lowercase(), p.out_key.to_lowercase());
                    assert!(
                        !p.out_key.is_empty() && p.out_key != p.key,
                        "{name} {d:?}: one meter for both"
                    );
                    assert!(i.contains("inp"), "{name} {d:?}: input meter {}", p.key);
                    assert!(
                        o.contains("outp") || o.contains("opt"),
                        "{name} {d:?}: output meter {}",
                        p.out_key
                    );
                    assert!(
                        !output
                            .working
                            .contains(&format!("\u{201c}{}\u{201d}", p.key)),
                        "{name} {d:?}: {}",
                        output.working
                    );
                    assert!(
                        !input
                            .working
                            .contains(&format!("\u{201c}{}\u{201d}", p.out_key)),
                        "{name} {d:?}: {}",
                        input.working
                    );
                    checked += 1;
                }
            }
        }
        // Cohere-command-a's Global Standard and the OpenAI batch prices are Retail meters.
        assert!(checked >= 17, "{checked}");
        let cohere = token_lines(Llm::CohereCommandA, GlobalStandard, 1_000, 1_000).unwrap();
        assert!(
            cohere[1].working.contains("Command A Outp Glbl Tokens"),
            "{}",
            cohere[1].working
        );
    }
}
