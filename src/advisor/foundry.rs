//! What a catalog model costs and takes on a Foundry resource, as arithmetic a person can redo:
//! the deployment type and its per-token price (with that price's own source and date), the
//! hourly hosting of a fine-tuned model, provisioned throughput sized by the model family's rule,
//! the rate at peak against the default rate limits, the capacity a deployment command asks for,
//! and a fine-tuning job's training tokens. Pure; the figures come from [`super::models`].
//!
//! Reference: `shared/reference/foundation-models.md` §2 (deployment types), §5 (batch), §6 (rate
//! limits), §7 (provisioned throughput), §8 (fine-tuning); prices `shared/data/README.md`.

pub use super::bill::finetune::{hosting, training_job};
pub use super::bill::managed::monthly_k_at;
pub use super::bill::tokens::{
    break_even, ptu_cents, ptu_size, rate_check, standard_type, token_lines, token_micro,
    Deployment, PtuSize, RateCheck, TokenLine,
};
