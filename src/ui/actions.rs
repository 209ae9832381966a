//! The result's delegated handlers. Buttons carry a `data-act`: `try-N` applies the N-th "What
//! would change this" change, `usage` focuses the first field that changes the pick's price,
//! `copy-ID` copies the field `ID`, `create-SLUG` shows option SLUG in
//! "Create it", `download-json` and `download-csv` point their link at the document, `walk` and
//! `restart` reopen the questions. Fields carry their share-link key in `data-key` (or, in
//! "Create it", a `create-` or `name-` key that stays out of the link). One listener per kind of
//! event on the result costs the page far less than a component or a callback per control.

use super::link::full_link;
use super::store::{Action, Store};
use crate::advisor::answers::Question;
use crate::advisor::Change;
use crate::advisor::{documents::export, link::levers};
use crate::markup::create::NAME_KEYS;
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
    if try_asked(e, store) || super::plan_actions::click(&act, e, store) {
        return;
    }
    if let Some(c) = act
        .strip_prefix("try-")
        .and_then(|i| i.parse::<usize>().ok())
        .and_then(|i| changes.get(i))
    {
        store.dispatch(Action::Try(c.clone()));
    } else if act == "usage" {
        // "Change the usage": the first field whose edit changes the pick's price, focused
        // (its link, `#usage`, is for pages without the app).
        // Where nothing moves the price, the usage's first field.
        let advice = crate::advisor::advise(&store.shared.answers);
        let options: Vec<_> = advice.ranked.iter().map(|o| o.target).collect();
        let key = options.first().and_then(|t| {
            levers::price_keys(&store.shared, *t, &options)
                .first()
                .copied()
        });
        e.prevent_default();
        let key = key.unwrap_or("region");
        let id = levers::field_id(key);
        super::focus(&id);
        // With its label in view above it; a number of the traffic with the traffic's first
        // field, the people who will use it, which the requests a day are the other way to give.
        let document = gloo::utils::document();
        let traffic = crate::advisor::answers::Question::Traffic
            .keys()
            .contains(&key);
        let first = traffic
            .then(|| document.get_element_by_id(&levers::field_id("users")))
            .flatten();
        if let Some(wrap) = first
            .or_else(|| document.get_element_by_id(&id))
            .and_then(|f| f.parent_element())
        {
            wrap.scroll_into_view();
        }
    } else if let Some(id) = act.strip_prefix("copy-") {
        if id == "export-markdown" {
            // Written when asked for: the same document as `advise --markdown`, with the names
            // given in "Create it".
            let markdown = super::plan_actions::document(store, "markdown").unwrap_or_else(|| {
                export::markdown(
                    &export::Report::new(&store.shared, &store.notices)
                        .with_asked(store.asked.clone()),
                    &full_link(&store.shared),
                    &store.create.names,
                )
            });
            if let Some(t) = gloo::utils::document()
                .get_element_by_id(id)
                .and_then(|t| t.dyn_into::<HtmlTextAreaElement>().ok())
            {
                t.set_value(&markdown);
            }
        }
        copy(id);
    } else if let Some(kind) = act.strip_prefix("download-") {
        // The same documents as `advise --json` and `advise --csv`, as the link's address.
        let text = super::plan_actions::document(store, kind).unwrap_or_else(|| {
            let report =
                export::Report::new(&store.shared, &store.notices).with_asked(store.asked.clone());
            match kind {
                "csv" => export::csv(&report),
                _ => export::json(&report),
            }
        });
        let mime = match kind {
            "csv" => "text/csv",
            _ => "application/json",
        };
        let encoded = String::from(js_sys::encode_uri_component(&text));
        let _ = button.set_attribute("href", &format!("data:{mime};charset=utf-8,{encoded}"));
    } else if let Some(slug) = act.strip_prefix("create-") {
        // "Show how to create it" on an alternative: that option in "Create it", where focus
        // goes (the option field, which the update keeps).
        store.dispatch(Action::Create("create-target", slug.into()));
        super::focus("create-target");
    } else if act == "walk" {
        store.dispatch(Action::Edit(Question::Stage));
    } else if act == "restart" {
        store.dispatch(Action::Restart);
    }
}

/// "Try it" on an option of what the link asked that cannot be answered as asked (an `<a>` to
/// its v1 link, `data-act="asked-N"`), or on a model a notice names as meeting a goal left unmet
/// (`data-act="notice-I-J"`): applied in place as "Try it" is, not followed. Whether the click
/// was one.
pub fn try_asked(e: &web_sys::MouseEvent, store: &Store) -> bool {
    let act = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|t| {
            t.closest("[data-act^=asked-], [data-act^=notice-]")
                .ok()
                .flatten()
        })
        .and_then(|a| a.get_attribute("data-act"))
        .unwrap_or_default();
    let link = if let Some(i) = act.strip_prefix("asked-") {
        i.parse::<usize>()
            .ok()
            .and_then(|i| store.asked.as_ref()?.nearest.get(i))
            .map(|n| n.link.clone())
    } else if let Some((i, j)) = act.strip_prefix("notice-").and_then(|p| p.split_once('-')) {
        i.parse::<usize>()
            .ok()
            .zip(j.parse::<usize>().ok())
            .and_then(|(i, j)| store.notices.get(i)?.tries.get(j))
            .map(|t| t.link.clone())
    } else {
        None
    };
    match link {
        Some(link) => {
            e.prevent_default();
            store.dispatch(Action::TryLink(link));
            true
        }
        None => false,
    }
}

/// The choice of "Create it" kept out of the link (its names are [`NAME_KEYS`]; the tool is in
/// the link, `tool`).
const CREATE_KEYS: [&str; 1] = ["create-target"];

/// Applies a changed field: its `data-key` and value go through the share codec like a link's.
pub fn change(e: &web_sys::Event, store: &Store) {
    let Some(field) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return;
    };
    let Some(k) = field.get_attribute("data-key") else {
        return;
    };
    let value = value_of(&field);
    if super::plan_actions::change(&k, value.clone(), store) {
        return;
    }
    if let Some(key) = CREATE_KEYS.into_iter().chain(NAME_KEYS).find(|s| *s == k) {
        return store.dispatch(Action::Create(key, value));
    }
    if let Some(key) = crate::advisor::link::share::field_key(&k) {
        store.dispatch(Action::Set(key, value));
    }
}

/// The `value` of the field an event came from (a select, an input or a radio button).
pub fn value_of(field: &wasm_bindgen::JsValue) -> String {
    js_sys::Reflect::get(field, &"value".into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
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
    let text = value_of(&field);
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

/// The arrow keys, Home and End move between the tradeoff table's cells (ids `g-ROW-COLUMN`),
/// which are one tab stop together: the cell left holds `tabindex=-1`, the one reached `0`.
pub fn key(e: &web_sys::KeyboardEvent) {
    let Some(cell) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let id = cell.id();
    let Some((r, c)) = id
        .strip_prefix("g-")
        .and_then(|rc| rc.split_once('-'))
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)))
    else {
        return;
    };
    let last = crate::charts::glance::QUALITIES.len() - 1;
    let (r, c) = match e.key().as_str() {
        "ArrowUp" => (r.wrapping_sub(1), c),
        "ArrowDown" => (r + 1, c),
        "ArrowLeft" => (r, c.wrapping_sub(1)),
        "ArrowRight" => (r, c + 1),
        "Home" => (r, 0),
        "End" => (r, last),
        _ => return,
    };
    let Some(next) = gloo::utils::document()
        .get_element_by_id(&format!("g-{r}-{c}"))
        .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    e.prevent_default();
    let _ = cell.set_attribute("tabindex", "-1");
    let _ = next.set_attribute("tabindex", "0");
    let _ = next.focus();
}
