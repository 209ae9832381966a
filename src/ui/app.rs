//! The root: owns the store and the one side effect, keeping the address bar in step with the
//! answers (replaceState, so answering does not fill the history).

use super::result_view::ResultView;
use super::store::{AppState, Store, View};
use super::wizard::Wizard;
use crate::advisor::share;
use yew::prelude::*;

fn current_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

fn replace_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let url = if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

#[component]
pub fn App() -> Html {
    let store: Store = use_reducer(|| AppState::from_query(&current_query()));
    {
        let shared = store.shared.clone();
        use_effect_with(shared, |shared| {
            let untouched = !share::carries_answers(shared) && *shared == share::Shared::default();
            replace_query(&if untouched {
                String::new()
            } else {
                share::encode(shared)
            });
        });
    }
    let body = match store.view {
        View::Step(q) => html! { <Wizard question={q} /> },
        View::Result => html! { <ResultView /> },
    };
    html! {
        <ContextProvider<Store> context={store.clone()}>
            <header class="masthead">
                <p class="brand">{"Azure ML compute advisor"}</p>
                <h1>{"Where should this work run?"}</h1>
            </header>
            <main id="main" class="page">{ body }</main>
            <footer class="footer">
                <p>{"Advice from the Azure Machine Learning documentation; every reason links its source. Prices: "}{ crate::advisor::prices::PROVENANCE }</p>
            </footer>
        </ContextProvider<Store>>
    }
}
