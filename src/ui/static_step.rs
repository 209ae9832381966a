//! Takes over the page's static first step: the markup `firststep` writes into index.html
//! (`src/firststep.rs`), which shows the first question before the WebAssembly arrives. Reads what
//! a person already chose there, whether they pressed Next, and where focus is as the app starts; the app removes it once its
//! own first screen is drawn (`remove`), so no frame shows neither: Yew may let a frame pass
//! between drawing its elements and the effect that fills them, and meanwhile the CSS keeps the
//! app out of sight while the static page is there.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

/// The id of the element that holds the static page (header, first step or placeholder, footer).
pub const STATIC_PAGE_ID: &str = "static-page";

/// What the static step held when the app started.
#[derive(Default)]
pub struct Taken {
    /// The checked answers, as `(share-link key, value)`.
    pub choices: Vec<(String, String)>,
    /// The id of the element inside the static step that had focus.
    pub focus: Option<String>,
    /// Whether Next was pressed there (`boot.js` marks the form `data-pressed`).
    pub next: bool,
    /// Whether "Plan the whole project" was pressed there (`boot.js` marks the button).
    pub plan: bool,
}

/// Reads the static page; nothing to take when the page has none (tests, `trunk serve` of an older
/// index.html).
pub fn take_over() -> Taken {
    let document = gloo::utils::document();
    let Some(page) = document.get_element_by_id(STATIC_PAGE_ID) else {
        return Taken::default();
    };
    let mut choices = Vec::new();
    if let Ok(checked) = page.query_selector_all("input[type=radio]:checked") {
        for i in 0..checked.length() {
            if let Some(input) = checked
                .item(i)
                .and_then(|n| n.dyn_into::<HtmlInputElement>().ok())
            {
                choices.push((input.name(), input.value()));
            }
        }
    }
    let focus = document
        .active_element()
        .filter(|e| page.contains(Some(e)))
        .map(|e| e.id())
        .filter(|id| !id.is_empty());
    let next = page
        .query_selector("form[data-pressed]")
        .ok()
        .flatten()
        .is_some();
    let plan = page
        .query_selector("[data-act=plan-start][data-pressed]")
        .ok()
        .flatten()
        .is_some();
    Taken {
        choices,
        focus,
        next,
        plan,
    }
}

/// Removes the static page, if it is still there.
pub fn remove() {
    if let Some(page) = gloo::utils::document().get_element_by_id(STATIC_PAGE_ID) {
        page.remove();
    }
}
