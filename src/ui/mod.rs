//! The Yew page. Components render what `advisor` computes; they decide nothing themselves.

mod actions;
mod answers_editor;
mod app;
mod question_step;
mod result_view;
mod static_step;
pub mod store;
mod usage_editor;
mod wizard;

pub use app::{App, AppProps};
pub use static_step::STATIC_PAGE_ID;

/// Markup written by [`crate::markup`] (escaped, no `style` attribute), handed to the page whole.
pub(crate) fn raw(markup: String) -> yew::Html {
    yew::Html::from_html_unchecked(markup.into())
}

/// Mounts the app on the page body, in place of the page's static first step: what a person
/// chose there and where their focus was are kept.
pub fn start() {
    let taken = static_step::take_over();
    let initial =
        store::AppState::from_query(&app::current_query()).with_static_choices(&taken.choices);
    let props = AppProps {
        initial: Some(initial),
        focus: taken.focus,
    };
    yew::Renderer::<App>::with_props(props).render();
}
