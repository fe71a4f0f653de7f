#!/usr/bin/env bash
# Benchmarks `repos browse` on a pseudo-terminal against the loopback fixture server: first rows,
# filter latency, idle CPU, peak memory, on-demand commit pages. Writes BENCHMARKS.md's "Browse"
# section. Usage: Benchmarks/browse.sh [--runs N] [--latency SECONDS]. Needs curl and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v curl >/dev/null && [ -x /usr/bin/time ] || {
    echo "browse.sh: needs curl and /usr/bin/time (apt-get install curl time)" >&2
    exit 69
}
source Benchmarks/build.sh
exec python3 Benchmarks/browse.py --bin "$bin" --repos "$repos" "$@"
