//! The answers on the result page, each editable in place. The fields carry their share-link
//! key in `data-key`; the result's one change handler (`ui::actions::change`) applies them.

use super::store::Store;
use super::usage_editor::number_input;
use crate::advisor::questions::Question;
use yew::prelude::*;

pub fn answers_editor(store: &Store) -> Html {
    let answers = &store.shared.answers;
    let s = answers.situation();
    let rows: Vec<Html> = answers.asked_questions().into_iter().map(|q| {
        let id = format!("edit-{}", q.key());
        let value = q.value_in(&s);
        if store.shared.is_locked(q) {
            // Fixed by the page that embeds the advisor: shown, not editable.
            return html! {
                <div class="answer locked" key={q.key()} data-testid={format!("locked-{}", q.key())}>
                    <span class="answer-label">{ q.short_for(s.stage, s.serve) }</span>
                    <span>{ q.value_label(&value) }{" (fixed)"}</span>
                </div>
            };
        }
        let control = if q == Question::Hours {
            number_input(store, q.key(), &id, value, (0, 168))
        } else {
            html! {
                <select id={id.clone()} data-key={q.key()}>
                    { q.choices().iter().map(|c| html! {
                        <option value={c.slug} selected={c.slug == value}>{ c.label }</option>
                    }).collect::<Html>() }
                </select>
            }
        };
        html! {
            <div class="answer" key={q.key()}>
                <label for={id}>{ q.short_for(s.stage, s.serve) }</label>
                { control }
            </div>
        }
    }).collect();
    html! {
        <section class="panel answers" aria-labelledby="answers-title">
            <h2 id="answers-title">{"Your answers"}</h2>
            <div class="answer-grid">{ for rows }</div>
            <div class="actions">
                <button type="button" class="button secondary" data-act="walk">{"Walk through the questions"}</button>
                <button type="button" class="button link" data-act="restart">{"Start over"}</button>
            </div>
        </section>
    }
}
