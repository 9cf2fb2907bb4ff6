#!/usr/bin/env bash
# Whole-process timings of the inky binary with hyperfine, each beside references measured in the
# same run (these machines are noisy: compare ratios, not absolute times).
# Usage: Benchmarks/cli.sh   (builds release first; needs `apt-get install hyperfine sqlite3`)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product inky >/dev/null
inky="$(swift build -c release --show-bin-path)/inky"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export INKY_NOW=2026-11-22T21:00:00 TZ=UTC
printf 'calm\nwe shipped the release\nthe walk home\nsoup from Ana\nbook the dentist\n' > "$work/answers"

echo "== inky --version (target: under 15 ms median)"
hyperfine -N --warmup 20 --runs 300 --export-json "$work/version.json" \
  "$inky --version" "sqlite3 --version" "/bin/true"

echo "== a whole piped reflection of five answers into a fresh journal"
# hyperfine runs these through a shell (for the redirection) and subtracts the shell's own start-up.
hyperfine --warmup 5 --runs 60 --prepare "rm -rf $work/journal $work/ref.sqlite*" \
  "$inky --home $work/journal --seed 1 --json < $work/answers > /dev/null" \
  "sqlite3 $work/ref.sqlite 'PRAGMA journal_mode=WAL; CREATE TABLE t(x); INSERT INTO t VALUES (1);' > /dev/null"
