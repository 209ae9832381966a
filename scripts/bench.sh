#!/usr/bin/env bash
# Prints the numbers the quality gates are judged on, for the record, and writes them to
# target/bench/results.txt (git-ignored): the release page's size, raw, gzip -9 and brotli, per
# file and in total, against its budget (scripts/size-check.sh, which `make test` enforces); how
# long the native core takes over the whole answer space; the page against a bare Yew page
# (load to the first interactive question), answer-to-update times and a soak in headless
# Chromium (scripts/bench-browser.mjs); and Lighthouse on the first page, a result link and the
# bare page (scripts/lighthouse.sh). Timings are reported, never asserted: the machines are shared.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p target/bench
{
  scripts/size-check.sh
  node -e '
    const z = require("zlib"), fs = require("fs");
    let total = 0;
    for (const f of fs.readdirSync("dist").filter((f) => !f.startsWith("embed")).sort()) {
      const b = z.brotliCompressSync(fs.readFileSync("dist/" + f), { params: { [z.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      total += b;
      console.log(f.padEnd(40) + String(b).padStart(10) + "  brotli 11");
    }
    console.log("total".padEnd(40) + String(total).padStart(10) + "  brotli 11");'

  cargo run -q --release --bin advise -- --all
  scripts/lighthouse.sh
  node scripts/bench-browser.mjs
} 2>&1 | tee target/bench/results.txt
