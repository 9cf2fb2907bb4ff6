#!/usr/bin/env bash
# Whole-process timing of `inky import` of a 10,000-entry jrnl journal into a fresh data folder
# (issue 6's target: at most 2 s), beside `inky --version` measured in the same run. Prints medians.
# Usage: Benchmarks/import.sh   (builds release first; needs `apt-get install hyperfine`)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product inky >/dev/null
inky="$(swift build -c release --static-swift-stdlib --show-bin-path)/inky"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export INKY_NOW=2026-11-22T21:00:00 TZ=UTC
# 10,000 jrnl entries, one a day back from 2026-11-21, two to four sentences each, a few @tags.
python3 - "$work/journal.txt" <<'PY'
import datetime, random, sys
random.seed(6)
openers = ["Slept badly.", "Good day!", "Long meeting at work.", "Walked by the river.", "Quiet morning.", "Why is this so hard?"]
middles = ["I felt calm after lunch", "my sister called and we laughed", "the project slipped again", "I was anxious about money",
           "the run felt easy", "dinner with friends was lovely", "I could not focus at all", "the garden is finally green"]
tails = ["", " @work", " @health", " @family", " @home", " @friends"]
day = datetime.datetime(2026, 11, 21, 8, 30)
with open(sys.argv[1], "w") as f:
    for i in range(10000):
        when = day - datetime.timedelta(days=i, minutes=random.randrange(0, 600))
        body = ". ".join(random.choice(middles) for _ in range(random.randint(1, 3))) + "." + random.choice(tails)
        f.write(f"[{when:%Y-%m-%d %H:%M}] {random.choice(openers)} {body}\n")
        if random.random() < 0.3:
            f.write(f"{random.choice(middles).capitalize()}.\n")
        f.write("\n")
PY

median() { python3 -c "import json,sys; [print(f\"  median {r['median']*1000:8.1f} ms  {r['command'][:90]}\") for r in json.load(open(sys.argv[1]))['results']]" "$1"; }

echo "== inky import of 10,000 jrnl entries into a fresh journal (target: at most 2 s), beside inky --version"
"$inky" import "$work/journal.txt" --home "$work/check" --format jrnl
hyperfine -N --warmup 1 --runs 10 --export-json "$work/import.json" --prepare "rm -rf $work/journal" \
  "$inky import $work/journal.txt --home $work/journal --format jrnl" "$inky --version" >/dev/null
median "$work/import.json"
