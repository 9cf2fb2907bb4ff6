#!/usr/bin/env bash
# Throughput of `inky analyze` end to end (issue 15, item 8): 20,000 journal lines of 20-40 words,
# hyperfine, beside `wc -w` reading the same file in the same run. Prints medians and µs a line.
# Usage: Benchmarks/analyze.sh [inky-binary [reference-inky-binary]]
#   (builds release first when no binary is given; needs `apt-get install hyperfine`)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then inky="$1"; else
  swift build -c release --static-swift-stdlib --product inky >/dev/null
  inky="$(swift build -c release --static-swift-stdlib --show-bin-path)/inky"
fi
reference="${2:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export TZ=UTC

# The lines are written here from clauses of our own; each has 20 to 40 words.
python3 - "$work/lines" <<'PY'
import random, sys
random.seed(15)
openers = ["This morning", "After work", "At lunch", "Tonight", "Honestly", "On the train home", "Before bed",
           "Around noon", "After the meeting", "At my sister's place", "Over coffee", "Late in the evening"]
clauses = [
    "I felt {m} about the {t} and could not stop thinking about it",
    "the {t} went {o} and my manager seemed {m}",
    "we talked for a long time about the {t} and I came away {m}",
    "I kept hoping the {t} would get easier but it never quite does",
    "there was a long walk by the canal where the light on the water was golden",
    "my friend called and we laughed about the {t} until it stopped feeling so heavy",
    "the deadline moved up again and the team is {m}",
    "I cooked soup, read a few pages and went to bed early",
    "it would have been a good day if the {t} had not dragged on",
    "the kids were {m} and the house was loud in the best way",
    "I did not sleep well and everything felt {m}",
    "nothing special happened, just the usual {t} and a quiet dinner",
    "I finally finished the {t} and I am {m} about it",
    "the doctor said the results look fine, which was a relief",
    "I snapped at my partner over the {t} and I feel {m} now",
]
moods = ["tired", "anxious", "really happy", "calm", "a bit lost", "proud", "frustrated", "grateful", "lonely",
         "hopeful", "overwhelmed", "relieved", "flat", "content", "stressed", "so excited"]
topics = ["project", "budget", "move", "exam", "garden", "launch", "appointment", "report", "trip", "meeting"]
outcomes = ["badly", "fine", "better than expected", "sideways", "well", "nowhere"]
endings = [".", ".", "!", "...", " :)", " :(", "?"]
def clause():
    return random.choice(clauses).format(m=random.choice(moods), t=random.choice(topics), o=random.choice(outcomes))
with open(sys.argv[1], "w") as f:
    for _ in range(20000):
        words = [random.choice(openers) + ","]
        target = random.randint(20, 40)
        while len(" ".join(words).split()) < target:
            words.append(clause() + random.choice([",", " and", ";"]))
        line = " ".join(" ".join(words).split()[:target]).rstrip(",;") + random.choice(endings)
        f.write(line + "\n")
PY
echo "lines: $(wc -l < "$work/lines"), words: $(wc -w < "$work/lines")"

commands=("$inky analyze < $work/lines > /dev/null" "$inky analyze --json < $work/lines > /dev/null")
if [ -n "$reference" ]; then
  commands+=("$reference analyze < $work/lines > /dev/null" "$reference analyze --json < $work/lines > /dev/null")
fi
commands+=("wc -w < $work/lines > /dev/null")
hyperfine --warmup 3 --runs "${RUNS:-20}" --export-json "$work/analyze.json" "${commands[@]}" >/dev/null
python3 - "$work/analyze.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
wc = results[-1]["median"]
for r in results:
    m = r["median"]
    print(f"  median {m*1000:8.1f} ms  {m/20000*1e6:6.2f} µs a line  {m/wc:6.1f}x wc -w  {r['command'][:70]}")
PY
if [ -n "$reference" ]; then
  cmp <("$inky" analyze --json < "$work/lines") <("$reference" analyze --json < "$work/lines") \
    && echo "  identical --json output from both binaries" || echo "  the two binaries' --json output differs"
fi
