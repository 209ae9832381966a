//! What a catalog model costs and takes on a Foundry resource, as arithmetic a person can redo:
//! the deployment type and its per-token price (with that price's own source and date), the
//! hourly hosting of a fine-tuned model, provisioned throughput sized by the model family's rule,
//! the rate at peak against the default rate limits, the capacity a deployment command asks for,
//! and a fine-tuning job's training tokens. Pure; the figures come from [`super::models`].
//!
//! Reference: `shared/reference/foundation-models.md` §2 (deployment types), §5 (batch), §6 (rate
//! limits), §7 (provisioned throughput), §8 (fine-tuning); prices `shared/data/README.md`.

use super::models::{self, Llm};
use super::num::short;
use super::traffic::Training;

pub use super::bill::tokens::{
    break_even, ptu_cents, ptu_size, rate_check, standard_type, token_lines, token_micro,
    Deployment, PtuSize, RateCheck, TokenLine,
};

/// The hourly hosting fee of a deployed fine-tuned model: cents an hour and its meter, where the
/// data has it.
pub fn hosting(l: Llm) -> Option<(u32, &'static str)> {
    let f = l.model().finetune?;
    (f.hosting_cents > 0).then_some((f.hosting_cents, f.hosting_key))
}

/// A fine-tuning job's training price: micro-dollars per job and how it adds up (§8: "price = #
/// training tokens × # epochs × training price per token"), where the data has the price.
pub fn training_job(l: Llm, tr: &Training) -> Option<(u64, String)> {
    let f = l.model().finetune?;
    if !f.train.known() {
        return None;
    }
    let trained = tr.trained_k();
    let micro = trained * u64::from(f.train.input) / 1000;
    Some((
        micro,
        format!(
            "{} M training tokens × {} epochs = {} M × {} per 1M (Global training; {})",
            short(f64::from(tr.tokens_k) / 1000.0, 3),
            tr.epochs,
            short(trained as f64 / 1000.0, 3),
            models::usd_micro(u64::from(f.train.input)),
            f.train.cite()
        ),
    ))
}

/// Thousands of tokens a month at a sustained rate (tokens a second, around the clock).
pub fn monthly_k_at(rate: u16) -> u64 {
    u64::from(rate) * 2_628_000 / 1000
}
