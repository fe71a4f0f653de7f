#!/usr/bin/env python3
"""Writes the fixture responses under Fixtures/: raw HTTP/1.1 responses (status line, headers,
blank line, body) in GitHub's REST shape, plus routes.tsv, which maps requests to them.

Deterministic: run it again and nothing changes. The data is invented for an `atomicrobot`-like
organisation; shapes follow GitHub's documented schemas (see shared/github-api/API_FACTS.md).
Link URLs use https://api.github.com; the test server rewrites them to its own address.
"""
import hashlib
import json
import os

API = "https://api.github.com"
HERE = os.path.dirname(os.path.abspath(__file__))
ORG_ID = 1234567
routes = []


def sha(seed):
    return hashlib.sha1(seed.encode()).hexdigest()


def rate_headers(remaining=4990, reset=1893456000, limit=5000):
    return [
        ("x-ratelimit-limit", str(limit)),
        ("x-ratelimit-remaining", str(remaining)),
        ("x-ratelimit-reset", str(reset)),
        ("x-ratelimit-used", str(limit - remaining)),
        ("x-ratelimit-resource", "core"),
    ]


def write(name, status, reason, headers, body, method="GET", path=None, query="*", compact=False):
    if isinstance(body, (dict, list)) and compact:
        # GitHub's own wire form: no whitespace at all.
        text = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
        ctype = "application/json; charset=utf-8"
    elif isinstance(body, (dict, list)):
        text = json.dumps(body, indent=2, ensure_ascii=False) + "\n"
        ctype = "application/json; charset=utf-8"
    else:
        text = body
        ctype = "text/html; charset=utf-8"
    head = [("content-type", ctype), ("x-github-api-version-selected", "2022-11-28")]
    if status == 200:
        head.append(("etag", 'W/"%s"' % hashlib.sha256(text.encode()).hexdigest()))
    head += headers
    lines = ["HTTP/1.1 %d %s" % (status, reason)] + ["%s: %s" % h for h in head]
    with open(os.path.join(HERE, name + ".http"), "w", encoding="utf-8") as f:
        f.write("\r\n".join(lines) + "\r\n\r\n" + text)
    if path:
        routes.append((method, path, query, name + ".http"))


def hand_written(name, path, query="*", method="GET"):
    """Routes a fixture written by hand rather than here (a comparison's pages, a symlink's
    contents): the file must exist, and its route stands where the router must meet it."""
    if not os.path.exists(os.path.join(HERE, name + ".http")):
        raise SystemExit("generate.py: the hand-written fixture %s.http is missing" % name)
    routes.append((method, path, query, name + ".http"))


def also_route(name, path, query="*", method="GET"):
    """Routes one more request to a fixture written above: another name GitHub answers the same."""
    if not any(r[3] == name + ".http" for r in routes):
        raise SystemExit("generate.py: %s.http is not written yet" % name)
    routes.append((method, path, query, name + ".http"))


def link(*pairs):
    return ("link", ", ".join('<%s%s>; rel="%s"' % (API, url, rel) for url, rel in pairs))


def user(login, uid, kind="User"):
    base = "%s/users/%s" % (API, login)
    return {
        "login": login, "id": uid, "node_id": "MDQ6VXNlcj%d" % uid,
        "avatar_url": "https://avatars.githubusercontent.com/u/%d?v=4" % uid, "gravatar_id": "",
        "url": base, "html_url": "https://github.com/%s" % login,
        "followers_url": base + "/followers", "following_url": base + "/following{/other_user}",
        "gists_url": base + "/gists{/gist_id}", "starred_url": base + "/starred{/owner}{/repo}",
        "subscriptions_url": base + "/subscriptions", "organizations_url": base + "/orgs",
        "repos_url": base + "/repos", "events_url": base + "/events{/privacy}",
        "received_events_url": base + "/received_events", "type": kind,
        "user_view_type": "public", "site_admin": False,
    }


def repository(owner, owner_id, owner_kind, rid, name, description, language, stars, forks,
               created, updated, pushed, topics=(), license_id="mit", archived=False, fork=False,
               private=False, homepage=None):
    full = "%s/%s" % (owner, name)
    base = "%s/repos/%s" % (API, full)
    licenses = {
        "mit": {"key": "mit", "name": "MIT License", "spdx_id": "MIT", "url": API + "/licenses/mit", "node_id": "MDc6TGljZW5zZTEz"},
        "apache-2.0": {"key": "apache-2.0", "name": "Apache License 2.0", "spdx_id": "Apache-2.0", "url": API + "/licenses/apache-2.0", "node_id": "MDc6TGljZW5zZTI="},
        None: None,
    }
    return {
        "id": rid, "node_id": "R_kgDO%08d" % rid, "name": name, "full_name": full, "private": private,
        "owner": user(owner, owner_id, owner_kind), "html_url": "https://github.com/" + full,
        "description": description, "fork": fork, "url": base,
        "forks_url": base + "/forks", "keys_url": base + "/keys{/key_id}",
        "collaborators_url": base + "/collaborators{/collaborator}", "teams_url": base + "/teams",
        "hooks_url": base + "/hooks", "issue_events_url": base + "/issues/events{/number}",
        "events_url": base + "/events", "assignees_url": base + "/assignees{/user}",
        "branches_url": base + "/branches{/branch}", "tags_url": base + "/tags",
        "blobs_url": base + "/git/blobs{/sha}", "git_tags_url": base + "/git/tags{/sha}",
        "git_refs_url": base + "/git/refs{/sha}", "trees_url": base + "/git/trees{/sha}",
        "statuses_url": base + "/statuses/{sha}", "languages_url": base + "/languages",
        "stargazers_url": base + "/stargazers", "contributors_url": base + "/contributors",
        "subscribers_url": base + "/subscribers", "subscription_url": base + "/subscription",
        "commits_url": base + "/commits{/sha}", "git_commits_url": base + "/git/commits{/sha}",
        "comments_url": base + "/comments{/number}", "issue_comment_url": base + "/issues/comments{/number}",
        "contents_url": base + "/contents/{+path}", "compare_url": base + "/compare/{base}...{head}",
        "merges_url": base + "/merges", "archive_url": base + "/{archive_format}{/ref}",
        "downloads_url": base + "/downloads", "issues_url": base + "/issues{/number}",
        "pulls_url": base + "/pulls{/number}", "milestones_url": base + "/milestones{/number}",
        "notifications_url": base + "/notifications{?since,all,participating}",
        "labels_url": base + "/labels{/name}", "releases_url": base + "/releases{/id}",
        "deployments_url": base + "/deployments", "created_at": created, "updated_at": updated,
        "pushed_at": pushed, "git_url": "git://github.com/%s.git" % full,
        "ssh_url": "git@github.com:%s.git" % full, "clone_url": "https://github.com/%s.git" % full,
        "svn_url": "https://github.com/" + full, "homepage": homepage, "size": 100 + rid % 5000,
        "stargazers_count": stars, "watchers_count": stars, "language": language,
        "has_issues": True, "has_projects": True, "has_downloads": True, "has_wiki": True,
        "has_pages": False, "has_discussions": False, "forks_count": forks, "mirror_url": None,
        "archived": archived, "disabled": False, "open_issues_count": rid % 7,
        "license": licenses[license_id], "allow_forking": True, "is_template": False,
        "web_commit_signoff_required": False, "topics": list(topics),
        "visibility": "private" if private else "public", "forks": forks,
        "open_issues": rid % 7, "watchers": stars, "default_branch": "main",
        "permissions": {"admin": False, "maintain": False, "push": False, "triage": False, "pull": True},
    }


ATOMIC = [
    ("bottle-rocket", "A tiny HTTP toolkit for iOS apps.", "Swift", 412, 38, ("ios", "networking")),
    ("flux-capacitor", "State containers that travel through time.", "Kotlin", 233, 21, ("android",)),
    ("robot-arms", None, "Python", 97, 12, ()),
    ("launchpad", "Project templates for new mobile apps.", "Swift", 1520, 140, ("ios", "templates")),
    ("gearbox", "Dependency injection without the ceremony.", "Swift", 61, 4, ("ios", "di")),
    ("atomic-docs", "Engineering handbook and guides", None, 8, 2, ("docs",)),
    ("circuit-board", "Design system tokens: 色 and 🎨 for every platform.", "TypeScript", 310, 45, ("design-system",)),
    ("old-relay", "Deprecated: use bottle-rocket.", "Objective-C", 45, 9, ()),
    ("pulse", "Crash and performance dashboards", "Go", 77, 6, ("observability",)),
    ("terraform-modules", "Infrastructure as code for client projects", "HCL", 19, 3, ("terraform",)),
    ("hello-android", "Android sample app", "Kotlin", 3, 1, ()),
    ("forked-lib", "Our fork of a community library", "Swift", 0, 0, ()),
]


def atomic_repos():
    items = []
    for index, (name, desc, lang, stars, forks, topics) in enumerate(ATOMIC):
        rid = 40000000 + index * 1111
        items.append(repository(
            "atomicrobot", ORG_ID, "Organization", rid, name, desc, lang, stars, forks,
            "20%02d-0%d-1%dT09:00:00Z" % (14 + index % 10, 1 + index % 9, index % 10),
            "2026-11-%02dT12:00:00Z" % (1 + index * 2), "2026-11-%02dT12:30:00Z" % (1 + index * 2),
            topics, license_id=None if index == 2 else ("apache-2.0" if index % 3 == 0 else "mit"),
            archived=name == "old-relay", fork=name == "forked-lib", private=name == "pulse",
            homepage="" if index == 1 else ("https://atomicrobot.com" if index == 0 else None)))
    return items


def org_pages():
    repos = atomic_repos()
    pages = [repos[0:5], repos[5:10], repos[10:12]]
    base = "/organizations/%d/repos?per_page=100&page=" % ORG_ID
    write("orgs-atomicrobot-repos.page1", 200, "OK",
          [link((base + "2", "next"), (base + "3", "last"))] + rate_headers(4990),
          pages[0], path="/orgs/atomicrobot/repos", query="page=")
    write("orgs-atomicrobot-repos.page2", 200, "OK",
          [link((base + "1", "prev"), (base + "3", "last"), (base + "3", "next"), (base + "1", "first"))] + rate_headers(4989),
          pages[1], path="/organizations/%d/repos" % ORG_ID, query="page=2")
    write("orgs-atomicrobot-repos.page3", 200, "OK",
          [link((base + "2", "prev"), (base + "1", "first"))] + rate_headers(4988),
          pages[2], path="/organizations/%d/repos" % ORG_ID, query="page=3")
    # The same org asked without `last`, as GitHub does when it cannot compute it: the client
    # must follow `next` one page at a time.
    nolast = "/organizations/7654321/repos?per_page=100&page="
    small = atomic_repos()[:3]
    for n, (chunk, links) in enumerate([
        (small[0:1], [(nolast + "2", "next")]),
        (small[1:2], [(nolast + "3", "next"), (nolast + "1", "prev")]),
        (small[2:3], [(nolast + "2", "prev")]),
    ], start=1):
        write("orgs-sequential-org-repos.page%d" % n, 200, "OK", [link(*links)] + rate_headers(4900 - n),
              chunk, path="/orgs/sequential-org/repos" if n == 1 else "/organizations/7654321/repos",
              query="page=" if n == 1 else "page=%d" % n)


def user_repos():
    github_error("orgs-octocat-repos", 404, "Not Found", rate_headers(4980), "Not Found",
                 "/repos/repos#list-organization-repositories", path="/orgs/octocat/repos")
    items = [
        repository("octocat", 583231, "User", 1296269, "Hello-World", "My first repository on GitHub!", None, 3100, 2900,
                   "2011-01-26T19:01:12Z", "2026-10-30T08:00:00Z", "2026-10-29T08:00:00Z", license_id=None),
        repository("octocat", 583231, "User", 132935648, "boysenberry-repo-1", "Testing", None, 330, 40,
                   "2018-05-10T17:51:29Z", "2026-09-01T00:00:00Z", "2024-08-22T00:00:00Z", license_id=None),
        repository("octocat", 583231, "User", 18221276, "git-consortium", "This repo is for demonstration purposes only.", None, 25, 60,
                   "2014-03-28T17:55:38Z", "2026-08-01T00:00:00Z", "2018-10-05T00:00:00Z", license_id=None),
    ]
    write("users-octocat-repos", 200, "OK", rate_headers(4979), items, path="/users/octocat/repos")


def git_actor(name, email, date):
    return {"name": name, "email": email, "date": date}


PEOPLE = [
    ("Ada Lovelace", "ada@atomicrobot.com", user("ada-l", 9001)),
    ("Grace Hopper", "grace@atomicrobot.com", user("ghopper", 9002)),
    ("Build Bot", "bot@ci.invalid", None),
    ("Linus Example", "linus@example.org", {}),
]


def commit(repo_id, full, index, message, author_index, parents):
    name, email, account = PEOPLE[author_index]
    s = sha("%s:%d" % (full, index))
    date = "2026-11-%02dT%02d:%02d:00Z" % (28 - index // 8, 23 - index % 20, (index * 7) % 60)
    return {
        "sha": s, "node_id": "C_kwDO%s" % s[:12],
        "commit": {
            "author": git_actor(name, email, date),
            "committer": git_actor("GitHub" if index % 5 == 0 else name,
                                   "noreply@github.com" if index % 5 == 0 else email, date),
            "message": message, "tree": {"sha": sha("tree%d" % index), "url": "%s/repos/%s/git/trees/%s" % (API, full, sha("tree%d" % index))},
            "url": "%s/repos/%s/git/commits/%s" % (API, full, s), "comment_count": 0,
            "verification": {"verified": False, "reason": "unsigned", "signature": None, "payload": None, "verified_at": None},
        },
        "url": "%s/repos/%s/commits/%s" % (API, full, s), "html_url": "https://github.com/%s/commit/%s" % (full, s),
        "comments_url": "%s/repos/%s/commits/%s/comments" % (API, full, s),
        "author": account, "committer": user("web-flow", 19864447) if index % 5 == 0 else account,
        "parents": [{"sha": p, "url": "%s/repos/%s/commits/%s" % (API, full, p), "html_url": "https://github.com/%s/commit/%s" % (full, p)} for p in parents],
    }


MESSAGES = [
    "Add retry with backoff to the uploader\n\nThe uploader gave up on the first 502.",
    "Fix crash when the token is empty",
    "Bump version to 2.4.0",
    "Merge pull request #42 from atomicrobot/feature/dark-mode\n\nDark mode",
    "Refactor networking layer into modules",
    "Update README with install steps",
    "Remove deprecated API calls",
    "Add unit tests for the parser",
]


def commit_list():
    full, rid = "atomicrobot/bottle-rocket", 40000000
    commits = []
    for index in range(12):
        commits.append(commit(rid, full, index, MESSAGES[index % len(MESSAGES)], index % 4,
                              [sha("%s:%d" % (full, index + 1))] + ([sha("side%d" % index)] if index % 8 == 3 else [])))
    base = "/repositories/%d/commits?per_page=100&page=" % rid
    write("repos-atomicrobot-bottle-rocket-commits.page1", 200, "OK",
          [link((base + "2", "next"), (base + "2", "last"))] + rate_headers(4970), commits[:8],
          path="/repos/atomicrobot/bottle-rocket/commits", query="page=")
    write("repos-atomicrobot-bottle-rocket-commits.page2", 200, "OK",
          [link((base + "1", "prev"), (base + "1", "first"))] + rate_headers(4969), commits[8:],
          path="/repositories/%d/commits" % rid, query="page=2")
    return commits


def diff_entry(full, commit_sha, index, status, patch=True):
    filename = "Sources/Module%02d/File%03d.swift" % (index % 17, index)
    additions, deletions = (index % 9) + 1, index % 4
    if status == "added":
        deletions = 0
    if status == "removed":
        additions = 0
    entry = {
        "sha": sha("blob%d" % index), "filename": filename, "status": status,
        "additions": additions, "deletions": deletions, "changes": additions + deletions,
        "blob_url": "https://github.com/%s/blob/%s/%s" % (full, commit_sha, filename.replace("/", "%2F")),
        "raw_url": "https://github.com/%s/raw/%s/%s" % (full, commit_sha, filename.replace("/", "%2F")),
        "contents_url": "%s/repos/%s/contents/%s?ref=%s" % (API, full, filename.replace("/", "%2F"), commit_sha),
    }
    if patch:
        lines = ["@@ -1,%d +1,%d @@" % (deletions + 1, additions + 1), " import Foundation"]
        lines += ["-let old%d = %d" % (n, n) for n in range(deletions)]
        lines += ["+let new%d = %d" % (n, n) for n in range(additions)]
        entry["patch"] = "\n".join(lines)
    if status == "renamed":
        entry["previous_filename"] = filename.replace("File", "OldFile")
    return entry


def commit_details(commits):
    full, rid = "atomicrobot/bottle-rocket", 40000000
    first = dict(commits[0])
    s = first["sha"]
    files = [diff_entry(full, s, 1, "modified"), diff_entry(full, s, 2, "added"),
             diff_entry(full, s, 3, "renamed"), diff_entry(full, s, 4, "removed", patch=False)]
    first["stats"] = {"total": sum(f["changes"] for f in files), "additions": sum(f["additions"] for f in files),
                      "deletions": sum(f["deletions"] for f in files)}
    first["files"] = files
    write("repos-atomicrobot-bottle-rocket-commits-sha", 200, "OK", rate_headers(4960), first,
          path="/repos/atomicrobot/bottle-rocket/commits/" + s)
    # GitHub answers a commit asked by a short SHA as by its full one, and the README asks so.
    also_route("repos-atomicrobot-bottle-rocket-commits-sha", "/repos/atomicrobot/bottle-rocket/commits/" + s[:7])
    # A commit with 371 files: GitHub sends 300 on page 1 and the rest on page 2, repeating the
    # commit and its whole-commit stats on each page.
    big = dict(commits[1])
    bs = big["sha"]
    statuses = ["modified", "added", "removed", "renamed", "modified", "modified"]
    all_files = [diff_entry(full, bs, n, statuses[n % 6], patch=n % 4 != 0) for n in range(371)]
    stats = {"total": sum(f["changes"] for f in all_files), "additions": sum(f["additions"] for f in all_files),
             "deletions": sum(f["deletions"] for f in all_files)}
    base = "/repositories/%d/commits/%s?page=" % (rid, bs)
    write("repos-atomicrobot-bottle-rocket-commits-bigsha.page1", 200, "OK",
          [link((base + "2", "next"), (base + "2", "last"))] + rate_headers(4959),
          dict(big, stats=stats, files=all_files[:300]), path="/repos/atomicrobot/bottle-rocket/commits/" + bs, query="page=")
    write("repos-atomicrobot-bottle-rocket-commits-bigsha.page2", 200, "OK",
          [link((base + "1", "prev"), (base + "1", "first"))] + rate_headers(4958),
          dict(big, stats=stats, files=all_files[300:]), path="/repositories/%d/commits/%s" % (rid, bs), query="page=2")


def github_error(name, status, reason, headers, message, docs, path):
    """An error as GitHub's REST API sends it: the message, the page of its docs (below
    https://docs.github.com/rest) and the status again, as a string."""
    write(name, status, reason, headers,
          {"message": message, "documentation_url": "https://docs.github.com/rest" + docs, "status": str(status)}, path=path)


def errors():
    github_error("orgs-no-such-org-repos", 404, "Not Found", rate_headers(4950), "Not Found",
                 "/repos/repos#list-organization-repositories", path="/orgs/no-such-org/repos")
    github_error("users-no-such-org-repos", 404, "Not Found", rate_headers(4949), "Not Found",
                 "/repos/repos#list-repositories-for-a-user", path="/users/no-such-org/repos")
    github_error("orgs-locked-org-repos.401", 401, "Unauthorized", [], "Bad credentials",
                 "", path="/orgs/locked-org/repos")
    github_error("orgs-forbidden-org-repos.403", 403, "Forbidden", rate_headers(4940), "Resource not accessible by personal access token",
                 "/repos/repos#list-organization-repositories", path="/orgs/forbidden-org/repos")
    write("orgs-limited-org-repos.rate-limit", 403, "Forbidden", rate_headers(0, reset=4102444800, limit=60),
          {"message": "API rate limit exceeded for 203.0.113.7. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
           "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"},
          path="/orgs/limited-org/repos")
    github_error("orgs-busy-org-repos.secondary-limit", 429, "Too Many Requests", [("retry-after", "120")] + rate_headers(4000),
                 "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
                 "/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits", path="/orgs/busy-org/repos")
    write("orgs-broken-org-repos.500", 500, "Internal Server Error", [], {"message": "Server Error"},
          path="/orgs/broken-org/repos")
    write("orgs-html-org-repos.502", 502, "Bad Gateway", [],
          "<!DOCTYPE html>\n<html><head><title>Unicorn! &middot; GitHub</title></head><body>No server is currently available to service your request.</body></html>\n",
          path="/orgs/html-org/repos")
    github_error("repos-atomicrobot-empty-repo-commits.409", 409, "Conflict", rate_headers(4930), "Git Repository is empty.",
                 "/commits/commits#list-commits", path="/repos/atomicrobot/empty-repo/commits")
    github_error("repos-atomicrobot-bottle-rocket-commits-unknown.422", 422, "Unprocessable Entity", rate_headers(4929), "No commit found for SHA: deadbeef",
                 "/commits/commits#get-a-commit", path="/repos/atomicrobot/bottle-rocket/commits/deadbeef")
    github_error("repos-atomicrobot-gone-commits.404", 404, "Not Found", rate_headers(4928), "Not Found",
                 "/commits/commits#list-commits", path="/repos/atomicrobot/gone/commits")
    # Wrong shapes: an object where a list belongs, a missing required field, an unparseable date.
    write("orgs-wrong-shape-org-repos", 200, "OK", rate_headers(4920),
          {"message": "this should have been a list"}, path="/orgs/wrong-shape-org/repos")
    broken = atomic_repos()[:2]
    del broken[1]["full_name"]
    write("orgs-missing-field-org-repos", 200, "OK", rate_headers(4919), broken, path="/orgs/missing-field-org/repos")
    dated = atomic_repos()[:1]
    dated[0]["updated_at"] = "last tuesday"
    write("orgs-bad-date-org-repos", 200, "OK", rate_headers(4918), dated, path="/orgs/bad-date-org/repos")


def hostile():
    evil = [
        repository("hostile-org", 666, "Organization", 66601, "term\u001b[2Jclear", "Wipes \u001b[2J\u001b[H your screen", "C", 1, 0,
                   "2020-01-01T00:00:00Z", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"),
        repository("hostile-org", 666, "Organization", 66602, "title", "Sets \u001b]0;pwned\u0007 the title and \u001b]8;;https://evil.example\u0007links\u001b]8;;\u0007", "C", 2, 0,
                   "2020-01-01T00:00:00Z", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"),
        repository("hostile-org", 666, "Organization", 66603, "c1", "C1 \u009b31m red, bell \u0007, backspace x\u0008, return\roverwrite", "C", 3, 0,
                   "2020-01-01T00:00:00Z", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"),
        repository("hostile-org", 666, "Organization", 66604, "bidi", "evil \u202egnp.exe\u202c and\ttab\nnewline", "C", 4, 0,
                   "2020-01-01T00:00:00Z", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"),
    ]
    write("orgs-hostile-org-repos", 200, "OK", rate_headers(4910), evil, path="/orgs/hostile-org/repos")


def three_page_commits():
    """atomicrobot/launchpad: 7 commits over 3 pages, compact as GitHub sends them."""
    full, rid = "atomicrobot/launchpad", 40003333
    commits = [commit(rid, full, index, MESSAGES[(index + 3) % len(MESSAGES)], (index + 1) % 4,
                      [sha("%s:%d" % (full, index + 1))]) for index in range(7)]
    base = "/repositories/%d/commits?per_page=3&page=" % rid
    write("repos-atomicrobot-launchpad-commits.page1", 200, "OK",
          [link((base + "2", "next"), (base + "3", "last"))] + rate_headers(4968), commits[:3],
          path="/repos/atomicrobot/launchpad/commits", query="page=", compact=True)
    write("repos-atomicrobot-launchpad-commits.page2", 200, "OK",
          [link((base + "1", "prev"), (base + "3", "next"), (base + "3", "last"), (base + "1", "first"))] + rate_headers(4967),
          commits[3:6], path="/repositories/%d/commits" % rid, query="page=2", compact=True)
    write("repos-atomicrobot-launchpad-commits.page3", 200, "OK",
          [link((base + "2", "prev"), (base + "1", "first"))] + rate_headers(4966), commits[6:],
          path="/repositories/%d/commits" % rid, query="page=3", compact=True)


def sparse():
    """Data less regular than the rest, as real GitHub sends it: every field GitHub's OpenAPI
    description marks nullable set to null, and the fields older responses lack left out."""
    nulls = repository("sparse-org", 777, "Organization", 77701, "all-nulls", None, None, 5, 1,
                       None, None, None, license_id=None)
    nulls["mirror_url"] = None
    old = repository("sparse-org", 777, "Organization", 77702, "old-shape", "From before the schema grew", "C", 2, 0,
                     "2012-01-01T00:00:00Z", "2013-01-01T00:00:00Z", "2013-01-01T00:00:00Z")
    for key in list(old):
        if key.endswith("_url") or key in ("has_discussions", "disabled", "node_id", "private", "fork", "owner",
                                            "topics", "visibility", "stargazers_count", "forks_count", "archived",
                                            "license", "permissions", "pushed_at", "updated_at", "description", "language"):
            del old[key]
    write("orgs-sparse-org-repos", 200, "OK", rate_headers(4905), [nulls, old], path="/orgs/sparse-org/repos")

    full = "atomicrobot/sparse"
    unlinked = commit(40007777, full, 0, "Commit by an e-mail no account has", 2, [sha("sparse-parent")])
    unlinked["author"] = None
    unlinked["committer"] = None
    unlinked["commit"]["author"] = None
    unlinked["commit"]["committer"] = None
    bare = {"sha": sha("sparse-bare"), "commit": {"message": "Only a sha and a message"}}
    write("repos-atomicrobot-sparse-commits", 200, "OK", rate_headers(4904), [unlinked, bare],
          path="/repos/atomicrobot/sparse/commits")
    detail = dict(unlinked)
    entry = diff_entry(full, unlinked["sha"], 5, "modified")
    del entry["sha"]
    minimal = {"filename": "docs/minimal.md"}
    detail["files"] = [entry, minimal]
    write("repos-atomicrobot-sparse-commits-sha", 200, "OK", rate_headers(4903), detail,
          path="/repos/atomicrobot/sparse/commits/" + unlinked["sha"])


def refs():
    """Branches (one page, by name), tags (two pages by Link, newest first) and releases (a
    draft, a pre-release, a release whose text would take over a terminal) of bottle-rocket."""
    full, rid = "atomicrobot/bottle-rocket", 40000000
    branches = []
    # A name with slashes at either end of the list, and the branch the comparisons start from.
    for name, protected, tip in [
        ("dependabot/npm_and_yarn/lodash-4.17.21", False, "9f0c1e2d3b4a59687766554433221100ffeeddcc"), ("develop", False, None),
        ("feature/retry-backoff", False, None), ("main", True, None), ("release/1.0", False, "41c09e2a7d5b3f1e0c9d8b7a6f5e4d3c2b1a0f9e"),
    ]:
        tip = tip or sha("%s:branch:%s" % (full, name))
        item = {"name": name, "commit": {"sha": tip, "url": "%s/repos/%s/commits/%s" % (API, full, tip)}, "protected": protected,
                "protection": {"enabled": protected, "required_status_checks": {"enforcement_level": "off", "contexts": [], "checks": []}},
                "protection_url": "%s/repos/%s/branches/%s/protection" % (API, full, name)}
        branches.append(item)
    write("repos-atomicrobot-bottle-rocket-branches", 200, "OK", rate_headers(4890), branches, compact=True,
          path="/repos/atomicrobot/bottle-rocket/branches")

    tags = []
    for index in range(5):
        name = "v2.%d.0" % (4 - index)
        target = sha("%s:tag:%s" % (full, name))
        tags.append({"name": name, "zipball_url": "%s/repos/%s/zipball/refs/tags/%s" % (API, full, name),
                     "tarball_url": "%s/repos/%s/tarball/refs/tags/%s" % (API, full, name),
                     "commit": {"sha": target, "url": "%s/repos/%s/commits/%s" % (API, full, target)},
                     "node_id": "REF_kwDOtag%d" % index})
    base = "/repositories/%d/tags?per_page=30&page=" % rid
    write("repos-atomicrobot-bottle-rocket-tags.page1", 200, "OK",
          [link((base + "2", "next"), (base + "2", "last"))] + rate_headers(4889), tags[:3], compact=True,
          path="/repos/atomicrobot/bottle-rocket/tags", query="page=")
    write("repos-atomicrobot-bottle-rocket-tags.page2", 200, "OK",
          [link((base + "1", "prev"), (base + "1", "first"))] + rate_headers(4888), tags[3:], compact=True,
          path="/repositories/%d/tags" % rid, query="page=2")

    releases = []
    for index, (tag, title, draft, pre, published, body) in enumerate([
        ("v2.5.0", None, True, False, None, "Unpublished notes"),
        ("v2.5.0-rc.1", "Release candidate \u001b]0;pwned\u0007one", False, True, "2026-11-20T10:00:00Z", "Try it: \u001b[2J"),
        ("v2.4.0", "Retry with backoff", False, False, "2026-10-01T09:30:00Z", "## What's new\r\n\r\n* Retries\r\n"),
    ]):
        rel_id = 91000000 + index
        releases.append({
            "url": "%s/repos/%s/releases/%d" % (API, full, rel_id), "assets_url": "%s/repos/%s/releases/%d/assets" % (API, full, rel_id),
            "upload_url": "https://uploads.github.com/repos/%s/releases/%d/assets{?name,label}" % (full, rel_id),
            "html_url": "https://github.com/%s/releases/tag/%s" % (full, tag), "id": rel_id, "author": user("ada-l", 9000001),
            "node_id": "RE_kwDO%d" % rel_id, "tag_name": tag, "target_commitish": "main", "name": title, "draft": draft,
            "immutable": False, "prerelease": pre, "created_at": "2026-09-30T12:00:00Z", "updated_at": "2026-11-21T08:00:00Z",
            "published_at": published, "assets": assets(tag) if tag == "v2.4.0" else [], "tarball_url": "%s/repos/%s/tarball/%s" % (API, full, tag),
            "zipball_url": "%s/repos/%s/zipball/%s" % (API, full, tag), "body": body,
        })
    write("repos-atomicrobot-bottle-rocket-releases", 200, "OK", rate_headers(4887), releases, compact=True,
          path="/repos/atomicrobot/bottle-rocket/releases")


def assets(tag):
    """A release's files as GitHub lists them: a framework and its checksums."""
    full = "atomicrobot/bottle-rocket"
    listed = []
    for asset_id, name, content_type, size, downloads in [
        (70000001, "BottleRocket.xcframework.zip", "application/zip", 2483027, 1204), (70000002, "checksums.txt", "text/plain", 212, 88),
    ]:
        listed.append({
            "url": "%s/repos/%s/releases/assets/%d" % (API, full, asset_id), "id": asset_id, "node_id": "RA_kwDOBottle%d" % asset_id,
            "name": name, "label": None, "uploader": {"login": "ada-l", "id": 5000001, "type": "User", "site_admin": False},
            "content_type": content_type, "state": "uploaded", "size": size, "download_count": downloads,
            "created_at": "2026-10-01T09:00:00Z", "updated_at": "2026-10-01T09:00:05Z",
            "browser_download_url": "https://github.com/%s/releases/download/%s/%s" % (full, tag, name),
        })
    return listed


def languages():
    """bottle-rocket's languages, one of them named to clear a terminal."""
    write("repos-atomicrobot-bottle-rocket-languages", 200, "OK", rate_headers(4876),
          {"Swift": 412000, "Shell": 8200, "Ruby": 1300, "Objective-C\u001b[2J": 10}, compact=True,
          path="/repos/atomicrobot/bottle-rocket/languages")


def trees():
    """bottle-rocket's files at HEAD (files, an executable, a symlink, a submodule, a name that would
    clear a terminal), and at v2.4.0 a tree GitHub cut short."""
    full = "atomicrobot/bottle-rocket"

    def entry(path, mode, kind, size=None):
        item = {"path": path, "mode": mode, "type": kind, "sha": sha("%s:tree:%s" % (full, path))}
        if size is not None:
            item["size"] = size
        item["url"] = "%s/repos/%s/git/%s/%s" % (API, full, "trees" if kind == "tree" else "blobs", item["sha"])
        return item

    entries = [
        entry(".gitmodules", "100644", "blob", 98), entry("LICENSE", "100644", "blob", 1071), entry("README.md", "100644", "blob", 2410),
        entry("Sources", "040000", "tree"), entry("Sources/Rocket", "040000", "tree"),
        entry("Sources/Rocket/Client.swift", "100644", "blob", 15360), entry("Sources/Rocket/Retry.swift", "100644", "blob", 2048),
        entry("docs", "040000", "tree"), entry("docs/latest", "120000", "blob", 17), entry("evil\u001b[2J.txt", "100644", "blob", 3),
        entry("scripts", "040000", "tree"), entry("scripts/build.sh", "100755", "blob", 412), entry("vendor", "040000", "tree"),
        {"path": "vendor/lib", "mode": "160000", "type": "commit", "sha": sha("submodule")},
    ]
    root = sha("%s:tree-root" % full)
    write("repos-atomicrobot-bottle-rocket-git-trees-HEAD", 200, "OK", rate_headers(4880),
          {"sha": root, "url": "%s/repos/%s/git/trees/%s" % (API, full, root), "tree": entries, "truncated": False}, compact=True,
          path="/repos/atomicrobot/bottle-rocket/git/trees/HEAD", query="recursive=1")
    write("repos-atomicrobot-bottle-rocket-git-trees-v2.4.0", 200, "OK", rate_headers(4879),
          {"sha": root, "url": "%s/repos/%s/git/trees/%s" % (API, full, root), "tree": entries[:3], "truncated": True}, compact=True,
          path="/repos/atomicrobot/bottle-rocket/git/trees/v2.4.0", query="recursive=1")
    # The same tree a directory at a time (no `recursive`), as a client walks one GitHub cut short:
    # each answer names its entries relative to it.
    folders = {"": root}
    folders.update({e["path"]: e["sha"] for e in entries if e["type"] == "tree"})
    for folder, tree_sha in folders.items():
        if folder == "Sources":
            hand_written("repos-atomicrobot-bottle-rocket-git-trees-Sources.recursive", "/repos/%s/git/trees/%s" % (full, tree_sha), "recursive=1")
        depth = 0 if folder == "" else folder.count("/") + 1
        inside = [dict(e, path=e["path"].split("/")[-1]) for e in entries
                  if e["path"].count("/") == depth and (folder == "" or e["path"].startswith(folder + "/"))]
        write("repos-atomicrobot-bottle-rocket-git-trees-%s" % (folder.replace("/", "-") or "root"), 200, "OK", rate_headers(4878),
              {"sha": tree_sha, "url": "%s/repos/%s/git/trees/%s" % (API, full, tree_sha), "tree": inside, "truncated": False},
              compact=True, path="/repos/atomicrobot/bottle-rocket/git/trees/%s" % tree_sha, query="*")


def contents():
    """Files of bottle-rocket through the contents API: a text file (also at v2.4.0), a binary one,
    a directory, a file past 1 MB (no content), a submodule."""
    import base64
    full = "atomicrobot/bottle-rocket"

    def item(path, kind, size, content=None, encoding="base64", ref="main", **extra):
        name = path.split("/")[-1]
        body = {"name": name, "path": path, "sha": sha("%s:content:%s:%s" % (full, path, ref)), "size": size,
                "url": "%s/repos/%s/contents/%s?ref=%s" % (API, full, path, ref),
                "html_url": "https://github.com/%s/blob/%s/%s" % (full, ref, path),
                "git_url": "%s/repos/%s/git/blobs/%s" % (API, full, sha("%s:content:%s:%s" % (full, path, ref))),
                "download_url": "https://raw.githubusercontent.com/%s/%s/%s" % (full, ref, path), "type": kind}
        if content is not None:
            encoded = base64.b64encode(content).decode()
            body["content"] = "".join(encoded[i:i + 60] + "\n" for i in range(0, len(encoded), 60))
            body["encoding"] = encoding
        elif kind == "file":
            body["content"] = ""
            body["encoding"] = "none"
        body.update(extra)
        return body

    readme = "# Bottle Rocket\n\nA tiny HTTP toolkit.\n\u001b]0;pwned\u0007 is shown safely on a terminal.\n".encode()
    # The ref's route first: routes are matched in order, and the default one takes any ref.
    old = b"# Bottle Rocket 2.4\n"
    write("repos-atomicrobot-bottle-rocket-contents-README.md.v2.4.0", 200, "OK", rate_headers(4869),
          item("README.md", "file", len(old), old, ref="v2.4.0"), compact=True,
          path="/repos/atomicrobot/bottle-rocket/contents/README.md", query="ref=v2.4.0")
    # GitHub's /readme at a ref is that ref's README, the same object: `repos readme --ref v2.4.0`.
    also_route("repos-atomicrobot-bottle-rocket-contents-README.md.v2.4.0", "/repos/atomicrobot/bottle-rocket/readme", "ref=v2.4.0")
    write("repos-atomicrobot-bottle-rocket-contents-README.md", 200, "OK", rate_headers(4870),
          item("README.md", "file", len(readme), readme), compact=True,
          path="/repos/atomicrobot/bottle-rocket/contents/README.md", query="page=")
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))
    guide = ("# Bottle Rocket\r\n\r\nA **tiny** HTTP toolkit for `iOS` apps. See [the docs](https://atomicrobot.com/docs).\r\n\r\n"
             "## Install\r\n\r\n- Swift Package Manager\r\n- CocoaPods, *deprecated*\r\n  - kept for old apps\r\n\r\n"
             "> Retries back off.\r\n\r\n```swift\r\nlet client = Rocket()\r\n```\r\n\r\n"
             "| Platform | Minimum |\r\n|---|:-:|\r\n| iOS | 15 |\r\n| macOS | 12 |\r\n\r\nTitle \u001b]0;pwned\u0007 stays safe.\r\n").encode()
    write("repos-atomicrobot-bottle-rocket-readme", 200, "OK", rate_headers(4864),
          item("README.md", "file", len(guide), guide), compact=True,
          path="/repos/atomicrobot/bottle-rocket/readme")
    retry = "".join("// line %d\n" % n for n in range(1, 31)) + "/// Retries with exponential backoff.\nstruct Retry {}\n" + \
        "".join("// after %d\n" % n for n in range(1, 31))
    write("repos-atomicrobot-bottle-rocket-contents-Retry.swift", 200, "OK", rate_headers(4863),
          item("Sources/Rocket/Retry.swift", "file", len(retry), retry.encode()), compact=True,
          path="/repos/atomicrobot/bottle-rocket/contents/Sources/Rocket/Retry.swift")
    write("repos-atomicrobot-bottle-rocket-contents-logo.png", 200, "OK", rate_headers(4868),
          item("docs/logo.png", "file", len(png), png), compact=True,
          path="/repos/atomicrobot/bottle-rocket/contents/docs/logo.png")
    hand_written("repos-atomicrobot-bottle-rocket-contents-root", "/repos/atomicrobot/bottle-rocket/contents/")
    write("repos-atomicrobot-bottle-rocket-contents-Sources", 200, "OK", rate_headers(4867),
          [{k: v for k, v in item("Sources/Rocket", "dir", 0).items()}], compact=True,
          path="/repos/atomicrobot/bottle-rocket/contents/Sources")
    write("repos-atomicrobot-bottle-rocket-contents-big.bin", 200, "OK", rate_headers(4866),
          item("big.bin", "file", 3 * 1024 * 1024), compact=True,
          path="/repos/atomicrobot/bottle-rocket/contents/big.bin")
    write("repos-atomicrobot-bottle-rocket-contents-vendor-lib", 200, "OK", rate_headers(4865),
          item("vendor/lib", "submodule", 0, submodule_git_url="https://github.com/atomicrobot/rocket-lib.git"), compact=True,
          path="/repos/atomicrobot/bottle-rocket/contents/vendor/lib")
    hand_written("repos-atomicrobot-bottle-rocket-contents-docs-latest", "/repos/atomicrobot/bottle-rocket/contents/docs/latest")


def comparisons():
    """Two refs of bottle-rocket compared, written by hand: release/1.0...main diverged over two
    pages, the other way round, a ref with itself, 300 files, a ref GitHub does not know, a marked
    commit's and a release's."""
    name = "repos-atomicrobot-bottle-rocket-compare-"
    hand_written(name + "release-main.page1", "/repos/atomicrobot/bottle-rocket/compare/release/1.0...main", "page=")
    hand_written(name + "release-main.page2", "/repositories/40000000/compare/release/1.0...main", "page=2")
    hand_written(name + "main-release", "/repos/atomicrobot/bottle-rocket/compare/main...release/1.0")
    hand_written(name + "main-main", "/repos/atomicrobot/bottle-rocket/compare/main...main")
    hand_written(name + "v2.3.0-v2.4.0", "/repos/atomicrobot/bottle-rocket/compare/v2.3.0...v2.4.0")
    hand_written(name + "main-nope.404", "/repos/atomicrobot/bottle-rocket/compare/main...nope")
    # What a marked commit adds to the one before it, and what main gained since a release.
    hand_written(name + "b25056a-d4049f4", "/repos/atomicrobot/bottle-rocket/compare/"
                 "b25056ab37fe1d0426ad5d75a290b3b2697912a1...d4049f477b0b235e27903546a3c9f780db8137ff")
    hand_written(name + "v2.4.0-main", "/repos/atomicrobot/bottle-rocket/compare/v2.4.0...main")


def line_endings():
    """Histories as real ones have them (issue #59): a commit message with Windows line endings,
    a change of permissions alone (GitHub: modified, 0/0, sha null, no patch), alone and among
    other files, and empty files added and removed (0/0, the empty blob's SHA). Every patch applies
    onto one tree: README.md "# Line endings\n", run.sh "#!/bin/sh\necho hi\n", empty.txt empty."""
    full, rid = "atomicrobot/line-endings", 40009999
    empty_blob = "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"

    def entry(s, filename, status, blob, additions=0, deletions=0, patch=None):
        quoted = filename.replace("/", "%2F")
        item = {"sha": blob, "filename": filename, "status": status, "additions": additions, "deletions": deletions,
                "changes": additions + deletions,
                "blob_url": "https://github.com/%s/blob/%s/%s" % (full, s, quoted),
                "raw_url": "https://github.com/%s/raw/%s/%s" % (full, s, quoted),
                "contents_url": "%s/repos/%s/contents/%s?ref=%s" % (API, full, quoted, s)}
        if patch is not None:
            item["patch"] = patch
        return item

    def readme(s, line):
        return entry(s, "README.md", "modified", sha("readme:" + line), 1, 0, "@@ -1 +1,2 @@\n # Line endings\n+" + line)

    messages = [
        "Update pkg/config/app_config.go\r\n\r\nPrint out error to narrow down the search\r\n",
        "Make run.sh executable",
        "Make run.sh executable and say so",
        "Add an empty .keep, remove the empty empty.txt",
    ]
    commits = [commit(rid, full, n, m, n % 4, [sha("%s:%d" % (full, n + 1))]) for n, m in enumerate(messages)]
    write("repos-atomicrobot-line-endings-commits", 200, "OK", rate_headers(4940), commits,
          path="/repos/%s/commits" % full, query="*")
    shas = [c["sha"] for c in commits]
    files = [
        [readme(shas[0], "Print out error to narrow down the search")],
        [entry(shas[1], "run.sh", "modified", None)],
        [readme(shas[2], "run.sh is executable."), entry(shas[2], "run.sh", "modified", None)],
        [entry(shas[3], ".keep", "added", empty_blob), entry(shas[3], "empty.txt", "removed", empty_blob)],
    ]
    for n, (c, changed) in enumerate(zip(commits, files)):
        stats = {"total": sum(f["changes"] for f in changed), "additions": sum(f["additions"] for f in changed),
                 "deletions": sum(f["deletions"] for f in changed)}
        write("repos-atomicrobot-line-endings-commits-%d" % n, 200, "OK", rate_headers(4939 - n),
              dict(c, stats=stats, files=changed), path="/repos/%s/commits/%s" % (full, c["sha"]))
    base = commit(rid, full, 4, "Start the line endings", 0, [])
    comparison = {
        "url": "%s/repos/%s/compare/v1.0...main" % (API, full),
        "html_url": "https://github.com/%s/compare/v1.0...main" % full,
        "permalink_url": "https://github.com/%s/compare/atomicrobot:%s...atomicrobot:%s" % (full, base["sha"][:7], shas[0][:7]),
        "diff_url": "https://github.com/%s/compare/v1.0...main.diff" % full,
        "patch_url": "https://github.com/%s/compare/v1.0...main.patch" % full,
        "base_commit": base, "merge_base_commit": base, "status": "ahead", "ahead_by": 4, "behind_by": 0, "total_commits": 4,
        "commits": list(reversed(commits)),
        "files": [readme(shas[0], "Print out error to narrow down the search"), entry(shas[1], "run.sh", "modified", None),
                  entry(shas[3], ".keep", "added", empty_blob), entry(shas[3], "empty.txt", "removed", empty_blob)],
    }
    write("repos-atomicrobot-line-endings-compare-v1.0-main", 200, "OK", rate_headers(4930), comparison,
          path="/repos/%s/compare/v1.0...main" % full)


org_pages()
user_repos()
commit_details(commit_list())
three_page_commits()
errors()
hostile()
sparse()
refs()
trees()
languages()
contents()
comparisons()
line_endings()
with open(os.path.join(HERE, "routes.tsv"), "w") as f:
    f.write("# method\tpath\tquery (a key=value the request must carry; 'page=' means no page or page=1; * anything)\tfixture\n")
    for r in routes:
        f.write("\t".join(r) + "\n")
