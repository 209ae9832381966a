#!/usr/bin/env bash
# Trunk post-build hook: minifies the JS of release builds with terser. Trunk's own JS minifier
# cannot parse the wasm-bindgen glue (it warns and copies it as is); terser takes about 1.7 KB
# gzip off it. The JS is loaded by boot.js without an integrity attribute, so rewriting it after
# Trunk has written index.html is safe (the CSS, which has one, is left to Trunk).
set -euo pipefail
[[ "${TRUNK_PROFILE:-}" == release ]] || exit 0
terser="$(dirname "$0")/../.tools/node_modules/.bin/terser"
for f in "$TRUNK_STAGING_DIR"/*.js; do
  "$terser" "$f" --module --compress --mangle --output "$f.min"
  mv "$f.min" "$f"
done
