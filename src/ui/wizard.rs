//! The wizard: one question per step, a progress indicator, Back and Next.

use super::actions::value_of;
use super::question_step::question_step;
use super::store::{use_store, Action};
use crate::advisor::questions::Question;
use web_sys::HtmlElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct WizardProps {
    pub question: Question,
}

#[component]
pub fn Wizard(props: &WizardProps) -> Html {
    let store = use_store();
    let q = props.question;
    let (step, total) = store.progress();
    let heading = use_node_ref();
    {
        // Move focus to the new question so keyboard and screen-reader users follow the step.
        let heading = heading.clone();
        use_effect_with(q, move |_| {
            if let Some(h) = heading.cast::<HtmlElement>() {
                let _ = h.focus();
            }
        });
    }
    let situation = store.shared.answers.situation();
    // Nothing is chosen for the person: only an answer given shows as chosen.
    let value = if store.shared.answers.is_answered(q) {
        q.value_in(&situation)
    } else {
        String::new()
    };
    // Radios and the hours field alike: the field that changed is this step's question. An
    // empty number field is a number being typed, not an answer.
    let on_input = {
        let store = store.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target().map(|t| value_of(&t)).unwrap_or_default();
            if !v.trim().is_empty() {
                store.dispatch(Action::Set(q.key(), v));
            }
        })
    };
    let on_submit = {
        let store = store.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            store.dispatch(Action::Next);
        })
    };
    let on_back = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Action::Back))
    };
    let on_result = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Action::ShowResult))
    };
    let all_answered = store
        .asked()
        .iter()
        .all(|x| store.shared.answers.is_answered(*x));
    let last = step == total;
    html! {
        <form class="wizard" onsubmit={on_submit} oninput={on_input} aria-labelledby="step-title">
            <div class="progress">
                <p class="progress-label" id="progress-label">{ format!("Question {step} of {total}") }</p>
                <progress max={total.to_string()} value={step.to_string()} aria-labelledby="progress-label"></progress>
            </div>
            <h2 id="step-title" class="step-title" tabindex="-1" ref={heading}>{ q.title_for(situation.stage, situation.serve) }</h2>
            { question_step(q, &value, store.invalid_for(q.key()).map(|i| i.message.as_str())) }
            if !store.notices.is_empty() {
                <div class="notice" role="status" data-testid="notices">
                    { store.notices.iter().map(|n| html! { <p>{ &n.message }</p> }).collect::<Html>() }
                </div>
            }
            <div class="actions">
                <button type="button" class="button secondary" onclick={on_back} disabled={step == 1}>{"Back"}</button>
                <button type="submit" class="button primary" data-testid="next">{ if last { "See the advice" } else { "Next" } }</button>
                if all_answered && !last {
                    <button type="button" class="button link" onclick={on_result}>{"Skip to the advice"}</button>
                }
            </div>
        </form>
    }
}
