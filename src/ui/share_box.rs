//! The link that reproduces this exact result, with a copy button.

use super::store::use_store;
use crate::advisor::share;
use yew::prelude::*;

#[component]
pub fn ShareBox() -> Html {
    let store = use_store();
    let copied = use_state(|| false);
    let link = web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .map(|base| format!("{base}?{}", share::encode(&store.shared)))
        .unwrap_or_default();
    let onclick = {
        let link = link.clone();
        let copied = copied.clone();
        Callback::from(move |_| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&link);
                copied.set(true);
            }
        })
    };
    html! {
        <section class="panel share" aria-labelledby="share-title">
            <h2 id="share-title">{"Share this result"}</h2>
            <p class="hint" id="share-hint">{"Anyone who opens this link sees the same answers, usage and advice."}</p>
            <div class="share-row">
                <label for="share-link" class="visually-hidden">{"Link to this result"}</label>
                <input id="share-link" data-testid="share-link" type="text" readonly=true value={link} aria-describedby="share-hint" />
                <button type="button" class="button secondary" {onclick}>{"Copy link"}</button>
            </div>
            <p class="status" role="status">{ if *copied { "Link copied." } else { "" } }</p>
        </section>
    }
}
