//! The app state: one reducer, held by the app's one component (`app.rs`). The reducer is
//! pure; the URL and the history are written by the app's effect (`app.rs`), never here:
//! the reducer only says whether a change of screen deserves a history entry (`push`).

use crate::advisor::answers::{Answers, Question};
use crate::advisor::link::asked::{self, Asked};
use crate::advisor::link::share::{self, Notice, Shared};
use crate::advisor::link::trial::{self, Revision};
use crate::advisor::Change;
use std::rc::Rc;
use yew::prelude::*;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// One question of the wizard.
    Step(Question),
    Result,
    /// The plan of a whole project: its workloads, their costs and the total.
    Plan,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub shared: Shared,
    /// What a link or an edit said that was not understood.
    pub notices: Vec<Notice>,
    pub view: View,
    /// Whether the person has acted on this page (rather than just opened a link), so that focus
    /// moves only in answer to their actions.
    pub interacted: bool,
    /// Whether the last change of screen is a step Back and Forward should stop at. Not inside an
    /// iframe, where the entries would be the host page's history.
    pub push: bool,
    /// A number typed into a field that was not understood: kept in the field and marked, while
    /// the figures keep the last valid value.
    pub invalid: Option<Invalid>,
    /// How many times Next was refused on this page: each refusal moves focus to the field the
    /// step still needs (`app.rs`), even when the message is already there.
    pub refused: u32,
    /// What "Create it" shows. Not in the link, and no history entry: the names may be private.
    pub create: Create,
    /// The answers the last "Try it" changed, the tried one first; empty after any other action.
    pub tried: Vec<Revision>,
    /// The screen is a history entry Back or Forward reached: its address is already the one
    /// the entry was made with, and stays.
    pub popped: bool,
    /// What was typed in the model list's search: not an answer, not in the link.
    pub search: String,
    /// What the link asked that cannot be answered as asked (`asked::read`), shown first until
    /// the stage, the model or the catalog model changes.
    pub asked: Option<Asked>,
    /// The plan of a whole project, once the person starts one (or a plan link opens it).
    pub planning: Option<Planning>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Invalid {
    pub key: &'static str,
    pub typed: String,
    pub message: String,
}

impl AppState {
    /// The typed text and message for a field, when what was typed there was not understood.
    pub fn invalid_for(&self, key: &str) -> Option<&Invalid> {
        self.invalid.as_ref().filter(|i| i.key == key)
    }
}

impl View {
    /// The history entry's state: the step's share-link key, or "result".
    pub fn key(self) -> &'static str {
        match self {
            View::Step(q) => q.key(),
            View::Result => "result",
            View::Plan => "plan",
        }
    }
}

pub enum Action {
    /// Set one answer or usage value by its share-link key (validated by the share codec).
    Set(&'static str, String),
    /// "Try it" on a change of "What would change this" (`trial::apply`).
    Try(Change),
    /// "Try it" on an option of what the link asked that cannot be answered as asked: its v1
    /// link (`trial::open`).
    TryLink(String),
    /// Confirm the shown answer of the current step and go on.
    Next,
    Back,
    /// Open the wizard on one question, answers kept.
    Edit(Question),
    ShowResult,
    Restart,
    /// A choice in "Create it", by its field's `data-key`: the option, the tool or a name.
    Create(&'static str, String),
    /// What was typed in the model list's search.
    Search(String),
    /// Back or Forward reached a history entry of this screen (by [`View::key`]), whose address
    /// carries this query.
    Popped(String, String),
    /// A change to the plan of the whole project.
    Plan(PlanAction),
}

impl AppState {
    /// The state a page address opens on: the result when the link answers every question it
    /// asks, else the wizard at the first question left open, with the given answers kept (a
    /// host page's presets open the same way). Nothing is assumed for the person.
    pub fn from_query(query: &str) -> AppState {
        if crate::advisor::documents::plan::is_plan(query) {
            return AppState::from_plan_query(query);
        }
        let (mut shared, mut notices) = share::decode(query);
        // A catalog link older than the questions of where it runs opens its result, in Azure.
        share::assume_older(&mut shared.answers);
        notices.extend(share::combination_notices(&shared));
        let state = AppState {
            shared,
            notices,
            view: View::Result,
            interacted: false,
            push: false,
            invalid: None,
            refused: 0,
            create: Create::default(),
            tried: Vec::new(),
            popped: false,
            search: String::new(),
            asked: asked::read(query),
            planning: None,
        };
        AppState {
            view: state.first_open(),
            ..state
        }
    }

    /// The first question asked and not yet answered, or the result when there is none.
    fn first_open(&self) -> View {
        self.asked()
            .into_iter()
            .find(|q| !self.shared.answers.is_answered(*q))
            .map_or(View::Result, View::Step)
    }

    /// Keeps what a person chose in the page's static first step before the app started:
    /// `(key, value)` pairs of the checked answers. Only the wizard's opening step takes them (a
    /// link that opens on the result had no static step to answer); an answer that is not valid
    /// changes nothing.
    pub fn with_static_choices(mut self, choices: &[(String, String)]) -> AppState {
        if self.view != View::Step(Question::Stage) {
            return self;
        }
        for (key, value) in choices {
            let Some(q) = Question::from_key(key) else {
                continue;
            };
            let (shared, notices) = share::with_value(&self.shared, q.key(), value);
            if notices.is_empty() {
                self.shared = shared;
            }
        }
        self
    }

    /// "Plan the whole project" pressed in the static first step before the app started: the
    /// plan starts, as the press would have started it then (before a Next pressed there too).
    pub fn with_static_plan(self, pressed: bool) -> AppState {
        if !pressed || self.view != View::Step(Question::Stage) || self.planning.is_some() {
            return self;
        }
        self.plan_act(PlanAction::Start)
    }

    /// Keeps a press of Next in the static first step, made before the app started: on the
    /// wizard's opening step, the app goes on as Next would (or says what the step needs).
    pub fn with_static_next(self, pressed: bool) -> AppState {
        if !pressed || self.view != View::Step(Question::Stage) {
            return self;
        }
        let next = Rc::new(self).reduce(Action::Next);
        (*next).clone()
    }

    /// Every question asked counts as answered with what the result shows: after an edit on the
    /// result asks a new question, its link still reproduces it.
    fn with_defaults_committed(mut self) -> AppState {
        let s = self.shared.answers.situation();
        for q in self.asked() {
            if !self.shared.answers.is_answered(q) {
                self.shared.answers.commit(q, &s);
            }
        }
        self.view = View::Result;
        self
    }

    /// The questions the wizard asks: those that matter here, less the ones a host page locked
    /// and the requirements the plan answered for every workload.
    pub fn asked(&self) -> Vec<Question> {
        let fixed = self.fixed();
        let mut asked = self.shared.answers.asked_questions();
        asked.retain(|q| !fixed(*q));
        asked
    }

    /// Whether the wizard leaves a question out: locked by a host page, or a requirement the
    /// plan answered ([`AppState::settled`], worked out once here, not once a question).
    fn fixed(&self) -> impl Fn(Question) -> bool + '_ {
        let settled: Vec<Question> = self.settled().into_iter().map(|(q, _)| q).collect();
        move |q| self.shared.is_locked(q) || settled.contains(&q)
    }

    fn first_step(&self) -> View {
        self.asked()
            .first()
            .map_or(View::Result, |q| View::Step(*q))
    }

    /// Position of the current step among the questions asked (1-based), and the fewest and
    /// the most questions the wizard can ask in all: the steps before this one, and what can
    /// still come whatever is answered from here on ([`Answers::asked_from`]). The answer being
    /// chosen does not move them, and each step forward can only narrow them, so the count
    /// shown never rises.
    pub fn progress(&self) -> (usize, usize, usize) {
        let asked = self.asked();
        match self.view {
            View::Step(q) => {
                let i = asked.iter().position(|x| *x == q).unwrap_or(0);
                let (few, most) = self.shared.answers.asked_from(q, &self.fixed());
                (i + 1, i + few.max(1), i + most.max(1))
            }
            View::Result | View::Plan => (asked.len(), asked.len(), asked.len()),
        }
    }
}

impl AppState {
    /// The goals the answers leave unmet (`share::goal_notices`, with their "Try it"), said
    /// first and kept true as the answers change: those of `before` go, those of now come.
    fn refresh_goal_notices(&mut self, before: &Shared) {
        if self.shared == *before {
            return;
        }
        let old = share::goal_notices(before);
        let mut now = share::goal_notices(&self.shared);
        self.notices
            .retain(|n| !old.contains(n) && !now.contains(n));
        now.append(&mut self.notices);
        self.notices = now;
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.interacted = true;
        next.tried.clear();
        next.popped = false;
        if !matches!(action, Action::Set(..) | Action::Next) {
            next.invalid = None;
        }
        match action {
            Action::Set(key, value) => {
                let (shared, notices) = share::with_value(&self.shared, key, &value);
                next.invalid = None;
                let range = share::accepted(key);
                match range.filter(|_| notices.iter().any(|n| n.key == key)) {
                    // A number out of range or malformed: nothing changes but the field's mark.
                    Some(range) => {
                        next.invalid = Some(Invalid {
                            key,
                            typed: value,
                            message: format!(
                                "Enter {range}; the figures use the last valid value until then."
                            ),
                        })
                    }
                    None => {
                        next.shared = shared;
                        next.notices = notices;
                        if self.view == View::Result {
                            next = next.with_defaults_committed();
                        }
                    }
                }
            }
            Action::TryLink(query) => {
                let t = trial::open(&self.shared, &query);
                next.shared = t.shared;
                next.notices = t.notices;
                next.tried = t.revisions;
                next.view = View::Result;
            }
            Action::Try(c) => {
                let t = trial::apply(&self.shared, &c);
                next.shared = t.shared;
                next.notices = t.notices;
                next.tried = t.revisions;
                next.view = View::Result;
            }
            // The wizard does not move on from a number it did not understand.
            Action::Next if self.invalid.is_some() => next.refused += 1,
            Action::Next => {
                if let View::Step(q) = self.view {
                    if !self.shared.answers.is_answered(q) {
                        // No answer is assumed: the step says what it needs and stays.
                        next.refused += 1;
                        next.invalid = Some(refusal::refusal(&self.shared.answers, q));
                        return Rc::new(next);
                    }
                    let asked = next.asked();
                    let i = asked.iter().position(|x| *x == q).unwrap_or(0);
                    next.view = asked.get(i + 1).map_or(View::Result, |q| View::Step(*q));
                }
            }
            Action::Back => {
                let asked = self.asked();
                next.view = match self.view {
                    View::Step(q) => {
                        let i = asked.iter().position(|x| *x == q).unwrap_or(0);
                        asked
                            .get(i.saturating_sub(1))
                            .map_or(self.view, |q| View::Step(*q))
                    }
                    View::Result => asked.last().map_or(View::Result, |q| View::Step(*q)),
                    View::Plan => View::Plan,
                };
            }
            Action::Edit(q) => {
                next.view = if next.asked().contains(&q) {
                    View::Step(q)
                } else {
                    next.first_step()
                }
            }
            Action::ShowResult => next = next.with_defaults_committed(),
            Action::Restart => {
                // A host page's presets and locks stay; everything the person said goes. Within
                // a plan, the workload being edited starts over; from the plan, the plan does.
                if self.view == View::Plan {
                    next.planning = None;
                }
                next.shared = Shared {
                    tool: Default::default(),
                    ..self.fresh_shared()
                };
                next.notices.clear();
                next.asked = None;
                next.search.clear();
                next.view = next.first_step();
            }
            Action::Create(key, value) => next.invalid = next.create.apply(key, &value),
            Action::Search(typed) => {
                next.search = crate::advisor::models::model_list::clean_search(&typed)
            }
            Action::Plan(p) => next = next.plan_act(p),
            Action::Popped(state, query) => {
                // The screen's key, then what the entry kept of a plan (`Planning::history_note`).
                let key = state.split('\n').next().unwrap_or_default();
                next.view = match Question::from_key(key) {
                    Some(q) if next.asked().contains(&q) => View::Step(q),
                    Some(_) => next.first_step(),
                    // The plan as that entry's address holds it.
                    None if key == View::Plan.key() => {
                        let editing = next.planning.as_ref().and_then(|p| p.editing);
                        let popped = AppState::from_plan_query(&query);
                        next.planning = popped.planning.map(|p| Planning { editing, ..p });
                        View::Plan
                    }
                    None => {
                        // Each edit of a result is an entry of its own: Back undoes it.
                        let (shared, notices) = share::decode(&query);
                        next.shared = shared;
                        next.notices = notices;
                        next.asked = asked::read(&query);
                        next.view = View::Result;
                        next.find_in_plan();
                        View::Result
                    }
                };
                next.refresh_goal_notices(&self.shared);
                next.keep_in_plan();
                // A plan lost to a reload comes back with the entry that kept it.
                let mut next = next.with_history_note(&state);
                next.push = false;
                next.popped = true;
                return Rc::new(next);
            }
        }
        // What the link asked is said until the person chooses another stage, goal or model.
        let goal = |a: &Answers| (a.stage, a.model, a.llm);
        if goal(&next.shared.answers) != goal(&self.shared.answers) {
            next.asked = None;
        }
        // On-premises asked of weights only Azure runs, in the wizard or an edit: said first as
        // a link asking it is (`asked::on_premises`), and gone once the answer or the model changes.
        if next.shared.answers != self.shared.answers
            && next
                .asked
                .as_ref()
                .is_none_or(|a| a.why == asked::Why::OnPremises)
        {
            next.asked = crate::advisor::link::asked::on_premises(&next.shared, true);
        }
        next.refresh_goal_notices(&self.shared);
        // The result of a workload being edited is that workload, as it changes. What the
        // plan's link said is said until the plan changes.
        next.keep_in_plan();
        if let (Some(n), Some(b)) = (next.planning.as_mut(), self.planning.as_ref()) {
            if n.plan != b.plan {
                n.notices.clear();
            }
        }
        // A new screen, or a change to the result or the plan, is a history entry (not inside a
        // host's iframe).
        let edited = match self.view {
            View::Result => next.shared != self.shared,
            View::Plan => next.planning != self.planning,
            View::Step(_) => false,
        };
        next.push = (next.view != self.view || edited) && !next.shared.embed;
        Rc::new(next)
    }
}

/// The query of the link that opens the wizard at `q`: `shared`'s, less the answers to `q` and
/// the questions after it. What the address bar holds for a step Back or Forward reaches, so
/// that the address opens the screen shown (with every answer, it would open the result).
pub fn step_query(shared: &Shared, q: Question) -> String {
    let mut later: Vec<&str> = Question::ALL
        .iter()
        .skip_while(|x| **x != q)
        .flat_map(|x| x.keys().iter().copied())
        .collect();
    if later.contains(&"requests") {
        // An older link's monthly volumes belong to the traffic.
        later.extend(["tokensin", "tokensout"]);
    }
    let mut out = String::new();
    for pair in share::encode_with(shared, false).split('&') {
        if !later.contains(&pair.split('=').next().unwrap_or("")) {
            if !out.is_empty() {
                out.push('&');
            }
            out.push_str(pair);
        }
    }
    // Nothing but the version: the page's own address, as it was opened.
    if out == format!("v={}", share::VERSION) {
        out.clear();
    }
    out
}

pub type Store = UseReducerHandle<AppState>;

mod create;
mod plan;
mod refusal;
pub use create::Create;
pub use plan::{PlanAction, Planning};

#[cfg(test)]
mod plan_tests;
#[cfg(test)]
mod tests;
