#!/usr/bin/env bash
# Runs the browser tests in each engine, one after the other, and says how long each took:
#   scripts/browser-tests.sh wasm [engine…]   wasm-bindgen-test (tests/browser.rs)
#   scripts/browser-tests.sh e2e  [engine…]   the end-to-end suite (tests/e2e/*.test.mjs)
# Engines: chromium, firefox, webkit (all three when none is named; ENGINES overrides). Every
# engine runs even when one fails, and the run fails if any did. An engine that cannot start
# fails its run with the reason; it is never skipped.
set -uo pipefail
cd "$(dirname "$0")/.."
kind=${1:?usage: scripts/browser-tests.sh wasm|e2e [engine…]}
shift
engines=("$@")
if [[ ${#engines[@]} -eq 0 ]]; then read -ra engines <<<"${ENGINES:-chromium firefox webkit}"; fi
GECKODRIVER_BIN=$PWD/.tools/geckodriver/bin/geckodriver

run() {
  local engine=$1
  case "$kind:$engine" in
    wasm:chromium)
      env -u GECKODRIVER -u SAFARIDRIVER CHROMEDRIVER="$(command -v chromedriver)" \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --target wasm32-unknown-unknown --test browser ;;
    wasm:firefox)
      env -u CHROMEDRIVER -u SAFARIDRIVER GECKODRIVER="$GECKODRIVER_BIN" GECKODRIVER_ARGS="--binary /usr/bin/firefox-esr" \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --target wasm32-unknown-unknown --test browser ;;
    wasm:webkit)
      # WebKitWebDriver hangs without a display: a private Xvfb, on a free display number.
      xvfb-run -a env -u CHROMEDRIVER -u GECKODRIVER SAFARIDRIVER="$(command -v WebKitWebDriver)" \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --target wasm32-unknown-unknown --test browser ;;
    e2e:chromium | e2e:firefox | e2e:webkit)
      E2E_ENGINE=$engine node --test tests/e2e/ ;;
    *) echo "browser-tests: unknown kind or engine: $kind $engine" >&2; return 2 ;;
  esac
}

failed=()
summary=()
for engine in "${engines[@]}"; do
  echo "== $kind tests in $engine"
  start=$(date +%s)
  if run "$engine"; then status=passed; else status=FAILED; failed+=("$engine"); fi
  summary+=("$kind $engine: $status in $(($(date +%s) - start)) s")
done
printf '%s\n' "${summary[@]}"
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "browser-tests: $kind failed in: ${failed[*]}" >&2
  exit 1
fi
