//! The result's one click handler. Its buttons are markup (`markup::panels`) carrying a
//! `data-act`: `try-N` applies the N-th "What would change this" change, `copy-ID` copies the
//! field `ID`. One delegated listener costs the page far less than a component per button.

use super::store::{Action, Store};
use crate::advisor::Change;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlTextAreaElement};

const REFUSED: &str =
    "The browser did not allow copying: the text is selected, press Ctrl+C (⌘C on a Mac).";

/// Acts on a click inside the result, if it landed on (or inside) a button with a `data-act`.
pub fn click(e: &web_sys::MouseEvent, changes: &[Change], store: &Store) {
    let Some(button) = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|t| t.closest("[data-act]").ok().flatten())
    else {
        return;
    };
    let act = button.get_attribute("data-act").unwrap_or_default();
    if let Some(c) = act
        .strip_prefix("try-")
        .and_then(|i| i.parse::<usize>().ok())
        .and_then(|i| changes.get(i))
    {
        store.dispatch(Action::Set(c.key, c.value.clone()));
    } else if let Some(id) = act.strip_prefix("copy-") {
        copy(id);
    }
}

/// Copies the field `id` with the Clipboard API; where the browser refuses, shows the field and
/// selects its text for copying by hand. The status line under the button says which.
fn copy(id: &str) {
    let document = gloo::utils::document();
    let (Some(field), Some(status)) = (
        document.get_element_by_id(id),
        document.get_element_by_id(&format!("{id}-status")),
    ) else {
        return;
    };
    let text = match field.dyn_ref::<HtmlTextAreaElement>() {
        Some(t) => t.value(),
        None => field
            .dyn_ref::<HtmlInputElement>()
            .map(|i| i.value())
            .unwrap_or_default(),
    };
    let refuse = {
        let status = status.clone();
        move || {
            if let Some(wrap) = field.parent_element() {
                let _ = wrap.remove_attribute("hidden");
            }
            if let Some(t) = field.dyn_ref::<HtmlTextAreaElement>() {
                let _ = t.focus();
                t.select();
            } else if let Some(i) = field.dyn_ref::<HtmlInputElement>() {
                let _ = i.focus();
                i.select();
            }
            status.set_text_content(Some(REFUSED));
        }
    };
    let clipboard = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"clipboard".into()).ok())
        .and_then(|c| c.dyn_into::<web_sys::Clipboard>().ok());
    let Some(c) = clipboard else {
        return refuse();
    };
    // Promise callbacks rather than a future: no executor in the page for one click. The two
    // small closures live on (one never runs): a few bytes per click.
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |_| status.set_text_content(Some("Copied.")));
    let err = Closure::<dyn FnMut(JsValue)>::new(move |_| refuse());
    let _ = c.write_text(&text).then2(&ok, &err);
    ok.forget();
    err.forget();
}
