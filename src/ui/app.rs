//! The root: owns the store and the one side effect, keeping the address bar in step with the
//! answers (replaceState, so answering does not fill the history).

use super::result_view::ResultView;
use super::store::{AppState, Store, View};
use super::wizard::Wizard;
use crate::advisor::share;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// The page's query string (empty when rendered natively, by `firststep`).
pub(crate) fn current_query() -> String {
    if cfg!(not(target_arch = "wasm32")) {
        return String::new();
    }
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

#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// The state the app opens on; by default, what the address bar says. `ui::start` adds a
    /// choice already made in the page's static first step (`static_step.rs`).
    #[prop_or_default]
    pub initial: Option<AppState>,
    /// The id of the element that had focus in the static first step, to keep it there.
    #[prop_or_default]
    pub focus: Option<String>,
}

#[component]
pub fn App(props: &AppProps) -> Html {
    let store: Store = {
        let initial = props.initial.clone();
        use_reducer(move || initial.unwrap_or_else(|| AppState::from_query(&current_query())))
    };
    {
        // Runs after the wizard's own effect (children first), so it wins over its heading focus.
        let focus = props.focus.clone();
        use_effect_with((), move |_| {
            let element = focus.and_then(|id| gloo::utils::document().get_element_by_id(&id));
            if let Some(e) = element.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
                let _ = e.focus();
            }
        });
    }
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
