#!/usr/bin/env bash
# Prints the numbers the quality gates are judged on, for the record (never asserted by a test):
# the release page's size, raw and gzip -9, per file and in total; and how long the native core
# takes to evaluate the whole answer space; and Lighthouse on the first page, a result link and a
# bare Yew page (scripts/lighthouse.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
total_raw=0
total_gz=0
printf '%-36s %10s %10s\n' file bytes gzip
for f in dist/*; do
  raw=$(stat -c%s "$f")
  gz=$(gzip -9c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-36s %10d %10d\n' "${f#dist/}" "$raw" "$gz"
done
printf '%-36s %10d %10d  (%.1f KB gzip)\n' total "$total_raw" "$total_gz" "$(echo "$total_gz/1024" | bc -l)"
cargo run -q --release --bin advise -- --all
scripts/lighthouse.sh
