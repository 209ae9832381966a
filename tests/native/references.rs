//! Every label and ARIA reference of a result page points to an element of the same page, on
//! results of every kind; and "Change the usage" leads to a field of the page whose edit changes
//! the pick's price, over the answer space.

use aml_compute_advisor::advisor::answers::{Answers, Situation};
use aml_compute_advisor::advisor::documents::create;
use aml_compute_advisor::advisor::link::share::{self, Shared, Tool};
use aml_compute_advisor::advisor::{advise, link::levers, link::trial, Target};
use aml_compute_advisor::markup::{self, editors, panels};
use std::collections::HashSet;

/// The values of attribute `name` in `m` (` name="…"`).
fn values<'a>(m: &'a str, name: &str) -> Vec<&'a str> {
    let pat = format!(" {name}=\"");
    m.match_indices(&pat)
        .filter_map(|(i, _)| {
            let rest = &m[i + pat.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

/// The result page for `shared`, as the page lays it out (`ui::result_view`), with "Create it"
/// showing `create_for` (the pick when `None`), after a "Try it" when `tried` is given.
fn page(shared: &Shared, create_for: Option<Target>, tried: &[trial::Revision]) -> String {
    let advice = advise(&shared.answers);
    let costs = advice.costs(&shared.usage.resolve(&advice.situation));
    let [head, middle, tail] = markup::result_page(&advice, &costs, &[]);
    let targets: Vec<Target> = costs.options.iter().map(|o| o.target).collect();
    let [prices, numbers] = editors::usage(shared, &advice.situation, &targets, None);
    let create = match targets.first() {
        Some(pick) => {
            let t = create_for.filter(|t| targets.contains(t)).unwrap_or(*pick);
            let names = create::Names::for_target(t);
            let plan = create::plan(t, &create::Input::from_usage(&costs.usage), &names);
            markup::create::panel(&plan, &targets, shared.tool, &names, None)
        }
        None => String::new(),
    };
    let (script, iframe) = panels::embed_snippets("https://example.org/", "v=1");
    let notice = advice
        .top()
        .map(|t| panels::tried(t.name, tried))
        .unwrap_or_default();
    [
        notice,
        head,
        editors::answers(shared, None),
        middle,
        // The cost section's own heading and fieldset (`ui::result_view::view`).
        "<section aria-labelledby=\"cost-title\"><h2 id=\"cost-title\">What it would cost</h2><fieldset id=\"usage\">".into(),
        prices,
        numbers,
        "</fieldset>".into(),
        markup::costs(&costs),
        create,
        tail,
        panels::take_away("https://example.org/?v=1", Some((&script, &iframe))),
    ]
    .concat()
}

/// Fails naming each reference of `m` to an id it does not hold, and each id held twice.
fn check(m: &str, what: &str) {
    let ids: Vec<&str> = values(m, "id");
    let mut seen = HashSet::new();
    for id in &ids {
        assert!(seen.insert(*id), "{what}: id {id} twice");
    }
    for attr in [
        "for",
        "aria-labelledby",
        "aria-describedby",
        "aria-controls",
    ] {
        for v in values(m, attr) {
            for id in v.split_whitespace() {
                assert!(
                    seen.contains(id),
                    "{what}: {attr}=\"{id}\" points to no element"
                );
            }
        }
    }
    for href in values(m, "href") {
        if let Some(id) = href.strip_prefix('#').filter(|id| !id.is_empty()) {
            assert!(
                seen.contains(id),
                "{what}: href=\"#{id}\" points to no element"
            );
        }
    }
}

/// A sample of the answer space, every kind of result among it: each situation of the walk
/// (a stride of it), committed as the page commits answers.
fn sample(stride: usize) -> Vec<Shared> {
    let all = Situation::all(&[0, 40]);
    let mut out: Vec<Shared> = all
        .iter()
        .step_by(stride)
        .map(|s| Shared {
            answers: s.to_answers(),
            ..Shared::default()
        })
        .collect();
    // Every top pick there is, at least once.
    let mut tops = HashSet::new();
    for s in &all {
        let answers: Answers = s.to_answers();
        if let Some(t) = aml_compute_advisor::advisor::top_pick(s) {
            if tops.insert(t) {
                out.push(Shared {
                    answers,
                    ..Shared::default()
                });
            }
        }
    }
    out
}

#[test]
fn every_label_and_aria_reference_points_to_an_element_of_the_page() {
    for (i, shared) in sample(37).into_iter().enumerate() {
        let link = share::encode(&shared);
        let advice = advise(&shared.answers);
        check(&page(&shared, None, &[]), &link);
        // "Create it" for each option, in each tool, once in a while.
        if i % 9 == 0 {
            for (o, tool) in advice.ranked.iter().zip(Tool::ALL.iter().cycle()) {
                let shared = Shared {
                    tool: *tool,
                    ..shared.clone()
                };
                check(&page(&shared, Some(o.target), &[]), &link);
            }
        }
        // After "Try it".
        if let Some(c) = advice.changes.first() {
            let t = trial::apply(&shared, c);
            check(&page(&t.shared, None, &t.revisions), &link);
        }
    }
}

#[test]
fn the_create_panel_is_named_by_its_heading() {
    let (shared, _) = share::decode("v=1&stage=train&mode=script&data=large&hours=10");
    let m = page(&shared, None, &[]);
    assert!(m.contains("aria-labelledby=\"create-title\""));
    assert!(m.contains("<h2 id=\"create-title\">Create it</h2>"), "{m}");
}

#[test]
fn change_the_usage_leads_to_a_field_of_the_page_that_changes_the_picks_price() {
    let mut catalog = 0;
    for shared in sample(23) {
        let advice = advise(&shared.answers);
        let options: Vec<Target> = advice.ranked.iter().map(|o| o.target).collect();
        let Some(&pick) = options.first() else {
            continue;
        };
        let keys = levers::price_keys(&shared, pick, &options);
        let m = page(&shared, None, &[]);
        let link = share::encode(&shared);
        let price = |s: &Shared| {
            let a = advise(&s.answers);
            a.costs(&s.usage.resolve(&a.situation))
                .options
                .iter()
                .find(|o| o.target == pick)
                .and_then(|o| o.monthly.total())
        };
        let now = price(&shared);
        for k in &keys {
            // The field is on the page, with the key its edit sets.
            let id = levers::field_id(k);
            assert!(
                m.contains(&format!(" id=\"{id}\"")) && m.contains(&format!("data-key=\"{k}\"")),
                "{link}: {k} has no field {id}"
            );
        }
        // The first is the one "Change the usage" focuses: some value it takes, typed into the
        // field, changes the price the page shows for the pick.
        if let Some(k) = keys.first() {
            let moved = [
                "1",
                "2",
                "3",
                "7",
                "24",
                "40",
                "168",
                "1000",
                "100000",
                "westus2",
                "swedencentral",
                "Standard_NC4as_T4_v3",
                "Standard_D2as_v4",
                "Standard_E8s_v3",
            ]
            .iter()
            .any(|v| {
                let (edited, notices) = share::with_value(&shared, k, v);
                notices.iter().all(|n| n.key != *k) && price(&edited) != now
            });
            assert!(
                moved,
                "{link}: editing {k} leaves {} at {now:?}",
                pick.name()
            );
        }
        // A pick priced by its tokens leads to the traffic, not to compute it does not run on.
        if pick == Target::StandardDeployment && now.is_some() {
            catalog += 1;
            let first = keys.first().copied().unwrap_or("");
            assert!(
                [
                    "requests",
                    "intokens",
                    "outtokens",
                    "dayhours",
                    "tokensin",
                    "tokensout"
                ]
                .contains(&first),
                "{link}: {first}"
            );
        }
        for k in &keys {
            assert!(
                !matches!(*k, "vm" | "instances") || !pick.is_foundry(),
                "{link}: {k}"
            );
        }
    }
    assert!(catalog > 0, "per-token picks are in the sample");
}

/// No priced figure rests on a value the person cannot change from the page: over the answer
/// space, every field that moves an option's monthly price (traffic, training data, hours,
/// people, nodes, instances, jobs, hours a job trains, size, region, Spot…) is shown for that
/// answer, so a default the person did not give is on screen, with its field, beside the price.
#[test]
fn every_value_that_moves_a_price_has_its_field_on_the_page() {
    let mut priced = 0;
    // Every answer at the default usage, and a sample at usages that show more fields.
    let mut space = sample(1);
    for base in sample(5) {
        for (k, v) in [
            ("nodes", "4"),
            ("instances", "3"),
            ("people", "6"),
            ("priority", "spot"),
            ("vm", "Standard_NC24ads_A100_v4"),
        ] {
            space.push(share::with_value(&base, k, v).0);
        }
    }
    for shared in space {
        let advice = advise(&shared.answers);
        let options: Vec<Target> = advice.ranked.iter().map(|o| o.target).collect();
        for t in &options {
            priced += 1;
            let hidden = levers::hidden_price_keys(&shared, *t, &options);
            assert!(
                hidden.is_empty(),
                "{} {t:?}: {hidden:?} move the price with no field",
                share::encode(&shared)
            );
        }
    }
    assert!(priced > 1_000, "{priced}");
}
