#!/usr/bin/env bash
# Trunk post-build hook, before scripts/minify-js.sh: builds the page's first-paint module
# (src/bin/painter.rs) for wasm32 with the profile of the page being built, and writes
# painter.js and painter_bg.wasm beside the app's files. Trunk builds one Rust binary a page; this
# is the second, built with the same flags so that cargo reuses the library the app's build has
# just compiled. Release builds are optimised with the app's wasm-opt options (index.html).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${TRUNK_STAGING_DIR:?run by trunk build}
if [[ "${TRUNK_PROFILE:-}" == release ]]; then
  cargo build --quiet --release --target wasm32-unknown-unknown --bin painter
  wasm=target/wasm32-unknown-unknown/release/painter.wasm
else
  cargo build --quiet --profile wasm-test --target wasm32-unknown-unknown --bin painter
  wasm=target/wasm32-unknown-unknown/wasm-test/painter.wasm
fi
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name painter "$wasm"
if [[ "${TRUNK_PROFILE:-}" == release ]]; then
  params=$(sed -nE 's/.*data-wasm-opt-params="([^"]*)".*/\1/p' index.html)
  # shellcheck disable=SC2086 # the options are words
  wasm-opt "$out/painter_bg.wasm" -o "$out/painter_bg.wasm" -Oz $params \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals
fi
