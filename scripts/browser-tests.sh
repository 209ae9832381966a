#!/usr/bin/env bash
# Runs the browser tests in each engine and says how long each took:
#   scripts/browser-tests.sh wasm [engine…]           wasm-bindgen-test (tests/browser.rs)
#   scripts/browser-tests.sh e2e  [engine…] [file…]   the end-to-end suite (tests/e2e/*.test.mjs),
#                                                      or only the files named
#   scripts/browser-tests.sh all  [engine…]           both
# Engines: chromium, firefox, webkit (all three when none is named; ENGINES overrides). The
# end-to-end suite runs in a node process with one browser for all its files (tests/e2e/run.mjs).
#
# The work is shared out over lanes, as many as the cores (two at least; LANES overrides, and
# LANES=1 runs everything one after the other, its output streamed). With more than one lane,
# each engine's end-to-end files are split in two halves, each its own process and browser, and
# the lanes take the next job from one queue, the longest first (Firefox's halves, then WebKit's,
# then Chromium's, then the wasm tests), so that no lane is left alone at the end with an engine's
# whole suite. Measured on two cores: Firefox over WebDriver BiDi mostly waits for the browser's
# answers, Chromium and WebKit keep the processor busy; two jobs side by side keep both cores
# working, three made Firefox miss its timeouts.
#
# Every job runs even when one fails, and the run fails if any did. An engine that cannot start
# fails its run with the reason; it is never skipped. Each job's output goes to
# target/test-logs/<kind>-<engine>[-<half>].log and is printed when it failed; the last lines
# name each failing test with its engine.
set -uo pipefail
cd "$(dirname "$0")/.."
kind=${1:?usage: scripts/browser-tests.sh wasm|e2e|all [engine…] [file…]}
shift
case "$kind" in wasm | e2e | all) ;; *) echo "browser-tests: unknown kind: $kind" >&2; exit 2 ;; esac
engines=()
files=()
for a in "$@"; do
  if [[ $a == *.mjs ]]; then files+=("$a"); else engines+=("$a"); fi
done
if [[ ${#engines[@]} -eq 0 ]]; then read -ra engines <<<"${ENGINES:-chromium firefox webkit}"; fi
for engine in "${engines[@]}"; do
  case "$engine" in chromium | firefox | webkit) ;; *) echo "browser-tests: unknown engine: $engine" >&2; exit 2 ;; esac
done
# GECKODRIVER_BIN: where scripts/setup-test-tools.sh builds it.
# shellcheck source=scripts/geckodriver.sh
. scripts/geckodriver.sh
LOGS=target/test-logs
mkdir -p "$LOGS"

wasm() {
  local engine=$1
  case "$engine" in
    chromium)
      env -u GECKODRIVER -u SAFARIDRIVER CHROMEDRIVER="$(command -v chromedriver)" \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --profile wasm-test --target wasm32-unknown-unknown --test browser ;;
    firefox)
      env -u CHROMEDRIVER -u SAFARIDRIVER GECKODRIVER="$GECKODRIVER_BIN" GECKODRIVER_ARGS="--binary /usr/bin/firefox-esr" \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --profile wasm-test --target wasm32-unknown-unknown --test browser ;;
    webkit)
      # WebKitWebDriver hangs without a display: a private Xvfb, on a free display number.
      xvfb-run -a env -u CHROMEDRIVER -u GECKODRIVER SAFARIDRIVER="$(command -v WebKitWebDriver)" \
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo test --profile wasm-test --target wasm32-unknown-unknown --test browser ;;
  esac
}

# e2e ENGINE NAME [NODE-OPTION…] [FILE…]: the end-to-end files (all when none) in ENGINE, its
# failures to NAME.failures and the tests that hung to NAME.hung (tests/e2e/failures.mjs).
e2e() {
  local engine=$1 name=$2
  shift 2
  local options=()
  while [[ ${1:-} == --* ]]; do options+=("$1"); shift; done
  E2E_ENGINE=$engine E2E_HUNG="$LOGS/$name.hung" node "${options[@]}" \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=./tests/e2e/failures.mjs --test-reporter-destination="$LOGS/$name.failures" \
    tests/e2e/run.mjs "$@"
}

# retry_hung ENGINE NAME: when every test NAME failed ran out of its time with no step failing (the
# browser stopped answering; seen once in WebKit, a history step that never returned), each runs
# once more, alone, in a new browser. Passes only if each then passes; says which hung, either way.
# A test that fails an assertion or a browser call's own timeout is never tried again.
retry_hung() {
  local engine=$1 name=$2 file test pattern again=0
  [[ -s "$LOGS/$name.hung" ]] || return 1
  (($(wc -l <"$LOGS/$name.hung") == $(wc -l <"$LOGS/$name.failures"))) || return 1
  while IFS=$'\t' read -r file test; do
    pattern="^$(printf '%s' "$test" | sed -E 's/[][\\.^$*+?(){}|\/]/\\&/g')\$"
    echo "== $engine: \"$test\" hung; once more, alone" >>"$LOGS/$name.log"
    e2e "$engine" "$name-again" "--test-name-pattern=$pattern" "$file" >"$LOGS/$name-again.log" 2>&1
    local ran=$?
    cat "$LOGS/$name-again.log" >>"$LOGS/$name.log"
    if ((ran == 0)) && ! grep -q "^ℹ pass 0" "$LOGS/$name-again.log"; then
      echo "$engine: \"$test\" ($file) hung once and passed on its second run" >>"$LOGS/$name.retried"
    else
      again=1
    fi
  done <"$LOGS/$name.hung"
  rm -f "$LOGS/$name-again".{log,failures,hung}
  return "$again"
}

# job NAME KIND ENGINE [FILE…]: one job, its output streamed or into its log, its result and
# failures beside it.
job() {
  local name=$1 what=$2 engine=$3 start status label
  shift 3
  local suffix=${name#"$what-$engine"}
  label="$what $engine"
  [[ -n $suffix ]] && label+=" (half ${suffix#-})"
  start=$(date +%s)
  if ((streaming)); then
    echo "== $label"
    if [[ $what == wasm ]]; then wasm "$engine"; else e2e "$engine" "$name" "$@"; fi
  elif [[ $what == wasm ]]; then
    wasm "$engine" >"$LOGS/$name.log" 2>&1
  else
    e2e "$engine" "$name" "$@" >"$LOGS/$name.log" 2>&1
  fi
  status=$?
  if ((status != 0)) && [[ $what == e2e ]] && retry_hung "$engine" "$name"; then
    status=0
    rm -f "$LOGS/$name.failures"
  fi
  local secs=$(($(date +%s) - start))
  if ((status == 0)); then
    echo "$label: passed in $secs s" >"$LOGS/$name.result"
    [[ -s "$LOGS/$name.retried" ]] && cat "$LOGS/$name.retried" >>"$LOGS/$name.result"
  else
    echo "$label: FAILED in $secs s" >"$LOGS/$name.result"
    # The wasm tests' failures, by name (the end-to-end ones come from their reporter).
    if [[ $what == wasm && -f "$LOGS/$name.log" ]]; then
      grep -E '^test .* \.\.\. FAIL' "$LOGS/$name.log" | sed -E "s/^test (.*) \.\.\. FAIL.*/FAILED wasm $engine: \1/" >"$LOGS/$name.failures"
    fi
    [[ -s "$LOGS/$name.failures" ]] || echo "FAILED $label: the run itself (see $LOGS/$name.log)" >"$LOGS/$name.failures"
  fi
  ((streaming)) && cat "$LOGS/$name.result"
  return 0
}

# The lanes.
if [[ ${LANES:-} =~ ^[1-9][0-9]*$ ]]; then
  n=$LANES
else
  n=$(nproc)
  ((n < 2)) && n=2
fi
streaming=$((n == 1))

# The jobs, one a line: NAME KIND ENGINE [FILE…], longest first.
e2e_files=("${files[@]}")
if [[ ${#e2e_files[@]} -eq 0 ]]; then
  for f in tests/e2e/*.test.mjs; do e2e_files+=("$f"); done
fi
halves=$(( !streaming && ${#e2e_files[@]} > 1 ))
jobs_list=()
for engine in firefox webkit chromium; do
  [[ " ${engines[*]} " == *" $engine "* ]] || continue
  [[ $kind == e2e || $kind == all ]] || continue
  if ((halves)); then
    # Every other file (in name order) to each half: about the same time each.
    a=() b=()
    for i in "${!e2e_files[@]}"; do
      if ((i % 2 == 0)); then a+=("${e2e_files[$i]}"); else b+=("${e2e_files[$i]}"); fi
    done
    jobs_list+=("e2e-$engine-1 e2e $engine ${a[*]}" "e2e-$engine-2 e2e $engine ${b[*]}")
  else
    jobs_list+=("e2e-$engine e2e $engine ${files[*]}")
  fi
done
if [[ $kind == wasm || $kind == all ]]; then
  for engine in "${engines[@]}"; do jobs_list+=("wasm-$engine wasm $engine"); done
fi
for j in "${jobs_list[@]}"; do rm -f "$LOGS/${j%% *}".{log,result,failures,hung,retried}; done

queue=$LOGS/browser-jobs.queue
printf '%s\n' "${jobs_list[@]}" >"$queue"
# lane: takes the next job from the queue until none is left.
lane() {
  local line
  while true; do
    line=$(
      {
        flock 9
        head -n 1 "$queue"
        sed -i 1d "$queue"
      } 9>"$queue.lock"
    )
    [[ -n $line ]] || return 0
    # shellcheck disable=SC2086 # the job's words: its name, kind, engine and files
    job $line
  done
}
pids=()
for ((i = 0; i < n; i++)); do
  lane &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
rm -f "$queue" "$queue.lock"

failed=0
for j in "${jobs_list[@]}"; do
  name=${j%% *}
  if grep -qs FAILED "$LOGS/$name.result"; then
    failed=1
    if ((!streaming)) && [[ -f "$LOGS/$name.log" ]]; then
      echo "==== $name: the output of the run"
      cat "$LOGS/$name.log"
    fi
  fi
done
# Each job's time (already said as it finished when streaming).
((streaming)) || for j in "${jobs_list[@]}"; do cat "$LOGS/${j%% *}.result" 2>/dev/null; done
if ((failed)); then
  for j in "${jobs_list[@]}"; do cat "$LOGS/${j%% *}.failures" 2>/dev/null; done
  exit 1
fi
