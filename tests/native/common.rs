//! What several test modules share: the traffic samples they try catalog models at, the answer
//! space with each catalog situation taken at those traffics, and the source files the house
//! tests read.

use aml_compute_advisor::advisor::answers::{ModelUse, Situation};
use aml_compute_advisor::advisor::bill::cost::CostReport;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::money::Money;
use aml_compute_advisor::advisor::facts::traffic::{Traffic, DEFAULT_TRAFFIC};
use aml_compute_advisor::advisor::{advise, Advice};

/// A public app around the clock: 5 million requests a day of 3,000 tokens in and 300 out,
/// above most models' default rate limits.
pub const BUSY: Traffic = Traffic {
    requests: 5_000_000,
    tokens_in: 3_000,
    tokens_out: 300,
    day_hours: 24,
    week_days: 7,
    monthly: None,
    people: None,
};

/// Nightly enrichment over 8 hours: 100,000 requests of 1,500 tokens in and 500 out, about 6
/// billion tokens a month.
pub const NIGHTLY: Traffic = Traffic::daily(100_000, 1_500, 500, 8);

/// Volumes given a month, as an older link's `tokensin` and `tokensout` gave them (no peak).
pub const MONTHLY: Traffic = Traffic {
    monthly: Some((60_000, 15_000)),
    ..DEFAULT_TRAFFIC
};

/// A catalog model, as it is or fine-tuned (not the team's own model).
pub fn catalog(s: &Situation) -> bool {
    s.model != ModelUse::Own
}

/// Each catalog situation once at every traffic of `traffics`, every other situation once.
pub fn at_traffics(situations: Vec<Situation>, traffics: &[Traffic]) -> Vec<Situation> {
    let mut out = Vec::new();
    for s in situations {
        if catalog(&s) {
            out.extend(traffics.iter().map(|&traffic| Situation { traffic, ..s }));
        } else {
            out.push(s);
        }
    }
    out
}

/// Each situation with its advice.
pub fn advised(situations: Vec<Situation>) -> Vec<(Situation, Advice)> {
    situations
        .into_iter()
        .map(|s| (s, advise(&s.to_answers())))
        .collect()
}

/// What `t` costs a month in the report, where it is priced.
pub fn monthly(costs: &CostReport, t: Target) -> Option<Money> {
    costs
        .options
        .iter()
        .find(|c| c.target == t)
        .and_then(|c| c.monthly.total())
}

/// Every `.rs` file under `dir`, at any depth.
pub fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{} is readable: {e}", dir.display()))
        .flatten()
    {
        let p = entry.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}
