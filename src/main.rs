//! The web page: mounts the Yew app. Built for wasm32 by Trunk (`make serve`, `make dist`).

#[cfg(target_arch = "wasm32")]
fn main() {
    aml_compute_advisor::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This is the web page's entry point: build it with `make serve` or `make dist`.");
    eprintln!("For advice on the command line: cargo run --release --bin advise -- 'stage=train'");
    std::process::exit(2);
}
