//! Deployments on a Foundry resource, by the path their callers have long used: the deployment
//! types, per-token prices, PTU sizing and rate limits live in [`crate::advisor::models::deployment`],
//! fine-tuning's training and hosting in [`crate::advisor::bill::finetune`], and the tokens a measured
//! rate serves on managed compute in [`crate::advisor::bill::managed`].

pub use crate::advisor::bill::finetune::{hosting, training_job};
pub use crate::advisor::bill::managed::monthly_k_at;
pub use crate::advisor::models::deployment::{
    break_even, ptu_cents, ptu_size, rate_check, standard_type, token_lines, token_micro,
    Deployment, PtuSize, RateCheck, TokenLine,
};
