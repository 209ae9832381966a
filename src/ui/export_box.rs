//! Take the result elsewhere: Markdown to paste, from `advisor::export`, the same builder as
//! `advise --markdown`. CSV and JSON are left to `advise --csv` and `advise --json`: their
//! downloads cost the page 4.5 KB gzip, which the byte budget does not have.

use super::app::full_link;
use super::copy_button::CopyButton;
use super::store::use_store;
use crate::advisor::export;
use yew::prelude::*;

#[component]
pub fn ExportBox() -> Html {
    let store = use_store();
    let report = use_memo(
        (store.shared.clone(), store.notices.clone()),
        |(shared, notices)| export::Report::new(shared, notices),
    );
    let markdown = export::markdown(&report, &full_link(&store.shared));
    html! {
        <section class="panel exports" aria-labelledby="export-title">
            <h2 id="export-title">{"Take this result with you"}</h2>
            <p class="hint">{"Markdown for a design document or an issue: answers, options with reasons and sources, tips, costs and the link. The same Markdown, a CSV of the costs and JSON come from "}<code>{"advise --markdown"}</code>{", "}<code>{"--csv"}</code>{" and "}<code>{"--json"}</code>{"."}</p>
            <div class="export-row">
                <CopyButton id="export-markdown" testid="export-markdown" label="The result as Markdown" button="Copy as Markdown" text={markdown} rows={12} visible={false} />
            </div>
        </section>
    }
}
