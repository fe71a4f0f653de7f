#!/usr/bin/env bash
# `repos prs` over the fixture server's `workorg` (2,000 repositories, 150 with open items, 10
# archived, one with 350 open pull requests): cold (no cache) and warm (every answer a 304)
# against a one-process floor (curl fetching the same URLs, 8 at a time, in one `curl -Z`), and
# peak memory. Writes the `## Pull requests across an org` section of BENCHMARKS.md.
# Usage: Benchmarks/prs.sh [--runs N] [--latency SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/common.sh
needs "apt-get install time curl" /usr/bin/time curl
measure_with prs.py "$@"
