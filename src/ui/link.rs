//! The page's own address and the share link that reproduces what is shown. The app, the result
//! view and the click handlers all read it from here, so none of them imports another for it.

use crate::advisor::link::share;

/// The page's query string (empty when rendered natively, by `firststep`).
pub(crate) fn current_query() -> String {
    if cfg!(not(target_arch = "wasm32")) {
        return String::new();
    }
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The page's own address without its query: where links to the full advisor point.
pub fn page_url() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// The link that reproduces what is shown, on the full page (never the embedded layout).
pub fn full_link(shared: &share::Shared) -> String {
    let shared = share::Shared {
        embed: false,
        ..shared.clone()
    };
    format!("{}?{}", page_url(), share::encode(&shared))
}

/// The link that reproduces a whole project's plan, on the full page.
pub fn plan_link(plan: &crate::advisor::documents::plan::Plan) -> String {
    let plan = crate::advisor::documents::plan::Plan {
        embed: false,
        ..plan.clone()
    };
    format!(
        "{}?{}",
        page_url(),
        crate::advisor::documents::plan::encode(&plan)
    )
}
