#!/usr/bin/env bash
# Trunk post-build hook: shortens the wasm's import names, then minifies the JS of release
# builds with terser. Trunk's own JS minifier
# cannot parse the wasm-bindgen glue (it warns and copies it as is); terser takes about 1.7 KB
# gzip off it. The JS is loaded by boot.js without an integrity attribute, so rewriting it after
# Trunk has written index.html is safe (the CSS, which has one, is left to Trunk).
set -euo pipefail
[[ "${TRUNK_PROFILE:-}" == release ]] || exit 0
tools="$(dirname "$0")/../.tools/node_modules/.bin"
terser="$tools/terser"
# Short import names in the wasm and the glue first (see short-imports.mjs).
node "$(dirname "$0")/short-imports.mjs" "$TRUNK_STAGING_DIR"/*_bg.wasm "$TRUNK_STAGING_DIR"/aml-compute-advisor.js
for f in "$TRUNK_STAGING_DIR"/*.js; do
  "$terser" "$f" --module --compress --mangle --output "$f.min"
  mv "$f.min" "$f"
done
# Trunk leaves its own <link data-trunk rel=rust> in the page (inject_scripts = false): the
# browser ignores it, and its wasm-opt options cost the page about 130 B gzip.
sed -i -E 's#<link [^>]*data-trunk[^>]*rel=rust>##' "$TRUNK_STAGING_DIR/index.html"
