#!/usr/bin/env bash
# Installs what building the page needs, only where it is missing; seconds when all is present.
#   - the wasm32 target
#   - trunk 0.21.14
#   - the wasm-bindgen CLI at exactly the version in Cargo.lock
#   - wasm-opt from the npm package binaryen@132, in .tools/ (Debian's binaryen is too old)
#   - terser, in .tools/, which minifies the release JS glue (scripts/minify-js.sh)
# On a fresh machine the two cargo installs are most of the time: built as scripts/tool-install.sh
# says (one build directory, no TLS: the page builds offline, Trunk downloads nothing and the
# test runner only speaks to a local driver; no whole-program optimisation).
# Trunk is not optimised at all: its own work is a fraction of a second of a build that waits on
# cargo and wasm-opt (measured: the same dist/, byte for byte, in the same time), and it compiles
# in half the time (4 min 11 s against 8 min 6 s at opt-level 1). The wasm-bindgen CLI keeps
# opt-level 1: unoptimised, it took 9.5 s instead of 2.7 s on the wasm tests' module, in every
# engine's run. The npm installs run meanwhile.
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

# The npm packages download while cargo compiles.
npm_tools() {
  if [[ "$(.tools/node_modules/.bin/wasm-opt --version 2>/dev/null)" != *"version_$BINARYEN_VERSION"* ||
    "$(.tools/node_modules/.bin/terser --version 2>/dev/null)" != "terser $TERSER_VERSION" ]]; then
    say "installing wasm-opt (binaryen@$BINARYEN_VERSION) and terser@$TERSER_VERSION into .tools/"
    mkdir -p .tools
    npm install --prefix .tools --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION" "terser@$TERSER_VERSION"
  fi
}
npm_tools &
npm_pid=$!

# shellcheck source=scripts/tool-install.sh
. scripts/tool-install.sh

if [[ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]]; then
  say "installing trunk $TRUNK_VERSION (a few minutes, once)"
  tool_install 0 trunk --version "$TRUNK_VERSION" --locked
fi

bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [[ -z "$bindgen_version" ]]; then
  echo "setup: no wasm-bindgen version in Cargo.lock" >&2
  exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]]; then
  say "installing wasm-bindgen-cli $bindgen_version (a few minutes, once)"
  # No --locked: its lockfile wants a webpki-roots release the registry mirror lacks.
  tool_install 1 wasm-bindgen-cli --version "$bindgen_version"
fi

if ! wait "$npm_pid"; then
  echo "setup: npm could not install binaryen@$BINARYEN_VERSION and terser@$TERSER_VERSION into .tools/" >&2
  exit 1
fi

# Trunk reads crates offline: fetch once so --offline builds work.
cargo fetch --quiet
