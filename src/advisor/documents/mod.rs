//! The top floor: documents made from an answer. The commands that create the pick
//! ([`create`]: Azure CLI, YAML, Python SDK v2), the exports ([`export`]: JSON, Markdown, CSV)
//! and the whole-project plan of several workloads ([`plan`]).

pub mod create;
pub mod export;
pub mod plan;
