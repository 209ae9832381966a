//! Managed compute for a catalog model's open weights: an online endpoint whose instances bill
//! by the VM hour like any managed online endpoint (their lines are [`super::vm`]'s), on the
//! smallest size the weights fit on ([`super::usage::default_vm`] reads it from the model
//! table); what its price assumes about that size and the traffic, and the tokens a measured
//! rate serves a month, which the comparison with per-token billing reads.

use super::usage::{traffic_words, Usage};
use crate::advisor::models::Llm;

/// What managed compute's price assumes for a catalog model: the size its weights fit on, and
/// the traffic.
pub fn assumptions(u: &Usage, l: Llm, assumptions: &mut Vec<String>) {
    let m = l.model();
    assumptions.push(if m.gpu.is_empty() {
        format!("No source read gives a VM size the weights of {} fit on: {} is assumed; check the model card's inference_compute_allow_list.", m.name, u.vm.name)
    } else {
        format!("{} is the smallest size the weights of {} fit on by KAITO's node estimator, an open-source tool that sizes GPU machines for serving models with vLLM (weights, overhead and one 2,048-token sequence); the model card's inference_compute_allow_list decides.", m.gpu, m.name)
    });
    assumptions.push(traffic_words(u) + ".");
}

/// Thousands of tokens a month at a sustained rate (tokens a second, around the clock).
pub fn monthly_k_at(rate: u16) -> u64 {
    u64::from(rate) * 2_628_000 / 1000
}
