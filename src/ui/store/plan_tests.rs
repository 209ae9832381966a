//! The plan in the store: built from the first question or from a result, one workload after
//! another, named, opened, removed, capped, and carried by its link.

use super::*;
use crate::advisor::documents::plan::{self, MAX_WORKLOADS};

fn act(s: AppState, a: Action) -> AppState {
    (*Rc::new(s).reduce(a)).clone()
}

fn plan_act(s: AppState, a: PlanAction) -> AppState {
    act(s, Action::Plan(a))
}

/// Answers the wizard's questions with `pairs` and shows the advice, as a person would by
/// choosing on the steps then "Skip to the advice" (every other question at what it shows).
fn answer(mut s: AppState, pairs: &[(&'static str, &str)]) -> AppState {
    for (k, v) in pairs {
        s = act(s, Action::Set(k, (*v).into()));
    }
    act(s, Action::ShowResult)
}

const NOTEBOOKS: [(&str, &str); 4] = [
    ("stage", "explore"),
    ("mode", "notebook"),
    ("data", "small"),
    ("hours", "20"),
];
const TRAINING: [(&str, &str); 4] = [
    ("stage", "train"),
    ("mode", "script"),
    ("gpu", "single"),
    ("hours", "10"),
];
const SCORING: [(&str, &str); 3] = [("stage", "deploy"), ("model", "own"), ("serve", "realtime")];

/// The project: notebooks, a nightly retraining and a scoring API, from the first
/// question.
fn three_stages() -> AppState {
    let s = AppState::from_query("");
    assert_eq!(s.view, View::Step(Question::Stage));
    let s = plan_act(s, PlanAction::Start);
    let p = s.planning.as_ref().expect("a plan is started");
    assert_eq!(p.editing, Some(0));
    assert!(
        p.plan.workloads.is_empty(),
        "nothing is in it before a result"
    );
    assert_eq!(
        s.view,
        View::Step(Question::Stage),
        "the first question stays"
    );
    let s = answer(s, &NOTEBOOKS);
    assert_eq!(s.view, View::Result);
    let s = plan_act(s, PlanAction::Add);
    assert_eq!(
        s.view,
        View::Step(Question::Stage),
        "the next workload's first question"
    );
    assert!(!s.shared.answers.is_answered(Question::Stage));
    let s = answer(s, &TRAINING);
    let s = plan_act(s, PlanAction::Add);
    let s = answer(s, &SCORING);
    plan_act(s, PlanAction::Show)
}

#[test]
fn a_plan_is_built_one_workload_after_another_and_kept_as_each_result_shows() {
    let s = three_stages();
    assert_eq!(s.view, View::Plan);
    assert!(s.push, "the plan is a history entry");
    let p = s.planning.as_ref().unwrap();
    assert_eq!(p.editing, None);
    let stages: Vec<_> = p
        .plan
        .workloads
        .iter()
        .map(|w| w.shared.answers.stage)
        .collect();
    use crate::advisor::answers::Stage;
    assert_eq!(
        stages,
        [
            Some(Stage::Explore),
            Some(Stage::Train),
            Some(Stage::Deploy)
        ]
    );
    for w in &p.plan.workloads {
        assert_eq!(
            w.title(),
            plan::default_name(&w.shared),
            "named by its answers"
        );
        // Each one is the complete result it showed: its own link opens that result.
        assert_eq!(
            AppState::from_query(&share::encode(&w.shared)).view,
            View::Result
        );
    }
}

#[test]
fn the_wizard_and_the_result_say_which_workload_they_edit() {
    let s = plan_act(AppState::from_query(""), PlanAction::Start);
    let label = |s: &AppState| s.planning.as_ref().unwrap().editing_label(&s.shared);
    assert_eq!(label(&s), Some((1, String::new())));
    let s = answer(s, &TRAINING);
    let (n, name) = label(&s).unwrap();
    assert_eq!(
        (n, name.as_str()),
        (1, plan::default_name(&s.shared).as_str())
    );
    let s = plan_act(s, PlanAction::Add);
    assert_eq!(label(&s).map(|l| l.0), Some(2));
}

#[test]
fn a_result_outside_a_plan_starts_one_with_add_another_stage() {
    let s = answer(AppState::from_query(""), &SCORING);
    assert!(s.planning.is_none());
    let s = plan_act(s, PlanAction::Add);
    let p = s.planning.as_ref().unwrap();
    assert_eq!(p.plan.workloads.len(), 1);
    assert_eq!(p.editing, Some(1));
    // "Back to the plan" before the second result: the unfinished workload is not in it.
    let s = plan_act(s, PlanAction::Show);
    assert_eq!(s.planning.as_ref().unwrap().plan.workloads.len(), 1);
}

#[test]
fn names_are_the_persons_and_follow_the_answers_only_while_suggested() {
    let s = three_stages();
    let s = plan_act(s, PlanAction::Name(0, "  Team notebooks ".into()));
    assert!(s.push, "a renamed plan is a history entry");
    let s = plan_act(s, PlanAction::Name(5, "nowhere".into()));
    assert!(!s.push, "nothing changed");
    let w = &s.planning.as_ref().unwrap().plan.workloads;
    assert_eq!(w[0].name, "Team notebooks");
    let s = plan_act(s, PlanAction::Name(1, "x".repeat(200)));
    assert_eq!(
        s.planning.as_ref().unwrap().plan.workloads[1]
            .name
            .chars()
            .count(),
        plan::MAX_NAME
    );
    // Emptied, or left as suggested: the suggested name, following the answers.
    for typed in [" ", "Training"] {
        let s = plan_act(s.clone(), PlanAction::Name(1, typed.into()));
        let w = &s.planning.as_ref().unwrap().plan.workloads[1];
        assert_eq!(
            (w.name.as_str(), w.title()),
            ("", plan::default_name(&w.shared))
        );
    }
    // Opened and edited, a named workload keeps its name and takes the new answers.
    let s = plan_act(s, PlanAction::Open(0));
    assert_eq!(s.view, View::Result);
    assert_eq!(s.planning.as_ref().unwrap().editing, Some(0));
    let s = act(s, Action::Set("hours", "30".into()));
    let w = &s.planning.as_ref().unwrap().plan.workloads[0];
    assert_eq!(w.name, "Team notebooks");
    assert_eq!(w.shared, s.shared, "the edit is kept in the plan");
}

#[test]
fn open_shows_the_workloads_own_result_and_remove_takes_it_out() {
    let s = three_stages();
    let second = s.planning.as_ref().unwrap().plan.workloads[1]
        .shared
        .clone();
    let opened = plan_act(s.clone(), PlanAction::Open(1));
    assert_eq!(opened.view, View::Result);
    assert_eq!(opened.shared, second);
    let back = plan_act(opened, PlanAction::Show);
    assert_eq!(back.planning, s.planning, "opening changed nothing");
    let s = plan_act(s, PlanAction::Remove(0));
    let w = &s.planning.as_ref().unwrap().plan.workloads;
    assert_eq!(w.len(), 2);
    assert_eq!(w[0].shared, second);
    assert_eq!(plan_act(s.clone(), PlanAction::Remove(9)), {
        let mut same = s.clone();
        same.interacted = true;
        same.push = false;
        same
    });
}

#[test]
fn undo_puts_a_removed_workload_back_where_it_was_until_the_plan_changes_otherwise() {
    let s = three_stages();
    let before = s.planning.as_ref().unwrap().plan.workloads.clone();
    let removed = plan_act(s.clone(), PlanAction::Remove(1));
    let p = removed.planning.as_ref().unwrap();
    assert_eq!(p.removed.as_ref().map(|r| r.0), Some(1));
    let undone = plan_act(removed.clone(), PlanAction::Undo);
    let p = undone.planning.as_ref().unwrap();
    assert_eq!(p.plan.workloads, before);
    assert_eq!(p.removed, None);
    // Once the plan changes otherwise, nothing is left to undo.
    let renamed = plan_act(removed, PlanAction::Name(0, "Notebooks".into()));
    assert_eq!(renamed.planning.as_ref().unwrap().removed, None);
    let again = plan_act(renamed.clone(), PlanAction::Undo);
    assert_eq!(
        again.planning.as_ref().unwrap().plan.workloads.len(),
        before.len() - 1
    );
}

#[test]
fn a_plan_holds_at_most_its_cap_and_says_so() {
    let mut s = plan_act(AppState::from_query(""), PlanAction::Start);
    for _ in 0..MAX_WORKLOADS {
        s = answer(s, &NOTEBOOKS);
        s = plan_act(s, PlanAction::Add);
    }
    // The twelfth "Add another stage" found the plan full: the plan view, which says so.
    assert_eq!(s.view, View::Plan);
    let p = s.planning.as_ref().unwrap();
    assert_eq!(p.plan.workloads.len(), MAX_WORKLOADS);
    assert!(p.full());
    assert_eq!(p.editing, None);
}

#[test]
fn the_plans_link_opens_the_same_plan_and_start_over_leaves_it() {
    let s = three_stages();
    let s = plan_act(s, PlanAction::Name(0, "Team notebooks".into()));
    let p = &s.planning.as_ref().unwrap().plan;
    let query = plan::encode(p);
    assert!(plan::is_plan(&query));
    let opened = AppState::from_query(&query);
    assert_eq!(opened.view, View::Plan);
    assert_eq!(opened.notices, []);
    assert_eq!(&opened.planning.as_ref().unwrap().plan, p);
    // Back or Forward to the plan's entry: the plan its address holds.
    let popped = act(
        plan_act(s.clone(), PlanAction::Open(2)),
        Action::Popped("plan".into(), query.clone()),
    );
    assert_eq!(popped.view, View::Plan);
    assert_eq!(&popped.planning.as_ref().unwrap().plan, p);
    // "Start over" from the plan: no plan, the first question.
    let s = act(s, Action::Restart);
    assert!(s.planning.is_none());
    assert_eq!(s.view, View::Step(Question::Stage));
}

#[test]
fn single_result_links_open_as_they_always_did() {
    for q in [
        "",
        "v=1&stage=deploy&serve=realtime",
        "v=1&stage=explore&mode=notebook&data=small&gpu=none&spark=no&existing=none&where=cloud&hours=20",
    ] {
        let s = AppState::from_query(q);
        assert!(s.planning.is_none(), "{q}");
        assert_ne!(s.view, View::Plan);
    }
}

#[test]
fn a_mangled_plan_link_opens_the_plan_with_its_notices_until_the_plan_changes() {
    let s = AppState::from_query("v=1&1.stage=dance&2.stage=deploy&2.serve=realtime&2.hours=999");
    assert_eq!(s.view, View::Plan);
    let p = s.planning.as_ref().unwrap();
    assert!(!p.notices.is_empty());
    assert!(!p.plan.workloads.is_empty());
    let said = |b: &plan::Bill| {
        b.notices.len()
            + b.workloads
                .iter()
                .map(|w| w.report.notices.len())
                .sum::<usize>()
    };
    assert!(said(&p.bill()) > 0, "the bill says them, as advise does");
    let renamed = plan_act(s, PlanAction::Name(0, "Mine".into()));
    assert!(renamed.planning.as_ref().unwrap().notices.is_empty());
}

#[test]
fn back_from_the_plan_to_a_workloads_result_is_that_workload_again() {
    let s = three_stages();
    let third = s.planning.as_ref().unwrap().plan.workloads[2]
        .shared
        .clone();
    let back = act(s, Action::Popped("result".into(), share::encode(&third)));
    assert_eq!(back.view, View::Result);
    assert_eq!(back.planning.as_ref().unwrap().editing, Some(2));
    // "Add another stage" from there adds a fourth, not the third again.
    let added = plan_act(back, PlanAction::Add);
    assert_eq!(added.planning.as_ref().unwrap().plan.workloads.len(), 3);
    assert_eq!(added.planning.as_ref().unwrap().editing, Some(3));
}

/// What the history entry of a screen holds, as `app.rs` writes it.
fn entry(s: &AppState) -> String {
    match s.planning.as_ref().and_then(Planning::history_note) {
        Some(note) => format!("{}\n{note}", s.view.key()),
        None => s.view.key().into(),
    }
}

#[test]
fn a_reload_on_a_workload_keeps_its_plan() {
    let s = plan_act(three_stages(), PlanAction::Open(1));
    let s = act(s, Action::Set("hours", "30".into()));
    assert_eq!(s.view, View::Result);
    let address = share::encode(&s.shared);
    // A reload: the address is the workload's own link; the entry's state keeps the plan.
    let reloaded = AppState::from_query(&address).with_history_note(&entry(&s));
    assert_eq!(reloaded.view, View::Result);
    assert_eq!(reloaded.shared, s.shared);
    let (p, q) = (reloaded.planning.unwrap(), s.planning.clone().unwrap());
    assert_eq!(p.editing, Some(1));
    assert_eq!(p.plan, q.plan, "the edit is in the plan kept");
    // A new workload's unanswered step, reloaded: the plan and the workload to come.
    let s = plan_act(s, PlanAction::Add);
    let reloaded = AppState::from_query("").with_history_note(&entry(&s));
    assert_eq!(reloaded.planning.as_ref().unwrap().editing, Some(3));
    assert_eq!(reloaded.planning.unwrap().plan.workloads.len(), 3);
    // Back to a workload's entry after the plan was lost also brings it back.
    let lost = AppState::from_query(&address);
    let back = act(
        lost,
        Action::Popped(
            entry(&plan_act(three_stages(), PlanAction::Open(1))),
            address.clone(),
        ),
    );
    assert_eq!(back.planning.unwrap().editing, Some(1));
}

#[test]
fn an_entry_that_keeps_no_plan_changes_nothing() {
    let address = share::encode(&answer(AppState::from_query(""), &SCORING).shared);
    for state in [
        "",
        "result",
        "result\n",
        "result\nx\nv=1",
        "result\n1\nv=1",
        "result\n0\nstage=train",
        "result\n18446744073709551616\nv=1",
    ] {
        let s = AppState::from_query(&address).with_history_note(state);
        assert!(s.planning.is_none(), "{state:?}");
    }
    // A plan started on the first question, before its first result: empty, editing the first.
    let started = plan_act(AppState::from_query(""), PlanAction::Start);
    let reloaded = AppState::from_query("").with_history_note(&entry(&started));
    assert_eq!(reloaded.planning, started.planning);
    // A plan already open is kept as it is.
    let open = three_stages();
    let kept = open.clone().with_history_note("result\n0\nv=1");
    assert_eq!(kept.planning, open.planning);
}

#[test]
fn plan_the_whole_project_pressed_before_the_app_started_starts_the_plan() {
    let started = AppState::from_query("").with_static_plan(true);
    assert_eq!(started.view, View::Step(Question::Stage));
    assert_eq!(started.planning.as_ref().and_then(|p| p.editing), Some(0));
    assert_eq!(
        started.planning,
        plan_act(AppState::from_query(""), PlanAction::Start).planning,
        "as the press would have started it"
    );
    // With a choice and Next pressed there too: the plan's first workload goes on.
    let chosen = [("stage".to_string(), "deploy".to_string())];
    let on = AppState::from_query("")
        .with_static_choices(&chosen)
        .with_static_plan(true)
        .with_static_next(true);
    assert_eq!(on.view, View::Step(Question::Model));
    assert_eq!(on.planning.and_then(|p| p.editing), Some(0));
    // Not pressed, or a link that opened elsewhere: nothing changes.
    assert_eq!(
        AppState::from_query("").with_static_plan(false),
        AppState::from_query("")
    );
    let link = AppState::from_query("v=1&stage=deploy");
    assert_eq!(link.clone().with_static_plan(true), link);
}

#[test]
fn the_organisations_requirements_are_asked_once_for_the_whole_plan() {
    let s = plan_act(AppState::from_query(""), PlanAction::Start);
    let mut first = NOTEBOOKS.to_vec();
    first.extend([
        ("residency", "eu"),
        ("network", "private"),
        ("cmk", "required"),
    ]);
    let s = answer(s, &first);
    let s = plan_act(s, PlanAction::Add);
    // The next workload has them from the start, and its wizard does not ask them.
    let a = &s.shared.answers;
    let s_now = a.situation();
    for (q, v) in [
        (Question::Residency, "eu"),
        (Question::Network, "private"),
        (Question::Cmk, "required"),
    ] {
        assert!(a.is_answered(q));
        assert_eq!(q.value_in(&s_now), v);
        assert!(!s.asked().contains(&q), "{q:?} asked again");
    }
    assert_eq!(s.settled().len(), 3);
    // Walked to its result, the workload carries them into the plan and its link.
    let s = answer(s, &TRAINING);
    let link = plan::encode(&s.planning.as_ref().unwrap().plan);
    assert!(link.contains("2.residency=eu"), "{link}");
    assert!(link.contains("2.network=private&2.cmk=required"), "{link}");
    // Changed on this workload's result, it is this workload's own: asked again there.
    let s = act(s, Action::Set("residency", "us".into()));
    assert!(s.settled().iter().all(|(q, _)| *q != Question::Residency));
    // The first workload, opened again, is not told the plan's answers as settled by itself.
    let s = plan_act(s, PlanAction::Open(0));
    assert!(s.settled().iter().all(|(q, _)| *q != Question::Residency));
}
