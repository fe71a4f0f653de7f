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
command -v jq >/dev/null && command -v curl >/dev/null && [ -x /usr/bin/time ] || {
    echo "run.sh: needs jq, curl and /usr/bin/time (run with --install-peers)" >&2
    exit 69
}

source Benchmarks/build.sh
exec python3 Benchmarks/bench.py --bin "$bin" --repos "$repos" "$@"
