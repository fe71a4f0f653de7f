"""Benchmark driver for Benchmarks/inside.sh: what is inside a repository.

Against the loopback fixture server (a repository of 100,000 files, a 50 MiB file, a README):
- `repos tree` piped (one path per line): CPU and peak memory, beside `jq -r '.tree[].path'`
  on the very bytes the server sends;
- `repos show` of the 50 MiB file piped: wall time beside `curl` fetching the raw bytes, and
  peak memory beside the file's size (flat: it is written as it arrives);
- browse's README face: from Enter on a repository to its README's first line on screen, beside
  the README request's own latency (curl's transfer time at the same per-request latency).
Only 127.0.0.1 is contacted.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import binary_and_data, measure, run_section, start_server, verdict, write_rows  # noqa: E402
from browse import Pty  # noqa: E402

ENTRIES = 100000
FILE_MB = 50


def main():
    run_section("repos-inside-", measure_all)


def measure_all(cache, arguments, fixture):
    """Every measure, its files and cache in `cache`, the servers `fixture`; writes the section."""
    rows = []
    repo = "big-org/repo-00000"

    server, url = start_server(fixture, "--org-size", "100", "--big-repo", "repo-00000", "--tree-entries", str(ENTRIES), "--file-mb", str(FILE_MB))
    env = {"PATH": "/usr/bin:/bin", "GITHUB_API_URL": url, "XDG_CACHE_HOME": cache, "HOME": cache}
    tree_json = os.path.join(cache, "tree.json")
    subprocess.run(["curl", "-s", "-o", tree_json, "%s/repos/%s/git/trees/HEAD?recursive=1" % (url, repo)], check=True)
    lines = subprocess.run(["bash", "-c", "jq -r '.tree[].path' '%s' | wc -l" % tree_json], capture_output=True, text=True, check=True).stdout.strip()
    ours = subprocess.run(["bash", "-c", "'%s' tree %s --no-cache | wc -l" % (arguments.repos, repo)], env=env, capture_output=True, text=True, check=True).stdout.strip()
    if lines != ours or int(ours) != ENTRIES:
        sys.exit("inside: repos tree wrote %s paths, jq %s, expected %d" % (ours, lines, ENTRIES))

    # 1. The tree: CPU and memory against jq on the same bytes.
    tree = measure("repos tree (100,000 entries) | wc", "'%s' tree %s --no-cache > /dev/null" % (arguments.repos, repo), env, arguments.runs)
    jq = measure("jq -r '.tree[].path' (same bytes)", "jq -r '.tree[].path' '%s' > /dev/null" % tree_json, env, arguments.runs)
    rows.append(("`repos tree` of a 100,000-entry tree (%.1f MB of JSON), piped: CPU" % (os.path.getsize(tree_json) / 1e6), "%.3f s vs jq -r '.tree[].path' on the same bytes: %.3f s = %.2f x" % (tree["cpu"], jq["cpu"], tree["cpu"] / jq["cpu"]), "<= 0.5 x", verdict(tree["cpu"] / jq["cpu"] <= 0.5, "reading 100,000 entries' JSON costs more than half of jq's parse")))
    rows.append(("`repos tree` of a 100,000-entry tree: peak memory", "%.1f MB" % tree["rss"], "<= 150 MB", verdict(tree["rss"] <= 150, "the tree is held whole")))

    # 2. A 50 MiB file piped, against curl fetching the raw bytes.
    raw = "curl -s -H 'Accept: application/vnd.github.raw+json' -o /dev/null '%s/repos/%s/contents/big.bin'" % (url, repo)
    show = measure("repos show big.bin (50 MiB) > /dev/null", "'%s' show %s big.bin --no-cache > /dev/null" % (arguments.repos, repo), env, arguments.runs)
    curl = measure("curl of the raw bytes", raw, env, arguments.runs)
    rows.append(("`repos show` of a %d MiB file, piped: wall time (the contents JSON, then the raw bytes)" % FILE_MB, "%.3f s vs curl fetching the raw bytes: %.3f s = %.2f x" % (show["median"], curl["median"], show["median"] / curl["median"]), "<= 1.1 x", verdict(show["median"] / curl["median"] <= 1.1, "repos makes two requests (the contents JSON says what the path is, then the raw bytes) where curl makes one")))
    server.kill()

    # 3. Browse's README face against the README request, at the per-request latency.
    server, url = start_server(fixture, "--latency", str(arguments.latency), "--org-size", "100", "--big-repo", "repo-00000", "--file-mb", "2")
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "GITHUB_API_URL": url, "XDG_CACHE_HOME": cache, "HOME": cache}
    small = measure("repos show of a 2 MiB file", "'%s' show %s big.bin --no-cache > /dev/null" % (arguments.repos, repo), env, 1)
    rows.append(("`repos show` of a %d MiB file: peak memory" % FILE_MB, "%.1f MB (%.1f MB for the same command on a 2 MiB file: flat)" % (show["rss"], small["rss"]), "flat", verdict(show["rss"] <= small["rss"] * 1.2, "the file is held in memory")))
    transfers = []
    for _ in range(5):
        out = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{time_total}", "%s/repos/%s/readme" % (url, repo)], capture_output=True, text=True, check=True)
        transfers.append(float(out.stdout))
    request = statistics.median(transfers)
    faces = []
    for _ in range(arguments.runs):
        session = Pty(arguments.repos, ["big-org", "--no-cache"], env)
        session.read_until(rb"big-org \xe2\x80\x94 100 repositories")
        session.type("g")
        session.drain(0.3)
        since = len(session.output)
        sent = session.type("\r")
        _, arrived = session.read_until(rb"A made-up repository", since=since)
        faces.append(arrived - sent)
        session.quit()
    face = statistics.median(faces)
    rows.append(("browse: Enter on a repository to its README's first line on screen (%d ms a request)" % (arguments.latency * 1000), "%.3f s vs the README request: %.3f s = %.2f x" % (face, request, face / request), "<= 1.2 x", verdict(face / request <= 1.2, "drawing the README takes more than a fifth of a request")))
    server.kill()

    write_rows("Inside a repository", "Produced by `Benchmarks/inside.sh` on %s: %d runs each, medians. %s" % (time.strftime("%Y-%m-%d"), arguments.runs, binary_and_data(arguments.repos)), rows)


if __name__ == "__main__":
    main()
