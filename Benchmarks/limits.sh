#!/usr/bin/env bash
# Peak memory of `repos` against the largest responses its limits allow, and past them: a body
# just under the 32 MiB body limit, a 2 GiB gzip bomb (13.5 MB on the wire, under the limit), a listing whose rel="last" is 2^63-1 and
# whose pages never end (stopped by the 10,000-page cap), and a 100,000-file commit in one
# response; then whole runs against listings that never end (every page has a `next`, no `last`):
# each command that gathers stops at its item or byte cap, the streams run to the page cap, and
# every one stays under 150 MB; and `--jq length` over 10,000 full-sized repositories. Prints one
# row per case: exit code, peak RSS (GNU time), wall time, first stderr line,
# and writes them as the `## Limits` section of BENCHMARKS.md (Benchmarks/run.sh keeps it).
# Usage: Benchmarks/limits.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
needs "apt-get install time" /usr/bin/time

source Benchmarks/build.sh

work="$(mktemp -d)"
"$bin/fixture-server" --oversized --org-size 100 --port-file "$work/url" >/dev/null &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 300); do [ -s "$work/url" ] && break; sleep 0.1; done
export GITHUB_API_URL="$(cat "$work/url")" XDG_CACHE_HOME="$work/cache"

table="$work/table"
printf '| case | command | exit | peak RSS | wall | stderr |\n|---|---|---|---|---|---|\n' >"$table"
measure() {
    local name="$1"; shift
    local status=0
    /usr/bin/time -f '%M %e' -o "$work/time" "$repos" "$@" --no-cache >"$work/out" 2>"$work/err" || status=$?
    read -r kb seconds < <(tail -1 "$work/time")
    printf '| %s | `repos %s` | %s | %d MB | %s s | %s |\n' "$name" "$*" "$status" $((kb / 1024)) "$seconds" \
        "$(grep -v '^Command exited' "$work/err" | head -1 | cut -c1-90)" >>"$table"
}
measure "31.5 MB body (under the limit), 5 shown" list huge-body --limit 5
measure "31.5 MB body as JSON" list huge-body --limit 5 --json
measure "2 GiB gzip bomb" list bomb --limit 5
measure "last=2^63-1, pages never end" list endless --all --format ndjson
measure "100,000-file commit" commit big-org/huge-commit eeeeeee --format tsv
measure "100,000-file commit, patch" commit big-org/huge-commit eeeeeee --patch
measure "100,000-file commit as JSON" commit big-org/huge-commit eeeeeee --json
# Whole runs against a server whose pages never end.
measure "never-ending org: activity" activity forever --since 2w
measure "never-ending commits in 10 repositories: activity" activity forever-commits --since 2w
measure "never-ending org: list --all (tsv)" list forever --all --format tsv
measure "never-ending org: list --all (table)" list forever --all --format table
measure "never-ending org: list --all (csv)" list forever --all --format csv
measure "never-ending org: list --all --json" list forever --all --json
measure "never-ending org: list --all --jq length" list forever --all --jq length
measure "never-ending org: list --all (ndjson, streamed to the page cap)" list forever --all --format ndjson
measure "never-ending commits: commits --all --json" commits forever/r-0 --all --json
measure "never-ending commits: commits --all (tsv)" commits forever/r-0 --all --format tsv
# 10,000 full-sized repositories (about 5 KB each), gathered whole for jq.
"$bin/fixture-server" --org-size 10000 --port-file "$work/url10k" >/dev/null &
server10k=$!
trap 'kill $server $server10k 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 300); do [ -s "$work/url10k" ] && break; sleep 0.1; done
GITHUB_API_URL="$(cat "$work/url10k")" measure "10,000 full-sized repositories: --jq length (past the 24 MiB jq input cap)" list big-org --all --jq length
GITHUB_API_URL="$(cat "$work/url10k")" measure "10,000 full-sized repositories: --json" list big-org --all --json
GITHUB_API_URL="$(cat "$work/url10k")" measure "10,000 full-sized repositories: --format ndjson --jq .name (per object)" list big-org --all --format ndjson --jq .name
cat "$table"

python3 - "$table" "$repos" <<'PY'
import sys
sys.path.insert(0, "Benchmarks")
from bench import binary_and_data, verdict, write_section
# Each row judged against the one target: its peak RSS (the 4th column, "116 MB") under 150 MB.
header, rule, *rows = open(sys.argv[1]).read().splitlines()
judged = [header + " verdict |", rule + "---|"]
for row in rows:
    peak = float(row.split("|")[4].split()[0])
    judged.append(row + " %s |" % verdict(peak < 150, "the response is held whole"))
write_section("Limits", "Produced by `Benchmarks/limits.sh`: peak memory against the largest responses its limits "
              "allow, and past them, and whole runs against listings that never end (target: under 150 MB for any "
              "single response and for any whole run). %s\n\n" % binary_and_data(sys.argv[2]) + "\n".join(judged) + "\n")
PY
