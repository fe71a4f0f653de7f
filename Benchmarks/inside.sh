#!/usr/bin/env bash
# Benchmarks what is inside a repository against the loopback fixture server: `repos tree` of a
# 100,000-entry tree against jq on the same bytes, `repos show` of a 50 MiB file piped against
# curl, and browse's README face against the README request. Writes BENCHMARKS.md's "Inside a
# repository" section. Usage: Benchmarks/inside.sh [--runs N] [--latency SECONDS]. Needs jq,
# curl and GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
needs "apt-get install jq curl time" jq curl /usr/bin/time
measure_with inside.py "$@"
