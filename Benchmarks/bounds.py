"""Benchmark driver for Benchmarks/bounds.sh: issue #52's "Bounded in time".

Whatever a server sends or fails to send, `repos` ends in bounded time and memory:
- hostile READMEs (thousands of unclosed or nested tags, a line of `<`, a 1,000,000-character word)
  drawn by `repos readme` on a 100 x 40 pseudo-terminal: time, peak memory, exit, widest line;
- a server that never answers (default settings, and `--timeout 3`), a refused connection, a
  server that dribbles a byte every 2 s: how soon the run ends, and what it says;
- the fixture server failing every third request: `list --all` still whole;
- `repos show <2 MiB file> | head -1`: nothing on stderr;
- `repos tree` of 127,294 entries on a pty against piped.
Every server is on 127.0.0.1, started and stopped here; every command runs under a timeout, killed
with its process group past it, so no figure waits forever.
"""
import base64
import json
import os
import re
import shlex
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from socketserver import StreamRequestHandler, ThreadingTCPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import binary_and_data, run_section, start_server, verdict, write_rows  # noqa: E402

READMES = {
    "anchors-5k": ("5,000 unclosed `<a href>` tags", "\n".join('<a href="https://example.com/%d">x' % n for n in range(5000))),
    "anchors-20k": ("20,000 unclosed `<a href>` tags", "\n".join('<a href="https://example.com/%d">x' % n for n in range(20000))),
    "details": ("3,000 nested `<details><summary>` never closed", "\n".join("<details><summary>s</summary>" for _ in range(3000))),
    "less-than": ("200,000 `a < b ` (1.2 MB of plain text, read raw)", "a < b " * 200000),
    "nested": ("20,000 nested `<b><i><span>`", "<b><i><span>" * 20000 + "deep\n"),
    "word": ("one 1,000,000-character word", "abcdefghij" * 100000 + "\n"),
}
RAW_PAST = 1 << 20  # GitHub's contents API sends no content past 1 MB: the README is then read raw
ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")


def main():
    run_section("repos-bounds-", measure_all)


class Run:
    """One bounded run: exit status (None when killed at its limit), wall seconds and peak RSS MB
    from GNU time around repos itself (not `script`), and what it wrote."""

    def __init__(self, status, wall, rss, out, err):
        self.status, self.wall, self.rss, self.out, self.err = status, wall, rss, out, err


def run(argv, env, limit, pty=False):
    """Runs `argv` under GNU time; on a 100 x 40 pseudo-terminal (util-linux `script`, the output
    its bytes) when `pty`. Past `limit` seconds its process group is killed: a hang is a figure."""
    with tempfile.NamedTemporaryFile() as timing:
        command = ["/usr/bin/time", "-f", "%e %M", "-o", timing.name] + argv
        if pty:
            command = ["script", "-qec", shlex.join(["env", "COLUMNS=100", "LINES=40"] + command), "/dev/null"]
        process = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
        try:
            out, err = process.communicate(timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            out, err = process.communicate(timeout=10)
            return Run(None, float(limit), float("nan"), out, err)
        fields = open(timing.name).read().split()
        wall, peak = (float(fields[-2]), int(fields[-1]) / 1024.0) if len(fields) >= 2 else (float("nan"), float("nan"))
        return Run(process.returncode, wall, peak, out, err)


def widest(output):
    """The widest line drawn, in terminal columns, escapes stripped; a line redrawn after `\\r`
    counts each of its drawings."""
    text = ESCAPES.sub("", output.decode("utf-8", "replace"))
    return max((width(part) for line in text.split("\n") for part in line.split("\r")), default=0)


def width(text):
    return sum(0 if unicodedata.category(c) in ("Mn", "Me", "Cf") else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def serving(handler, server_class=ThreadingHTTPServer):
    """A server of `handler` on 127.0.0.1 in a thread of its own; `.shutdown()` stops it."""
    server_class.daemon_threads = True
    server = server_class(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


class ReadmeHandler(BaseHTTPRequestHandler):
    """GitHub's two README answers: `GET /repos/o/<case>/readme`, the contents object (base64
    content, or none past 1 MB), and `GET /repos/o/<case>/contents/README.md` with the raw media
    type, its bytes."""

    def do_GET(self):
        parts = self.path.split("?")[0].split("/")
        text = READMES.get(parts[3])[1].encode() if len(parts) > 4 and parts[3] in READMES else None
        if text is not None and parts[4:] == ["readme"]:
            raw = len(text) > RAW_PAST
            body = json.dumps({"name": "README.md", "path": "README.md", "sha": "a" * 40, "size": len(text), "type": "file",
                               "content": "" if raw else base64.encodebytes(text).decode(), "encoding": "none" if raw else "base64"}).encode()
            self.answer(200, "application/json; charset=utf-8", body)
        elif text is not None and parts[4:] == ["contents", "README.md"] and self.headers.get("accept") == "application/vnd.github.raw+json":
            self.answer(200, "application/vnd.github.raw+json; charset=utf-8", text)
        else:
            self.answer(404, "application/json; charset=utf-8", b'{"message":"Not Found"}')

    def answer(self, status, kind, body):
        self.send_response(status)
        self.send_header("content-type", kind)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_):
        pass


class DribbleHandler(StreamRequestHandler):
    """Reads a request, then sends a valid answer one byte every 2 s, until the client goes or the
    server stops (at most the answer's 90 bytes: bounded)."""
    stopped = threading.Event()

    def handle(self):
        for _ in range(100):
            if self.rfile.readline() in (b"\r\n", b"\n", b""):
                break
        answer = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n[]"
        for byte in answer:
            if self.stopped.wait(2):
                return
            try:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
            except OSError:
                return


def silent_socket():
    """A socket that listens and never accepts: the kernel completes the handshake, nobody answers."""
    silent = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    silent.bind(("127.0.0.1", 0))
    silent.listen(64)
    return silent, "http://127.0.0.1:%d" % silent.getsockname()[1]


def closed_port():
    """A port nothing listens on: bound to learn a free one, then closed."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return "http://127.0.0.1:%d" % port


def plain(output):
    """`output` as text, escapes stripped."""
    return ESCAPES.sub("", output.decode("utf-8", "replace") if isinstance(output, bytes) else output)


def first_line(data):
    lines = plain(data).strip().splitlines()
    return lines[0].strip() if lines else "nothing"


def measure_all(cache, arguments, fixture):
    """Every measure, its files and cache in `cache`; writes the section."""
    repos, rows = arguments.repos, []
    env = {"PATH": "/usr/bin:/bin", "HOME": cache, "XDG_CACHE_HOME": cache, "TERM": "xterm-256color", "SHELL": "/bin/sh"}

    # 1. Hostile READMEs on a pty: 2 s, 150 MB, exit 0, no line past 100 columns.
    server, url = serving(ReadmeHandler)
    try:
        for case, (what, _) in READMES.items():
            shown = run([repos, "readme", "o/" + case, "--no-cache", "--no-pager"], dict(env, GITHUB_API_URL=url), 120, pty=True)
            if shown.status is None:
                rows.append(("`repos readme` on a 100 x 40 pty: %s" % what, "killed after 120 s", "<= 2 s, <= 150 MB, exit 0, <= 100 columns", verdict(False, "never finished")))
                continue
            wide = widest(shown.out)
            lines = plain(shown.out).count("\n")
            met = shown.status == 0 and shown.wall <= 2 and shown.rss <= 150 and wide <= 100
            why = "exit %d: %s" % (shown.status, first_line(shown.out)) if shown.status else \
                ", ".join(part for part, over in (("slower than 2 s", shown.wall > 2), ("over 150 MB", shown.rss > 150), ("a line of %d columns" % wide, wide > 100)) if over)
            rows.append(("`repos readme` on a 100 x 40 pty: %s" % what, "%.2f s, %.0f MB, exit %s, widest line %d columns, %d lines" % (shown.wall, shown.rss, shown.status, wide, lines),
                         "<= 2 s, <= 150 MB, exit 0, <= 100 columns", verdict(met, why)))
    finally:
        server.shutdown()

    # 2. A server that accepts and never answers.
    silent, silent_url = silent_socket()
    try:
        stalled = run([repos, "list", "someorg", "--no-cache", "--no-pager"], dict(env, GITHUB_API_URL=silent_url), 120, pty=True)
        text = plain(stalled.out)
        # The progress line's retry notice: "…; trying again, 2 of 2".
        notice = text.lower().find("trying again")
        before = 0 <= notice < (text.find("Error:") if "Error:" in text else len(text))
        rows.append(("`repos list someorg`, a server that never answers, default settings, on a pty", "%.1f s, exit %s, retry notice %s; %s" % (stalled.wall, stalled.status, "shown before the end (`%s`)" % next((part.strip() for line in text.split("\n") for part in line.split("\r") if "trying again" in part.lower()), "")[:120] if before else "not shown", first_line(text[text.find("Error:"):] if "Error:" in text else text)),
                     "exit 75 within 70 s, a retry notice first", verdict(stalled.status == 75 and stalled.wall <= 70 and before, "see the measured column")))
        quick = run([repos, "list", "someorg", "--no-cache", "--timeout", "3"], dict(env, GITHUB_API_URL=silent_url), 60)
        rows.append(("the same with `--timeout 3`, piped", "%.1f s, exit %s" % (quick.wall, quick.status), "exit 75 within 12 s", verdict(quick.status == 75 and quick.wall <= 12, "see the measured column")))
    finally:
        silent.close()

    # 3. A refused connection.
    refused = run([repos, "list", "someorg", "--no-cache"], dict(env, GITHUB_API_URL=closed_port()), 30)
    said = plain(refused.err).splitlines()
    one = len(said) == 1 and said[0].startswith("Error:")
    rows.append(("`repos list someorg`, connection refused", "%.2f s, exit %s, stderr %d line(s): %s" % (refused.wall, refused.status, len(said), (said[0] if said else "nothing")[:110]),
                 "one `Error:` line, exit 75, within 3 s", verdict(one and refused.status == 75 and refused.wall <= 3, "see the measured column")))

    # 4. A server that dribbles one byte every 2 s.
    DribbleHandler.stopped.clear()
    dribble, dribble_url = serving(DribbleHandler, ThreadingTCPServer)
    try:
        slow = run([repos, "list", "someorg", "--no-cache", "--timeout", "5"], dict(env, GITHUB_API_URL=dribble_url), 90)
    finally:
        DribbleHandler.stopped.set()
        dribble.shutdown()
    rows.append(("`repos list someorg --timeout 5`, a byte every 2 s", "%.1f s, exit %s: %s" % (slow.wall, slow.status, first_line(slow.err)[:110]), "ends within 30 s", verdict(slow.status is not None and slow.wall <= 30, "see the measured column")))

    # 5. Every third request a 502: `list --all` of 450 repositories still whole.
    server, url = start_server(fixture, "--fail-every", "3", "--org-size", "450")
    try:
        whole = []
        for _ in range(5):
            listed = run([repos, "list", "big-org", "--all", "--no-cache"], dict(env, GITHUB_API_URL=url), 60)
            whole.append((listed.status, listed.out.count(b"\n"), listed.wall, first_line(listed.err)))
    finally:
        server.kill()
    good = sum(1 for status, lines, _, _ in whole if status == 0 and lines == 450)
    bad = next(("exit %s, %d lines: %s" % (s, n, e) for s, n, _, e in whole if s != 0 or n != 450), "")
    rows.append(("`repos list big-org --all` (450 repositories), every third request a 502", "%d of 5 runs whole (450 lines, exit 0), median %.2f s%s" % (good, statistics.median(w for _, _, w, _ in whole), "; " + bad if bad else ""),
                 "5 of 5", verdict(good == 5, bad)))

    # 6 and 7. A 2 MiB file through `head -1`; a 127,294-entry tree on a pty against piped.
    repo = "big-org/repo-00000"
    server, url = start_server(fixture, "--org-size", "100", "--big-repo", "repo-00000", "--file-mb", "2", "--tree-entries", "127294")
    try:
        heads = []
        for _ in range(5):
            head = run(["/bin/bash", "-c", '"$0" show %s big.bin --no-cache | /usr/bin/head -1 >/dev/null; exit "${PIPESTATUS[0]}"' % repo, repos], dict(env, GITHUB_API_URL=url), 60)
            heads.append(head)
        noisy = [h for h in heads if h.err.strip()]
        rows.append(("`repos show %s big.bin \\| head -1` (a 2 MiB file, read raw)" % repo, "stderr empty in %d of 5 runs (repos exit %s)%s" % (5 - len(noisy), "/".join(sorted({str(h.status) for h in heads})), "; stderr: " + first_line(noisy[0].err)[:110] if noisy else ""),
                     "nothing on stderr", verdict(not noisy, "see the measured column")))
        # The fixture builds whole folders of 100 entries: asked for 127,294, it serves 127,200.
        with urllib.request.urlopen("%s/repos/%s/git/trees/HEAD?recursive=1" % (url, repo), timeout=60) as answer:
            entries = len(json.load(answer)["tree"])
        piped, drawn = [], []
        for _ in range(arguments.runs):
            tree = run([repos, "tree", repo, "--no-cache"], dict(env, GITHUB_API_URL=url), 60)
            if tree.status != 0 or tree.out.count(b"\n") != entries:
                sys.exit("bounds: repos tree piped exited %s with %d lines, not %d" % (tree.status, tree.out.count(b"\n"), entries))
            piped.append(tree.wall)
            tree = run([repos, "tree", repo, "--no-cache", "--no-pager"], dict(env, GITHUB_API_URL=url), 60, pty=True)
            drawn.append(tree.wall if tree.status == 0 else float("inf"))
    finally:
        server.kill()
    pipe_time, pty_time = statistics.median(piped), statistics.median(drawn)
    rows.append(("`repos tree` of a {:,}-entry tree (`--tree-entries 127294`) on a 100 x 40 pty".format(entries) + " (`--no-pager`) against piped, medians of %d" % arguments.runs, "%.2f s vs %.2f s = %.2f x" % (pty_time, pipe_time, pty_time / pipe_time),
                 "<= 2 x", verdict(pty_time <= 2 * pipe_time, "the table costs about 0.40 s of CPU against 0.24 s for the paths alone (perf: a string per row and cell); on this shared 2-core machine the ratio has read 1.7 to 2.3 x across runs")))

    write_rows("Bounded in time", "Produced by `Benchmarks/bounds.sh` on %s: each command once unless said, under GNU time (wall, peak RSS of repos itself), "
               "on a pty through util-linux `script` where said; servers on 127.0.0.1 (a Python one for the READMEs and the broken servers, the fixture server otherwise). %s"
               % (time.strftime("%Y-%m-%d"), binary_and_data(repos)), rows)


if __name__ == "__main__":
    main()
