//! The Yew page. Components render what `advisor` computes; they decide nothing themselves.

mod actions;
mod app;
mod link;
mod plan_actions;
mod plan_view;
mod result_view;
mod static_step;
pub mod store;
mod wizard;

pub use app::{App, AppProps};
pub use static_step::STATIC_PAGE_ID;

/// The id of the element the app mounts in (index.html).
pub const APP_ID: &str = "app";
use wasm_bindgen::JsCast;

/// The function a page script put on `window` under `name` (`boot.js`'s `amlAdvisorMorph` and
/// `amlAdvisorStopped`, a browser's `requestResize`), if there is one.
pub(crate) fn window_function(name: &str) -> Option<js_sys::Function> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &name.into())
        .ok()?
        .dyn_into()
        .ok()
}

/// Moves focus to the element with this id, if there is one.
pub(crate) fn focus(id: &str) {
    if let Some(e) = gloo::utils::document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = e.focus();
    }
}

/// After Next was refused: focus moves to the step's field named `key` (a choice's first
/// answer), whose `aria-describedby` names the message, and the page scrolls so that the field
/// and the message (`role=alert`, read out as it appears) are both on screen: not every engine
/// scrolls a field focused by a script into view.
pub(crate) fn focus_invalid(key: &str) {
    let document = gloo::utils::document();
    let find = |selector: &str| document.query_selector(selector).ok().flatten();
    let field = find(&format!("form.wizard [name=\"{key}\"]"));
    if let Some(f) = field
        .clone()
        .and_then(|f| f.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = f.focus();
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let rects: Vec<web_sys::DomRect> = [field, find("form.wizard .field-error")]
        .into_iter()
        .flatten()
        .map(|e| e.get_bounding_client_rect())
        .collect();
    let top = rects.iter().map(|r| r.top()).fold(f64::MAX, f64::min);
    let bottom = rects.iter().map(|r| r.bottom()).fold(f64::MIN, f64::max);
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::MAX);
    let margin = 16.0;
    if rects.is_empty() {
        return;
    }
    if top < 0.0 || bottom - top > height {
        window.scroll_by_with_x_and_y(0.0, top - margin);
    } else if bottom > height {
        window.scroll_by_with_x_and_y(0.0, bottom - height + margin);
    }
}

/// Brings the children of the element behind `node` to `markup` (written by [`crate::markup`]),
/// changing only what differs: `boot.js` (`amlAdvisorMorph`) walks the old and new trees side by
/// side. Kept elements keep focus and open disclosures, and the browser restyles and lays out
/// only what changed, where replacing a whole run of the result cost a layout of all of it on
/// every edit. Without `boot.js` (the wasm-bindgen tests) the markup is set as it is.
pub(crate) fn morph(node: &yew::NodeRef, markup: &str) {
    let Some(element) = node.cast::<web_sys::Element>() else {
        return;
    };
    match window_function("amlAdvisorMorph") {
        Some(f) => {
            let _ = f.call2(&wasm_bindgen::JsValue::NULL, &element, &markup.into());
        }
        None => element.set_inner_html(markup),
    }
}

/// After a panic the app cannot go on: besides the console's report, `boot.js`
/// (`amlAdvisorStopped`) says so on the page with a "Start over" link, so the page never sits
/// frozen without a word.
fn on_panic(info: &std::panic::PanicHookInfo<'_>) {
    console_error_panic_hook::hook(info);
    if let Some(f) = window_function("amlAdvisorStopped") {
        let _ = f.call0(&wasm_bindgen::JsValue::NULL);
    }
}

/// Mounts the app in `#app` (Yew empties the element it mounts in; the page body where there is
/// none), in place of the page's static first step: what a person chose there and where their
/// focus was are kept.
pub fn start() {
    yew::set_custom_panic_hook(Box::new(on_panic));
    // The date the page is opened, in the browser's time zone: model lifecycles are judged on it.
    let now = js_sys::Date::new_0();
    crate::advisor::models::set_today(
        now.get_full_year() * 10_000 + (now.get_month() + 1) * 100 + now.get_date(),
    );
    let taken = static_step::take_over();
    // A reload keeps the history entry's state: a workload of a plan comes back in its plan.
    let kept = web_sys::window()
        .and_then(|w| w.history().ok())
        .and_then(|h| h.state().ok())
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    let mut initial = store::AppState::from_query(&link::current_query())
        .with_history_note(&kept)
        .with_static_choices(&taken.choices)
        .with_static_plan(taken.plan)
        .with_static_next(taken.next);
    // Focus in the static step is the person's doing, so the app's step is drawn without
    // `autofocus`: WebKit runs a pending autofocus even after focus has moved (Chromium and
    // Firefox drop it), and took the focus back from the element the app had kept it on.
    initial.interacted |= taken.focus.is_some();
    // After a Next pressed early, focus goes to the new step's question, as it would have then
    // (or, refused, to what the step needs: the app's effect sees the refusal).
    let focus = match taken.next {
        true if initial.invalid.is_none() => Some("step-title".to_string()),
        true => None,
        false => taken.focus,
    };
    let props = AppProps {
        initial: Some(initial),
        focus,
    };
    match gloo::utils::document().get_element_by_id(APP_ID) {
        Some(root) => yew::Renderer::<App>::with_root_and_props(root, props).render(),
        None => yew::Renderer::<App>::with_props(props).render(),
    };
    // Debug builds only (the end-to-end test of the panic notice builds one): release pages
    // carry no way to panic on purpose.
    #[cfg(debug_assertions)]
    if link::current_query().contains("debug-panic=1") {
        panic!("a panic on purpose (debug-panic=1, debug builds only)");
    }
}
