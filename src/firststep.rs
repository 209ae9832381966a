//! The page's static first step: the wizard's opening screen, rendered at build time by the app's
//! own components (Yew's server-side renderer) into `index.html`, so the first question is on
//! screen before the WebAssembly arrives. Native only; `cargo run --bin firststep` writes it and
//! `tests/native/firststep.rs` fails when the committed files are stale.
//!
//! The block holds the app's header, first step and footer inside `#static-page`, with two extras
//! the app never renders: the message for browsers without JavaScript (in `<noscript>`) and a
//! "Preparing your result…" placeholder that CSS shows instead of the step when `boot.js` has
//! marked the address as a result link. `boot.js` learns which keys are answers from the list
//! written into it here. The app removes the block as it mounts (`ui::static_step`).

use crate::advisor::answers::Question;
use crate::ui::store::AppState;
use crate::ui::{App, AppProps, STATIC_PAGE_ID};

/// The generated files, relative to the crate root.
pub const INDEX_HTML: &str = "index.html";
pub const BOOT_JS: &str = "static/boot.js";

const HTML_BEGIN: &str = "<!-- firststep:begin: written by `cargo run --bin firststep` from the app's components; do not edit -->";
const HTML_END: &str = "<!-- firststep:end -->";
const JS_BEGIN: &str = "/* firststep:keys */";
const JS_END: &str = "/* /firststep:keys */";

/// Where the static extras go: first inside the app's `<main>`.
const MAIN_OPEN: &str = r#"<main id="main" class="page">"#;

/// Said when the advisor cannot run (no JavaScript); `boot.js` says the same when WebAssembly fails.
const NOSCRIPT: &str = r#"<noscript><p class="notice">This advisor runs in your browser and needs JavaScript and WebAssembly.</p></noscript>"#;

/// A quiet outline of the result (the pick's card, then a panel), shown for result links.
const PREPARING: &str = concat!(
    r#"<div class="preparing" role="status">"#,
    r#"<div class="top-pick"><p class="eyebrow">Preparing your result…</p>"#,
    r#"<p class="skeleton"></p><p class="skeleton short"></p><p class="skeleton"></p></div>"#,
    r#"<div class="panel"><p class="skeleton short"></p><p class="skeleton"></p></div></div>"#,
);

/// The app's first screen for a page opened without a link, as the app renders it.
pub fn app_first_screen() -> String {
    let props = AppProps {
        initial: Some(AppState::from_query("")),
        focus: None,
    };
    futures::executor::block_on(
        yew::LocalServerRenderer::<App>::with_props(props)
            .hydratable(false)
            .render(),
    )
}

/// The block between the markers in `index.html`.
pub fn static_page() -> Result<String, String> {
    let app = app_first_screen();
    let at = app
        .find(MAIN_OPEN)
        .ok_or_else(|| format!("the app's first screen has no {MAIN_OPEN}"))?
        + MAIN_OPEN.len();
    Ok(format!(
        r#"<div id="{STATIC_PAGE_ID}">{}{NOSCRIPT}{PREPARING}{}</div>"#,
        &app[..at],
        &app[at..]
    ))
}

/// The keys a link's answers use, as a JavaScript array literal, for `boot.js`: every key of
/// every step, and the monthly token volumes of links written before requests were asked.
pub fn answer_keys() -> String {
    let keys: Vec<String> = Question::ALL
        .iter()
        .flat_map(|q| q.keys())
        .chain(&["tokensin", "tokensout"])
        .map(|k| format!("\"{k}\""))
        .collect();
    format!("[{}]", keys.join(", "))
}

/// Replaces what lies between `begin` and `end` (both kept) with `content`.
fn splice(text: &str, begin: &str, end: &str, content: &str) -> Result<String, String> {
    let start = text
        .find(begin)
        .ok_or_else(|| format!("marker not found: {begin}"))?
        + begin.len();
    let stop = text[start..]
        .find(end)
        .ok_or_else(|| format!("marker not found: {end}"))?
        + start;
    Ok(format!("{}{content}{}", &text[..start], &text[stop..]))
}

/// `index.html` with the static page brought up to date.
pub fn update_index(html: &str) -> Result<String, String> {
    let block = format!("\n{}\n  ", static_page()?);
    splice(html, HTML_BEGIN, HTML_END, &block)
}

/// `boot.js` with the list of answer keys brought up to date.
pub fn update_boot(js: &str) -> Result<String, String> {
    splice(js, JS_BEGIN, JS_END, &format!(" {} ", answer_keys()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splice_keeps_the_markers_and_the_rest() {
        assert_eq!(
            splice("a<!--b-->old<!--e-->z", "<!--b-->", "<!--e-->", "new").as_deref(),
            Ok("a<!--b-->new<!--e-->z")
        );
        assert!(splice("no markers", "<!--b-->", "<!--e-->", "x").is_err());
    }

    #[test]
    fn the_static_page_is_the_first_question_with_its_answers() {
        let page = static_page().unwrap();
        assert!(page.contains(Question::Stage.title()));
        for c in Question::Stage.choices() {
            assert!(
                page.contains(c.label) && page.contains(c.hint),
                "{}",
                c.slug
            );
        }
        // No answer is chosen for the person, as in the app; no inline style under the CSP.
        assert_eq!(page.matches(" checked").count(), 0);
        assert!(!page.contains("style="));
        assert!(!page.contains("<script"));
    }
}
