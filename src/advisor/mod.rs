//! The recommendation core: pure Rust, no I/O, no web crate (a test in `tests/native/purity.rs`
//! fails if one is imported). The page and the native `advise` command both call
//! [`link::answer::Answer::of`], the one pass from a decoded link to the whole answer.
//!
//! Floors, bottom to top; a file imports only from its own floor or one below
//! (`tests/native/layering.rs` fails otherwise):
//!
//! 1. [`facts`]: compute targets, sources, VM prices, money and numbers, traffic.
//! 2. [`models`]: the model table and what follows from a model alone.
//! 3. [`answers`]: the answers, the situation they settle into, the choices.
//! 4. [`requirements`]: what residency, the network, keys and on-premises allow.
//! 5. [`questions`]: which questions are asked, in what order, with what defaults.
//! 6. [`bill`]: the usage resolved, and the bills and cost report priced from it.
//! 7. [`ranking`]: the rules, the ranked advice, its qualities and summary.
//! 8. [`link`]: the link codec, what was asked, the one pass, levers.
//! 9. [`documents`]: the create commands, the exports, the whole-project plan.
//!
//! Data flow: [`Answers`] (from the wizard or a share link) → [`Situation`] (defaults filled in,
//! irrelevant answers reset) → rules → [`Advice`] (ranked options with reasons and sources, tips,
//! and what would change the pick) → costs → documents.

pub mod answers;
pub mod bill;
pub mod documents;
pub mod facts;
pub mod link;
pub mod models;
pub mod questions;
pub mod ranking;
pub mod requirements;

// The front door for the page, `advise` and the tests; inside the advisor, files import from
// the floor that defines a thing.
pub use answers::{Answers, Question, Situation};
pub use facts::catalog::{Target, CATALOG, LEGACY};
pub use facts::sources::{Doc, Source};
pub use ranking::{
    advise, changes, rank, serving_pick, tips_for, top_pick, Advice, Change, Excluded, ModelFacts,
    Note, RankedOption,
};
