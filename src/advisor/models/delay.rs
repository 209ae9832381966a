//! Delay-tolerant work on a catalog model used as it is (`serve=batch`): enrichment, evaluations,
//! document analysis, where nobody waits for each answer. Two routes bill less than a standard
//! deployment, each only where the model has it:
//!
//! - **Batch** (Global Batch, and Data Zone Batch where the model has it): a deployment of its
//!   own, jobs of requests in a file, a 24-hour target turnaround, at the batch meters (half the
//!   Global Standard price). Which models: the batch matrix (`offer::GLOBAL_BATCH`, §5).
//! - **Flex processing** (preview): requests sent with `service_tier: "flex"` to the model's
//!   Global Standard deployment, at 50 % of its Standard input and output rates (`Model::flex`;
//!   the reference's first table, row A: the flex-processing how-to, 10/06/2026).
//!
//! Pure arithmetic and words; the figures come from [`crate::advisor::models`]. The routes' bills are
//! `bill/delay.rs`.

use super::deployment::{self, Deployment, TokenLine};
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::num::grouped;
use crate::advisor::models::{self, offer, Kind, Llm};

/// The model has a Global Batch deployment with a price the data trusts.
pub fn has_batch(l: Llm) -> bool {
    let m = l.model();
    m.offers(offer::GLOBAL_BATCH) && m.batch.known()
}

/// The model takes Flex processing on its Global Standard deployment, priced.
pub fn has_flex(l: Llm) -> bool {
    let m = l.model();
    m.flex && m.offers(offer::GS) && m.global.known()
}

/// The model has a route for delay-tolerant work, so whether someone waits changes the answer.
pub fn has_route(l: Llm) -> bool {
    has_batch(l) || has_flex(l)
}

/// The Data Zone Batch the model has, in words ("US", "US and EU"), where it has one priced.
pub fn zone_batch(l: Llm) -> Option<&'static str> {
    let m = l.model();
    if !m.zone_batch.known() {
        return None;
    }
    match (m.offers(offer::DZ_BATCH_US), m.offers(offer::DZ_BATCH_EU)) {
        (true, true) => Some("US and EU"),
        (true, false) => Some("US"),
        (false, true) => Some("EU"),
        (false, false) => None,
    }
}

/// The token bill of a month with Flex processing: each Global Standard rate halved, with the
/// Standard price's own source and the page that halves it.
pub fn flex_lines(l: Llm, in_k: u64, out_k: u64) -> Option<Vec<TokenLine>> {
    if !has_flex(l) {
        return None;
    }
    let m = l.model();
    let p = m.global;
    let line = |label, k: u64, standard: u32| {
        let price = u64::from(standard) / 2;
        TokenLine {
            label,
            working: format!(
                "{} M tokens × {} per 1M: 50 % of the Global Standard {} ({}, Flex processing; {}; Flex at 50 %: flex-processing how-to, 2026-10-06)",
                grouped(k as f64 / 1000.0, 3),
                models::usd_micro(price),
                models::usd_micro(u64::from(standard)),
                m.name,
                p.cite()
            ),
            micro: k * price / 1000,
        }
    };
    let mut v = vec![line("Input tokens", in_k, p.input)];
    if m.kind == Kind::Chat {
        v.push(line("Output tokens", out_k, p.output));
    }
    Some(v)
}

/// The token bill of a month as a Global Batch deployment (the batch meters).
pub fn batch_lines(l: Llm, in_k: u64, out_k: u64) -> Option<Vec<TokenLine>> {
    if !has_batch(l) {
        return None;
    }
    deployment::token_lines(l, Deployment::GlobalBatch, in_k, out_k)
}

/// Micro-dollars a month of a route's whole bill.
pub fn route_micro(t: Target, l: Llm, in_k: u64, out_k: u64) -> Option<u64> {
    let lines = match t {
        Target::BatchDeployment => batch_lines(l, in_k, out_k),
        Target::FlexProcessing => flex_lines(l, in_k, out_k),
        _ => None,
    }?;
    Some(lines.iter().map(|t| t.micro).sum())
}

/// The cheaper of the routes the model has for delay-tolerant work (Batch on a tie: it has a
/// turnaround target, Flex has none).
pub fn cheapest(l: Llm, in_k: u64, out_k: u64) -> Option<Target> {
    [Target::BatchDeployment, Target::FlexProcessing]
        .into_iter()
        .filter_map(|t| route_micro(t, l, in_k, out_k).map(|m| (m, t)))
        .min_by_key(|(m, _)| *m)
        .map(|(_, t)| t)
}

/// What Flex processing means for the work, in plain words (the flex-processing how-to).
pub const FLEX_TERMS: &str = "Flex processing (preview) is not a deployment of its own: each request to your Global Standard deployment asks for it with service_tier: \"flex\" (Responses or Chat Completions API) and shares that deployment's quota. Answers come more slowly, with no latency or service SLA. When Flex capacity is short a request gets HTTP 429 and is not billed; nothing falls back by itself: retry later, or with service_tier: \"default\" at the Standard price.";

/// What a batch deployment means for the work, in plain words (the deployment-types page, §5).
pub const BATCH_TERMS: &str = "A batch deployment is a deployment of its own: you upload a JSONL file of requests and start a job; results come back as a file, with a 24-hour target turnaround that has no real-time SLA and may take longer. Its quota is enqueued tokens, separate from the standard deployment's.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flex_is_half_the_standard_price() {
        let (i, o) = (5_000_000, 1_000_000);
        let flex = route_micro(Target::FlexProcessing, Llm::Gpt56Sol, i, o).unwrap();
        let std = deployment::token_micro(Llm::Gpt56Sol, Deployment::GlobalStandard, i, o).unwrap();
        assert_eq!(flex * 2, std);
        assert!(flex_lines(Llm::Gpt56Sol, i, o).unwrap()[0]
            .working
            .contains("50 % of the Global Standard"));
    }

    #[test]
    fn routes_follow_the_reference() {
        // Row A: Flex for gpt-5.6-sol, -luna, -terra (gpt-6-astra where the table has it).
        for l in Llm::ALL {
            let name = l.model().name;
            if has_flex(*l) {
                assert!(
                    name.starts_with("gpt-5.6-") || name == "gpt-6-astra",
                    "{name}"
                );
            }
            // §5: no batch for gpt-5-mini, gpt-5.2, gpt-5.5, gpt-5.6 or any non-OpenAI model.
            if has_batch(*l) {
                assert_eq!(l.model().seller, models::Seller::AzureOpenAi, "{name}");
                assert!(
                    !["gpt-5-mini", "gpt-5.2", "gpt-5.5"].contains(&name)
                        && !name.starts_with("gpt-5.6"),
                    "{name}"
                );
            }
        }
        assert!(has_flex(Llm::Gpt56Sol) && has_flex(Llm::Gpt56Luna) && has_flex(Llm::Gpt56Terra));
        assert!(!has_batch(Llm::Gpt56Sol));
        assert!(has_batch(Llm::Gpt54) && !has_flex(Llm::Gpt54));
        assert_eq!(zone_batch(Llm::Gpt54), Some("US"));
        assert_eq!(cheapest(Llm::Gpt56Sol, 1, 1), Some(Target::FlexProcessing));
        assert_eq!(cheapest(Llm::Gpt55, 1, 1), None);
    }
}
