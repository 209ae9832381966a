# make serve   install what is missing, build, serve on http://127.0.0.1:8080 (PORT overrides)
# make test    install what is missing, run every check and test, side by side (scripts/test.sh)
# make dist    release build in dist/ with relative asset URLs
SHELL := /bin/bash
PORT ?= 8080
export PATH := $(CURDIR)/.tools/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export TRUNK_SKIP_VERSION_CHECK := true
WASM := --target wasm32-unknown-unknown

.PHONY: serve test dist dist-debug tools test-tools lint unit wasm-test e2e size bench clean

tools:
	@scripts/setup-tools.sh

test-tools:
	@scripts/setup-test-tools.sh

serve: tools
	trunk serve --offline --port $(PORT)

dist: tools
	trunk build --release --offline

lint: tools
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --all-targets $(WASM) -- -D warnings

unit:
	cargo test

# The browser tests run in each engine of ENGINES (Chromium, Firefox ESR, WebKitGTK); one alone:
# `make e2e ENGINES=webkit`, one file: `scripts/browser-tests.sh e2e chromium tests/e2e/plan.test.mjs`.
# scripts/browser-tests.sh prints how long each engine took; LANES=1 runs the engines one by one.
ENGINES ?= chromium firefox webkit
export ENGINES

wasm-test: test-tools
	scripts/browser-tests.sh wasm

# A debug build, for the one test that needs a panic on purpose (release builds cannot). Built
# with the wasm tests' profile (Cargo.toml: debug assertions, unoptimised): the crates it
# compiles are theirs too, compiled once.
dist-debug: tools
	trunk build --offline --cargo-profile wasm-test --dist target/dist-debug

e2e: test-tools dist dist-debug
	scripts/browser-tests.sh e2e

# The page-size budget (328 KiB gzip -9 for html, js, wasm, css), checked on the release build.
size: dist
	scripts/size-check.sh

# Everything above, with the native checks beside the page's builds and the engines beside each
# other as the cores allow; the last lines name what failed (each step's log in target/test-logs).
test: test-tools
	@scripts/test.sh

bench: dist
	scripts/bench.sh

clean:
	rm -rf dist target/wasm32-unknown-unknown
