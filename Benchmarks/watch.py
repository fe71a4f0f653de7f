#!/usr/bin/env python3
"""`repos watch` idle and under a stream of events: see Benchmarks/watch.sh."""
import os
import pty
import signal
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import binary_and_data, common_options, in_scratch_folder, start_server, verdict, write_rows

TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """User and system CPU seconds `pid` has spent, from /proc."""
    with open("/proc/%d/stat" % pid) as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def rss_mb(pid):
    """Resident memory of `pid` now, in MB."""
    with open("/proc/%d/status" % pid) as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def drain(stream, lines):
    """Reads `stream` to its end, counting lines into `lines[0]`; a pseudo-terminal whose program
    has ended reads as an I/O error, which is its end too."""
    try:
        for _ in iter(stream.readline, b""):
            lines[0] += 1
    except OSError:
        pass


def start_watch(repos, env, terminal):
    """`repos watch eventorg`, piped (--json) or on a pseudo-terminal; its output drained."""
    lines = [0]
    if terminal:
        leader, follower = pty.openpty()
        process = subprocess.Popen([repos, "watch", "eventorg"], env=dict(env, COLUMNS="120"), stdin=follower, stdout=follower, stderr=follower)
        os.close(follower)
        stream = os.fdopen(leader, "rb", buffering=0)
    else:
        process = subprocess.Popen([repos, "watch", "eventorg", "--json"], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        stream = process.stdout
    threading.Thread(target=drain, args=(stream, lines), daemon=True).start()
    return process, lines


def stop(process):
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
    return process.returncode


def idle(options, fixture, cache, poll, terminal):
    """CPU seconds over `options.idle` seconds of a watch whose every poll is a 304."""
    server, base = start_server(fixture, "--event-every", "0", "--poll-interval", str(poll))
    try:
        env = dict(os.environ, GITHUB_API_URL=base, XDG_CACHE_HOME=os.path.join(cache, "idle-%d-%s" % (poll, terminal)), LANG="C.UTF-8")
        for name in ("GH_TOKEN", "GITHUB_TOKEN"):
            env.pop(name, None)
        process, _ = start_watch(options.repos, env, terminal)
        # The first poll (a 200, the backlog written) and start-up are not idling.
        time.sleep(5)
        before = cpu_seconds(process.pid)
        time.sleep(options.idle)
        spent = cpu_seconds(process.pid) - before
        code = stop(process)
    finally:
        server.kill()
    return spent, code


def stream(options, fixture, cache):
    """Memory after the first 100 new events and after `options.events` more, one event every
    20 ms polled every second (50 a poll, within the 100 one poll reads)."""
    server, base = start_server(fixture, "--event-every", "0.02", "--poll-interval", "1")
    try:
        env = dict(os.environ, GITHUB_API_URL=base, XDG_CACHE_HOME=os.path.join(cache, "stream"))
        for name in ("GH_TOKEN", "GITHUB_TOKEN"):
            env.pop(name, None)
        process, lines = start_watch(options.repos, env, False)
        deadline = time.time() + 60 + options.events * 0.1
        while lines[0] < 20 + 100 and time.time() < deadline:
            time.sleep(0.1)
        early, seen = rss_mb(process.pid), lines[0]
        while lines[0] < seen + options.events and time.time() < deadline:
            time.sleep(0.1)
        late, written = rss_mb(process.pid), lines[0] - seen
        code = stop(process)
    finally:
        server.kill()
    return early, late, written, code


def measure_all(cache, options, fixture):
    rows = []
    for poll, note in ((60, "GitHub's usual X-Poll-Interval"), (2, "the test server's 2 s")):
        for terminal in (False, True):
            spent, code = idle(options, fixture, cache, poll, terminal)
            where = "on a terminal (lines and a status line)" if terminal else "piped, --json"
            rows.append(("CPU over %d s of watching, every poll a 304, %s, polled every %d s (%s)" % (options.idle, where, poll, note),
                         "%.3f s (exit %d)" % (spent, code), "<= 0.05 s",
                         verdict(spent <= 0.05, "%d conditional requests a minute at about 2 ms of CPU each (libcurl, the cache entry read and checked); GitHub asks for one a minute" % (60 // poll))))
    early, late, written, code = stream(options, fixture, cache)
    rows.append(("memory after the backlog and 100 events, then after %d more (piped, --json)" % written, "%.1f MB, then %.1f MB (exit %d)" % (early, late, code),
                 "flat (within 2 MB) over %d events" % options.events, verdict(written >= options.events and late - early <= 2, "it holds more than its window of events")))
    write_rows("Watch",
               "Produced by `Benchmarks/watch.sh`: `repos watch eventorg` against the fixture server's events feed (`Tests/TestSupport/SyntheticEventFeed.swift`: "
               "ETags, a 304 when nothing changed, `X-Poll-Interval`), CPU read from /proc (in 10 ms ticks) over %d s after 5 s of start-up; memory (RSS) with an event every "
               "20 ms polled every second. %s" % (options.idle, binary_and_data(options.repos)), rows)


if __name__ == "__main__":
    options = common_options(
        lambda parser: parser.add_argument("--idle", type=int, default=60),
        lambda parser: parser.add_argument("--events", type=int, default=1000),
    )
    in_scratch_folder("repos-bench-watch-", lambda cache: measure_all(cache, options, os.path.join(options.bin, "fixture-server")))
