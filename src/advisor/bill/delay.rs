//! The bills of delay-tolerant work on a catalog model (`serve=batch`): a batch deployment's
//! or Flex processing's tokens for the month, and what they assume. Which routes a model has,
//! and their arithmetic, is `delay.rs`'s.

use super::route::Route;
use super::usage::{traffic_words, Usage};
use super::{ItemKind, LineItem};
use crate::advisor::answers::Residency;
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::{money_micro, Money};
use crate::advisor::models::delay;
use crate::advisor::models::deployment::{self, Deployment};
use crate::advisor::models::Llm;
use crate::advisor::requirements::residency;

/// The month's line items of a route for delay-tolerant work, or why it has none.
pub fn line_items(r: &Route, u: &Usage) -> Result<Vec<LineItem>, String> {
    let l = u.llm.unwrap_or(Llm::Phi4);
    let (lines, route) = if r.target == Target::FlexProcessing {
        (
            delay::flex_lines(l, u.tokens_in_k, u.tokens_out_k),
            "Flex processing",
        )
    } else {
        // The batch type the route is created as (where data must stay, the one that keeps it
        // there), at its own meter.
        let d = r.deployment.unwrap_or(Deployment::GlobalBatch);
        (
            deployment::token_lines(l, d, u.tokens_in_k, u.tokens_out_k),
            d.label(),
        )
    };
    let Some(lines) = lines else {
        return Err(format!(
            "The price data has no {route} price for {}.",
            l.model().name
        ));
    };
    Ok(lines
        .into_iter()
        .map(|t| {
            let usd = t.micro as f64 / 1e6;
            LineItem {
                kind: ItemKind::Busy,
                label: t.label,
                working: t.working,
                amount: Money::from_usd(usd),
                exact_usd: usd,
            }
        })
        .collect())
}

/// The assumptions a route's costs rest on.
pub fn assumptions(r: &Route, u: &Usage) -> Vec<String> {
    let t = r.target;
    let Some(l) = u.llm else {
        return Vec::new();
    };
    let (in_k, out_k) = (u.tokens_in_k, u.tokens_out_k);
    let m = l.model();
    let mut v = vec![traffic_words(u) + "."];
    match t {
        Target::FlexProcessing => {
            v.push(delay::FLEX_TERMS.to_string());
            v.push(format!("Flex processing is offered for {} on Global Standard only: the same tokens at the Standard tier would be {} a month.", m.name, standard_words(l, in_k, out_k)));
            // Flex shares the Global Standard deployment's quota: its limit holds.
            v.push(deployment::rate_check(l, Deployment::GlobalStandard, &u.traffic).words);
        }
        Target::BatchDeployment => {
            v.push(delay::BATCH_TERMS.to_string());
            if u.residency != Residency::Any {
                v.push(format!(
                    "Priced as Data Zone Batch: requests are processed within {}, at the Data Zone Batch meter ({}).",
                    residency::zone_words(u.residency),
                    m.zone_batch.cite()
                ));
            } else if let Some(zone) = delay::zone_batch(l) {
                let dz = deployment::token_micro(l, Deployment::DataZoneBatch, in_k, out_k);
                v.push(format!(
                    "Data Zone Batch ({zone}) keeps processing within the data zone: {} a month for the same tokens ({}).",
                    dz.map_or("not estimated".to_string(), |d| money_micro(d).to_string()),
                    m.zone_batch.cite()
                ));
            }
        }
        _ => {}
    }
    // A GPT-6 deployment of any type waits on the quota request.
    if crate::advisor::models::gpt6::is_gpt6(l) {
        v.push(crate::advisor::models::gpt6::quota_note(l));
    }
    v
}

fn standard_words(l: Llm, in_k: u64, out_k: u64) -> String {
    deployment::token_micro(l, Deployment::GlobalStandard, in_k, out_k)
        .map_or("not estimated".to_string(), |d| money_micro(d).to_string())
}
