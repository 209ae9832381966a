//! One question: a radio group with a hint per answer, or a number for busy hours.

use crate::advisor::questions::{Question, MAX_HOURS};
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct QuestionStepProps {
    pub question: Question,
    /// The slug shown as chosen (the answer, or the default).
    pub value: String,
    pub on_change: Callback<String>,
    /// Why the number typed here cannot be used, if it cannot.
    #[prop_or_default]
    pub invalid: Option<String>,
}

#[component]
pub fn QuestionStep(props: &QuestionStepProps) -> Html {
    let q = props.question;
    if q == Question::Hours {
        let on_change = props.on_change.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            // An empty field is a number being typed, not an answer.
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            if !v.trim().is_empty() {
                on_change.emit(v);
            }
        });
        return html! {
            <div class="field">
                <label for="answer-hours">{"Busy hours a week (0 to 168)"}</label>
                <input id="answer-hours" name="hours" type="number" inputmode="numeric" min="0" max={MAX_HOURS.to_string()} step="1"
                    value={props.value.clone()} {oninput} aria-invalid={props.invalid.as_ref().map(|_| "true")}
                    aria-describedby={if props.invalid.is_some() { "hours-error hours-hint" } else { "hours-hint" }} />
                if let Some(m) = &props.invalid {
                    <p id="hours-error" class="field-error">{ m }</p>
                }
                <p id="hours-hint" class="hint">{"The time compute is actually working: notebook sessions, jobs or scoring runs. It drives the cost estimate; 40 is a full working week, 168 is around the clock."}</p>
            </div>
        };
    }
    let choices = q.choices();
    html! {
        <fieldset class="choices">
            <legend class="visually-hidden">{ q.title() }</legend>
            { choices.iter().map(|c| {
                let id = format!("answer-{}-{}", q.key(), c.slug);
                let hint_id = format!("{id}-hint");
                let slug = c.slug.to_string();
                let on_change = props.on_change.clone();
                let onchange = Callback::from(move |_: Event| on_change.emit(slug.clone()));
                let checked = props.value == c.slug;
                html! {
                    <div class="choice" key={c.slug}>
                        <input type="radio" id={id.clone()} name={q.key()} value={c.slug} {checked} {onchange} aria-describedby={hint_id.clone()} />
                        <label for={id}>
                            <span class="choice-label">{ c.label }</span>
                            <span class="hint" id={hint_id}>{ c.hint }</span>
                        </label>
                    </div>
                }
            }).collect::<Html>() }
        </fieldset>
    }
}
