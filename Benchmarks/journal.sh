#!/usr/bin/env bash
# Issue 6's speed targets on a journal of 10,000 entries, with hyperfine (medians), beside
# references measured in the same run: adding a todo or an entry (target: at most 15 ms of
# process wall time) and a search (at most 20 ms).
# Usage: Benchmarks/journal.sh [INKY [REFERENCE]]   (builds release first when no binary is given;
#   needs `apt-get install hyperfine sqlite3`). With REFERENCE, adding a todo is timed with both binaries
#   in the same run (issue 18: what proving the journal sound before a write costs); the journal is created by
#   INKY, so a REFERENCE whose schema is older refuses it (exit 2).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then inky="$1"; else
  swift build -c release --static-swift-stdlib --product inky >/dev/null
  inky="$(swift build -c release --static-swift-stdlib --show-bin-path)/inky"
fi
reference="${2:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export INKY_NOW=2026-11-22T21:00:00 TZ=UTC

# A journal of 10,000 raw entries over ten years (deterministic text), plus 2,000 todos and 2,000
# logs. inky creates and migrates the file; Python's sqlite3 fills it through the same triggers
# that keep inky's search index, so the index is built exactly as inky builds it.
# (A reading command no longer creates a journal, so a todo does; the rows below carry their own numbers, as
# inky's inserts do: the schema's numbering trigger is for rows written without one.)
"$inky" todo add start the journal --home "$work/journal" >/dev/null
python3 - "$work/journal/inky.sqlite" <<'PY'
import random, sqlite3, sys, datetime
random.seed(11)
db = sqlite3.connect(sys.argv[1])
# A vocabulary of 4,000 made-up words used with Zipf-like frequencies, like a real journal's; a few
# real words ("river", "walk", "garden", "quiet") sit at ranks that make them match a few percent.
syllables = "ba be bi bo ka ke ki ko la le li lo ma me mi mo na ne ni no ra re ri ro sa se si so ta te ti to".split()
vocab = sorted({"".join(random.choice(syllables) for _ in range(random.randint(1, 3))) for _ in range(6000)})[:4000]
random.shuffle(vocab)
for rank, word in [(40, "walk"), (120, "river"), (300, "garden"), (60, "quiet")]:
    vocab[rank] = word
weights = [1 / (r + 1) for r in range(len(vocab))]
def sentence(n):
    return " ".join(random.choices(vocab, weights, k=n))
start = datetime.date(2016, 11, 23)
with db:
    for i in range(10000):
        day = start + datetime.timedelta(days=i * 3652 // 10000)
        text = sentence(random.randint(8, 60)).capitalize() + "."
        stamp = f"{day.isoformat()} 20:00:00.000"
        db.execute("INSERT INTO entries (type, text, day, created_at, updated_at, number) VALUES ('raw', ?, ?, ?, ?, ?)",
                   (text, day.isoformat(), stamp, stamp, i + 1))
    for i in range(2000):
        day = start + datetime.timedelta(days=i * 3652 // 2000)
        stamp = f"{day.isoformat()} 09:00:00.000"
        cur = db.execute("INSERT INTO entries (type, title, day, created_at, updated_at, number) VALUES ('todos', 'Todos', ?, ?, ?, ?)",
                         (day.isoformat(), stamp, stamp, i + 2))
        db.execute("INSERT INTO todo_items (entry_id, position, text, is_done, created_at, updated_at) VALUES (?, 1, ?, ?, ?, ?)",
                   (cur.lastrowid, "call " + sentence(2), i % 3 == 0, stamp, stamp))
        db.execute("INSERT INTO emotion_logs (day, logged_at, rating, feelings, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (day.isoformat(), stamp, random.randint(0, 10), "calm", sentence(4), stamp, stamp))
print(db.execute("SELECT count(*) FROM search_index").fetchone()[0], "items in the search index;",
      db.execute("SELECT count(*) FROM search_index WHERE search_index MATCH 'river'").fetchone()[0], "match river", file=sys.stderr)
PY
# One inky run so the journal has its write-ahead log, as any journal in use does.
"$inky" tags --home "$work/journal" >/dev/null
sync

median() { python3 -c "import json,sys; [print(f\"  median {r['median']*1000:8.2f} ms  {r['command'][:100]}\") for r in json.load(open(sys.argv[1]))['results']]" "$1"; }

echo "== adding to a 10,000-entry journal (target: at most 15 ms), beside inky --version and sqlite3 inserting one row"
# The journal is not copied afresh for each run: a copy leaves 10 MB of dirty pages that the first
# fsync would flush inside the timing. Sixty more todos and entries do not change its size class.
extra=()
[ -n "$reference" ] && extra=("$reference todo add call the dentist --tag health --home $work/journal")
hyperfine -N --warmup 5 --runs 60 --export-json "$work/add.json" \
  "$inky todo add call the dentist --tag health --home $work/journal" "${extra[@]}" \
  "$inky write A quiet walk by the river tonight --home $work/journal" \
  "$inky --version" \
  "sqlite3 $work/journal/inky.sqlite \"INSERT INTO settings VALUES ('bench', 'x', '') ON CONFLICT DO NOTHING\"" >/dev/null
median "$work/add.json"

echo "== searching a 10,000-entry journal (target: at most 20 ms), beside inky --version"
hyperfine -N --warmup 5 --runs 100 --export-json "$work/search.json" \
  "$inky search river --home $work/journal" \
  "$inky search \"quiet walk\" --type entry --home $work/journal" \
  "$inky search garden* --from 2020-01-01 --to 2021-12-31 --home $work/journal" \
  "$inky --version" >/dev/null
median "$work/search.json"
