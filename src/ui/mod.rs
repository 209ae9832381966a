//! The Yew page. Components render what `advisor` computes; they decide nothing themselves.

mod answers_editor;
mod app;
mod changes_list;
mod charts;
mod copy_button;
mod cost_section;
mod embed_box;
mod export_box;
mod question_step;
mod result_view;
mod share_box;
mod source_link;
pub mod store;
mod usage_editor;
mod wizard;

pub use app::App;

/// Mounts the app on the page body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
