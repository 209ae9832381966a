#!/usr/bin/env bash
# Every check and test of `make test` (and so of CI), run side by side where the machine has the
# cores for it, each step's output kept in target/test-logs/<step>.log:
#
#   native lane:  cargo fmt --check → clippy (native) → native tests (cargo test)
#   page lane:    release build (dist/) → page budget → debug build (target/dist-debug) →
#                 clippy (wasm32) → the wasm tests' build
#   then the browser lanes: the wasm tests and the end-to-end suite in each engine of ENGINES,
#   the engines shared out over the lanes the cores allow (scripts/browser-tests.sh)
#
# The two first lanes need nothing of each other (one builds for the machine, the other for
# wasm32, and cargo lets them build in the same target directory at once); the browsers wait for
# both, since the end-to-end tests read the CLI the native tests build. A step that fails stops
# its own lane; the others finish, and the last lines name every step that failed and, for the
# browser tests, each failing test with its engine.
set -uo pipefail
cd "$(dirname "$0")/.."
LOGS=target/test-logs
rm -rf "$LOGS"
mkdir -p "$LOGS"
export CARGO_TERM_COLOR=never
started=$(date +%s)

# step NAME COMMAND…: runs COMMAND into $LOGS/NAME.log, records its status and time.
step() {
  local name=$1
  shift
  local t0
  t0=$(date +%s)
  echo "  $name: started"
  if "$@" >"$LOGS/$name.log" 2>&1; then
    echo "passed $(($(date +%s) - t0))" >"$LOGS/$name.status"
    echo "  $name: passed in $(($(date +%s) - t0)) s"
  else
    echo "FAILED $(($(date +%s) - t0))" >"$LOGS/$name.status"
    echo "  $name: FAILED in $(($(date +%s) - t0)) s (target/test-logs/$name.log)"
    return 1
  fi
}

native_lane() {
  step fmt cargo fmt --check &&
    step clippy cargo clippy --all-targets -- -D warnings &&
    step unit cargo test
}

page_lane() {
  step dist trunk build --release --offline &&
    step size scripts/size-check.sh &&
    step dist-debug trunk build --offline --cargo-profile wasm-test --dist target/dist-debug &&
    step clippy-wasm32 cargo clippy --all-targets --target wasm32-unknown-unknown -- -D warnings &&
    step wasm-build cargo test --profile wasm-test --no-run --target wasm32-unknown-unknown --test browser
}

echo "make test: native and page lanes, side by side ($(nproc) cores)"
native_lane &
native=$!
page_lane &
page=$!
wait $native
wait $page

builds_ok=1
for s in "$LOGS"/*.status; do
  [[ $(cut -d' ' -f1 "$s") == passed ]] || builds_ok=0
done
if ((builds_ok)); then
  echo "make test: browser tests"
  scripts/browser-tests.sh all >"$LOGS/browsers.log" 2>&1
  echo $? >"$LOGS/browsers.rc"
  grep -E '^(wasm|e2e) [a-z]+( \(half [0-9]\))?: ' "$LOGS/browsers.log" | sed 's/^/  /'
fi

echo
echo "make test: $(($(date +%s) - started)) s in all; each step's output is in target/test-logs/"
failed=()
for s in "$LOGS"/*.status; do
  name=$(basename "$s" .status)
  [[ $(cut -d' ' -f1 "$s") == passed ]] || failed+=("$name")
done
if [[ -f "$LOGS/browsers.rc" && $(cat "$LOGS/browsers.rc") != 0 ]]; then failed+=(browsers); fi
if ((${#failed[@]} == 0)) && ((builds_ok)); then
  echo "make test: all checks passed"
  exit 0
fi
for name in "${failed[@]}"; do
  echo
  echo "==== $name failed: the last lines of target/test-logs/$name.log"
  tail -n 60 "$LOGS/$name.log"
done
echo
echo "make test: FAILED: ${failed[*]}"
# The browser tests' failures, each with its engine, last.
if [[ -f "$LOGS/browsers.log" ]]; then grep -E '^FAILED (wasm|e2e) ' "$LOGS/browsers.log"; fi
exit 1
