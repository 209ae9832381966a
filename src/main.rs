//! The web page: mounts the Yew app. Built for wasm32 by Trunk (`make serve`, `make dist`).

// The page allocates little and on one thread: a small free-list allocator is enough, and
// dlmalloc's code would cost about 3 KB gzip.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    // SAFETY: wasm32-unknown-unknown without the atomics feature runs on one thread only.
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };

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
