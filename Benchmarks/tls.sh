#!/usr/bin/env bash
# TLS + HTTP/2 benchmark: repos, gh api --paginate and the one-process curl floor behind nghttpx,
# with connections and handshakes counted. Needs root (nghttpx listens on 443 so gh can reach
# https://localhost/api/v3 as a GitHub Enterprise host). Writes the `## TLS` section of
# BENCHMARKS.md. Usage: Benchmarks/tls.sh [--install-peers] [--runs N] [--latency SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
args=()
for argument in "$@"; do
    if [ "$argument" = --install-peers ]; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gh curl nghttp2-proxy openssl time >/dev/null
    else
        args+=("$argument")
    fi
done
source Benchmarks/common.sh
needs "run with --install-peers" /usr/sbin/nghttpx openssl /usr/bin/time
measure_with tls.py "${args[@]}"
