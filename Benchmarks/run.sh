#!/usr/bin/env bash
# Benchmarks `repos` against a loopback fake GitHub, side by side with gh, PyGithub and curl.
# Usage: Benchmarks/run.sh [--install-peers] [--runs N] [--latency SECONDS] [--org-size N]
# Prints a table of medians and ratios and writes BENCHMARKS.md. See Benchmarks/bench.py.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ " $* " == *" --install-peers "* ]]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gh jq curl time >/dev/null
    python3 -m pip install -q PyGithub
fi
source Benchmarks/common.sh
needs "run with --install-peers" jq curl /usr/bin/time
measure_with bench.py "$@"
