//! The plan of a whole project being built on the page: its workloads so far (each a result's
//! own answers and usage, with a name), and which one the wizard or the result is editing. A
//! result shown while a workload is edited is that workload: each change to it is kept in the
//! plan as it is made, so "Back to the plan" and the plan's link always hold what was shown.

use super::{AppState, View};
use crate::advisor::answers::{Answers, Question};
use crate::advisor::documents::plan::{self, Plan, Workload, MAX_NAME, MAX_WORKLOADS};
use crate::advisor::link::share::{self, Shared, Tool};

/// The organisation's requirements: one answer for every workload of a plan.
const REQUIREMENTS: [Question; 3] = [Question::Residency, Question::Network, Question::Cmk];

/// The plan and the workload being edited.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Planning {
    pub plan: Plan,
    /// The workload the wizard and the result edit: an index of `plan.workloads`, or its length
    /// for one not yet in the plan (it joins it when its result is first shown). `None` on the
    /// plan view, or on a result that is not one of the plan's.
    pub editing: Option<usize>,
    /// What the plan's link gave that was not understood (`plan::decode`: 0 for the plan, else
    /// the workload's number), said on the plan and in its documents until the plan changes.
    pub notices: Vec<(usize, share::Notice)>,
    /// The workload "Remove" last took out, and where it was, until "Undo" puts it back or the
    /// plan changes otherwise.
    pub removed: Option<(usize, Workload)>,
}

/// What a person does to the plan.
#[derive(Clone, Debug, PartialEq)]
pub enum PlanAction {
    /// "Plan the whole project", on the first question: this workload is the plan's first.
    Start,
    /// "Add another stage": the result shown is kept as a workload and the wizard asks the next.
    Add,
    /// "Back to the plan".
    Show,
    /// "Open": a workload's own result, with its answers.
    Open(usize),
    Remove(usize),
    /// "Undo" after "Remove": the workload back where it was.
    Undo,
    /// A workload's name as typed (empty, or the suggested name, follows the answers again).
    Name(usize, String),
    /// The tool the plan's create script is written for (`cli`, `yaml`, `python`).
    Tool(String),
}

impl Planning {
    /// The position of the workload being edited, 1-based, and its name (the suggested one while
    /// it is not in the plan yet), for "Workload 2 of the plan: Training".
    pub fn editing_label(&self, shared: &Shared) -> Option<(usize, String)> {
        let i = self.editing?;
        let name = match self.plan.workloads.get(i) {
            Some(w) => w.title(),
            None if shared.answers.stage.is_some() => plan::default_name(shared),
            None => String::new(),
        };
        Some((i + 1, name))
    }

    /// What the history entry of a workload's screen keeps of the plan, after the screen's key:
    /// the workload edited and the plan's link (`\n`-separated). The address holds only the
    /// workload's own link, so that it can be shared alone; the entry's state survives a reload,
    /// and with it the plan ([`AppState::with_history_note`]). `None` where no workload is
    /// edited (the plan view's address is the plan's link).
    pub fn history_note(&self) -> Option<String> {
        let i = self.editing?;
        Some(format!("{i}\n{}", plan::encode(&self.plan)))
    }

    /// Whether the plan holds as many workloads as it may.
    pub fn full(&self) -> bool {
        self.plan.workloads.len() >= MAX_WORKLOADS
    }

    /// The plan's bill, with what its link said that was not understood: the page's documents
    /// are `advise`'s for the plan's link (`plan::Bill::with_notices`).
    pub fn bill(&self) -> plan::Bill {
        let p = Plan {
            embed: false,
            ..self.plan.clone()
        };
        plan::bill(&p).with_notices(&self.notices)
    }
}

impl AppState {
    /// The state a plan link opens on: the plan view, with what was not understood said there.
    pub fn from_plan_query(query: &str) -> AppState {
        let (plan, notices) = plan::decode(query);
        let mut state = AppState::from_query("");
        state.shared = Shared {
            embed: plan.embed,
            locks: plan.locks.clone(),
            tool: plan.tool,
            ..Shared::default()
        };
        state.view = View::Plan;
        state.planning = Some(Planning {
            plan,
            editing: None,
            notices,
            removed: None,
        });
        state
    }

    /// The state a reloaded screen opens on, with the plan its history entry kept
    /// ([`Planning::history_note`]): the workload it edited is the screen's, and stays in the plan.
    /// A note that does not read as one (an older entry's, or another page's) changes nothing;
    /// neither does one where a plan is already open.
    pub fn with_history_note(mut self, state: &str) -> AppState {
        if self.planning.is_some() {
            return self;
        }
        let Some((_, note)) = state.split_once('\n') else {
            return self;
        };
        let Some((i, query)) = note.split_once('\n') else {
            return self;
        };
        let Ok(i) = i.parse::<usize>() else {
            return self;
        };
        if !query.starts_with("v=") {
            return self;
        }
        // A plan started on the first question holds no workload yet: its link is `v=1` alone.
        let (plan, notices) = match plan::is_plan(query) {
            true => plan::decode(query),
            false => (
                Plan {
                    embed: self.shared.embed,
                    locks: self.shared.locks.clone(),
                    tool: self.shared.tool,
                    ..Plan::default()
                },
                Vec::new(),
            ),
        };
        if i > plan.workloads.len() {
            return self;
        }
        self.planning = Some(Planning {
            plan,
            editing: Some(i),
            notices,
            removed: None,
        });
        self.keep_in_plan();
        self
    }

    /// A workload's answers from the start: what a host page fixed stays (its presets and locks),
    /// as "Start over" keeps them; in a plan, the organisation's requirements another workload
    /// answered, which the wizard does not ask again ([`AppState::settled`]).
    pub(super) fn fresh_shared(&self) -> Shared {
        let mut answers = Answers::default();
        for q in &self.shared.locks {
            if self.shared.answers.is_answered(*q) {
                answers.set(*q, &q.value_in(&self.shared.answers.situation()));
            }
        }
        for (q, value) in self.plan_requirements() {
            answers.set(q, &value);
        }
        Shared {
            answers,
            embed: self.shared.embed,
            locks: self.shared.locks.clone(),
            tool: self.shared.tool,
            ..Shared::default()
        }
    }

    /// The organisation's requirements the plan's other workloads answered (where data may be
    /// processed, the network, the keys), each as the first of them that answered it: one
    /// organisation, one answer, asked once for the whole plan.
    pub(super) fn plan_requirements(&self) -> Vec<(Question, String)> {
        let Some(p) = &self.planning else {
            return Vec::new();
        };
        REQUIREMENTS
            .into_iter()
            .filter_map(|q| {
                p.plan
                    .workloads
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| Some(*i) != p.editing)
                    .map(|(_, w)| &w.shared.answers)
                    .find(|a| a.is_answered(q))
                    .map(|a| (q, q.value_in(&a.situation())))
            })
            .collect()
    }

    /// The requirements the wizard leaves out for the workload edited, with their answers: those
    /// the plan answered, answered the same here (changed on the result, one is this workload's
    /// own).
    pub fn settled(&self) -> Vec<(Question, String)> {
        let here = self.shared.answers.situation();
        self.plan_requirements()
            .into_iter()
            .filter(|(q, v)| self.shared.answers.is_answered(*q) && *v == q.value_in(&here))
            .collect()
    }

    /// The result shown, kept in the plan as the workload being edited (added as the next one
    /// where it is not in the plan yet). A name the person did not give follows the answers.
    pub(super) fn keep_in_plan(&mut self) {
        if self.view != View::Result {
            return;
        }
        let Some(p) = self.planning.as_mut() else {
            return;
        };
        // As the plan's link gives it back: the plan's `embed`, `lock` and `tool`.
        let shared = Shared {
            embed: p.plan.embed,
            locks: p.plan.locks.clone(),
            tool: p.plan.tool,
            ..self.shared.clone()
        };
        let Some(i) = p.editing else {
            return;
        };
        let list = &mut p.plan.workloads;
        let len = list.len();
        match list.get_mut(i) {
            Some(w) => w.shared = shared,
            None if len < MAX_WORKLOADS => {
                p.editing = Some(len);
                list.push(Workload {
                    name: String::new(),
                    shared,
                });
            }
            // A full plan takes no more: the workload stays a result of its own.
            None => p.editing = None,
        }
    }

    /// Back or Forward reached a result: where no workload is being edited, the result is the
    /// plan's workload with the same answers and usage, if there is one (so that "Add another
    /// stage" does not add it twice).
    pub(super) fn find_in_plan(&mut self) {
        let (answers, usage) = (&self.shared.answers, &self.shared.usage);
        if let Some(p) = self.planning.as_mut().filter(|p| p.editing.is_none()) {
            p.editing = p
                .plan
                .workloads
                .iter()
                .position(|w| w.shared.answers == *answers && w.shared.usage == *usage);
        }
    }

    pub(super) fn plan_act(mut self, action: PlanAction) -> AppState {
        let empty = Planning {
            plan: Plan {
                embed: self.shared.embed,
                locks: self.shared.locks.clone(),
                tool: self.shared.tool,
                ..Plan::default()
            },
            editing: None,
            notices: Vec::new(),
            removed: None,
        };
        // Only the action right after "Remove" can undo it.
        let removed = self.planning.as_mut().and_then(|p| p.removed.take());
        match action {
            PlanAction::Start => {
                if self.planning.is_none() {
                    self.planning = Some(Planning {
                        editing: Some(0),
                        ..empty
                    });
                }
            }
            PlanAction::Add => {
                let p = self.planning.get_or_insert(empty);
                if self.view == View::Result && p.editing.is_none() {
                    p.editing = Some(p.plan.workloads.len());
                }
                self.keep_in_plan();
                let p = self.planning.get_or_insert_with(Planning::default);
                if p.full() {
                    // The plan view says the cap.
                    p.editing = None;
                    self.view = View::Plan;
                } else {
                    p.editing = Some(p.plan.workloads.len());
                    self.shared = self.fresh_shared();
                    self.notices.clear();
                    self.asked = None;
                    self.search.clear();
                    self.view = self.first_step();
                }
            }
            PlanAction::Show => {
                self.keep_in_plan();
                let p = self.planning.get_or_insert(empty);
                p.editing = None;
                self.notices.clear();
                self.view = View::Plan;
            }
            PlanAction::Open(i) => {
                let Some(w) = self.planning.as_ref().and_then(|p| p.plan.workloads.get(i)) else {
                    return self;
                };
                self.shared = Shared {
                    embed: self.shared.embed,
                    ..w.shared.clone()
                };
                self.notices = share::combination_notices(&self.shared);
                self.asked = None;
                if let Some(p) = self.planning.as_mut() {
                    p.editing = Some(i);
                }
                self.view = self.first_open();
            }
            PlanAction::Remove(i) => {
                if let Some(p) = self.planning.as_mut() {
                    // A workload the plan does not hold changes nothing, the undo included.
                    p.removed = match i < p.plan.workloads.len() {
                        true => Some((i, p.plan.workloads.remove(i))),
                        false => removed,
                    };
                }
            }
            PlanAction::Undo => {
                if let (Some(p), Some((i, w))) = (self.planning.as_mut(), removed) {
                    if !p.full() {
                        let at = i.min(p.plan.workloads.len());
                        p.plan.workloads.insert(at, w);
                    }
                }
            }
            PlanAction::Name(i, typed) => {
                if let Some(w) = self
                    .planning
                    .as_mut()
                    .and_then(|p| p.plan.workloads.get_mut(i))
                {
                    let typed: String = typed
                        .chars()
                        .filter(|c| !c.is_control())
                        .take(MAX_NAME)
                        .collect();
                    let typed = typed.trim();
                    // The suggested name, kept as it is, goes on following the answers.
                    w.name = match typed == plan::default_name(&w.shared) {
                        true => String::new(),
                        false => typed.into(),
                    };
                }
            }
            PlanAction::Tool(slug) => {
                if let (Some(p), Some(t)) = (self.planning.as_mut(), Tool::from_slug(&slug)) {
                    p.plan.tool = t;
                }
            }
        }
        self
    }
}
