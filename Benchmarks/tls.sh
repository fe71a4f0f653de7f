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
[ -x /usr/sbin/nghttpx ] && command -v openssl >/dev/null && [ -x /usr/bin/time ] || {
    echo "tls.sh: needs nghttpx, openssl and GNU time (run with --install-peers)" >&2
    exit 69
}
source Benchmarks/build.sh
exec python3 Benchmarks/tls.py --bin "$bin" --repos "$repos" "${args[@]}"
