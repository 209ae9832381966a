//! The static first step committed in `index.html` (and the answer keys in `static/boot.js`) are
//! what the app's components render now: regenerate with `cargo run --bin firststep`. The built
//! page is compared with the running app in `tests/e2e/firststep.test.mjs`.

use aml_compute_advisor::firststep;

fn check(path: &str, update: fn(&str) -> Result<String, String>) {
    let committed = std::fs::read_to_string(path).unwrap();
    let fresh = update(&committed).unwrap();
    assert!(
        committed == fresh,
        "{path} is stale: run `cargo run --bin firststep` and commit the result"
    );
}

#[test]
fn index_html_holds_the_current_first_step() {
    check(firststep::INDEX_HTML, firststep::update_index);
}

#[test]
fn boot_js_knows_the_current_answer_keys() {
    check(firststep::BOOT_JS, firststep::update_boot);
}
