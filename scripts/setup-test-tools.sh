#!/usr/bin/env bash
# Installs what the browser tests need, only where it is missing: Debian's Chromium and
# ChromeDriver, and the npm test packages (playwright-core drives the system Chromium; it
# downloads no browser).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "setup: installing chromium and chromium-driver from apt"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
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
      || tests/e2e/package-lock.json -nt tests/e2e/node_modules/.package-lock.json ]]; then
  echo "setup: installing the end-to-end test packages"
  npm ci --prefix tests/e2e --no-audit --no-fund --silent
fi
