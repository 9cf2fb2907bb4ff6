#!/usr/bin/env bash
# Whole-process timings of the inky binary with hyperfine, each beside references measured in the
# same run (these machines are noisy: compare ratios, not absolute times). Prints medians.
# Usage: Benchmarks/cli.sh   (builds release first; needs `apt-get install hyperfine sqlite3`)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product inky >/dev/null
inky="$(swift build -c release --static-swift-stdlib --show-bin-path)/inky"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export INKY_NOW=2026-11-22T21:00:00 TZ=UTC
printf 'calm\nwe shipped the release\nthe walk home\nsoup from Ana\nbook the dentist\n' > "$work/answers"
# 20,000 journal-like lines for `inky analyze` (the analyzer issue's target: under 0.3 s end to end).
python3 - "$work/lines" <<'PY'
import random, sys
random.seed(7)
parts = ["I felt", "today was", "work was", "my sister seemed", "the walk home felt", "honestly I'm"]
moods = ["so tired", "really happy", "not bad", "a bit anxious", "calm", "awful but okay", "grateful :)", "FURIOUS", "sooo good", "lonely"]
tails = ["", " but dinner helped", ", though I slept well", " and I don't know why", " 😊", "!!", "?"]
with open(sys.argv[1], "w") as f:
    for _ in range(20000):
        f.write(f"{random.choice(parts)} {random.choice(moods)}{random.choice(tails)}\n")
PY

median() { python3 -c "import json,sys; [print(f\"  median {r['median']*1000:8.2f} ms  {r['command'][:90]}\") for r in json.load(open(sys.argv[1]))['results']]" "$1"; }

echo "== inky --version (target: under 15 ms median)"
hyperfine -N --warmup 20 --runs 300 --export-json "$work/version.json" \
  "$inky --version" "sqlite3 --version" "/bin/true" >/dev/null
median "$work/version.json"

echo "== inky analyze over 20,000 lines (target: under 0.3 s), beside wc reading the same file"
hyperfine --warmup 3 --runs 20 --export-json "$work/analyze.json" \
  "$inky analyze < $work/lines > /dev/null" "$inky analyze --json < $work/lines > /dev/null" "wc -w < $work/lines > /dev/null" >/dev/null
median "$work/analyze.json"

echo "== a whole piped reflection of five answers into a fresh journal, beside sqlite3 creating a WAL file"
# hyperfine runs these through a shell (for the redirection) and subtracts the shell's own start-up.
hyperfine --warmup 5 --runs 60 --export-json "$work/reflect.json" --prepare "rm -rf $work/journal $work/ref.sqlite*" \
  "$inky --home $work/journal --seed 1 --json < $work/answers > /dev/null" \
  "sqlite3 $work/ref.sqlite 'PRAGMA journal_mode=WAL; CREATE TABLE t(x); INSERT INTO t VALUES (1);' > /dev/null" >/dev/null
median "$work/reflect.json"
