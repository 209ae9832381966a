//! Rebuilds `src/advisor/facts/prices_data.rs`, the compiled-in price table, from the price files in
//! `data/` and, optionally, saved pages of the Azure Retail Prices API, and reports what changed
//! against the table compiled in now.
//!
//! ```text
//! cargo run --bin prices -- build [--api PAGE.json ...] [--out src/advisor/facts/prices_data.rs]
//! ```
//! Without `--out` the Rust source goes to standard output. What was skipped, and every price
//! that changed, goes to standard error.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use aml_compute_advisor::importer;

    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let out = args.iter().position(|a| a == "--out").map(|i| {
        let path = args.get(i + 1).cloned().unwrap_or_default();
        args.drain(i..(i + 2).min(args.len()));
        path
    });
    let fail = |msg: String| -> ! {
        eprintln!("prices: {msg}");
        std::process::exit(1)
    };
    let read = |p: &str| std::fs::read_to_string(p).unwrap_or_else(|e| fail(format!("{p}: {e}")));
    if args.first().map(String::as_str) != Some("build")
        || (args.len() > 1 && args[1] != "--api")
        || args.len() == 2
    {
        fail("usage: prices build [--api PAGE.json ...] [--out FILE]".into());
    }
    let (mut table, report) = importer::from_sources(
        &read(importer::DATA_FILES[0]),
        &read(importer::DATA_FILES[1]),
        &read(importer::DATA_FILES[2]),
    )
    .unwrap_or_else(|e| fail(e));
    eprint!("{}", report.summary());
    if args.len() > 2 {
        let pages: Vec<String> = args[2..].iter().map(|p| read(p)).collect();
        let refs: Vec<&str> = pages.iter().map(String::as_str).collect();
        let (api, r) = importer::from_retail_api(&refs, &table).unwrap_or_else(|e| fail(e));
        eprint!("API pages: {}", r.summary());
        for (size, (_, prices)) in &api.sizes {
            for (region, p) in prices {
                for (what, price) in [
                    ("1-year reservation", p.ri1y),
                    ("3-year reservation", p.ri3y),
                ] {
                    if let Some(price) = price {
                        eprintln!(
                            "{size} {region} {what}: ${:.4}/h (term price / term hours; named in words on the page)",
                            price.usd
                        );
                    }
                }
            }
        }
        table = importer::overlay(&table, &api);
    }
    let changed = importer::changes(&importer::compiled_table(), &table);
    eprintln!(
        "{} sizes; {} prices changed",
        table.sizes.len(),
        changed.len()
    );
    for c in &changed {
        eprintln!("changed: {c}");
    }
    let src = importer::to_rust(&table, importer::PROVENANCE_LINE);
    match out {
        Some(path) => std::fs::write(&path, src).unwrap_or_else(|e| fail(format!("{path}: {e}"))),
        None => print!("{src}"),
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
