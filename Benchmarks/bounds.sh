#!/usr/bin/env bash
# Benchmarks issue #52's "Bounded in time" with the release binary: hostile READMEs rendered on a
# pseudo-terminal (time, memory, width), servers that never answer, refuse, or dribble a byte at a
# time, a fixture server failing every third request, `repos show | head -1`, and a 127,294-entry
# tree on a pty against piped. Every server is on 127.0.0.1, started and stopped here; every
# command runs under a timeout. Writes BENCHMARKS.md's "Bounded in time" section.
# Usage: Benchmarks/bounds.sh [--runs N]. Needs script (util-linux) and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
needs "apt-get install util-linux time" script /usr/bin/time
measure_with bounds.py "$@"
