//! The advisor core, the result markup and the charts import no web crate: they must run natively and in
//! milliseconds, and be testable without a browser.

use std::path::Path;

use crate::common::rust_files;

const WEB_CRATES: [&str; 5] = ["yew", "web_sys", "gloo", "wasm_bindgen", "js_sys"];

/// Lines that use a web crate by path (`yew::`, `use gloo`, `extern crate web_sys`).
fn offending_lines(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|line| {
            let code = line.split("//").next().unwrap_or("");
            WEB_CRATES.iter().any(|c| {
                code.contains(&format!("{c}::"))
                    || code.contains(&format!("use {c}"))
                    || code.contains(&format!("extern crate {c}"))
            })
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn the_check_catches_an_import() {
    assert_eq!(offending_lines("use yew::prelude::*;\nfn f() {}").len(), 1);
    assert_eq!(offending_lines("let w = web_sys::window();").len(), 1);
    assert!(offending_lines("// yew:: is mentioned in a comment\nlet yewish = 1;").is_empty());
}

fn assert_pure(dir: &str, at_least: usize) {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
    assert!(files.len() >= at_least, "found {files:?}");
    for f in files {
        let src = std::fs::read_to_string(&f).expect("readable");
        let bad = offending_lines(&src);
        assert!(bad.is_empty(), "{} uses a web crate: {bad:?}", f.display());
    }
}

#[test]
fn advisor_imports_no_web_crate() {
    assert_pure("src/advisor", 8);
}

#[test]
fn result_markup_imports_no_web_crate() {
    assert_pure("src/markup", 2);
}

#[test]
fn charts_import_no_web_crate() {
    assert_pure("src/charts", 4);
}

#[test]
fn writer_imports_no_web_crate() {
    assert_pure("src/writer", 2);
}

/// The charts write through `writer`, never through the result markup, which uses the charts:
/// each arrow between the two points one way.
#[test]
fn charts_do_not_import_the_result_markup() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/charts"),
        &mut files,
    );
    assert!(files.len() >= 4, "found {files:?}");
    for f in files {
        let src = std::fs::read_to_string(&f).expect("readable");
        let bad: Vec<&str> = src
            .lines()
            .filter(|l| l.split("//").next().unwrap_or("").contains("markup::"))
            .collect();
        assert!(
            bad.is_empty(),
            "{} imports crate::markup: {bad:?}",
            f.display()
        );
    }
}
