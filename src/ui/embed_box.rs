//! "Embed this": the two ways to put the advisor, with the current answers, on another page.

use super::app::page_url;
use super::copy_button::CopyButton;
use super::store::use_store;
use crate::advisor::share::{self, Shared};
use yew::prelude::*;

#[component]
pub fn EmbedBox() -> Html {
    let store = use_store();
    let page = page_url();
    // The folder the page is served from: embed.js sits next to index.html.
    let base = page.strip_suffix("index.html").unwrap_or(&page);
    let shared = Shared {
        embed: false,
        ..store.shared.clone()
    };
    let query = share::encode(&shared);
    let script = format!(
        "<script src=\"{base}embed.js\" defer></script>\n<div data-aml-advisor=\"{}\"></div>",
        query.replace('&', "&amp;")
    );
    let iframe = format!(
        "<iframe src=\"{base}?{}&amp;embed=1\" title=\"Azure ML compute advisor\" width=\"100%\" height=\"900\" style=\"border:0;frame-sizing:content-height\"></iframe>",
        query.replace('&', "&amp;")
    );
    html! {
        <section class="panel embed-this" aria-labelledby="embed-title">
            <h2 id="embed-title">{"Embed this"}</h2>
            <p class="hint">{"Put the advisor with these answers on a documentation page. With the script it sizes itself; add "}<code>{"lock=stage,serve"}</code>{" to fix answers."}</p>
            <h3>{"One line of script"}</h3>
            <CopyButton id="embed-script" testid="embed-script" label="Embed with a script" button="Copy the script embed" text={script} rows={3} />
            <h3>{"A plain iframe, for sites without scripts"}</h3>
            <CopyButton id="embed-iframe" testid="embed-iframe" label="Embed with an iframe" button="Copy the iframe" text={iframe} rows={3} />
        </section>
    }
}
