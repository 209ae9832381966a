#!/usr/bin/env bash
# Lighthouse 12 (mobile, simulated throttling; offline against /usr/bin/chromium) on the release
# page in dist/, served compressed as a static host serves it: the first page, a compute result
# link and a catalog-model result link, next to a bare Yew page with one radio question
# (bench/bare: same Yew, toolchain and release profile), built here. Prints the median of RUNS
# runs of FCP, LCP, CLS and the performance, accessibility, best-practices and SEO scores, and
# each page's LCP against the bare page's.
# Reported for the record, never asserted: the budgets are accessibility 100, the others 95.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
RESULT_LINK='?v=1&stage=train&mode=script&data=large&gpu=none&spark=no&existing=none&where=cloud&preempt=no&manage=own&hours=10'
# A chatbot on a catalog model, weekdays (the link `advise` writes for these answers).
CATALOG_LINK='?v=1&stage=deploy&model=catalog&llm=gpt-5.4-mini&requests=20000&intokens=1500&outtokens=400&dayhours=12&days=5&where=cloud&network=public&cmk=no'
LH=.tools/bench/node_modules/.bin/lighthouse
scripts/setup-bench-tools.sh

echo "lighthouse: building the bare Yew page (bench/bare)"
(cd bench/bare && CARGO_TARGET_DIR=../../target trunk build --release --offline >/dev/null 2>&1) ||
  (cd bench/bare && CARGO_TARGET_DIR=../../target trunk build --release --offline)

out=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$out"
}
trap cleanup EXIT

# Serves a directory as a static host does, compressed (scripts/serve.mjs), and prints its
# address once it answers. Uncompressed, the wasm alone would take about 1.6 s of the simulated
# 1.6 Mbps link: a host that sends it so is not what the figures describe.
serve() { # variable dir [--no-csp]
  local var=$1 log="$out/$1.url" pid
  shift
  node scripts/serve.mjs "$@" >"$log" &
  pid=$!
  pids+=("$pid")
  until [[ -s "$log" ]]; do
    kill -0 "$pid" 2>/dev/null || { echo "lighthouse: could not serve $1" >&2; exit 1; }
    sleep 0.1
  done
  printf -v "$var" '%s' "$(head -1 "$log")"
}
serve app dist
serve bare bench/bare/dist --no-csp

flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run"
flags+=" --disable-background-networking --disable-component-update --disable-sync"
measure() { # name url
  for i in $(seq "$RUNS"); do
    CHROME_PATH=${CHROMIUM:-/usr/bin/chromium} "$LH" "$2" --quiet --only-categories=performance,accessibility,best-practices,seo \
      --output=json --output-path="$out/$1-$i.json" --chrome-flags="$flags"
  done
}
measure first-page "$app"
measure result-link "$app$RESULT_LINK"
measure catalog-link "$app$CATALOG_LINK"
measure bare-yew "$bare"

node --input-type=module - "$out" "$RUNS" <<'JS'
import { readFileSync } from "node:fs";
const [dir, runs] = process.argv.slice(2);
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`Lighthouse ${JSON.parse(readFileSync(`${dir}/first-page-1.json`)).lighthouseVersion}, mobile, simulated throttling, median of ${runs}`);
console.log("page".padEnd(14) + "FCP ms".padStart(8) + "LCP ms".padStart(8) + "× bare".padStart(8) + "CLS".padStart(8) + "perf".padStart(6) + "a11y".padStart(6) + "best".padStart(6) + "SEO".padStart(6) + "  LCP element");
const lcp = (name) => median(Array.from({ length: Number(runs) }, (_, i) => JSON.parse(readFileSync(`${dir}/${name}-${i + 1}.json`)).audits["largest-contentful-paint"].numericValue));
const bareLcp = lcp("bare-yew");
for (const name of ["first-page", "result-link", "catalog-link", "bare-yew"]) {
  const reports = Array.from({ length: Number(runs) }, (_, i) => JSON.parse(readFileSync(`${dir}/${name}-${i + 1}.json`)));
  const m = (audit) => median(reports.map((r) => r.audits[audit].numericValue));
  const score = (c) => median(reports.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
  const perf = score("performance");
  const element = reports[0].audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector ?? "";
  console.log(
    name.padEnd(14) +
      String(Math.round(m("first-contentful-paint"))).padStart(8) +
      String(Math.round(m("largest-contentful-paint"))).padStart(8) +
      (m("largest-contentful-paint") / bareLcp).toFixed(2).padStart(8) +
      m("cumulative-layout-shift").toFixed(3).padStart(8) +
      String(perf).padStart(6) +
      String(score("accessibility")).padStart(6) +
      String(score("best-practices")).padStart(6) +
      String(score("seo")).padStart(6) +
      "  " + element,
  );
}
JS
