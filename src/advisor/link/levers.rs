//! The fields that change an option's price, read off the cost model: each field of the result
//! that can move the price is tried with a few values it accepts, through the share codec as an
//! edit would go, and kept when one of them changes the option's monthly figure. "Change the
//! usage" goes to the first of them (`ui::actions`), so a per-token deployment leads to its
//! traffic, a fine-tuning job to its data, compute to its hours and nodes, never to a field
//! that leaves the price as it is.

use super::share::{self, Shared};
use crate::advisor::answers::Question;
use crate::advisor::bill::cost;
use crate::advisor::bill::route::Routes;
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::prices;

/// The keys whose fields may change a price, in the order "Change the usage" prefers them: how
/// much work there is (traffic, training data, hours), how much capacity runs it, then on what
/// and where, then the rest.
const CANDIDATES: [&str; 22] = [
    "requests",
    "intokens",
    "outtokens",
    "dayhours",
    "tokensin",
    "tokensout",
    "traintokens",
    "epochs",
    "hours",
    "people",
    "nodes",
    "instances",
    "mininstances",
    "runs",
    "ftjobs",
    "trainhours",
    "tps",
    "vm",
    "region",
    "minnodes",
    "idle",
    "priority",
];

/// The `id` of the result's field for `key`: the traffic and training numbers are answers
/// (`edit-KEY`), the rest the usage to price (`usage-KEY`).
pub fn field_id(key: &str) -> String {
    let answer = [Question::Traffic, Question::Training]
        .iter()
        .any(|q| q.keys().contains(&key))
        || matches!(key, "tokensin" | "tokensout");
    if answer {
        format!("edit-{key}")
    } else {
        format!("usage-{key}")
    }
}

/// Whether the result shows a field for `key` (`options`: the ranked options shown).
fn shown(key: &str, shared: &Shared, options: &[Target]) -> bool {
    let s = shared.answers.situation();
    let asked = |q: Question| q.is_asked(&s) && !shared.is_locked(q);
    match key {
        "requests" | "intokens" | "outtokens" | "dayhours" => asked(Question::Traffic),
        // An older link's monthly volumes keep their fields until the requests are given.
        "tokensin" | "tokensout" => asked(Question::Traffic) && s.traffic.monthly.is_some(),
        "traintokens" | "epochs" => asked(Question::Training),
        "hours" => Question::Hours.is_asked(&s),
        _ => cost::shows_field(key, &s, options),
    }
}

/// A few values `key` accepts, spread over its range.
fn probes(key: &str) -> Vec<String> {
    let spread = |lo: u32, hi: u32| vec![lo, lo + (hi - lo) / 7, (lo + hi) / 2, hi];
    let nums = share::step_range(key)
        .or(share::number_range(key).map(|(l, h)| (u32::from(l), u32::from(h))))
        .map(|(lo, hi)| spread(lo, hi));
    if let Some(n) = nums {
        return n.iter().map(u32::to_string).collect();
    }
    let text = |l: &[&str]| l.iter().map(|v| v.to_string()).collect();
    match key {
        "tokensin" | "tokensout" => text(&["0", "1", "1000", "100000"]),
        "traintokens" => text(&["0.001", "1", "100", "2000"]),
        "idle" => text(&["0", "15", "4320"]),
        "priority" => text(&["dedicated", "spot"]),
        "region" => prices::regions().iter().map(|r| r.to_string()).collect(),
        "vm" => prices::sizes()
            .iter()
            .step_by(9)
            .map(|v| v.name.to_string())
            .collect(),
        _ => Vec::new(),
    }
}

/// `target`'s monthly figure for what a link to `shared` says.
fn monthly(shared: &Shared, target: Target) -> Option<i64> {
    let s = shared.answers.situation();
    let u = shared.usage.resolve(&s);
    cost::estimate(&Routes::of(&u), target, &u, &s)
        .monthly
        .total()
        .map(|m| m.0)
}

/// The keys of the fields shown for these answers (`options`: the ranked options) whose edit
/// changes `target`'s monthly price for some value, in the order of [`CANDIDATES`]. Empty where
/// the option has no price to change (local compute, an option not estimated).
pub fn price_keys(shared: &Shared, target: Target, options: &[Target]) -> Vec<&'static str> {
    moving(shared, target, options, true)
}

/// The keys whose edit changes `target`'s monthly price for some value but that have no field
/// shown for these answers (`options`: the ranked options): a figure the person could not
/// change from the page. Empty where every price lever has its field.
pub fn hidden_price_keys(shared: &Shared, target: Target, options: &[Target]) -> Vec<&'static str> {
    moving(shared, target, options, false)
}

/// The keys, shown for these answers or not (`with_field`), whose edit changes `target`'s
/// monthly price for some value, in the order of [`CANDIDATES`].
fn moving(
    shared: &Shared,
    target: Target,
    options: &[Target],
    with_field: bool,
) -> Vec<&'static str> {
    let Some(now) = monthly(shared, target) else {
        return Vec::new();
    };
    CANDIDATES
        .into_iter()
        .filter(|k| shown(k, shared, options) == with_field)
        .filter(|k| {
            probes(k).iter().any(|v| {
                let (edited, notices) = share::with_value(shared, k, v);
                notices.iter().all(|n| n.key != *k)
                    && monthly(&edited, target).is_some_and(|m| m != now)
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::ranking::advise;

    fn first(link: &str) -> Option<&'static str> {
        let (shared, _) = share::decode(link);
        let a = advise(&shared.answers);
        let options: Vec<Target> = a.ranked.iter().map(|o| o.target).collect();
        price_keys(&shared, options[0], &options).first().copied()
    }

    #[test]
    fn the_first_field_is_what_the_pick_is_priced_by() {
        // Per-token serving: the traffic.
        assert_eq!(
            first("v=1&stage=deploy&model=catalog&llm=gpt-4o-mini&requests=5000&intokens=800&outtokens=300&dayhours=10"),
            Some("requests")
        );
        // Compute: the hours.
        assert_eq!(
            first("v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10"),
            Some("hours")
        );
        assert_eq!(field_id("requests"), "edit-requests");
        assert_eq!(field_id("tokensin"), "edit-tokensin");
        assert_eq!(field_id("nodes"), "usage-nodes");
    }
}
