//! Delay-tolerant serving of catalog models over the whole answer space: no model is offered
//! Batch or Flex processing the reference does not give it, the cheapest route it has leads,
//! and real time (the default) is the advice it always was, the routes never in it.
//!
//! Reference: `shared/reference/foundation-models.md`, first table row A (Flex processing) and
//! §5 (the batch matrix).

use crate::common::{self, advised, at_traffics, BUSY, NIGHTLY};
use aml_compute_advisor::advisor::answers::{ModelUse, Question, Serve, Situation, Stage};
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::facts::catalog::Target;
use aml_compute_advisor::advisor::facts::traffic::{Traffic, DEFAULT_TRAFFIC};
use aml_compute_advisor::advisor::models::deployment::{self, Deployment};
use aml_compute_advisor::advisor::models::Llm;
use aml_compute_advisor::advisor::{advise, link::share, models::delay, Advice};

/// The models the reference gives Flex processing (row A; gpt-6-astra where the table has it).
const FLEX: [&str; 4] = [
    "gpt-5.6-sol",
    "gpt-5.6-luna",
    "gpt-5.6-terra",
    "gpt-6-astra",
];
/// The models of the batch matrix's Global Batch row (§5).
const BATCH: [&str; 13] = [
    "gpt-4.1",
    "gpt-4.1-mini",
    "gpt-4.1-nano",
    "gpt-4o",
    "gpt-4o-mini",
    "gpt-5",
    "gpt-5.1",
    "gpt-5.4",
    "gpt-5.4-mini",
    "o3",
    "o3-mini",
    "o4-mini",
    "gpt-4o-2024-05-13",
];

const TRAFFIC: [Traffic; 3] = [DEFAULT_TRAFFIC, NIGHTLY, BUSY];

/// Every catalog situation, at each traffic.
fn catalog_space() -> Vec<(Situation, Advice)> {
    let catalog = Situation::all(&[168]).into_iter().filter(common::catalog);
    advised(at_traffics(catalog.collect(), &TRAFFIC))
}

fn has(a: &Advice, t: Target) -> bool {
    a.ranked.iter().any(|o| o.target == t)
}

#[test]
fn no_model_is_offered_a_route_the_reference_does_not_give_it() {
    let space = catalog_space();
    let (mut flex, mut batch, mut led, mut both) = (0, 0, 0, 0);
    for (s, a) in &space {
        let name = s.llm.model().name;
        let delay_tolerant =
            s.stage == Stage::Deploy && s.model == ModelUse::Catalog && s.serve == Serve::Batch;
        if has(a, Target::FlexProcessing) {
            flex += 1;
            assert!(FLEX.contains(&name), "Flex for {name}");
            assert!(delay_tolerant, "{s:?}");
        }
        if has(a, Target::BatchDeployment) {
            batch += 1;
            assert!(BATCH.contains(&name), "Batch for {name}");
            assert!(delay_tolerant, "{s:?}");
        }
        // Delay-tolerant work leads with the route the reference gives the model, and, where it
        // gives both, with the one whose month the bill prices lower (Batch on a tie): worked out
        // here from the reference's lists and the bills, not from `delay::cheapest`.
        if delay_tolerant {
            let routes: Vec<Target> = [
                (BATCH.contains(&name), Target::BatchDeployment),
                (FLEX.contains(&name), Target::FlexProcessing),
            ]
            .into_iter()
            .filter_map(|(given, t)| given.then_some(t))
            .collect();
            assert!(!routes.is_empty(), "asked only with a route: {s:?}");
            let costs = a.costs(&UsageInput::default().resolve(s));
            let month = |t: Target| {
                common::monthly(&costs, t).unwrap_or_else(|| panic!("{t:?} priced for {s:?}"))
            };
            let expected = routes
                .iter()
                .copied()
                .reduce(|best, t| if month(t) < month(best) { t } else { best })
                .unwrap();
            assert_eq!(a.ranked[0].target, expected, "{s:?}");
            both += usize::from(routes.len() == 2);
            led += 1;
        }
    }
    assert!(flex > 0 && batch > 0, "both routes are advised somewhere");
    assert!(led > 0, "delay-tolerant work was tried");
    eprintln!("{led} delay-tolerant situations checked, {both} with both routes");
}

#[test]
fn flex_bills_half_the_standard_rates() {
    for (s, a) in catalog_space() {
        if !has(&a, Target::FlexProcessing) {
            continue;
        }
        let u = UsageInput::default().resolve(&s);
        let costs = a.costs(&u);
        let flex = costs
            .options
            .iter()
            .find(|c| c.target == Target::FlexProcessing)
            .unwrap();
        let standard = deployment::token_micro(
            s.llm,
            Deployment::GlobalStandard,
            u.tokens_in_k,
            u.tokens_out_k,
        )
        .unwrap();
        let flex_micro =
            delay::route_micro(Target::FlexProcessing, s.llm, u.tokens_in_k, u.tokens_out_k)
                .unwrap();
        // Halved per line, so at most a micro-dollar a line apart.
        assert!(standard.abs_diff(flex_micro * 2) <= 2, "{s:?}");
        // Its terms are said where its price is.
        let said = flex.assumptions.join(" ");
        for words in [
            "service_tier: \"flex\"",
            "Global Standard deployment",
            "shares that deployment's quota",
            "HTTP 429",
            "not billed",
            "no latency or service SLA",
            "preview",
        ] {
            assert!(said.contains(words), "{words}: {said}");
        }
    }
}

/// Real time is the default: the routes are never in its advice, and a delay-tolerant answer
/// only adds them above the real-time advice, whose options keep their order and prices.
#[test]
fn real_time_is_the_advice_it_always_was() {
    for (s, a) in catalog_space() {
        if s.serve == Serve::Batch {
            continue;
        }
        assert!(
            !has(&a, Target::FlexProcessing) && !has(&a, Target::BatchDeployment),
            "{s:?}"
        );
        let waits_not = Situation {
            serve: Serve::Batch,
            ..s
        };
        let b = advise(&waits_not.to_answers());
        if !Question::Serve.is_asked(&s) {
            // Not asked: the answer cannot move the advice.
            assert_eq!(b.ranked, a.ranked, "{s:?}");
            continue;
        }
        let kept: Vec<Target> = b
            .ranked
            .iter()
            .map(|o| o.target)
            .filter(|t| !matches!(t, Target::FlexProcessing | Target::BatchDeployment))
            .collect();
        let before: Vec<Target> = a.ranked.iter().map(|o| o.target).collect();
        assert_eq!(kept, before, "{s:?}");
        let (ca, cb) = (
            a.costs(&UsageInput::default().resolve(&s)),
            b.costs(&UsageInput::default().resolve(&b.situation)),
        );
        for o in &ca.options {
            let same = cb.options.iter().find(|c| c.target == o.target).unwrap();
            assert_eq!(same.monthly.total(), o.monthly.total(), "{s:?}");
        }
    }
}

/// Asked exactly where the answer changes the advice: a catalog model used as it is with a
/// route; never for fine-tuning (its deployments have neither), nor for a model without one.
#[test]
fn whether_someone_waits_is_asked_where_it_matters() {
    for (s, _) in catalog_space() {
        let asked = Question::Serve.is_asked(&s);
        let route = delay::has_route(s.llm);
        assert_eq!(
            asked,
            s.model == ModelUse::Catalog && s.stage == Stage::Deploy && route,
            "{s:?}"
        );
    }
    for l in Llm::ALL {
        let name = l.model().name;
        assert_eq!(delay::has_flex(*l), FLEX.contains(&name), "{name}");
        if delay::has_batch(*l) {
            assert!(BATCH.contains(&name), "{name}");
        }
    }
}

/// An older catalog link, which never asked whether someone waits, opens the real-time result
/// it always did, and the page's real-time links stay as they were.
#[test]
fn older_catalog_links_are_real_time() {
    let old = "v=1&stage=deploy&model=catalog&llm=gpt-5.6-sol&requests=100000&intokens=1500&outtokens=500&dayhours=8";
    let (shared, notices) = share::decode(old);
    assert!(notices.is_empty());
    assert_eq!(shared.answers.serve, Some(Serve::Realtime));
    assert_eq!(share::encode(&shared), old);
    let a = advise(&shared.answers);
    assert_eq!(a.ranked[0].target, Target::StandardDeployment);
    let flex = "v=1&stage=deploy&model=catalog&llm=gpt-5.6-sol&serve=batch&requests=100000&intokens=1500&outtokens=500&dayhours=8";
    let (shared, notices) = share::decode(flex);
    assert!(notices.is_empty());
    assert_eq!(share::encode(&shared), flex);
    let a = advise(&shared.answers);
    assert_eq!(a.ranked[0].target, Target::FlexProcessing);
}

#[test]
fn work_nobody_waits_on_without_a_route_says_so_and_names_models_that_have_one() {
    let mut said = 0;
    for l in Llm::ALL {
        if l.is_hf() {
            continue;
        }
        let link = format!(
            "v=1&stage=deploy&model=catalog&llm={}&serve=batch&requests=1000&intokens=500&outtokens=100&dayhours=8&where=cloud&network=public&cmk=no",
            l.slug()
        );
        let (shared, _) = share::decode(&link);
        if shared.answers.situation().llm != *l {
            continue; // retired: opened as another model, with its own notice
        }
        let notices = share::combination_notices(&shared);
        let notice = notices.iter().find(|n| n.key == "serve");
        if delay::has_route(*l) {
            assert!(notice.is_none(), "{link}: {notice:?}");
            continue;
        }
        let n = notice.unwrap_or_else(|| panic!("{link}: no word on serve=batch"));
        assert!(
            n.message
                .contains("has neither a batch deployment nor Flex processing"),
            "{}",
            n.message
        );
        // Every model it names is a current one with a route.
        let named = n.message.split("; ").nth(1).unwrap_or("");
        if !named.starts_with("no model") {
            let list = named.split(" ha").next().unwrap_or("");
            for name in list.split(", ") {
                let other = Llm::ALL
                    .iter()
                    .find(|o| o.label() == name)
                    .unwrap_or_else(|| panic!("{name}: {}", n.message));
                assert!(delay::has_route(*other), "{name}: {}", n.message);
            }
        }
        said += 1;
    }
    assert!(said > 10, "{said} models without a route");
}
