#!/usr/bin/env bash
# Installs what the browser tests need, only where it is missing (under a second when all is
# present), for the three engines the tests run in:
#   - Chromium: Debian's chromium and chromium-driver
#   - Firefox:  Debian's firefox-esr, and geckodriver built from crates.io into .tools/geckodriver
#               (NOT ~/.cargo/bin: wasm-bindgen-test-runner would find it on PATH before
#               chromedriver and quietly run the Chromium tests in Firefox)
#   - WebKit:   WebKitGTK's WebKitWebDriver (webkit2gtk-driver) and Xvfb, which it needs
# and the npm test packages: playwright-core drives Chromium, `pw-bidi` (playwright-core 1.64.1,
# whose moz-firefox channel works with Firefox ESR over WebDriver BiDi; 1.65 does not) drives
# Firefox, and WebKit is driven over classic WebDriver (tests/e2e/webdriver.mjs). Nothing
# downloads a browser.
set -euo pipefail
cd "$(dirname "$0")/.."
GECKODRIVER_VERSION=0.37.1

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

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  apt_install chromium chromium-driver
fi
if ! command -v firefox-esr >/dev/null; then
  apt_install firefox-esr
fi
# xclip reads what the page copied in WebKit, whose pages may not read the clipboard themselves.
if ! command -v WebKitWebDriver >/dev/null || ! command -v Xvfb >/dev/null || ! command -v xvfb-run >/dev/null \
    || ! command -v xclip >/dev/null; then
  apt_install webkit2gtk-driver xvfb xauth xclip
fi
if [[ "$(.tools/geckodriver/bin/geckodriver --version 2>/dev/null | head -1)" != "geckodriver $GECKODRIVER_VERSION"* ]]; then
  echo "setup: building geckodriver $GECKODRIVER_VERSION into .tools/geckodriver (about a minute, once)"
  mkdir -p .tools
  cargo install geckodriver --version "$GECKODRIVER_VERSION" --locked --root "$PWD/.tools/geckodriver"
fi

# tests/create.rs parses the generated Python snippets with python3's ast module (no pip package).
if ! command -v python3 >/dev/null; then
  echo "setup: installing python3 from apt"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-minimal >/dev/null
fi

if [[ ! -d tests/e2e/node_modules/playwright-core || ! -d tests/e2e/node_modules/@axe-core/playwright \
      || ! -d tests/e2e/node_modules/pw-bidi || tests/e2e/package-lock.json -nt tests/e2e/node_modules/.package-lock.json ]]; then
  echo "setup: installing the end-to-end test packages"
  npm ci --prefix tests/e2e --no-audit --no-fund --silent
fi
