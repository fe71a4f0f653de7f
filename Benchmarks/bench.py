#!/usr/bin/env python3
"""Benchmark driver for Benchmarks/run.sh.

Starts loopback fixture servers (fake GitHub REST with Link pagination, ETags and a per-request
latency), runs each scenario several times, and reports the median wall time, the spread
(min-max), CPU time (user+sys) and peak resident memory of the measured process, plus ratios
against the parallel-curl floor and the peers. Writes the table to BENCHMARKS.md.
Only 127.0.0.1 is contacted.
"""
import argparse
import concurrent.futures
import json
import math
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write_section(title, body):
    """Writes `## title` with `body` into BENCHMARKS.md, in place of the section of that title,
    or at the end: each benchmark script owns its section and keeps the others."""
    path = os.path.join(ROOT, "BENCHMARKS.md")
    section = "## %s\n\n%s" % (title, body)
    text = open(path).read() if os.path.exists(path) else ""
    start = text.find("\n## %s\n" % title)
    if start >= 0:
        end = text.find("\n## ", start + 1)
        text = text[:start] + "\n" + section + (text[end:] if end >= 0 else "")
    else:
        text = text.rstrip("\n") + "\n\n" + section
    open(path, "w").write(text)


def verdict(met, why):
    """A target's last column: "met", or "missed" with `why` (what keeps the figure from the target
    on this setup), so a missed target is never a silent row."""
    return "met" if met else "**missed**: " + why


def binary_and_data(repos):
    """Which binary and which data a section's figures come from, for its first line."""
    version = subprocess.run([repos, "--version"], capture_output=True, text=True).stdout.strip()
    return ("Binary: `%s` (%s), built by `scripts/build-release`, the binary `scripts/run` runs and `scripts/install` installs "
            "(release, the Swift runtime linked in). Data: the fixture server's synthetic organizations, as dirty as GitHub's "
            "(escaped quotes and backslashes in 1 description in 13, Japanese, accents, emoji raw and as \\u pairs, null "
            "descriptions and languages; `Tests/TestSupport/SyntheticOrganization.swift`)." % (os.path.relpath(repos, ROOT), version))


def write_rows(title, intro, rows):
    """Prints `rows` (measure, measured, target, verdict) and writes them under `## title` after
    `intro`: the one table every benchmark script ends with."""
    body = intro + "\n\n| measure | measured | target | verdict |\n|---|---|---|---|\n" + "".join("| %s | %s | %s | %s |\n" % row for row in rows)
    for row in rows:
        print("  %-70s %s   (%s) %s" % row)
    write_section(title, body)


def in_scratch_folder(prefix, body):
    """Runs `body(folder)` in a new folder, removed afterwards however it ends."""
    folder = tempfile.mkdtemp(prefix=prefix)
    try:
        body(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def run_section(prefix, measure_all):
    """Runs `measure_all(cache, arguments, fixture)` with the common options parsed, in a
    scratch folder removed afterwards; `fixture` is the fixture server's binary."""
    arguments = common_options()
    in_scratch_folder(prefix, lambda cache: measure_all(cache, arguments, os.path.join(arguments.bin, "fixture-server")))


def start_server(binary, *arguments):
    # The server writes its address into a file of its own folder, removed once read.
    folder = tempfile.mkdtemp(prefix="repos-bench-port-")
    port_file = os.path.join(folder, "port")
    try:
        process = subprocess.Popen([binary, "--port-file", port_file, *arguments], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if os.path.exists(port_file) and os.path.getsize(port_file) > 0:
                with open(port_file) as handle:
                    return process, handle.read().strip()
            time.sleep(0.05)
        process.kill()
        sys.exit("bench: fixture server did not start")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def served(url):
    with urllib.request.urlopen(url + "/__requests") as answer:
        return int(answer.read())


def measure_once(command, env, expect=0):
    """Wall seconds, CPU seconds (user+sys, the process and its waited children), peak RSS MB.

    Peak RSS comes from GNU time around the command: a child forked from this Python process
    would report Python's own high-water mark when it is larger than the command's.
    """
    with tempfile.TemporaryFile() as err, tempfile.NamedTemporaryFile() as rss:
        argv = ["/bin/bash", "-c", command] if isinstance(command, str) else list(command)
        start = time.perf_counter()
        process = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", rss.name] + argv, env=env, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != expect:
            err.seek(0)
            raise RuntimeError("%s exited %d: %s" % (command, status, err.read().decode()[-500:]))
        lines = [line for line in open(rss.name).read().split() if line.isdigit()]
        peak = int(lines[-1]) / 1024.0 if lines else float("nan")
    return wall, usage.ru_utime + usage.ru_stime, peak


def measure(name, command, env, runs, setup=None, expect=0):
    samples = []
    for _ in range(runs):
        if setup:
            setup()
        samples.append(measure_once(command, env, expect))
    walls = [s[0] for s in samples]
    result = {
        "name": name,
        "median": statistics.median(walls),
        "min": min(walls),
        "max": max(walls),
        "cpu": statistics.median([s[1] for s in samples]),
        "rss": max(s[2] for s in samples),
    }
    print("  %-44s %8.3f s  (%.3f-%.3f)  cpu %.3f s  rss %6.1f MB" % (name, result["median"], result["min"], result["max"], result["cpu"], result["rss"]), flush=True)
    return result


def common_options(*extra):
    """The options every benchmark script takes (the fixture server's folder, the repos binary,
    runs and latency), with `extra` added to the parser first."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--repos", help="the repos binary (default: <bin>/repos)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--latency", type=float, default=0.1)
    for add in extra:
        add(parser)
    options = parser.parse_args()
    options.repos = options.repos or os.path.join(options.bin, "repos")
    return options


def main():
    options = common_options(
        lambda parser: parser.add_argument("--org-size", type=int, default=2000),
        lambda parser: parser.add_argument("--install-peers", action="store_true"),
    )

    repos = options.repos
    server_binary = os.path.join(options.bin, "fixture-server")
    cache = tempfile.mkdtemp(prefix="repos-bench-cache-")
    size, latency, runs = options.org_size, options.latency, options.runs
    pages = math.ceil(size / 100)

    server, url = start_server(server_binary, "--latency", str(latency), "--org-size", str(size), "--commits", "1500", "--files", "3000")
    big, big_url = start_server(server_binary, "--latency", str(latency), "--org", "huge-org", "--org-size", "10000")
    env = dict(os.environ, GITHUB_API_URL=url, XDG_CACHE_HOME=cache, NO_COLOR="1")
    env.pop("GH_TOKEN", None)
    env.pop("GITHUB_TOKEN", None)
    big_env = dict(env, GITHUB_API_URL=big_url)
    # repos runs with an empty PATH: with gh on the PATH and no token in the environment, every
    # run would also start `gh auth token` (about 50 ms and 60 ms of CPU here), which measures gh.
    no_tools = tempfile.mkdtemp(prefix="repos-bench-path-")
    # Folders made here, removed at the end however the run ends.
    scratch = [no_tools]

    def alone(environment):
        return dict(environment, PATH=no_tools)
    results = {}
    notes = []
    try:
        print("repos benchmark: %d repositories (%d pages), %.0f ms latency per request, %d runs each" % (size, pages, latency * 1000, runs))
        first = "%s/orgs/big-org/repos?per_page=100" % url
        rest = "%s/organizations/99000001/repos?per_page=100&page={}" % url
        results["floor"] = measure("floor: curl page 1, then 8 at a time", "curl -sf -o /dev/null '%s' && seq 2 %d | xargs -P 8 -I{} curl -sf -o /dev/null '%s'" % (first, pages, rest), env, runs)
        # One process, one connection pool: page 1, then every other page in one `curl -Z`.
        one_process = "curl -sf -o /dev/null '%s' && curl -sf -Z --parallel-immediate --parallel-max 8 $(seq -f '-o /dev/null %s' 2 %d)"
        results["floor-1p"] = measure("floor: curl page 1, then one curl -Z (8 parallel)", one_process % (first, rest.replace("{}", "%g"), pages), env, runs)
        big_pages = math.ceil(10000 / 100)
        big_first = "%s/orgs/huge-org/repos?per_page=100" % big_url
        big_rest = "%s/organizations/99000001/repos?per_page=100&page=%%g" % big_url
        results["floor-1p-10k"] = measure("floor (10,000): page 1, then one curl -Z", one_process % (big_first, big_rest, big_pages), big_env, runs)
        sequential = "u='%s'; while [ -n \"$u\" ]; do u=$(curl -sf -D - -o /dev/null \"$u\" | tr -d '\\r' | grep -i '^link:' | grep -o '<[^>]*>; rel=\"next\"' | sed 's/^<//; s/>.*//'); done" % first
        results["curl-seq"] = measure("curl loop following rel=next", sequential, env, runs)

        def clear_cache():
            shutil.rmtree(cache, ignore_errors=True)

        results["cold"] = measure("repos list --all --json (cold, no cache)", [repos, "list", "big-org", "--all", "--json"], alone(env), runs, setup=clear_cache)
        before = served(url)
        results["warm"] = measure("repos list --all --json (warm ETag cache)", [repos, "list", "big-org", "--all", "--json"], alone(env), runs)
        check = subprocess.run([repos, "list", "big-org", "--all", "--json", "-v"], env=alone(env), capture_output=True, text=True)
        revalidated = check.stderr.count("→ 304")
        answered = sum(1 for line in check.stderr.splitlines() if line.startswith("* GET") and " → " in line)
        notes.append("warm run: %d of %d requests answered 304 (checked with -v)" % (revalidated, answered))
        notes.append("repos runs with an empty PATH, so no `gh auth token` lookup is counted (with gh installed and no token set, it adds about 50 ms)")
        before = served(url)
        results["offline"] = measure("repos list --all --json --offline", [repos, "list", "big-org", "--all", "--json", "--offline"], alone(env), runs)
        notes.append("--offline: %d requests reached the server over %d runs" % (served(url) - before, runs))
        results["commits"] = measure("repos commits --limit 1000 --json", [repos, "commits", "big-org/big-repo", "--limit", "1000", "--json", "--no-cache"], alone(env), runs)
        results["commit"] = measure("repos commit <sha> --json (3,000 files)", [repos, "commit", "big-org/big-repo", "00000000aaaaaaaaaaaaaaaaaaaaaaaa00000000", "--json", "--no-cache"], alone(env), runs)
        results["version"] = measure("repos --version", [repos, "--version"], alone(env), max(runs, 10))
        before = served(url)
        results["activity"] = measure("repos activity (2,000 repos, 40 active)", [repos, "activity", "active-org", "--json", "--no-cache"], alone(env), runs)
        notes.append("activity: %d requests per run (1 org page + 40 commit listings expected)" % ((served(url) - before) // runs))
        slow, slow_url = start_server(server_binary, "--latency", "3")
        try:
            results["slow"] = measure("repos list, answer after 3 s (CPU while waiting)", [repos, "list", "atomicrobot", "--limit", "3", "--no-cache"], alone(dict(env, GITHUB_API_URL=slow_url)), min(runs, 3))
        finally:
            slow.kill()
        # A server that accepts (the kernel completes the handshake) and never answers.
        silent = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        silent.bind(("127.0.0.1", 0))
        silent.listen(64)
        try:
            silent_url = "http://127.0.0.1:%d" % silent.getsockname()[1]
            results["stalled"] = measure("repos list, stalled server, --timeout 2 (exit 75)", [repos, "list", "atomicrobot", "--timeout", "2", "--no-cache", "--api-url", silent_url], alone(env), min(runs, 3), expect=75)
        finally:
            silent.close()
        results["ndjson-2k"] = measure("repos list --all --format ndjson (2,000)", [repos, "list", "big-org", "--all", "--format", "ndjson", "--no-cache"], alone(env), runs)
        results["ndjson-10k"] = measure("repos list --all --format ndjson (10,000)", [repos, "list", "huge-org", "--all", "--format", "ndjson", "--no-cache"], alone(big_env), runs)
        results["json-10k"] = measure("repos list --all --sort stars --json (10,000)", [repos, "list", "huge-org", "--all", "--sort", "stars", "--json", "--no-cache"], alone(big_env), runs)
        def page_bytes(page):
            with urllib.request.urlopen("%s/orgs/huge-org/repos?per_page=100&page=%d" % (big_url, page)) as answer:
                return len(answer.read())
        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            raw_10k = sum(pool.map(page_bytes, range(1, 101)))
        notes.append("10,000 repositories are %.1f MB of GitHub's JSON" % (raw_10k / 1048576.0))
        results["table-10k"] = measure("repos list --all --sort stars --format table (10,000)", [repos, "list", "huge-org", "--all", "--sort", "stars", "--format", "table", "--no-cache"], alone(big_env), runs)

        pages_dir = tempfile.mkdtemp(prefix="repos-bench-pages-")
        scratch.append(pages_dir)
        subprocess.run("curl -sf -o %s/1.json '%s' && seq 2 %d | xargs -P 8 -I{} curl -sf -o %s/{}.json '%s'" % (pages_dir, first, pages, pages_dir, rest), shell=True, check=True, executable="/bin/bash")
        results["jq"] = measure("jq -c . over the same bytes", "jq -c . %s/*.json > /dev/null" % pages_dir, env, runs)

        if shutil.which("gh"):
            results["gh-version"] = measure("gh --version", ["gh", "--version"], env, max(runs, 10))
        gh_ready = False
        if shutil.which("gh") and os.geteuid() == 0:
            try:
                gh_server, gh_url = start_server(server_binary, "--latency", str(latency), "--org-size", str(size), "--port", "80")
                with open("/etc/hosts") as hosts:
                    known = "api.github.localhost" in hosts.read()
                if not known and options.install_peers:
                    with open("/etc/hosts", "a") as hosts:
                        hosts.write("127.0.0.1 api.github.localhost github.localhost\n")
                    known = True
                if known:
                    gh_env = dict(env, GH_HOST="github.localhost", GH_TOKEN="bench", GH_ENTERPRISE_TOKEN="bench", GH_NO_UPDATE_NOTIFIER="1")
                    results["gh"] = measure("gh api --paginate", ["gh", "api", "--paginate", "/orgs/big-org/repos?per_page=100"], gh_env, runs)
                    gh_ready = True
                else:
                    notes.append("gh: skipped (api.github.localhost does not resolve; run with --install-peers)")
                gh_server.kill()
            except (OSError, RuntimeError) as error:
                notes.append("gh: skipped (%s)" % str(error)[:120])
        elif not shutil.which("gh"):
            notes.append("gh: not installed (run with --install-peers)")
        try:
            import github  # noqa: F401
            script = "import github; g = github.Github(base_url=%r, per_page=100, retry=None); print(sum(1 for _ in g.get_organization('big-org').get_repos()))" % url
            results["pygithub"] = measure("PyGithub get_repos()", [sys.executable, "-c", script], env, runs)
        except ImportError:
            notes.append("PyGithub: not installed (run with --install-peers)")
    finally:
        server.kill()
        big.kill()
        shutil.rmtree(cache, ignore_errors=True)
        for folder in scratch:
            shutil.rmtree(folder, ignore_errors=True)

    floor = results["floor"]["median"]
    floor_1p = results["floor-1p"]["median"]
    rounds = 1 + math.ceil((pages - 1) / 8)
    target = 1.3 * rounds * latency
    cold, warm, jq = results["cold"], results["warm"], results["jq"]
    ceiling = results["curl-seq"]["median"] / floor
    sorted_bound = 30 + 1.2 * raw_10k / 1048576.0
    activity_bound = 1.3 * (1 + math.ceil(40 / 8)) * latency
    ndjson_growth = results["ndjson-10k"]["rss"] / results["ndjson-2k"]["rss"] - 1
    rows = [
        ("list --all cold vs floor", "%.2f x" % (cold["median"] / floor), "<= 1.3 x", verdict(cold["median"] / floor <= 1.3, "see the one-process floor below")),
        ("list --all cold vs issue-3 bound (%d rounds x %.0f ms x 1.3 = %.2f s)" % (rounds, latency * 1000, target), "%.3f s" % cold["median"], "<= %.2f s" % target, verdict(cold["median"] <= target, "more than 30% over the rounds' latency")),
        ("list --all cold vs curl loop (sequential)", "%.1f x faster" % (results["curl-seq"]["median"] / cold["median"]), ">= 5 x vs sequential clients",
         verdict(results["curl-seq"]["median"] / cold["median"] >= 5, "the curl loop is only %.1f x the parallel floor itself (the ceiling row below): 5 x needs a client faster than that floor" % ceiling)),
        ("warm cache vs floor", "%.2f x" % (warm["median"] / floor), "<= 1.5 x", verdict(warm["median"] / floor <= 1.5, "revalidation takes more than one round")),
        ("CPU of repos (cold) vs jq on the same bytes", "%.3f s vs %.3f s" % (cold["cpu"], jq["cpu"]), "repos <= jq", verdict(cold["cpu"] <= jq["cpu"], "decoding costs more than jq's parse")),
        ("CPU of repos decoding + writing without the network (--offline) vs jq", "%.3f s vs %.3f s" % (results["offline"]["cpu"], jq["cpu"]), "repos <= jq", verdict(results["offline"]["cpu"] <= jq["cpu"], "decoding costs more than jq's parse")),
        ("peak RSS ndjson 2k vs 10k", "%.1f MB vs %.1f MB (%+.0f%%)" % (results["ndjson-2k"]["rss"], results["ndjson-10k"]["rss"], 100 * ndjson_growth), "within 20%", verdict(abs(ndjson_growth) <= 0.2, "streamed output holds more than one page")),
        ("peak RSS sorted JSON at 10k vs 30 MB + 1.2 x its %.1f MB of raw JSON" % (raw_10k / 1048576.0), "%.1f MB" % results["json-10k"]["rss"], "<= %.1f MB" % sorted_bound,
         verdict(results["json-10k"]["rss"] <= sorted_bound, "sorting needs every object before the first is written, so the raw pages (%.1f MB) and the sorted document's buffer are held at once" % (raw_10k / 1048576.0))),
        ("peak RSS table / ndjson at 10k", "%.1f MB / %.1f MB" % (results["table-10k"]["rss"], results["ndjson-10k"]["rss"]), "<= 64 MB", verdict(max(results["table-10k"]["rss"], results["ndjson-10k"]["rss"]) <= 64, "a table holds every row to size its columns")),
        ("CPU of --offline --json (2,000) vs jq -c . on the same bytes", "%.2f x (%.3f s vs %.3f s)" % (results["offline"]["cpu"] / jq["cpu"], results["offline"]["cpu"], jq["cpu"]), "<= 0.6 x", verdict(results["offline"]["cpu"] / jq["cpu"] <= 0.6, "decoding the dirty pages' escapes")),
        ("activity, 2,000 repos with 40 active, vs 1.3 x (1 + 40/8) x latency", "%.3f s" % results["activity"]["median"], "<= %.2f s" % activity_bound, verdict(results["activity"]["median"] <= activity_bound, "more rounds than 1 + 40/8")),
        ("CPU of a request answered after 3 s", "%.3f s" % results["slow"]["cpu"], "<= 0.15 s", verdict(results["slow"]["cpu"] <= 0.15, "CPU spent while waiting")),
        ("CPU of a stalled server with --timeout 2 (10 attempts, each cut at 2 s)", "%.3f s" % results["stalled"]["cpu"], "<= 0.2 s", verdict(results["stalled"]["cpu"] <= 0.2, "CPU spent while waiting")),
        ("list --all cold vs one-process floor (page 1, then curl -Z)", "%.2f x (%.3f s vs %.3f s)" % (cold["median"] / floor_1p, cold["median"], floor_1p), "<= 1.1 x",
         verdict(cold["median"] / floor_1p <= 1.1, "repos's own start (%.0f ms for --version) and decoding each page before writing it are on top of the same rounds" % (results["version"]["median"] * 1000))),
        ("CPU of list --all cold vs jq -c . on the same bytes", "%.2f x (%.3f s vs %.3f s)" % (cold["cpu"] / jq["cpu"], cold["cpu"], jq["cpu"]), "<= 0.5 x", verdict(cold["cpu"] / jq["cpu"] <= 0.5, "decoding the dirty pages' escapes")),
        ("warm list --all (every page 304, one round) vs the cold one-process floor", "%.2f x (%.3f s vs %.3f s)" % (warm["median"] / floor_1p, warm["median"], floor_1p), "<= 0.65 x", verdict(warm["median"] / floor_1p <= 0.65, "revalidation takes more than one round")),
        ("ndjson 10,000 vs its one-process floor", "%.2f x (%.3f s vs %.3f s)" % (results["ndjson-10k"]["median"] / results["floor-1p-10k"]["median"], results["ndjson-10k"]["median"], results["floor-1p-10k"]["median"]), "<= 1.2 x",
         verdict(results["ndjson-10k"]["median"] / results["floor-1p-10k"]["median"] <= 1.2, "writing is slower than the pages arrive")),
        ("ceiling for any client vs the curl loop (loop / floor)", "%.1f x" % ceiling, "bounds the >= 5 x targets", "-"),
    ]
    if "gh" in results:
        rows.append(("list --all cold vs gh api --paginate", "%.1f x faster" % (results["gh"]["median"] / cold["median"]), ">= 5 x", verdict(results["gh"]["median"] / cold["median"] >= 5, "bounded by the ceiling below")))
        rows.append(("ceiling for any client vs gh (gh / floor)", "%.1f x" % (results["gh"]["median"] / floor), "bounds the gh target", "-"))
    if "pygithub" in results:
        rows.append(("list --all cold vs PyGithub", "%.1f x faster" % (results["pygithub"]["median"] / cold["median"]), ">= 5 x", verdict(results["pygithub"]["median"] / cold["median"] >= 5, "PyGithub is nearer the floor than 5 x")))
    if "gh-version" in results:
        rows.append(("repos --version vs gh --version", "%.2f x" % (results["version"]["median"] / results["gh-version"]["median"]), "<= 0.5 x", verdict(results["version"]["median"] / results["gh-version"]["median"] <= 0.5, "start-up")))

    machine = "%s, %s, %d cores, Swift release build" % (platform.node() or "host", platform.platform(), os.cpu_count() or 0)
    lines = [
        "# Benchmarks",
        "",
        "Produced by `Benchmarks/run.sh` on %s (%s)." % (time.strftime("%Y-%m-%d"), machine),
        "Loopback fake GitHub: %d repositories of ~5 KB (%d pages of 100), %.0f ms latency per request, %d runs each; times are medians (min-max)." % (size, pages, latency * 1000, runs),
        binary_and_data(repos),
        "",
        "| scenario | median | spread | cpu (user+sys) | peak RSS |",
        "|---|---|---|---|---|",
    ]
    for result in results.values():
        lines.append("| %s | %.3f s | %.3f-%.3f s | %.3f s | %.1f MB |" % (result["name"], result["median"], result["min"], result["max"], result["cpu"], result["rss"]))
    lines += ["", "| target | measured | goal | verdict |", "|---|---|---|---|"]
    lines += ["| %s | %s | %s | %s |" % row for row in rows]
    if notes:
        lines += [""] + ["- " + note for note in notes]
    report = "\n".join(lines) + "\n"
    print()
    print(report)
    # Sections other scripts write (`## Limits`, from Benchmarks/limits.sh) are kept as they are.
    path = os.path.join(ROOT, "BENCHMARKS.md")
    kept = ""
    if os.path.exists(path):
        previous = open(path).read()
        start = previous.find("\n## ")
        kept = previous[start:] if start >= 0 else ""
    with open(path, "w") as handle:
        handle.write(report + kept)


if __name__ == "__main__":
    main()
