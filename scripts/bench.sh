#!/usr/bin/env bash
# Prints the numbers the quality gates are judged on, for the record: the release page's size,
# raw and gzip -9, per file and in total, against its budget (scripts/size-check.sh, which
# `make test` enforces); how long the native core takes to evaluate the whole answer space; and
# Lighthouse on the first page, a result link and a bare Yew page (scripts/lighthouse.sh).
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/size-check.sh
cargo run -q --release --bin advise -- --all
scripts/lighthouse.sh
