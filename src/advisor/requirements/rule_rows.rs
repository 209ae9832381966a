//! The kinds of rows the rule tables hold (`rules.rs`, and the requirements' own tables in
//! `network.rs` and `residency.rs`): an exclusion, a weighted reason or caveat, a rule read from
//! the catalog's facts, a tip and which picks it is for. Each row carries the words shown and the
//! source it rests on. Only the shapes live here, so that every table can use them without
//! importing another table.

use crate::advisor::answers::Situation;
use crate::advisor::facts::catalog::{Facts, Target};
use crate::advisor::facts::sources::Source;

/// A target that must not be advised in a situation, and why.
pub struct Exclusion {
    /// Names the row in tests and reports; not compiled into the page.
    #[cfg(not(target_arch = "wasm32"))]
    pub id: &'static str,
    pub targets: &'static [Target],
    pub when: fn(&Situation) -> bool,
    pub why: &'static str,
    pub source: Source,
}

/// Something that speaks for (weight > 0: a reason) or against (weight < 0: a caveat) a target.
pub struct Rule {
    /// Names the row in tests and reports; not compiled into the page.
    #[cfg(not(target_arch = "wasm32"))]
    pub id: &'static str,
    pub targets: &'static [Target],
    pub weight: i16,
    pub when: fn(&Situation) -> bool,
    pub text: &'static str,
    pub source: Source,
}

/// Which picks a tip is for.
pub enum For {
    /// Any pick: the tip is about the situation.
    Any,
    Only(&'static [Target]),
    /// Picks whose catalog facts pass the test.
    Facts(fn(&Facts) -> bool),
}

impl For {
    pub fn includes(&self, t: Target) -> bool {
        match self {
            For::Any => true,
            For::Only(ts) => ts.contains(&t),
            For::Facts(test) => test(t.facts()),
        }
    }
}

/// What a fact rule does to the targets it applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Exclude,
    Weigh(i16),
}

/// A rule read from the catalog's facts rather than from a list of targets: it applies to every
/// target whose facts pass `applies`, and cites that fact's source.
pub struct FactRule {
    /// Names the row in tests and reports; not compiled into the page.
    #[cfg(not(target_arch = "wasm32"))]
    pub id: &'static str,
    pub when: fn(&Situation) -> bool,
    pub applies: fn(&Facts) -> bool,
    pub verdict: Verdict,
    pub text: &'static str,
    pub source: fn(&Facts) -> Source,
}

/// A practical tip shown with a pick.
pub struct Tip {
    /// Names the row in tests and reports; not compiled into the page.
    #[cfg(not(target_arch = "wasm32"))]
    pub id: &'static str,
    pub target: For,
    pub when: fn(&Situation) -> bool,
    pub text: &'static str,
    pub source: Source,
    /// The tip advises low-priority or Spot capacity.
    pub preemptible: bool,
}
