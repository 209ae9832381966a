//! The native tests, one binary: each module below was its own test file. Built as one crate,
//! the tests compile and link once instead of 27 times (the library and its dependencies were
//! linked into every file's binary), and `cargo test` runs them all on every core at once.
//! Run one module with `cargo test --test native guardrails::`, one test by its name.
#![cfg(not(target_arch = "wasm32"))]

mod asked;
mod charts;
mod claude;
mod common;
mod cost;
mod create;
mod delay;
mod export;
mod finetune_journeys;
mod firststep;
mod fit;
mod guardrails;
mod hf;
mod importer;
mod keys;
mod known_costs;
mod layering;
mod links;
mod managed;
mod network;
mod onprem;
mod palette;
mod plan;
mod ptu_sizing;
mod purity;
mod references;
mod regions;
mod residency;
mod route;
mod scenarios;
mod sources;
mod summary;
mod truthful;
