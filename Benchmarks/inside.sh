#!/usr/bin/env bash
# Benchmarks what is inside a repository against the loopback fixture server: `repos tree` of a
# 100,000-entry tree against jq on the same bytes, `repos show` of a 50 MiB file piped against
# curl, and browse's README face against the README request. Writes BENCHMARKS.md's "Inside a
# repository" section. Usage: Benchmarks/inside.sh [--runs N] [--latency SECONDS]. Needs jq,
# curl and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v jq >/dev/null && command -v curl >/dev/null && [ -x /usr/bin/time ] || {
    echo "inside.sh: needs jq, curl and /usr/bin/time (apt-get install jq curl time)" >&2
    exit 69
}
source Benchmarks/build.sh
exec python3 Benchmarks/inside.py --bin "$bin" --repos "$repos" "$@"
