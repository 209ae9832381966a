//! Deployments on a Foundry resource, by the path their callers have long used: the deployment
//! types, per-token prices, PTU sizing and rate limits live in [`super::deployment`],
//! fine-tuning's training and hosting in [`super::bill::finetune`], and the tokens a measured
//! rate serves on managed compute in [`super::bill::managed`].

pub use super::bill::finetune::{hosting, training_job};
pub use super::bill::managed::monthly_k_at;
pub use super::deployment::{
    break_even, ptu_cents, ptu_size, rate_check, standard_type, token_lines, token_micro,
    Deployment, PtuSize, RateCheck, TokenLine,
};
