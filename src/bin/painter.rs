//! The page's first-paint module: a result link's top (`painter::first_paint`) drawn before the
//! app arrives. Built for wasm32 apart from the app (`scripts/painter.sh`, a Trunk hook), without
//! the Yew page and its editors, so a shared result paints from what its top needs; `boot.js`
//! loads it first for a result link, puts its markup in the placeholder, then loads the app,
//! which takes its place. Natively, `painter QUERY` prints that markup.

#[cfg(target_arch = "wasm32")]
mod page {
    use wasm_bindgen::prelude::wasm_bindgen;

    // SAFETY: wasm32-unknown-unknown without the atomics feature runs on one thread only.
    #[global_allocator]
    static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
        unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };

    /// The markup of the top of the result `query` opens on, judged on `today` (YYYYMMDD, the
    /// browser's date, as the app judges it); `undefined` where it opens on a question.
    #[wasm_bindgen]
    pub fn paint(query: &str, today: u32) -> Option<String> {
        aml_compute_advisor::advisor::models::set_today(today);
        aml_compute_advisor::painter::first_paint(query)
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let query = std::env::args().nth(1).unwrap_or_default();
    match aml_compute_advisor::painter::first_paint(&query) {
        Some(markup) => print!("{markup}"),
        None => {
            eprintln!("This link opens on a question of the wizard or on a plan: nothing is painted before the app.");
            std::process::exit(1);
        }
    }
}
