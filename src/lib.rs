//! Azure ML compute advisor: where should this machine-learning work run?
//!
//! - [`advisor`]: the recommendation core and cost model. Pure Rust, no I/O, no web crate; the
//!   page and the native `advise` command share it.
//! - [`markup`]: the read-only parts of a result (summary, cards, tips, costs, sources) as escaped
//!   markup strings. Pure like the advisor, so it is tested natively.
//! - [`charts`]: the result's charts (tradeoff table, cost bars, cost lines) as markup, with
//!   their geometry; pure and tested natively.
//! - [`writer`]: the small escaping markup writer and the numbered sources, which [`markup`] and
//!   [`charts`] both write through (charts never import markup).
//! - [`ui`]: the Yew page. It renders what the advisor computes and decides nothing itself.
//! - `importer` (native only): rebuilds the compiled-in price table from the price sources.
//! - `firststep` (native only): renders the wizard's first step into `index.html`.

/// `format!` for this crate, shadowing the standard one: the same text through one shared,
/// never-inlined function, where the standard macro inlines a fast path for constant text at each
/// of its hundreds of call sites in the page.
macro_rules! format {
    ($($t:tt)*) => {
        $crate::advisor::facts::num::format(format_args!($($t)*))
    };
}

pub mod advisor;
pub mod charts;
#[cfg(not(target_arch = "wasm32"))]
pub mod firststep;
#[cfg(not(target_arch = "wasm32"))]
pub mod importer;
pub mod markup;
pub mod ui;
pub mod writer;
