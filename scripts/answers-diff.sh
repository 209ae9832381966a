#!/usr/bin/env bash
# Compares what two versions answer, byte for byte, in every format: for a change that should
# not move any answer (a refactor), or to list the answers a change does move.
#
#   scripts/answers-diff.sh REV [N]
#
# Builds `advise` at REV (a commit, a branch, HEAD~3 …) in target/answers-diff/ and the working
# tree's `advise`, then runs both on the frozen links of tests/fixtures/links-v1.txt and on N
# links spread over the answer space (`advise --space N`, default 500), in each format: the text,
# --json, --markdown, --csv and --snippets cli|yaml|python, all at one date. Prints each link and
# format that differs with the first lines of the difference, and a count; exits 1 when any
# differs. Nothing here is part of `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:?usage: scripts/answers-diff.sh REV [N]}
n=${2:-500}
out=target/answers-diff
old_src="$out/src"
rm -rf "$old_src"
mkdir -p "$old_src"
# -m: the files get the time they are written, so cargo never takes an earlier build of
# another commit (whose files were written later than this commit was made) for this one.
git archive "$rev" | tar -x -m -C "$old_src"
echo "answers-diff: building advise at $rev and in the working tree"
cargo build -q --bin advise --manifest-path "$old_src/Cargo.toml" --target-dir "$out/build"
cargo build -q --bin advise --target-dir "$out/build-now"
old="$out/build/debug/advise"
new="$out/build-now/debug/advise"

links="$out/links.txt"
{
  grep -v '^\s*\(#\|$\)' tests/fixtures/links-v1.txt | sed 's/^[^?]*?//; s/[[:space:]].*$//'
  "$new" --space "$n"
} >"$links"
total=$(wc -l <"$links")
echo "answers-diff: $total links, 7 formats each"

differ=0
checked=0
while IFS= read -r link; do
  for format in text --json --markdown --csv "--snippets cli" "--snippets yaml" "--snippets python"; do
    args=(--today 2026-11-29)
    # shellcheck disable=SC2206
    [[ $format == text ]] || args+=($format)
    a=$("$old" "${args[@]}" "$link" 2>&1 || true)
    b=$("$new" "${args[@]}" "$link" 2>&1 || true)
    checked=$((checked + 1))
    if [[ "$a" != "$b" ]]; then
      differ=$((differ + 1))
      echo "== $format $link"
      diff <(printf '%s\n' "$a") <(printf '%s\n' "$b") | head -8 || true
    fi
  done
done <"$links"
echo "answers-diff: $differ of $checked documents differ ($rev against the working tree)"
((differ == 0))
