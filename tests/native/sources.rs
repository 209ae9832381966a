//! Every passage quoted from a source document is verbatim (shortened with "…" only), and every
//! source names a document a reader can find.

use aml_compute_advisor::advisor::facts::catalog::{CATALOG, LEGACY};
use aml_compute_advisor::advisor::ranking::rules::{EXCLUSIONS, FACT_RULES, RULES, TIPS};
use aml_compute_advisor::advisor::Source;

/// Every source the advisor can show.
fn all_sources() -> Vec<Source> {
    let mut out: Vec<Source> = Vec::new();
    out.extend(RULES.iter().map(|r| r.source));
    out.extend(EXCLUSIONS.iter().map(|e| e.source));
    out.extend(TIPS.iter().map(|t| t.source));
    for f in CATALOG.iter() {
        out.extend(FACT_RULES.iter().map(|r| (r.source)(f)));
        out.extend([
            f.purpose.source,
            f.management.source,
            f.gpu.source,
            f.multi_node.source,
            f.scale_to_zero.source,
            f.preemptible.source,
            f.idle.source,
            f.startup.source,
            f.runs.source,
            f.interactive.source,
        ]);
    }
    out.extend(LEGACY.iter().map(|l| l.source));
    out
}

/// Text as a reader sees it: markdown emphasis, links, quote marks and list bullets dropped,
/// whitespace collapsed.
fn plain(text: &str) -> String {
    let mut joined = String::new();
    for line in text.lines() {
        let mut l = line.trim_start();
        for marker in ["> ", "- ", "* ", "1. "] {
            l = l.strip_prefix(marker).unwrap_or(l).trim_start();
        }
        joined.push_str(l);
        joined.push(' ');
    }
    // [words](target) reads as "words".
    let mut out = String::new();
    let mut rest = joined.as_str();
    while let Some(i) = rest.find("](") {
        out.push_str(&rest[..i]);
        rest = &rest[i + 2..];
        rest = rest.find(')').map_or("", |j| &rest[j + 1..]);
    }
    out.push_str(rest);
    out.replace(['*', '['], "")
        .replace('\u{a0}', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn seed_text(number: u8) -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/seeds");
    let prefix = format!("{number:03}_");
    let path = std::fs::read_dir(dir)
        .expect("the seed documents are in tests/fixtures/seeds")
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
        })
        .unwrap_or_else(|| panic!("no seed {number:03}"));
    plain(&std::fs::read_to_string(path).expect("seed readable"))
}

#[test]
fn quoted_passages_are_verbatim() {
    let mut bad = Vec::new();
    for s in all_sources() {
        let Source::Seed(seed) = s else { continue };
        let text = seed_text(seed.number);
        for part in seed.quote.split('…') {
            let part = plain(part.trim_matches(|c: char| c.is_whitespace() || c == ':'));
            if !part.is_empty() && !text.contains(&part) {
                bad.push(format!("seed {:03}: “{part}”", seed.number));
            }
        }
    }
    bad.sort();
    bad.dedup();
    assert!(bad.is_empty(), "not verbatim:\n{}", bad.join("\n"));
}

#[test]
fn every_source_names_its_document() {
    for s in all_sources() {
        let label = s.label();
        assert!(!label.is_empty() && !label.contains("source 0"), "{label}");
        if let Some(url) = s.url() {
            assert!(url.starts_with("https://learn.microsoft.com/"), "{url}");
        }
    }
}
