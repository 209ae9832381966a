//! "What would change this": each single answer change that moves the top pick, as a button that
//! applies it.

use super::store::{use_store, Action};
use crate::advisor::Change;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChangesListProps {
    pub changes: Vec<Change>,
}

#[component]
pub fn ChangesList(props: &ChangesListProps) -> Html {
    let store = use_store();
    if props.changes.is_empty() {
        return html! { <p>{"No single answer change would move the top pick."}</p> };
    }
    html! {
        <ul class="changes" data-testid="changes">
            { props.changes.iter().map(|c| {
                let store = store.clone();
                let (key, value) = (c.key, c.value.clone());
                let onclick = Callback::from(move |_| store.dispatch(Action::Set(key, value.clone())));
                html! {
                    <li>
                        <span>{ format!("{}: {}", c.question, c.value_label) }</span>
                        {" → "}<strong>{ c.top_name }</strong>{" "}
                        <button type="button" class="button link small" {onclick}>
                            {"Try it"}<span class="visually-hidden">{ format!(" ({} {})", c.question, c.value_label) }</span>
                        </button>
                    </li>
                }
            }).collect::<Html>() }
        </ul>
    }
}
