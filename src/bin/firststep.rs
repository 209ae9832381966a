//! Writes the page's static first step into `index.html`, and the answer keys into
//! `static/boot.js`, from the app's own components (see `src/firststep.rs`).
//!
//! ```text
//! firststep           # rewrite the files in place (run from the crate root)
//! firststep --check   # exit 1 when a committed file is stale
//! ```

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use aml_compute_advisor::firststep;

    let check = match std::env::args().nth(1).as_deref() {
        None => false,
        Some("--check") => true,
        Some(_) => {
            eprintln!("usage: firststep [--check]");
            std::process::exit(2)
        }
    };
    let fail = |msg: String| -> ! {
        eprintln!("firststep: {msg}");
        std::process::exit(1)
    };
    type Update = fn(&str) -> Result<String, String>;
    let jobs: [(&str, Update); 2] = [
        (firststep::INDEX_HTML, firststep::update_index),
        (firststep::BOOT_JS, firststep::update_boot),
    ];
    let mut stale = false;
    for (path, update) in jobs {
        let old = std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{path}: {e}")));
        let new = update(&old).unwrap_or_else(|e| fail(format!("{path}: {e}")));
        if new == old {
            continue;
        }
        if check {
            eprintln!("firststep: {path} is stale: run `cargo run --bin firststep`");
            stale = true;
        } else {
            std::fs::write(path, new).unwrap_or_else(|e| fail(format!("{path}: {e}")));
            eprintln!("firststep: wrote {path}");
        }
    }
    if stale {
        std::process::exit(1);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
