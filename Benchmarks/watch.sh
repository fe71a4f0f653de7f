#!/usr/bin/env bash
# `repos watch` over the fixture server's `eventorg` events feed: the CPU a watch spends over 60 s
# while nothing happens (every poll a 304), piped and on a pseudo-terminal, and its memory over
# 1,000 new events. Writes the `## Watch` section of BENCHMARKS.md.
# Usage: Benchmarks/watch.sh [--idle SECONDS] [--events N]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
needs "apt-get install time" /usr/bin/time
measure_with watch.py "$@"
