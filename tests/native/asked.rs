//! No silent substitution, over the whole space of model names a link can carry: for every
//! `llm` value the codec accepts (each model, each old name, each retired name) and a sample of
//! names it does not hold, asked for serving as it is and for fine-tuning, on several dates, the
//! report either answers for the model asked (and the goal asked) or leads with the record of
//! what cannot be answered as asked, naming what was asked, first in the JSON, the Markdown and
//! the page; and each option it offers answers for that option, as asked, with nothing more to
//! explain.
#![allow(clippy::inconsistent_digit_grouping)] // dates are written 2026_11_27

use aml_compute_advisor::advisor::answers::ModelUse;
use aml_compute_advisor::advisor::link::asked::{self, Why};
use aml_compute_advisor::advisor::models::{self, Llm};
use aml_compute_advisor::advisor::{documents::export, link::share, models::ftjourney};
use aml_compute_advisor::markup;

const UNKNOWN: &[&str] = &[
    "hugging-face-model",
    "claude-sonnet-4-7",
    "gpt-7",
    "llama-5-400b",
    "text-embedding-ada-002",
    "mistral-large-2411",
    "o4-mini-high",
    "phi-5",
    "GPT-5.4",
    "deepseek-v9",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "x",
];

const GOALS: [(&str, bool); 2] = [
    ("stage=deploy&model=catalog", false),
    ("stage=train&model=finetune", true),
];

/// Every value the codec takes for `llm`, with the model it names (`None`: a retired name).
fn accepted() -> Vec<(String, Option<Llm>)> {
    let mut v: Vec<(String, Option<Llm>)> = Llm::ALL
        .iter()
        .map(|l| (l.slug().to_string(), Some(*l)))
        .collect();
    v.extend(
        models::ALIASES
            .iter()
            .map(|(s, l)| (s.to_string(), Some(*l))),
    );
    v.extend(models::RETIRED.iter().map(|(s, ..)| (s.to_string(), None)));
    v
}

fn report(query: &str) -> export::Report {
    let (shared, mut notices) = share::decode(query);
    notices.extend(share::combination_notices(&shared));
    export::Report::new(&shared, &notices).with_asked(asked::read(query))
}

/// The report answers for `l` with the goal asked.
fn answers_for(r: &export::Report, l: Llm, finetune: bool) -> bool {
    let s = &r.advice.situation;
    s.llm == l
        && r.advice.model.as_ref().map(|m| m.name) == Some(l.model().name)
        && (s.model == ModelUse::Finetune) == finetune
}

fn check(query: &str, value: &str, named: Option<Llm>, finetune: bool) {
    let r = report(query);
    match &r.asked {
        None => {
            let l = named.unwrap_or_else(|| {
                panic!("{query}: a name the page does not hold, answered without a word")
            });
            assert!(
                answers_for(&r, l, finetune),
                "{query}: answered for {:?} ({:?}) without saying it is not what was asked",
                r.advice.situation.llm,
                r.advice.situation.model
            );
        }
        Some(a) => {
            // It names what was asked (as the link wrote it, made safe to show).
            let decoded = value
                .replace("%3C", "<")
                .replace("%3E", ">")
                .replace("%2F", "/");
            let head: String = decoded.chars().take(40).collect();
            assert!(
                a.headline.to_lowercase().contains(&head.to_lowercase()),
                "{query}: {}",
                a.headline
            );
            assert_eq!(a.finetune, finetune, "{query}");
            // Why, consistent with the table.
            match (named, a.why) {
                (Some(l), Why::Retired(d)) => {
                    assert!(
                        !models::open_to_new(l, models::today()) && d <= models::today(),
                        "{query}"
                    )
                }
                (Some(l), Why::NotFineTunable) => {
                    assert!(finetune && !ftjourney::can_fine_tune(l), "{query}")
                }
                (None, Why::Retired(d)) => assert!(d <= models::today(), "{query}"),
                (_, Why::Unknown) => assert!(named.is_none(), "{query}"),
                (n, w) => panic!("{query}: {n:?} {w:?}"),
            }
            // What the answer below is for never claims to be the model asked.
            let s = &r.advice.situation;
            assert!(
                a.below.contains(s.llm.label()),
                "{query}: {} does not say the answer is for {}",
                a.below,
                s.llm.label()
            );
            if let Some(l) = named {
                assert!(
                    !answers_for(&r, l, finetune) || a.why == Why::Unknown,
                    "{query}"
                );
            }
            // First in every document.
            let json = export::json(&r);
            assert!(
                json.starts_with("{\"schema\":2,\"asked\":{"),
                "{query}: {json}"
            );
            let md = export::markdown(&r, "https://example.org/", &Default::default());
            assert!(
                md.starts_with(
                    "# Where this Azure ML work should run\n\n> **Not answered as asked"
                ),
                "{query}: {md}"
            );
            let [head, ..] = markup::result_page_asked(&r.advice, &r.costs, &[], r.asked.as_ref());
            assert!(head.starts_with("<section class=\"asked\""), "{query}");
            assert_eq!(head.matches("data-act=\"asked-").count(), a.nearest.len());
            // Real options, each of which answers for itself as asked, with nothing to explain.
            assert!(!a.nearest.is_empty(), "{query}: no option offered");
            for n in &a.nearest {
                assert!(
                    models::open_to_new(n.llm, models::today()),
                    "{query}: {:?}",
                    n.llm
                );
                assert!(
                    !finetune || ftjourney::can_fine_tune(n.llm),
                    "{query}: {:?}",
                    n.llm
                );
                let tried = report(&n.link);
                assert!(tried.asked.is_none(), "{query} → {}", n.link);
                assert!(answers_for(&tried, n.llm, finetune), "{query} → {}", n.link);
                assert!(head.contains(&format!("href=\"?{}\"", n.link.replace('&', "&amp;"))));
            }
        }
    }
}

#[test]
fn every_name_is_answered_as_asked_or_said_first_not_to_be() {
    for day in [
        models::COMPILED,
        2026_11_27,
        2026_12_01,
        2027_05_01,
        2028_03_01,
    ] {
        models::set_today(day);
        for (goal, finetune) in GOALS {
            for (value, named) in accepted() {
                check(&format!("v=1&{goal}&llm={value}"), &value, named, finetune);
            }
            for value in UNKNOWN {
                check(&format!("v=1&{goal}&llm={value}"), value, None, finetune);
                check(
                    &format!("v=1&{goal}&llm={value}&params=70"),
                    value,
                    None,
                    finetune,
                );
            }
        }
    }
    models::set_today(0);
}
