//! Take the result elsewhere: Markdown to paste, JSON and CSV to download. The documents come
//! from `advisor::export`, the same builder as `advise --markdown` and `advise --json`.

use super::app::full_link;
use super::copy_button::CopyButton;
use super::store::use_store;
use crate::advisor::export;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// Saves `text` as a file: a Blob object URL and a click on an `<a download>`. Nothing leaves
/// the page.
fn download(name: &str, mime: &str, text: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = doc
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

#[component]
pub fn ExportBox() -> Html {
    let store = use_store();
    let report = use_memo(
        (store.shared.clone(), store.notices.clone()),
        |(shared, notices)| export::Report::new(shared, notices),
    );
    let markdown = export::markdown(&report, &full_link(&store.shared));
    let on_json = {
        let report = report.clone();
        Callback::from(move |_| {
            download(
                "azure-ml-advice.json",
                "application/json",
                &export::json(&report),
            )
        })
    };
    let on_csv =
        Callback::from(move |_| download("azure-ml-costs.csv", "text/csv", &export::csv(&report)));
    html! {
        <section class="panel exports" aria-labelledby="export-title">
            <h2 id="export-title">{"Take this result with you"}</h2>
            <p class="hint">{"Markdown for a design document or an issue: answers, options with reasons and sources, tips, costs and the link. JSON is what "}<code>{"advise --json"}</code>{" prints; CSV compares the costs."}</p>
            <div class="export-row">
                <CopyButton id="export-markdown" testid="export-markdown" label="The result as Markdown" button="Copy as Markdown" text={markdown} rows={12} visible={false} />
                <button type="button" class="button secondary" data-testid="download-json" onclick={on_json}>{"Download JSON"}</button>
                <button type="button" class="button secondary" data-testid="download-csv" onclick={on_csv}>{"Download CSV"}</button>
            </div>
        </section>
    }
}
