#!/usr/bin/env python3
"""`repos prs` across an org of 2,000 repositories against the curl floor: see Benchmarks/prs.sh."""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import binary_and_data, measure, run_section, served, start_server, verdict, write_rows


def urls(base):
    """The URLs `repos prs workorg` asks, as SyntheticWorkOrganization lays the org out: the
    org's 20 pages, each repository with something open that is not archived, and the 350-PR
    repository's 3 more pages."""
    archived = {i for i in range(2000) if i % 200 == 100}
    active = [i for i in range(2000) if i % 13 == 1 and i not in archived][:150]
    listed = ["%s/orgs/workorg/repos?per_page=100&page=%d" % (base, page) for page in range(1, 21)]
    pulls = ["%s/repos/workorg/repo-%05d/pulls?per_page=100&state=open" % (base, i) for i in active]
    more = ["%s/repos/workorg/repo-00001/pulls?page=%d&per_page=100&state=open" % (base, page) for page in range(2, 5)]
    return listed + pulls + more


def measure_all(cache, options, fixture):
    server, base = start_server(fixture, "--latency", str(options.latency))
    try:
        env = dict(os.environ, GITHUB_API_URL=base, XDG_CACHE_HOME=cache)
        env.pop("GH_TOKEN", None)
        env.pop("GITHUB_TOKEN", None)
        wanted = urls(base)
        floor = measure("floor: the same %d URLs, one curl -Z, 8 parallel" % len(wanted),
                        "curl -sf -Z --parallel-immediate --parallel-max 8 " + " ".join("-o /dev/null '%s'" % url for url in wanted), env, options.runs)
        repos = options.repos
        forget = lambda: shutil.rmtree(os.path.join(cache, "repos"), ignore_errors=True)
        before = served(base)
        cold = measure("repos prs workorg (cold, piped: TSV)", "'%s' prs workorg > /dev/null" % repos, env, options.runs, setup=forget)
        asked = (served(base) - before) // options.runs
        warm = measure("repos prs workorg (warm: 304s)", "'%s' prs workorg > /dev/null" % repos, env, options.runs)
        cold_json = measure("repos prs workorg --json (cold)", "'%s' prs workorg --json > /dev/null" % repos, env, options.runs, setup=forget)
        warm_json = measure("repos prs workorg --json (warm: 304s)", "'%s' prs workorg --json > /dev/null" % repos, env, options.runs)
    finally:
        server.kill()
    rows = [
        ("requests a cold run makes", "%d (the floor fetches %d)" % (asked, len(wanted)), "the org's list + one per gated repository + extra pages", verdict(asked == len(wanted), "it asks more than the floor's URLs")),
        ("cold prs vs the one-process floor", "%.2f x (%.3f s vs %.3f s)" % (cold["median"] / floor["median"], cold["median"], floor["median"]), "<= 1.2 x",
         verdict(cold["median"] / floor["median"] <= 1.2, "the org's page 1 must come before its other pages, and the list before any repository: rounds the floor, knowing every URL, does not wait for")),
        ("warm prs (every answer 304) vs the floor", "%.2f x (%.3f s)" % (warm["median"] / floor["median"], warm["median"]), "<= 0.5 x",
         verdict(warm["median"] / floor["median"] <= 0.5, "revalidation is not wide enough")),
        ("cold prs --json (7 MB of GitHub's objects written) vs the floor", "%.2f x (%.3f s)" % (cold_json["median"] / floor["median"], cold_json["median"]), "(no target)", "measured"),
        ("warm prs --json vs the floor", "%.2f x (%.3f s)" % (warm_json["median"] / floor["median"], warm_json["median"]), "(no target)", "measured"),
        ("peak memory, cold and warm, TSV and JSON", "%.0f MB" % max(cold["rss"], warm["rss"], cold_json["rss"], warm_json["rss"]), "<= 150 MB",
         verdict(max(cold["rss"], warm["rss"], cold_json["rss"], warm_json["rss"]) <= 150, "the sweep holds more than its items")),
    ]
    write_rows("Pull requests across an org",
               "Produced by `Benchmarks/prs.sh`: `repos prs workorg` (piped, so TSV; and `--json`) over 2,000 repositories (150 with open items, 10 archived, one with "
               "350 open pull requests; `Tests/TestSupport/SyntheticWorkOrganization.swift`), %.0f ms a request on the server, median of %d runs. %s"
               % (options.latency * 1000, options.runs, binary_and_data(options.repos)), rows)


if __name__ == "__main__":
    run_section("repos-bench-prs-", measure_all)
