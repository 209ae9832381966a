#!/usr/bin/env bash
# Installs what building the page needs, only where it is missing; seconds when all is present.
#   - the wasm32 target
#   - trunk 0.21.14
#   - the wasm-bindgen CLI at exactly the version in Cargo.lock
#   - wasm-opt from the npm package binaryen@132, in .tools/ (Debian's binaryen is too old)
#   - terser, in .tools/, which minifies the release JS glue (scripts/minify-js.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132
TERSER_VERSION=5.51.2
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf 'setup: %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [[ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]]; then
  say "installing trunk $TRUNK_VERSION (about 10 minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [[ -z "$bindgen_version" ]]; then
  echo "setup: no wasm-bindgen version in Cargo.lock" >&2
  exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]]; then
  say "installing wasm-bindgen-cli $bindgen_version (about 5 minutes, once)"
  # No --locked: its lockfile wants a webpki-roots release the registry mirror lacks.
  cargo install wasm-bindgen-cli --version "$bindgen_version"
fi

if [[ "$(.tools/node_modules/.bin/wasm-opt --version 2>/dev/null)" != *"version_$BINARYEN_VERSION"* ]]; then
  say "installing wasm-opt from binaryen@$BINARYEN_VERSION into .tools/"
  mkdir -p .tools
  npm install --prefix .tools --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION"
fi

if [[ "$(.tools/node_modules/.bin/terser --version 2>/dev/null)" != "terser $TERSER_VERSION" ]]; then
  say "installing terser@$TERSER_VERSION into .tools/"
  mkdir -p .tools
  npm install --prefix .tools --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION" "terser@$TERSER_VERSION"
fi

# Trunk reads crates offline: fetch once so --offline builds work.
cargo fetch --quiet
