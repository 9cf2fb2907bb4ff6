#!/usr/bin/env bash
# The safety screen's cost in a whole process: `inky analyze --json` over 20,000 journal-like lines (one in
# fifty speaks of suicide, self-harm or an idiom like them), with this tree's inky and with a reference
# build of the commit before the screen (e11dc61), in the same hyperfine run. Prints medians and the ratio.
# Usage: Benchmarks/safety.sh [REF_COMMIT]   (needs `apt-get install hyperfine`; builds both, release)
set -euo pipefail
cd "$(dirname "$0")/.."
ref_commit="${1:-e11dc61}"
work="$(mktemp -d)"
trap 'git worktree remove --force "$work/ref" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
swift build -c release --static-swift-stdlib --product inky >/dev/null
inky="$(swift build -c release --static-swift-stdlib --show-bin-path)/inky"
git worktree add -q "$work/ref" "$ref_commit"
(cd "$work/ref" && swift build -c release --static-swift-stdlib --product inky >/dev/null)
ref="$(cd "$work/ref" && swift build -c release --static-swift-stdlib --show-bin-path)/inky"
python3 - "$work/lines" <<'PY'
import random, sys
random.seed(7)
parts = ["I felt", "today was", "work was", "my sister seemed", "the walk home felt", "honestly I'm"]
moods = ["so tired", "really happy", "not bad", "a bit anxious", "calm", "awful but okay", "grateful :)", "FURIOUS", "sooo good", "lonely"]
tails = ["", " but dinner helped", ", though I slept well", " and I don't know why", " 😊", "!!", "?"]
rare = ["this commute is killing me", "I keep thinking everyone would be better off without me",
        "the battery died on the way home", "my friend told me she has been cutting again",
        "I would never hurt myself, just tired", "I want to end it all tonight"]
with open(sys.argv[1], "w") as f:
    for i in range(20000):
        if i % 50 == 0:
            f.write(random.choice(rare) + "\n")
        else:
            f.write(f"{random.choice(parts)} {random.choice(moods)}{random.choice(tails)}\n")
PY
hyperfine --warmup 3 --runs 30 --export-json "$work/analyze.json" \
  "$ref analyze --json < $work/lines > /dev/null" "$inky analyze --json < $work/lines > /dev/null" >/dev/null
python3 - "$work/analyze.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
for x in r: print(f"  median {x['median']*1000:8.2f} ms  {x['command'][:100]}")
print(f"  ratio (this tree / reference): {r[1]['median'] / r[0]['median']:.3f}  (target: at most 1.10)")
PY
