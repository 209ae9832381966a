//! The wizard: one question per step, a progress indicator, Back and Next. The step is markup
//! (`markup::wizard`) that the app brings up to date node by node in one container; one listener
//! per kind of event on the container applies what changes.

use super::actions::value_of;
use super::store::{Action, AppState, Store};
use crate::advisor::answers::Question;
use crate::advisor::bill::usage::MAX_PEOPLE;
use crate::advisor::facts::traffic;
use crate::advisor::models;
use crate::advisor::models::Llm;
use crate::advisor::questions;
use crate::markup::model_list;
use crate::markup::wizard::{self, Step};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// The step of question `q` as markup, led by what the link asked that cannot be answered as
/// asked, if anything (above the question).
pub fn markup(state: &AppState, q: Question) -> String {
    let asked = state
        .asked
        .as_ref()
        .map(|a| crate::markup::asked::callout(a, false))
        .unwrap_or_default();
    // Within a plan, which workload this is and the way back; on the first question, the way
    // to plan the whole project.
    let plan = match &state.planning {
        Some(p) => {
            // The requirements the plan answered, by the words of their question and answer.
            let settled: Vec<(&str, String)> = state
                .settled()
                .into_iter()
                .map(|(q, slug)| (q.short(), q.value_label(&slug)))
                .collect();
            p.editing_label(&state.shared)
                .map(|(n, name)| crate::markup::plan::banner(n, &name, &settled))
                .unwrap_or_default()
        }
        None => String::new(),
    };
    let start = match &state.planning {
        None if state.progress().0 == 1 => crate::markup::plan::start(),
        _ => String::new(),
    };
    // The banner's box is there on every step, so that the question's nodes (and the focus on
    // its heading) stay as a plan starts; on the first question it holds the way to plan the
    // whole project, above the question, where a phone's first screen shows it.
    format!(
        "<div class=\"plan-slot\">{plan}{start}</div>{asked}{}",
        step_markup(state, q)
    )
}

/// The step of question `q` as markup.
fn step_markup(state: &AppState, q: Question) -> String {
    let situation = state.shared.answers.situation();
    // Nothing is chosen for the person: only an answer given shows as chosen, as given.
    // An open model from Hugging Face shows as chosen while its size is still to be given.
    let value = if state.shared.answers.is_answered(q)
        || (q == Question::Llm && state.shared.answers.llm.is_some())
    {
        state.shared.answers.given(q)
    } else {
        String::new()
    };
    let answers = &state.shared.answers;
    let today = crate::advisor::models::today();
    let choices = answers
        .offered(q)
        .into_iter()
        .map(|c| {
            // A catalog model's facts on the day: seller, lifecycle, price, weights, tuning.
            let hint = match Llm::from_slug(c.slug).filter(|_| q == Question::Llm) {
                Some(l) => models::choice_hint(l, today),
                None => c.hint.to_string(),
            };
            (c.slug, c.label, hint)
        })
        .collect();
    let fields = match q {
        Question::Traffic | Question::Training => {
            crate::markup::editors::step_fields(q, &situation, answers, false)
        }
        // How many people work this way, where each is billed: as typed where it was refused,
        // else as the costs read it (one goes without saying).
        Question::Hours if questions::team_asked(&situation) => vec![(
            "people",
            "People working this way",
            state.invalid_for("people").map_or_else(
                || state.shared.usage.people.unwrap_or(1).to_string(),
                |i| i.typed.clone(),
            ),
            Some((1, u32::from(MAX_PEOPLE))),
        )],
        // A model of your own served on GPUs: its size, empty where not known.
        Question::Hours if questions::own_size_asked(&situation) => vec![(
            "params",
            "Your model's size, billions of parameters",
            state.invalid_for("params").map_or_else(
                || answers.params.map(models::tenths_text).unwrap_or_default(),
                |i| i.typed.clone(),
            ),
            None,
        )],
        // The size of an open model from Hugging Face, as typed (kept where it was refused).
        Question::Llm => vec![(
            "params",
            "Size",
            state.invalid_for("params").map_or_else(
                || answers.params.map(models::tenths_text).unwrap_or_default(),
                |i| i.typed.clone(),
            ),
            None,
        )],
        _ => Vec::new(),
    };
    // What the traffic comes to once given; the people's requests a day as soon as they are.
    let words = match q {
        Question::Traffic if answers.is_answered(q) => Some(traffic::words(&situation.traffic)),
        Question::Traffic => situation.traffic.people.map(|p| p.words() + "."),
        _ => None,
    };
    wizard::step(
        q,
        &Step {
            title: q.title_for(&situation),
            hint: q.hint_for(&situation),
            progress: state.progress(),
            value: &value,
            choices,
            fields,
            words,
            invalid: state
                .invalid
                .as_ref()
                .filter(|i| q.step_keys().contains(&i.key))
                .map(|i| (i.key, i.message.as_str())),
            notices: &state.notices,
            all_answered: state
                .asked()
                .iter()
                .all(|x| state.shared.answers.is_answered(*x)),
            // The page's first screen, until the person acts. Not in an iframe, where it would
            // take the host page's focus, nor in index.html's static copy (rendered natively),
            // which also serves iframes.
            autofocus: !state.interacted && !state.shared.embed && cfg!(target_arch = "wasm32"),
            search: &state.search,
        },
    )
}

/// The step's container, `node`, with its listeners; `markup` is drawn into it by the app's
/// effect (natively, for `firststep`, where effects never run, it is rendered in place).
pub fn view(store: &Store, q: Question, node: &NodeRef, markup: &str) -> Html {
    // Radios and the hours field alike: the field that changed is this step's question. An
    // empty number field is a number being typed, not an answer.
    let oninput = {
        let store = store.clone();
        Callback::from(move |e: InputEvent| {
            let Some(t) = e.target() else {
                return;
            };
            let v = value_of(&t);
            let name = t.dyn_ref::<Element>().and_then(|f| f.get_attribute("name"));
            // The model list's search narrows the list; it answers nothing.
            if name.as_deref() == Some(model_list::SEARCH) {
                store.dispatch(Action::Search(v));
                return;
            }
            // The field's name is its share-link key (a step of numbers has several).
            let key = name
                .and_then(|n| q.step_keys().iter().copied().find(|k| *k == n))
                .unwrap_or(q.key());
            if !v.trim().is_empty() {
                store.dispatch(Action::Set(key, v));
            }
        })
    };
    let onsubmit = {
        let store = store.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            store.dispatch(Action::Next);
        })
    };
    let onclick = {
        let store = store.clone();
        Callback::from(move |e: MouseEvent| {
            let act = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.get_attribute("data-act"));
            match act.as_deref() {
                Some("back") => store.dispatch(Action::Back),
                // A search that found nothing: cleared, and the search field takes the focus.
                Some("clear-search") => {
                    store.dispatch(Action::Search(String::new()));
                    if let Some(f) = search_field(&e) {
                        let _ = f.focus();
                    }
                }
                Some("skip") => store.dispatch(Action::ShowResult),
                Some(act) if super::plan_actions::click(act, &e, &store) => {}
                // "Try it" on an option of what the link asked (the link's text inside it too).
                _ if super::actions::try_asked(&e, &store) => {}
                // A preset: the keys and values it sets ("intokens=500&outtokens=200").
                Some("set") => {
                    let set = e
                        .target()
                        .and_then(|t| t.dyn_into::<Element>().ok())
                        .and_then(|t| t.get_attribute("data-set"))
                        .unwrap_or_default();
                    for pair in set.split('&') {
                        if let Some((k, v)) = pair.split_once('=') {
                            if let Some(key) = q.step_keys().iter().copied().find(|x| *x == k) {
                                store.dispatch(Action::Set(key, v.into()));
                            }
                        }
                    }
                }
                _ => {}
            }
        })
    };
    // From the model list's search, the Down arrow or Enter goes to the list (the chosen model,
    // else the first that matches) rather than submitting the step. The Down arrow also chooses
    // the model it reaches, as an arrow key does within the list: Enter then goes on, where a
    // model reached but not chosen left Enter refused.
    let store = store.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let from_search = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|t| t.id() == model_list::SEARCH);
        if !from_search || !matches!(e.key().as_str(), "ArrowDown" | "Enter") {
            return;
        }
        e.prevent_default();
        let list = e
            .current_target()
            .and_then(|t| t.dyn_into::<Element>().ok());
        let radio = list.and_then(|l| {
            l.query_selector("input[name=llm]:checked")
                .ok()
                .flatten()
                .or_else(|| l.query_selector("input[name=llm]").ok().flatten())
        });
        let Some(r) = radio.and_then(|r| r.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
            return;
        };
        let _ = r.focus();
        if e.key() == "ArrowDown" && !r.checked() {
            store.dispatch(Action::Set(Question::Llm.key(), r.value()));
        }
    });
    html! {
        <div key="step" class="run" ref={node.clone()} {oninput} {onsubmit} {onclick} {onkeydown}>{ server_rendered(markup) }</div>
    }
}

/// The model list's search field, in the step an event happened in.
fn search_field(e: &MouseEvent) -> Option<HtmlElement> {
    e.current_target()?
        .dyn_into::<Element>()
        .ok()?
        .query_selector(&format!("#{}", model_list::SEARCH))
        .ok()??
        .dyn_into::<HtmlElement>()
        .ok()
}

/// The step itself where no browser runs it: `firststep` renders the app natively into index.html.
/// The page's own wasm carries none of this.
#[cfg(not(target_arch = "wasm32"))]
fn server_rendered(markup: &str) -> Html {
    Html::from_html_unchecked(markup.to_string().into())
}

#[cfg(target_arch = "wasm32")]
fn server_rendered(_: &str) -> Html {
    Html::default()
}
