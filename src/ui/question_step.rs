//! One question: a radio group with a hint per answer, or a number for busy hours. The fields
//! are named by the question's share-link key; the wizard's form applies what changes.

use crate::advisor::questions::{Question, MAX_HOURS};
use yew::prelude::*;

/// The question `q` with `value` (a slug, or the hours) shown as chosen; `invalid` says why a
/// number typed here cannot be used, if it cannot.
pub fn question_step(q: Question, value: &str, invalid: Option<&str>) -> Html {
    if q == Question::Hours {
        return html! {
            <div class="field">
                <label for="answer-hours">{"Busy hours a week (0 to 168)"}</label>
                <input id="answer-hours" name="hours" type="number" inputmode="numeric" min="0" max={MAX_HOURS.to_string()} step="1"
                    value={value.to_string()} aria-invalid={invalid.map(|_| "true")}
                    aria-describedby={if invalid.is_some() { "hours-error hours-hint" } else { "hours-hint" }} />
                if let Some(m) = invalid {
                    <p id="hours-error" class="field-error">{ m }</p>
                }
                <p id="hours-hint" class="hint">{"The time compute is actually working: notebook sessions, jobs or scoring runs. It drives the cost estimate; 40 is a full working week, 168 is around the clock."}</p>
            </div>
        };
    }
    let choices = q.choices();
    html! {
        <fieldset class="choices" aria-describedby={invalid.map(|_| "choice-error")}>
            <legend class="visually-hidden">{ q.title() }</legend>
            { choices.iter().map(|c| {
                let id = format!("answer-{}-{}", q.key(), c.slug);
                let hint_id = format!("{id}-hint");
                let checked = value == c.slug;
                html! {
                    <div class="choice" key={c.slug}>
                        <input type="radio" id={id.clone()} name={q.key()} value={c.slug} {checked} aria-describedby={hint_id.clone()} />
                        <label for={id}>
                            <span class="choice-label">{ c.label }</span>
                            <span class="hint" id={hint_id}>{ c.hint }</span>
                        </label>
                    </div>
                }
            }).collect::<Html>() }
            if let Some(m) = invalid {
                <p id="choice-error" class="field-error" role="alert">{ m }</p>
            }
        </fieldset>
    }
}
