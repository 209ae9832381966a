//! The link that reproduces this exact result, with a copy button.

use super::app::full_link;
use super::copy_button::CopyButton;
use super::store::use_store;
use yew::prelude::*;

#[component]
pub fn ShareBox() -> Html {
    let store = use_store();
    html! {
        <section class="panel share" aria-labelledby="share-title">
            <h2 id="share-title">{"Share this result"}</h2>
            <p class="hint">{"Anyone who opens this link sees the same answers, usage and advice."}</p>
            <CopyButton id="share-link" testid="share-link" label="Link to this result" button="Copy link" text={full_link(&store.shared)} />
        </section>
    }
}
