//! The wizard: one question per step, a progress indicator, Back and Next. The step is markup
//! (`markup::wizard`) brought up to date node by node in its container; one listener per kind of
//! event on the container applies what changes.

use super::actions::value_of;
use super::morph;
use super::store::{use_store, Action};
use crate::advisor::questions::Question;
use crate::markup::wizard::{self, Step};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct WizardProps {
    pub question: Question,
}

#[component]
pub fn Wizard(props: &WizardProps) -> Html {
    let store = use_store();
    let q = props.question;
    let situation = store.shared.answers.situation();
    // Nothing is chosen for the person: only an answer given shows as chosen.
    let value = if store.shared.answers.is_answered(q) {
        q.value_in(&situation)
    } else {
        String::new()
    };
    let markup = wizard::step(
        q,
        &Step {
            title: q.title_for(situation.stage, situation.serve),
            progress: store.progress(),
            value: &value,
            invalid: store.invalid_for(q.key()).map(|i| i.message.as_str()),
            notices: &store.notices,
            all_answered: store
                .asked()
                .iter()
                .all(|x| store.shared.answers.is_answered(*x)),
        },
    );
    let server = server_rendered(&markup);
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect(move || morph(&node, &markup));
    }
    // After the step is in place: move focus to the new question, so keyboard and screen-reader
    // users follow the step.
    use_effect_with(q, move |_| {
        if let Some(h) = gloo::utils::document()
            .get_element_by_id("step-title")
            .and_then(|h| h.dyn_into::<HtmlElement>().ok())
        {
            let _ = h.focus();
        }
    });
    // Radios and the hours field alike: the field that changed is this step's question. An
    // empty number field is a number being typed, not an answer.
    let oninput = {
        let store = store.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target().map(|t| value_of(&t)).unwrap_or_default();
            if !v.trim().is_empty() {
                store.dispatch(Action::Set(q.key(), v));
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
    let onclick = Callback::from(move |e: MouseEvent| {
        let act = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.get_attribute("data-act"));
        match act.as_deref() {
            Some("back") => store.dispatch(Action::Back),
            Some("skip") => store.dispatch(Action::ShowResult),
            _ => {}
        }
    });
    html! { <div class="run" ref={node} {oninput} {onsubmit} {onclick}>{ server }</div> }
}

/// The step itself where no browser runs it: `firststep` renders the app natively into index.html,
/// where effects never run. The page's own wasm carries none of this.
#[cfg(not(target_arch = "wasm32"))]
fn server_rendered(markup: &str) -> Html {
    Html::from_html_unchecked(markup.to_string().into())
}

#[cfg(target_arch = "wasm32")]
fn server_rendered(_: &str) -> Html {
    Html::default()
}
