#!/usr/bin/env bash
# Installs what `make bench` needs beyond the test tools, only where it is missing: Lighthouse 12
# (13 needs a newer Node) into the git-ignored .tools/bench/. It runs offline against the system
# Chromium (scripts/setup-test-tools.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
LIGHTHOUSE_MAJOR=12
if [[ "$(.tools/bench/node_modules/.bin/lighthouse --version 2>/dev/null)" != "$LIGHTHOUSE_MAJOR".* ]]; then
  echo "setup: installing lighthouse@$LIGHTHOUSE_MAJOR into .tools/bench/"
  mkdir -p .tools/bench
  npm install --prefix .tools/bench --no-audit --no-fund --silent "lighthouse@$LIGHTHOUSE_MAJOR"
fi
