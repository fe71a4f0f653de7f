#!/usr/bin/env bash
# Benchmarks `repos browse` on a pseudo-terminal against the loopback fixture server: first rows,
# filter latency, idle CPU, peak memory, on-demand commit pages. Writes BENCHMARKS.md's "Browse"
# section. Usage: Benchmarks/browse.sh [--runs N] [--latency SECONDS]. Needs curl and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
needs "apt-get install curl time" curl /usr/bin/time
measure_with browse.py "$@"
