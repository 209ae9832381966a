#!/usr/bin/env bash
# The page-size budget: the release page in dist/ (html, js, wasm, css, svg; files named embed*
# excluded) must be at most 335,872 bytes (328 KiB) compressed with gzip -9. The budget guards
# against accidents (a new dependency, a duplicated table); it is sized for the foundation models,
# the organisation's requirements, project plans and answers an architect signs, and what each feature costs is written in
# docs/measurements.md. Prints the breakdown per file and fails over budget. Sizes are
# deterministic for a given source and toolchain: this is not a timed test. Run after `make dist`; `make bench` prints the same table.
set -euo pipefail
cd "$(dirname "$0")/.."
BUDGET=${SIZE_BUDGET:-335872}
shopt -s nullglob
files=(dist/*.html dist/*.js dist/*.wasm dist/*.css dist/*.svg)
if [[ ${#files[@]} -eq 0 ]]; then
  echo "size: dist/ is empty; run make dist first" >&2
  exit 1
fi
total_raw=0
total_gz=0
printf '%-36s %10s %10s\n' file bytes gzip-9
for f in "${files[@]}"; do
  name=${f#dist/}
  [[ $name == embed* ]] && continue
  raw=$(stat -c%s "$f")
  gz=$(gzip -9nc "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-36s %10d %10d\n' "$name" "$raw" "$gz"
done
printf '%-36s %10d %10d\n' total "$total_raw" "$total_gz"
if (( total_gz > BUDGET )); then
  echo "size: FAIL: $total_gz bytes gzip -9, over the budget of $BUDGET by $((total_gz - BUDGET))" >&2
  exit 1
fi
echo "size: ok: $total_gz bytes gzip -9, $((BUDGET - total_gz)) under the budget of $BUDGET"
