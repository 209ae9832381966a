//! What the plan's buttons and fields do, read by the page's delegated handlers (`actions.rs`,
//! `wizard.rs`): `plan-start`, `plan-add`, `plan-show`, `plan-open-N`, `plan-remove-N`; the
//! fields `plan-name-N` and `plan-tool`; and the plan's documents for the export buttons.

use super::link::plan_link;
use super::store::{Action, PlanAction, Store, View};
use crate::advisor::documents::export;

/// Acts on a plan button's `data-act`; whether it was one.
pub fn click(act: &str, e: &web_sys::MouseEvent, store: &Store) -> bool {
    let index = |prefix: &str| act.strip_prefix(prefix)?.parse::<usize>().ok();
    let action = match act {
        "plan-start" => PlanAction::Start,
        "plan-add" => PlanAction::Add,
        "plan-show" => PlanAction::Show,
        "plan-undo" => {
            store.dispatch(Action::Plan(PlanAction::Undo));
            // The "Undo" button is gone with the notice: focus goes to the plan's heading.
            super::focus("plan-title");
            return true;
        }
        _ => match (index("plan-open-"), index("plan-remove-")) {
            // An <a> to the workload's own link: opened in place, with the plan kept.
            (Some(i), _) => {
                e.prevent_default();
                PlanAction::Open(i)
            }
            (_, Some(i)) => {
                store.dispatch(Action::Plan(PlanAction::Remove(i)));
                // The button is gone with its workload: focus goes to the plan's heading.
                super::focus("plan-title");
                return true;
            }
            _ => return false,
        },
    };
    let start = action == PlanAction::Start;
    store.dispatch(Action::Plan(action));
    // The button is gone once the plan is started: focus stays with the question, which now
    // says which workload it asks about.
    if start {
        super::focus("step-title");
    }
    true
}

/// Applies a plan field, by its `data-key`; whether it was one.
pub fn change(key: &str, value: String, store: &Store) -> bool {
    let action = match key.strip_prefix("plan-name-").map(str::parse::<usize>) {
        Some(Ok(i)) => PlanAction::Name(i, value),
        _ if key == "plan-tool" => PlanAction::Tool(value),
        _ => return false,
    };
    store.dispatch(Action::Plan(action));
    true
}

/// On the plan view, the plan as `kind` (`markdown`, `json` or `csv`): the same documents as
/// `advise --markdown`, `--json` and `--csv` print for the plan's link.
pub fn document(store: &Store, kind: &str) -> Option<String> {
    if store.view != View::Plan {
        return None;
    }
    let p = store.planning.as_ref()?;
    let bill = p.bill();
    Some(match kind {
        "markdown" => export::plan_markdown(&bill, &plan_link(&p.plan)),
        "csv" => export::plan_csv(&bill),
        _ => export::plan_json(&bill),
    })
}
