//! The Yew page. Components render what `advisor` computes; they decide nothing themselves.

mod answers_editor;
mod app;
mod changes_list;
mod copy_button;
mod cost_section;
mod embed_box;
mod export_box;
mod question_step;
mod result_view;
mod share_box;
pub mod store;
mod usage_editor;
mod wizard;

pub use app::App;

/// Markup written by [`crate::markup`] (escaped, no `style` attribute), handed to the page whole.
pub(crate) fn raw(markup: String) -> yew::Html {
    yew::Html::from_html_unchecked(markup.into())
}

/// Mounts the app on the page body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
