//! Rebuilds `src/advisor/prices_data.rs`, the compiled-in price table.
//!
//! ```text
//! prices from-csv data/azure-ml-vm-prices.csv [--out src/advisor/prices_data.rs]
//! prices from-retail-api PAGE.json [PAGE.json ...] [--out FILE]
//! ```
//! Without `--out` the Rust source goes to standard output. What was skipped goes to standard error.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use aml_compute_advisor::advisor::prices;
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
    let read =
        |p: &String| std::fs::read_to_string(p).unwrap_or_else(|e| fail(format!("{p}: {e}")));
    let (table, report, provenance) = match args.first().map(String::as_str) {
        Some("from-csv") if args.len() == 2 => {
            let (t, r) = importer::from_csv(&read(&args[1])).unwrap_or_else(|e| fail(e));
            (
                t,
                r,
                format!(
                    "Source: {} (see data/README.md). {}",
                    args[1],
                    prices::PROVENANCE
                ),
            )
        }
        Some("from-retail-api") if args.len() >= 2 => {
            // The API has no vCPU, memory or GPU figures: take them from the compiled table.
            let known = importer::compiled_specs();
            let pages: Vec<String> = args[1..].iter().map(read).collect();
            let refs: Vec<&str> = pages.iter().map(String::as_str).collect();
            let (t, r) = importer::from_retail_api(&refs, &known).unwrap_or_else(|e| fail(e));
            (
                t,
                r,
                "Source: Azure Retail Prices API pages (Linux Consumption meters), USD per hour."
                    .to_string(),
            )
        }
        _ => fail(
            "usage: prices from-csv FILE.csv | from-retail-api PAGE.json... [--out FILE]".into(),
        ),
    };
    eprint!("{}", report.summary());
    eprintln!("{} sizes", table.sizes.len());
    let src = importer::to_rust(&table, &provenance);
    match out {
        Some(path) => std::fs::write(&path, src).unwrap_or_else(|e| fail(format!("{path}: {e}"))),
        None => print!("{src}"),
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
