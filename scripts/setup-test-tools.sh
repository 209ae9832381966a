#!/usr/bin/env bash
# Installs what the browser tests need, only where it is missing (under a second when all is
# present), for the three engines the tests run in:
#   - Chromium: Debian's chromium, chromium-driver and chromium-headless-shell
#   - Firefox:  Debian's firefox-esr, and geckodriver built from crates.io into
#               ~/.cache/aml-compute-advisor/geckodriver-<version> (outside the checkout, so a
#               fresh clone, as CI's, does not build it again; NOT ~/.cargo/bin:
#               wasm-bindgen-test-runner would find it on PATH before chromedriver and quietly
#               run the Chromium tests in Firefox). scripts/browser-tests.sh reads it there.
#   - WebKit:   WebKitGTK's WebKitWebDriver (webkit2gtk-driver) and Xvfb, which it needs
# and the npm test packages: playwright-core drives Chromium, `pw-bidi` (playwright-core 1.64.1,
# whose moz-firefox channel works with Firefox ESR over WebDriver BiDi; 1.65 does not) drives
# Firefox, and WebKit is driven over classic WebDriver (tests/e2e/webdriver.mjs). Nothing
# downloads a browser. It first runs scripts/setup-tools.sh (what building the page needs): the
# packages download and install while cargo compiles the tools, and geckodriver after them in the
# same build directory (target/tools-build).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/geckodriver.sh
. scripts/geckodriver.sh
# shellcheck source=scripts/tool-install.sh
. scripts/tool-install.sh
export PATH="$HOME/.cargo/bin:$PATH"

SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
apt_updated=""
apt_install() {
  echo "setup: installing $* from apt"
  if [[ -z "$apt_updated" ]]; then
    $SUDO apt-get update -qq
    apt_updated=1
  fi
  # Another apt-get may hold the dpkg lock for a while: wait for it rather than fail.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq "$@" >/dev/null
}

# The browsers, their drivers and the npm packages: downloads, run beside the cargo builds below.
packages() {
  set -e
  # The full browser for the bench and the wasm tests (through chromedriver), its headless shell
  # for the end-to-end tests (tests/e2e/helpers.mjs says why).
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null || ! command -v chromium-headless-shell >/dev/null; then
    apt_install chromium chromium-driver chromium-headless-shell
  fi
  if ! command -v firefox-esr >/dev/null; then
    apt_install firefox-esr
  fi
  # xclip reads what the page copied in WebKit, whose pages may not read the clipboard themselves.
  if ! command -v WebKitWebDriver >/dev/null || ! command -v Xvfb >/dev/null || ! command -v xvfb-run >/dev/null \
      || ! command -v xclip >/dev/null; then
    apt_install webkit2gtk-driver xvfb xauth xclip
  fi
  # tests/native/create.rs parses the generated Python snippets with python3's ast module (no pip package).
  if ! command -v python3 >/dev/null; then
    apt_install python3-minimal
  fi
  if [[ ! -d tests/e2e/node_modules/playwright-core || ! -d tests/e2e/node_modules/@axe-core/playwright \
        || ! -d tests/e2e/node_modules/pw-bidi || tests/e2e/package-lock.json -nt tests/e2e/node_modules/.package-lock.json ]]; then
    echo "setup: installing the end-to-end test packages"
    npm ci --prefix tests/e2e --no-audit --no-fund --silent
  fi
}
packages &
packages_pid=$!

scripts/setup-tools.sh

if [[ "$("$GECKODRIVER_BIN" --version 2>/dev/null | head -1)" != "geckodriver $GECKODRIVER_VERSION"* ]]; then
  echo "setup: building geckodriver $GECKODRIVER_VERSION into $GECKODRIVER_ROOT (about a minute, once)"
  # Unoptimised, as Trunk (scripts/setup-tools.sh): it only relays the wasm tests' few commands
  # to Firefox, and compiles in 82 s instead of 2 min 24 s.
  tool_install 0 geckodriver --version "$GECKODRIVER_VERSION" --locked --root "$GECKODRIVER_ROOT"
fi

# The library the end-to-end tests load into Firefox (tests/e2e/nodelay/src/lib.rs: its WebDriver
# BiDi socket without Nagle's algorithm). No dependencies: about a second, nothing when built.
cargo build -q --release --manifest-path tests/e2e/nodelay/Cargo.toml --target-dir target/nodelay

if ! wait "$packages_pid"; then
  echo "setup: the browsers or the test packages could not be installed (see above)" >&2
  exit 1
fi
