//! The first paint of a result link: the top of a shared result (what the link asked that cannot
//! be answered, the notices, the pick with its summary, the tradeoffs, its card and tips) as the
//! app draws it, from the link alone. Pure, like the advisor; the page's small first-paint module
//! (`src/bin/painter.rs`) runs it for a result link while the app is still on its way, and the
//! app takes its place as it starts, with the same markup where this leaves off.

use crate::advisor::documents::plan;
use crate::advisor::link::{answer::Answer, asked, share};
use crate::markup;

/// The top of the result a single link opens on, wrapped as the app wraps its first run of
/// markup; `None` for a plan's link and for a link that opens on a question of the wizard (the
/// placeholder stays until the app asks it).
pub fn first_paint(query: &str) -> Option<String> {
    if plan::is_plan(query) {
        return None;
    }
    let (shared, notices) = share::open(query);
    if share::first_unanswered(&shared, |q| shared.is_locked(q)).is_some() {
        return None;
    }
    let Answer { advice, costs, .. } = Answer::of(&shared);
    let [head, _, _] =
        markup::result_page_asked(&advice, &costs, &notices, asked::read(query).as_ref());
    Some(format!(
        r#"<div class="result first-paint"><div class="run">{head}</div></div>"#
    ))
}
