#!/usr/bin/env bash
# What encryption costs, whole process, with hyperfine: each encrypted figure beside the same
# command on a plain journal in the same run (these machines are noisy: compare ratios). Prints medians.
# Usage: Benchmarks/privacy.sh   (builds release first; needs hyperfine and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product inky >/dev/null
inky="$(swift build -c release --static-swift-stdlib --show-bin-path)/inky"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export INKY_NOW=2026-11-22T21:00:00 TZ=UTC INKY_PASSPHRASE="benchmark passphrase"
printf 'calm\nwe shipped the release\nthe walk home\nsoup from Ana\nbook the dentist\n' > "$work/five"
printf 'calm\n' > "$work/one"

# Four journals: small (one entry) and 10,000 entries, each plain and encrypted.
for size in small large; do
  "$inky" write "the first entry" --home "$work/$size-plain" >/dev/null
done
python3 - "$work/large-plain/inky.sqlite" <<'PY'
import random, sqlite3, sys
random.seed(7)
words = "today work walk sister tired happy calm rain coffee meeting garden read slept late early quiet loud friend".split()
db = sqlite3.connect(sys.argv[1])
rows = []
for i in range(10000):
    text = " ".join(random.choice(words) for _ in range(40))
    day = f"20{16 + i // 1000:02d}-{1 + (i // 28) % 12:02d}-{1 + i % 28:02d}"
    rows.append(("raw", text, day, "2026-01-01 00:00:00.000", "2026-01-01 00:00:00.000"))
db.executemany("INSERT INTO entries (type, text, day, created_at, updated_at) VALUES (?, ?, ?, ?, ?)", rows)
db.commit()
db.close()
PY
for size in small large; do
  cp -r "$work/$size-plain" "$work/$size-sealed"
  "$inky" encrypt --home "$work/$size-sealed" >/dev/null
done
ls -l "$work"/*/inky.s* | awk '{print "  " $5 " bytes  " $9}'

median() { python3 -c "import json,sys; [print(f\"  median {r['median']*1000:8.2f} ms  {r['command'][:110]}\") for r in json.load(open(sys.argv[1]))['results']]" "$1"; }

echo "== opening: a read-only command (todo list); encrypted = scrypt + decrypt + load into memory"
hyperfine -N --warmup 3 --runs 30 --export-json "$work/open.json" \
  "$inky todo list --home $work/small-plain" "$inky todo list --home $work/small-sealed" \
  "$inky todo list --home $work/large-plain" "$inky todo list --home $work/large-sealed" >/dev/null
median "$work/open.json"

echo "== one commit: todo add (open + one write transaction); subtract todo list above for the commit alone"
hyperfine -N --warmup 3 --runs 30 --export-json "$work/add.json" \
  "$inky todo add x --home $work/small-plain" "$inky todo add x --home $work/small-sealed" \
  "$inky todo add x --home $work/large-plain" "$inky todo add x --home $work/large-sealed" >/dev/null
median "$work/add.json"

echo "== a piped reflection, one answer and five, each from a fresh copy of the journal: (five - one) / 4 is one more answer"
# Each command copies its journal first (the copy costs the same for one and five answers, so it cancels).
commands=()
for journal in small-plain small-sealed large-plain large-sealed; do
  for answers in one five; do
    commands+=("rm -rf $work/run-$journal-$answers; cp -r $work/$journal $work/run-$journal-$answers; $inky --home $work/run-$journal-$answers --seed 1 < $work/$answers > /dev/null")
  done
done
hyperfine --warmup 2 --runs 15 --export-json "$work/reflect.json" "${commands[@]}" >/dev/null
python3 - "$work/reflect.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
for one, five in zip(results[0::2], results[1::2]):
    name = one["command"].split("run-")[1].split("-one")[0]
    print(f"  {name:13s} one answer {one['median']*1000:7.1f} ms  five {five['median']*1000:7.1f} ms  "
          f"one more answer {(five['median'] - one['median'])/4*1000:6.1f} ms")
PY
