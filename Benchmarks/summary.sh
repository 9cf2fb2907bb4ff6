#!/usr/bin/env bash
# `inky summary --week` over generated daily histories of 1 and 10 years (hyperfine, release build
# with --static-swift-stdlib), with references measured in the same run: `inky --version` (start-up)
# and `inky tags` on the 10-year journal (start-up plus opening the journal and one small query).
# Targets: at most 30 ms with 10 years, and at most 1.5x the 1-year time.
# The histories are written through the store API by a test that runs only when asked
# (Tests/InkyStoreTests/SummaryStoreTests.swift, generateBenchmarkHistory); set INKY_BENCH_DIR to keep
# them between runs. Usage: Benchmarks/summary.sh   (needs hyperfine and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product inky >/dev/null
inky="$(swift build -c release --static-swift-stdlib --show-bin-path)/inky"
work="${INKY_BENCH_DIR:-$(mktemp -d)}"
mkdir -p "$work"
chmod 700 "$work"
[ -n "${INKY_BENCH_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
for years in 1 10; do
  if [ ! -f "$work/history-$years/inky.sqlite" ]; then
    echo "== writing a $years-year daily history (once)"
    INKY_SUMMARY_HISTORY="$work/history-$years" INKY_SUMMARY_YEARS=$years \
      swift test --filter SummaryStoreTests/generateBenchmarkHistory >/dev/null
  fi
done
export INKY_NOW=2026-11-22T21:00:00 TZ=UTC
"$inky" summary --week --home "$work/history-10" > /dev/null # checks it runs (and the journal is sound)

echo "== inky summary --week with 1 and 10 years of daily history, beside inky --version and inky tags"
hyperfine -N --warmup 20 --runs 300 --export-json "$work/summary.json" \
  "$inky --version" \
  "$inky tags --home $work/history-10" \
  "$inky summary --week --home $work/history-1" \
  "$inky summary --week --home $work/history-10" >/dev/null
python3 - "$work/summary.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
medians = [r["median"] * 1000 for r in results]
for r, m in zip(results, medians):
    print(f"  median {m:8.2f} ms  (mean user+sys {(r['user'] + r['system']) * 1000:6.2f} ms)  {r['command'].split('/inky')[-1][:70]}")
print(f"  10 years / 1 year: {medians[3] / medians[2]:.2f}x   10 years / inky --version: {medians[3] / medians[0]:.2f}x"
      f"   10 years / inky tags: {medians[3] / medians[1]:.2f}x")
PY
