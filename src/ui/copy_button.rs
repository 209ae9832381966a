//! A text with a copy button. The Clipboard API copies it; where the browser refuses (an iframe
//! without permission, an old browser, a page not served securely) the text is shown and
//! selected, and the status says to copy it by hand.

use wasm_bindgen::prelude::*;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CopyButtonProps {
    /// The field's id and accessible name.
    pub id: AttrValue,
    pub label: AttrValue,
    pub button: AttrValue,
    pub text: AttrValue,
    /// 0: a one-line field; otherwise a text area of this many rows.
    #[prop_or_default]
    pub rows: u32,
    /// Whether the field is shown before the person asks to copy (else only when refused).
    #[prop_or(true)]
    pub visible: bool,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

#[derive(Clone, Copy, PartialEq)]
enum Copy {
    Idle,
    Done,
    Refused,
}

fn select(field: &NodeRef) {
    if let Some(t) = field.cast::<HtmlTextAreaElement>() {
        let _ = t.focus();
        t.select();
    } else if let Some(i) = field.cast::<HtmlInputElement>() {
        let _ = i.focus();
        i.select();
    }
}

#[component]
pub fn CopyButton(props: &CopyButtonProps) -> Html {
    let state = use_state(|| Copy::Idle);
    let field = use_node_ref();
    {
        let field = field.clone();
        use_effect_with(*state, move |s| {
            if *s == Copy::Refused {
                select(&field);
            }
        });
    }
    let onclick = {
        let state = state.clone();
        let text = props.text.clone();
        Callback::from(move |_| {
            let done = state.clone();
            let refused = state.clone();
            let clipboard = web_sys::window()
                .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"clipboard".into()).ok())
                .and_then(|c| c.dyn_into::<web_sys::Clipboard>().ok());
            let Some(c) = clipboard else {
                return state.set(Copy::Refused);
            };
            // Promise callbacks rather than a future: no executor in the page for one click. The
            // two small closures live on (one never runs): a few bytes per click.
            let ok = Closure::<dyn FnMut(JsValue)>::new(move |_| done.set(Copy::Done));
            let err = Closure::<dyn FnMut(JsValue)>::new(move |_| refused.set(Copy::Refused));
            let _ = c.write_text(&text).then2(&ok, &err);
            ok.forget();
            err.forget();
        })
    };
    let status = match *state {
        Copy::Idle => "",
        Copy::Done => "Copied.",
        Copy::Refused => {
            "The browser did not allow copying: the text is selected, press Ctrl+C (⌘C on a Mac)."
        }
    };
    let shown = props.visible || *state == Copy::Refused;
    let id = props.id.clone();
    let field_html = if props.rows == 0 {
        html! { <input id={id.clone()} ref={field} type="text" readonly=true value={props.text.clone()} data-testid={props.testid.clone()} /> }
    } else {
        html! { <textarea id={id.clone()} ref={field} readonly=true rows={props.rows.to_string()} value={props.text.clone()} data-testid={props.testid.clone()} /> }
    };
    html! {
        <div class="copy">
            if shown {
                <label for={id} class="visually-hidden">{ props.label.clone() }</label>
                { field_html }
            }
            <button type="button" class="button secondary" {onclick}>{ props.button.clone() }</button>
            <p class="status" role="status">{ status }</p>
        </div>
    }
}
