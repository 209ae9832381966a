//! The reducer's rules: what a link opens on, what the wizard takes, what an edit keeps.

use super::*;
use crate::advisor::answers::Stage;
use crate::advisor::facts::catalog::Target;
use crate::advisor::link::share::Tool;
use crate::advisor::questions::STEERING;

fn chosen(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn a_choice_in_the_static_step_is_kept_on_the_first_step() {
    let s = AppState::from_query("").with_static_choices(&chosen(&[("stage", "train")]));
    assert_eq!(s.shared.answers.stage, Some(Stage::Train));
    assert_eq!(s.view, View::Step(Question::Stage));
    assert!(!s.interacted);
}

#[test]
fn a_next_pressed_in_the_static_step_is_kept() {
    let chosen_then_next = AppState::from_query("")
        .with_static_choices(&chosen(&[("stage", "deploy")]))
        .with_static_next(true);
    assert_eq!(chosen_then_next.view, View::Step(Question::Model));
    assert!(chosen_then_next.push, "Back returns to the first step");
    // Next with nothing chosen: the step says what it needs, and focus goes there.
    let nothing = AppState::from_query("").with_static_next(true);
    assert_eq!(nothing.view, View::Step(Question::Stage));
    assert_eq!(nothing.invalid.as_ref().map(|i| i.key), Some("stage"));
    assert_eq!(nothing.refused, 1);
    // Not pressed, or a link that opened elsewhere: nothing moves.
    let link = AppState::from_query("v=1&stage=deploy");
    assert_eq!(link.clone().with_static_next(true), link);
    assert_eq!(
        AppState::from_query("").with_static_next(false),
        AppState::from_query("")
    );
}

#[test]
fn an_invalid_value_changes_nothing_and_any_valid_choice_is_an_answer() {
    let untouched = AppState::from_query("embed=1");
    for pairs in [&[("stage", "bogus")][..], &[("nope", "1")]] {
        assert_eq!(
            untouched.clone().with_static_choices(&chosen(pairs)),
            untouched
        );
    }
    let first = untouched.with_static_choices(&chosen(&[("stage", "explore")]));
    assert!(first.shared.answers.is_answered(Question::Stage));
}

#[test]
fn a_link_that_leaves_a_question_open_opens_the_wizard_there() {
    let s = AppState::from_query("v=1&stage=train&mode=script");
    assert_eq!(s.view, View::Step(Question::Data));
    assert!(
        s.shared.answers.is_answered(Question::Mode),
        "given answers are kept"
    );
    // Answering every question asked opens the result.
    let s = Rc::new(AppState::from_query(
        "v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20",
    ));
    assert_eq!(s.view, View::Result);
    // Only values that were not understood: the wizard, from the first question.
    assert_eq!(
        AppState::from_query("v=1&stage=dance").view,
        View::Step(Question::Stage)
    );
}

#[test]
fn the_wizard_assumes_nothing() {
    let s = Rc::new(AppState::from_query(""));
    let stay = s.clone().reduce(Action::Next);
    assert_eq!(
        stay.view,
        View::Step(Question::Stage),
        "no answer, no next step"
    );
    assert_eq!(stay.invalid.as_ref().map(|i| i.key), Some("stage"));
    assert_eq!(
        stay.refused, 1,
        "each refusal is counted, so focus moves each time"
    );
    assert_eq!(stay.clone().reduce(Action::Next).refused, 2);
    let chosen = stay.reduce(Action::Set("stage", "train".into()));
    assert!(chosen.invalid.is_none());
    let model = chosen.reduce(Action::Next);
    assert_eq!(model.view, View::Step(Question::Model));
    let own = model.reduce(Action::Set("model", "own".into()));
    assert_eq!(own.reduce(Action::Next).view, View::Step(Question::Mode));
}

#[test]
fn an_edit_on_the_result_that_asks_a_new_question_keeps_the_link_complete() {
    let s = Rc::new(AppState::from_query(
        "v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20",
    ));
    let deploy = s.reduce(Action::Set("stage", "deploy".into()));
    assert_eq!(deploy.view, View::Result);
    assert!(deploy
        .asked()
        .iter()
        .all(|q| deploy.shared.answers.is_answered(*q)));
    let reopened = AppState::from_query(&share::encode(&deploy.shared));
    assert_eq!(
        reopened.view,
        View::Result,
        "its link opens the same result"
    );
}

#[test]
fn a_result_link_ignores_static_choices() {
    let link = AppState::from_query("v=1&stage=deploy");
    assert_eq!(
        link.clone()
            .with_static_choices(&chosen(&[("stage", "train")])),
        link
    );
}

#[test]
fn create_choices_and_names_change_no_link_and_a_bad_name_stays_typed() {
    let s = Rc::new(AppState::from_query(
        "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=ok&manage=own&hours=40",
    ));
    assert_eq!(s.view, View::Result);
    let s = s
        .reduce(Action::Create("create-target", "serverless".into()))
        .reduce(Action::Create("name-group", " ml-rg ".into()));
    assert_eq!(s.create.target, Some(Target::Serverless));
    assert_eq!(s.create.names[1], "ml-rg", "trimmed");
    assert!(!s.push, "no history entry: the link does not change");
    // The tool is in the link, so a shared result shows the same snippets.
    let tool = s.clone().reduce(Action::Set("tool", "python".into()));
    assert_eq!(tool.shared.tool, Tool::Python);
    assert!(share::encode(&tool.shared).ends_with("&tool=python"));
    assert!(
        !share::encode(&tool.shared).contains("ml-rg"),
        "names stay out"
    );
    let bad = s
        .clone()
        .reduce(Action::Create("name-compute", "9 lives".into()));
    let i = bad.invalid.as_ref().expect("the name is refused");
    assert_eq!((i.key, i.typed.as_str()), ("name-compute", "9 lives"));
    assert_eq!(bad.create.names[3], "", "the last valid name stays");
    assert_eq!(bad.shared, s.shared);
    let good = bad.reduce(Action::Create("name-compute", "gpu-train".into()));
    assert!(good.invalid.is_none());
    assert_eq!(good.create.names[3], "gpu-train");
    // An emptied field goes back to the suggested name; an unknown option to the pick.
    let reset = good
        .reduce(Action::Create("name-compute", "".into()))
        .reduce(Action::Create("create-target", "nope".into()));
    assert_eq!(reset.create.names[3], "");
    assert_eq!(reset.create.target, None);
}

#[test]
fn try_it_lists_what_it_changed_until_the_next_action_and_back_keeps_the_address() {
    let s = Rc::new(AppState::from_query(
        "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10",
    ));
    let advice = crate::advisor::advise(&s.shared.answers);
    let c = advice.changes[0].clone();
    let tried = s.clone().reduce(Action::Try(c.clone()));
    assert_eq!(tried.view, View::Result);
    assert_eq!(tried.tried[0].key, c.key);
    assert!(tried.push, "a history entry: Back undoes it");
    assert_eq!(
        crate::advisor::top_pick(&tried.shared.answers.situation()),
        Some(c.top)
    );
    let next = tried.reduce(Action::Set("hours", "12".into()));
    assert!(next.tried.is_empty(), "the list goes with the next action");
    assert!(!next.popped);
    let back = next.reduce(Action::Popped("result".into(), "v=1&stage=train".into()));
    assert!(back.popped, "the entry's address stays as it is");
}

#[test]
fn a_steps_address_opens_that_step() {
    let link = "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=12&region=westus2";
    let s = AppState::from_query(link);
    assert_eq!(s.view, View::Result);
    // A link older than the network and key questions opens with their defaults, said in its
    // own links from then on.
    let q = step_query(&s.shared, Question::Hours);
    assert_eq!(
        q,
        "v=1&stage=train&mode=script&data=large&gpu=none&spark=no&residency=any&existing=none&where=cloud&network=public&cmk=no&preempt=no&manage=own&region=westus2"
    );
    assert_eq!(AppState::from_query(&q).view, View::Step(Question::Hours));
    assert_eq!(
        AppState::from_query(&step_query(&s.shared, Question::Data)).view,
        View::Step(Question::Data)
    );
    assert_eq!(
        step_query(
            &AppState::from_query("v=1&stage=train").shared,
            Question::Stage
        ),
        ""
    );
}

#[test]
fn the_model_search_narrows_the_list_and_stays_out_of_the_link() {
    let s = Rc::new(AppState::from_query("v=1&stage=deploy&model=catalog"));
    assert_eq!(s.view, View::Step(Question::Llm));
    let typed = s.clone().reduce(Action::Search("llama\n".into()));
    assert_eq!(typed.search, "llama");
    assert_eq!(typed.shared, s.shared, "a search answers nothing");
    assert!(!typed.push, "and is no history entry");
    let cleared = typed.reduce(Action::Restart);
    assert!(cleared.search.is_empty());
}

#[test]
fn the_traffic_step_asks_for_the_people_or_the_requests() {
    let s = Rc::new(AppState::from_query(
        "v=1&stage=deploy&model=catalog&llm=phi-4",
    ));
    assert_eq!(s.view, View::Step(Question::Traffic));
    let stay = s.clone().reduce(Action::Next);
    let invalid = stay.invalid.as_ref().expect("a message");
    assert_eq!(invalid.key, "users");
    assert!(invalid
        .message
        .contains("people who will use it, or the requests a day"));
    // Given the people, the next refusal is on the first number still missing, not on the
    // requests a day the people replace.
    let people = s.clone().reduce(Action::Set("users", "5000".into()));
    let stay = people.reduce(Action::Next);
    assert_eq!(stay.invalid.as_ref().expect("a message").key, "intokens");
    // People, tokens and hours answer the step: requests a day are their product.
    let mut s = s;
    for (k, v) in [
        ("users", "5000"),
        ("intokens", "2000"),
        ("outtokens", "500"),
        ("dayhours", "8"),
    ] {
        s = s.reduce(Action::Set(k, v.into()));
    }
    assert!(s.shared.answers.is_answered(Question::Traffic));
    assert_eq!(s.shared.answers.situation().traffic.requests, 50_000);
    // Then where data may be processed, the compute it may run on (open weights), where the
    // work must stay, the network and the keys.
    let mut next = s.reduce(Action::Next);
    for (q, k, v) in [
        (Question::Residency, "residency", "eu"),
        (Question::Existing, "existing", "none"),
        (Question::Location, "where", "cloud"),
        (Question::Network, "network", "public"),
        (Question::Cmk, "cmk", "no"),
    ] {
        assert_eq!(next.view, View::Step(q));
        next = next.reduce(Action::Set(k, v.into())).reduce(Action::Next);
    }
    assert_eq!(next.view, View::Result);
    assert!(share::encode(&next.shared).contains("&users=5000&residency=eu"));
}

/// What a step takes on each path: each answer it offers, or for a step of numbers one set of
/// them (their values change no question asked).
fn answers_for(state: &AppState, q: Question) -> Vec<Vec<(&'static str, String)>> {
    let one = |pairs: &[(&'static str, &str)]| {
        vec![pairs.iter().map(|(k, v)| (*k, v.to_string())).collect()]
    };
    match q {
        Question::Traffic => one(&[
            ("requests", "1000"),
            ("intokens", "500"),
            ("outtokens", "200"),
            ("dayhours", "8"),
        ]),
        Question::Training => one(&[("traintokens", "1"), ("epochs", "2")]),
        Question::Hours => one(&[("hours", "10")]),
        _ => state
            .shared
            .answers
            .offered(q)
            .into_iter()
            .map(|c| {
                let mut set = vec![(q.key(), c.slug.to_string())];
                // An open model from Hugging Face is answered with its size.
                if q == Question::Llm && c.slug == "hf" {
                    set.push(("params", "8".to_string()));
                }
                set
            })
            .collect(),
    }
}

/// Walks every path through the wizard from `state`, answering and pressing Next, and checks
/// the progress at each step against the step before (`last`). Returns the paths walked.
fn walk_every_path(
    state: Rc<AppState>,
    last: Option<((usize, usize, usize), Question)>,
    seen: &mut usize,
) {
    let View::Step(q) = state.view else {
        let ((position, fewest, most), was) = last.expect("at least one step");
        // Exact, but at a question whose answer decides whether one more follows (where data
        // may be processed decides whether the GPU hours of fine-tuning are asked).
        assert!(
            position == fewest && (fewest == most || STEERING.contains(&was)),
            "the last step's count was exact ({position} of {fewest}..{most})"
        );
        *seen += 1;
        return;
    };
    let p = state.progress();
    let (position, fewest, most) = p;
    assert!(position <= fewest && fewest <= most, "{p:?} at {q:?}");
    if let Some(((before, _, most_before), _)) = last {
        assert_eq!(position, before + 1, "one step on at {q:?}");
        assert!(
            most <= most_before,
            "the count rose from {most_before} to {most} at {q:?}: {:?}",
            state.shared.answers
        );
    }
    for set in answers_for(&state, q) {
        let mut s = state.clone();
        for (k, v) in set {
            s = s.reduce(Action::Set(k, v));
            assert_eq!(
                s.progress(),
                p,
                "choosing an answer does not move the count"
            );
        }
        walk_every_path(s.reduce(Action::Next), Some((p, q)), seen);
    }
}

#[test]
fn the_count_never_rises_and_the_position_only_moves_on_along_every_path() {
    let mut paths = 0;
    walk_every_path(Rc::new(AppState::from_query("")), None, &mut paths);
    assert!(paths > 2_000, "{paths} paths");
    // The first step's "at most" is the longest path, and the foundation-model path (a catalog
    // model as it is) ends on an exact count. Until the model is chosen, one more may come:
    // whether someone waits, asked of a model with a route for work that can wait, or the
    // compute the team runs, asked of open weights. Every path asks the organisation's
    // requirements: where data may be processed, the network and the keys.
    let start = AppState::from_query("");
    assert_eq!(start.progress(), (1, 8, 14));
    let mut s = Rc::new(start);
    let mut shown = Vec::new();
    for (k, v) in [
        ("stage", "deploy"),
        ("model", "catalog"),
        ("llm", "llama-3.3-70b-instruct"),
    ] {
        s = s.reduce(Action::Set(k, v.into()));
        shown.push(s.progress());
        s = s.reduce(Action::Next);
    }
    shown.push(s.progress());
    // Llama's open weights ask the compute the team runs too: its traffic, where data may be
    // processed, the compute, where the work must stay, the network and the keys.
    assert_eq!(shown, [(1, 8, 14), (2, 8, 12), (3, 8, 9), (4, 9, 9)]);
}

#[test]
fn a_host_pages_locked_answers_are_not_counted() {
    let s = AppState::from_query("v=1&embed=1&stage=deploy&model=catalog&lock=stage,model");
    assert_eq!(s.view, View::Step(Question::Llm));
    // The model, its traffic, where the work must stay, where data may be processed, the network and the keys, and for a model with a route for work
    // that can wait whether someone waits, or for open weights the compute the team runs.
    assert_eq!(s.progress(), (1, 6, 7));
}

#[test]
fn fine_tuning_asks_its_training_in_training_and_its_traffic_in_serving() {
    let path = |stage: &str| {
        let mut s = Rc::new(AppState::from_query(""));
        let mut steps = Vec::new();
        // Serving a fine-tuned model prices its deployment: no training tokens are asked.
        let serving = stage == "deploy";
        for (k, v) in [
            ("stage", stage),
            ("model", "finetune"),
            ("llm", "phi-4"),
            ("traintokens", "1"),
            ("epochs", "2"),
            ("requests", "1000"),
            ("intokens", "500"),
            ("outtokens", "200"),
            ("dayhours", "8"),
            ("residency", "any"),
            ("existing", "none"),
            ("where", "cloud"),
            ("network", "public"),
            ("cmk", "no"),
        ]
        .into_iter()
        .filter(|(k, _)| !(serving && matches!(*k, "traintokens" | "epochs")))
        {
            if let View::Step(q) = s.view {
                if steps.last() != Some(&q) {
                    steps.push(q);
                }
            }
            s = s.reduce(Action::Set(k, v.into()));
            if matches!(
                k,
                "stage"
                    | "model"
                    | "llm"
                    | "epochs"
                    | "dayhours"
                    | "existing"
                    | "where"
                    | "residency"
                    | "network"
                    | "cmk"
            ) {
                s = s.reduce(Action::Next);
            }
        }
        assert_eq!(s.view, View::Result, "{steps:?}");
        (steps, s)
    };
    let (train, t) = path("train");
    let (deploy, d) = path("deploy");
    let without_training: Vec<Question> = train
        .iter()
        .copied()
        .filter(|q| *q != Question::Training)
        .collect();
    assert!(train.contains(&Question::Training));
    assert_eq!(deploy, without_training);
    assert!(!train.contains(&Question::Hours), "no GPU hours are asked");
    assert_eq!(t.shared.answers.situation().stage, Stage::Train);
    assert_eq!(d.shared.answers.situation().stage, Stage::Deploy);
    // The stage the person chose is the one shown, and serving still offers every kind of model.
    assert_eq!(d.shared.answers.given(Question::Stage), "deploy");
    assert_eq!(d.shared.answers.offered(Question::Model).len(), 3);
    assert_eq!(t.shared.answers.offered(Question::Model).len(), 2);
}

#[test]
fn on_premises_for_closed_weights_is_said_first_in_the_wizard_too() {
    // gpt-5.4, answered up to where the work must run: "Must stay on-premises" is said first.
    let mut s = Rc::new(AppState::from_query(
        "v=1&stage=deploy&model=catalog&llm=gpt-5.4&serve=realtime",
    ));
    for (k, v) in [
        ("requests", "2000"),
        ("intokens", "1500"),
        ("outtokens", "300"),
        ("dayhours", "8"),
    ] {
        s = s.reduce(Action::Set(k, v.into()));
    }
    let s = s.reduce(Action::Next);
    assert_eq!(s.view, View::Step(Question::Residency));
    let s = s
        .reduce(Action::Set("residency", "any".into()))
        .reduce(Action::Next);
    assert_eq!(s.view, View::Step(Question::Location));
    assert!(s.asked.is_none());
    let onprem = s.clone().reduce(Action::Set("where", "onprem".into()));
    let a = onprem.asked.as_ref().expect("said first");
    assert_eq!(a.why, asked::Why::OnPremises);
    assert!(a
        .nearest
        .iter()
        .all(|n| crate::advisor::requirements::onprem::open(n.llm)));
    // The answer is kept in the link, and taken back it goes.
    assert!(share::encode(&onprem.shared).contains("where=onprem"));
    let cloud = onprem.reduce(Action::Set("where", "cloud".into()));
    assert!(cloud.asked.is_none());
}

#[test]
fn a_catalog_link_older_than_the_questions_of_where_it_runs_opens_its_result_in_azure() {
    let old = "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=2000&intokens=1500&outtokens=300&dayhours=8";
    let s = AppState::from_query(old);
    assert_eq!(s.view, View::Result);
    // Data processed anywhere goes unsaid in such a link, as it always was.
    assert!(share::encode(&s.shared).ends_with("&existing=none&where=cloud&network=public&cmk=no"));
    // A link that answers one of them is not older: the others are asked, from where data may
    // be processed on.
    let s = AppState::from_query(&format!("{old}&where=onprem"));
    assert_eq!(s.view, View::Step(Question::Residency));
}
