#!/usr/bin/env python3
"""TLS + HTTP/2 benchmark, driven by Benchmarks/tls.sh.

Puts nghttpx (Debian's nghttp2-proxy) in front of the loopback fixture server as
https://localhost/api/v3, the shape of GitHub Enterprise, with a certificate from a CA made here
(trusted through SSL_CERT_FILE only; nothing is written to the system store). Measures, cold and
with 100 ms added latency per request: `repos`, `gh api --paginate` and the one-process floor
(page 1, then one `curl -Z --parallel-immediate --parallel-max 8` over h2), for `list --all`,
`commits --all` and `activity`; and counts the TCP connections and TLS handshakes each made,
from nghttpx's access log. Writes the `## TLS` section of BENCHMARKS.md. Only 127.0.0.1 is used.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import binary_and_data, common_options, ROOT, measure_once, start_server, verdict, write_section  # noqa: E402

PREFIX = "/api/v3"


def make_certificates(folder):
    subprocess.run([os.path.join(ROOT, "Tests", "TestSupport", "make-test-ca.sh"), folder], check=True)


def start_proxy(folder, backend_port, log):
    process = subprocess.Popen([
        "/usr/sbin/nghttpx", "--conf=/dev/null", "--frontend=127.0.0.1,443", "--backend=127.0.0.1,%d" % backend_port, "--single-process",
        "--no-ocsp", "--log-level=ERROR", "--errorlog-file=%s/error.log" % folder, "--accesslog-file=%s" % log,
        "--accesslog-format=$remote_port $ssl_session_reused $alpn",
        "%s/server.key" % folder, "%s/server.pem" % folder,
    ], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if subprocess.run(["curl", "-s", "-o", "/dev/null", "--cacert", "%s/ca.pem" % folder, "https://localhost%s/__requests" % PREFIX]).returncode == 0:
            return process
        time.sleep(0.05)
    process.kill()
    sys.exit("tls: nghttpx did not start on 443 (run as root)")


def connections(log):
    """TCP connections (distinct client ports: one TLS handshake each), resumed sessions, protocols."""
    lines = [line.split() for line in open(log).read().splitlines() if line.strip()]
    ports = {line[0] for line in lines}
    resumed = {line[0] for line in lines if len(line) > 1 and line[1] == "r"}
    protocols = sorted({line[2] for line in lines if len(line) > 2})
    return len(ports), len(resumed), protocols, len(lines)


def run(name, command, env, runs, log, expect=0):
    walls, cpus, counts = [], [], []
    for _ in range(runs):
        open(log, "w").close()
        wall, cpu, _ = measure_once(command, env, expect)
        time.sleep(0.05)  # nghttpx writes its log line as each stream closes
        walls.append(wall)
        cpus.append(cpu)
        counts.append(connections(log))
    conns = max(c[0] for c in counts)
    result = {"name": name, "median": statistics.median(walls), "min": min(walls), "max": max(walls), "cpu": statistics.median(cpus),
              "connections": conns, "resumed": max(c[1] for c in counts), "protocols": ",".join(counts[-1][2]), "requests": counts[-1][3]}
    print("  %-44s %8.3f s  (%.3f-%.3f)  cpu %.3f s  %d conn  %d requests  %s" % (name, result["median"], result["min"], result["max"], result["cpu"], conns, result["requests"], result["protocols"]), flush=True)
    return result


def floor_command(folder, first, rest, pages, immediate=True):
    """Page 1, then the rest in one `curl -Z`: with --parallel-immediate curl opens a connection
    per transfer rather than wait to multiplex; without it, all share one h2 connection."""
    curl = "curl -sf --http2 --cacert %s/ca.pem" % folder
    flags = "-Z --parallel-immediate --parallel-max 8" if immediate else "-Z --parallel-max 8"
    return "%s -o /dev/null '%s' && %s %s $(seq -f '-o /dev/null %s' 2 %d)" % (curl, first, curl, flags, rest, pages)


def main():
    options = common_options()
    folder = tempfile.mkdtemp(prefix="repos-tls-")
    log = os.path.join(folder, "access.log")
    make_certificates(folder)
    api = "https://localhost" + PREFIX
    server, url = start_server(os.path.join(options.bin, "fixture-server"), "--latency", str(options.latency), "--org-size", "2000",
                               "--commits", "1500", "--public-url", api, "--strip-prefix", PREFIX)
    proxy = start_proxy(folder, int(url.rsplit(":", 1)[1]), log)
    cache = tempfile.mkdtemp(prefix="repos-tls-cache-")
    env = dict(os.environ, SSL_CERT_FILE="%s/ca.pem" % folder, XDG_CACHE_HOME=cache, NO_COLOR="1", GITHUB_API_URL=api)
    for name in ("GH_TOKEN", "GITHUB_TOKEN", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"):
        env.pop(name, None)
    gh_env = dict(env, GH_HOST="localhost", GH_ENTERPRISE_TOKEN="bench", GH_NO_UPDATE_NOTIFIER="1", GH_PROMPT_DISABLED="1")
    gh_env.pop("GITHUB_API_URL")
    results, notes = {}, []
    runs = options.runs
    try:
        print("TLS benchmark: nghttpx (h2, TLS) at %s, %.0f ms latency per request, %d runs each" % (api, options.latency * 1000, runs))
        scenarios = [
            ("list", "list --all (2,000 repositories, 20 pages)", ["list", "big-org", "--all", "--json", "--no-cache"],
             "/orgs/big-org/repos?per_page=100", "/organizations/99000001/repos?per_page=100&page=%g", 20),
            ("commits", "commits --all (1,500 commits, 15 pages)", ["commits", "big-org/big-repo", "--all", "--json", "--no-cache"],
             "/repos/big-org/big-repo/commits?per_page=100", "/repositories/88000001/commits?per_page=100&page=%g", 15),
            ("activity", "activity (2,000 repositories, 40 active)", ["activity", "active-org", "--json", "--no-cache"], None, None, 0),
        ]
        for key, label, arguments, first, rest, pages in scenarios:
            results["repos-" + key] = run("repos " + label, [options.repos] + arguments, env, runs, log)
            if key == "list":
                # The same listing again with its cache warm: every page revalidated at once.
                warm = [argument for argument in arguments if argument != "--no-cache"]
                subprocess.run([options.repos] + warm, env=env, capture_output=True)
                results["warm-list"] = run("repos list --all, warm cache (20 pages, 304)", [options.repos] + warm, env, runs, log)
            if first and rest:
                results["floor-" + key] = run("floor: page 1, then curl -Z --parallel-immediate", floor_command(folder, api + first, api + rest, pages), env, runs, log)
                results["floor1-" + key] = run("floor: page 1, then curl -Z on one h2 connection", floor_command(folder, api + first, api + rest, pages, immediate=False), env, runs, log)
            if first and shutil.which("gh"):
                results["gh-" + key] = run("gh api --paginate " + key, ["gh", "api", "--paginate", first], gh_env, runs, log)
        # Same output as over HTTP/1.1 to the server itself (links then name it directly).
        plain_server, plain_url = start_server(os.path.join(options.bin, "fixture-server"), "--org-size", "2000", "--commits", "1500")
        try:
            for arguments in (["list", "big-org", "--all", "--json", "--no-cache"], ["commits", "big-org/big-repo", "--all", "--json", "--no-cache"]):
                over_tls = subprocess.run([options.repos] + arguments, env=env, capture_output=True).stdout
                over_http1 = subprocess.run([options.repos] + arguments, env=dict(env, GITHUB_API_URL=plain_url), capture_output=True).stdout
                notes.append("`repos %s` over TLS/h2 and over HTTP/1.1: %s (%d bytes)" % (" ".join(arguments[:2]), "identical" if over_tls == over_http1 and over_tls else "DIFFERENT", len(over_tls)))
        finally:
            plain_server.kill()
        if not shutil.which("gh"):
            notes.append("gh: not installed (apt-get install gh)")
    finally:
        proxy.kill()
        server.kill()
        shutil.rmtree(cache, ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)

    lines = [
        "| scenario | median | spread | cpu (user+sys) | TCP connections (= TLS handshakes) | requests | protocol |",
        "|---|---|---|---|---|---|---|",
    ]
    for result in results.values():
        lines.append("| %s | %.3f s | %.3f-%.3f s | %.3f s | %d | %d | %s |" % (result["name"], result["median"], result["min"], result["max"], result["cpu"], result["connections"], result["requests"], result["protocols"]))
    lines += ["", "| target | measured | goal | verdict |", "|---|---|---|---|"]
    for key in ("list", "commits"):
        if "floor-" + key in results:
            ratio = results["repos-" + key]["median"] / results["floor-" + key]["median"]
            lines.append("| repos %s vs the h2 floor (curl -Z --parallel-immediate) | %.2f x (%.3f s vs %.3f s) | <= 1.1 x | %s |" % (key, ratio, results["repos-" + key]["median"], results["floor-" + key]["median"], verdict(ratio <= 1.1, "repos's start and decoding are on top of the same rounds")))
            one = results["repos-" + key]["median"] / results["floor1-" + key]["median"]
            lines.append("| repos %s vs the one-connection h2 floor (curl -Z, multiplexed) | %.2f x (%.3f s vs %.3f s) | | - |" % (key, one, results["repos-" + key]["median"], results["floor1-" + key]["median"]))
        if "gh-" + key in results:
            lines.append("| repos %s vs gh api --paginate | %.1f x faster | | - |" % (key, results["gh-" + key]["median"] / results["repos-" + key]["median"]))
    if "warm-list" in results and "floor1-list" in results:
        floor = min(results["floor-list"]["median"], results["floor1-list"]["median"])
        warm = results["warm-list"]["median"] / floor
        lines.append("| warm list --all (every page 304) vs the cold h2 floor (the faster of the two) | %.2f x (%.3f s vs %.3f s) | <= 0.65 x | %s |" % (
            warm, results["warm-list"]["median"], floor, verdict(warm <= 0.65, "revalidation takes more than one round")))
    for key in ("list", "commits", "activity"):
        result = results["repos-" + key]
        lines.append("| repos %s: connections and handshakes per run | %d and %d | 1 and 1 | %s |" % (key, result["connections"], result["connections"], verdict(result["connections"] == 1, "connections were not reused")))
    lines += [""] + ["- " + note for note in notes]
    section = ("Produced by `Benchmarks/tls.sh` on %s: nghttpx (HTTP/2 over TLS, a CA made by the benchmark and "
               "trusted through SSL_CERT_FILE) in front of the fixture server as `https://localhost/api/v3`, %.0f ms latency "
               "per request, %d cold runs each; times are medians (min-max). %s\n\n" % (time.strftime("%Y-%m-%d"), options.latency * 1000, runs, binary_and_data(options.repos))
               + "\n".join(lines) + "\n")
    print()
    print("## TLS\n\n" + section)
    write_section("TLS", section)

if __name__ == "__main__":
    main()
