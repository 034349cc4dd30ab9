#!/usr/bin/env python3
"""Compile public SwiftUI app targets whole with `gridperf --app` and lay out their previews.

Each repository in MIRROR (bare git directories as the `fetch` tool leaves them:
MIRROR/owner+name/repo) is searched for app targets: a folder holding a Swift file that declares
`@main struct …: App`. At most --per-repo targets are taken from one repository (a practice
repository holds dozens of near-identical apps). Each target's folder is exported (`git archive`)
into a scratch folder — nothing is committed or kept — and gridperf is asked, as a user would:

  gridperf previews --app DIR --format json       what --app finds: files, previews, files left out
  gridperf layout --app DIR --view 'EmptyView()'  whether the target compiles whole
  gridperf layout --app DIR --preview LABEL       each preview (at most --previews of them)

An app is "plain" when it imports nothing beyond SwiftUI, Foundation, Combine, Observation and UIKit
(and the toolchain's own modules): the issue's goal is 80% of those compiling. Every compiler error
is counted once per app that shows it, and put under a framework: "app" when it names something
the app declares, the module for "no such module", "compiler" for the type checker's "failed to produce
diagnostic" and for an inference failure in a file with another error (both follow another error and
name nothing of their own), an error at a line that uses SwiftData, Core Data or
the Objective-C runtime (`\.modelContext`, `@FetchRequest`, `#selector`) under that name, a name's framework
by its prefix (UI… UIKit, CL… CoreLocation, …), an error at a line where a name of the app's is missing
"compiler" (it follows from that one), as is an inference failure anywhere in an app missing one of its own
names, else "SwiftUI" — what gridperf's SwiftUI lacks, or follows from it.

Usage: survey.py MIRROR [--gridperf .build/release/gridperf] [--per-repo 10] [--limit 200]
                        [--previews 6] [--json survey.json]
"""

import argparse
import collections
import functools
import json
import os
import re
import subprocess
import sys
import tempfile

MAIN_APP = re.compile(r"@main\s+(?:(?:public|internal|final)\s+)*struct\s+\w+\s*:\s*(?:[\w.]+\s*,\s*)*App\b")
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)
ERROR = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):\d+: error: (?P<message>.*)$", re.M)
# The type checker's messages when an expression could not be typed because of something else
# (a name it could not find earlier in the expression): they name no API of their own.
INFERENCE = ("cannot infer contextual base", "'nil' requires a contextual type", "could not be inferred",
             "cannot convert return expression", "type of expression is ambiguous", "failed to produce diagnostic",
             "reference to member", "cannot infer key path type", "cannot infer type of closure parameter",
             "type annotation missing in pattern", "no exact matches in call", "unable to type-check",
             "trailing closure passed to parameter", "argument passed to call that takes no arguments",
             "cannot call value of non-function type", "referencing subscript 'subscript(dynamicMember:)'")
NAMED = re.compile(r"'([A-Za-z_][\w.]*)")
DECLARED = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)\s+([A-Za-z_]\w*)")
PLAIN = {"SwiftUI", "Foundation", "Combine", "Observation", "UIKit", "Swift", "Dispatch", "CoreGraphics",
         "CoreFoundation", "os", "OSLog"}
TOOLCHAIN = {"Swift", "Foundation", "Dispatch", "CoreFoundation", "Observation", "SwiftUI", "Combine",
             "CoreGraphics", "UIKit", "FoundationNetworking", "RegexBuilder", "XCTest", "Testing"}
PREFIXES = [("UI", "UIKit"), ("CL", "CoreLocation"), ("MK", "MapKit"), ("AV", "AVFoundation"),
            ("PH", "Photos"), ("CK", "CloudKit"), ("NS", "Foundation/AppKit"), ("CG", "CoreGraphics"),
            ("UN", "UserNotifications"), ("WK", "WebKit"), ("SK", "StoreKit/SpriteKit"), ("CI", "CoreImage")]


def git(gitdir, *args, data=False):
    out = subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True)
    return out.stdout if data else out.stdout.decode("utf-8", "replace")


def app_targets(gitdir, per_repo):
    """The folders of the repository's app targets (each holding an `@main … App`)."""
    files = [f for f in git(gitdir, "ls-tree", "-r", "--name-only", "HEAD").splitlines() if f.endswith(".swift")]
    candidates = git(gitdir, "grep", "-l", "-E", "@main", "HEAD", "--", "*.swift").splitlines()
    tree = git(gitdir, "ls-tree", "-r", "-d", "--name-only", "HEAD").splitlines()
    projects = {os.path.dirname(d) for d in tree if d.endswith(".xcodeproj")}
    folders = []
    for line in candidates:
        path = line.split(":", 1)[1] if ":" in line else line
        text = git(gitdir, "show", f"HEAD:{path}")
        if MAIN_APP.search(text):
            folder = target_folder(os.path.dirname(path), projects)
            if folder not in folders:
                folders.append(folder)
    folders.sort()
    # Nested targets (an app inside another's folder) would compile twice: keep the outer ones.
    outer = [f for f in folders if not any(f != g and f.startswith(g + "/") and g for g in folders)]
    return outer[:per_repo], len(files)


def target_folder(folder, projects):
    """The app target's folder: Xcode's template puts a target's sources in a folder beside its
    `.xcodeproj`, and an app's `@main` file is often in a subfolder of it (`Target/App/…App.swift`
    beside `Target/Views/…`). The nearest ancestor of the `@main` file's folder that sits beside a
    `.xcodeproj`; the folder itself when there is none."""
    path = folder
    while path:
        if os.path.dirname(path) in projects:
            return path
        path = os.path.dirname(path)
    return folder


def export(gitdir, folder, into):
    """The target's folder at HEAD, written under `into`, with the repository's local Swift packages
    (every folder holding a `Package.swift`) and Xcode projects, which `--app` finds the target's
    local packages through; the target's path there."""
    listed = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "--name-only", "HEAD"],
                            capture_output=True, text=True).stdout.splitlines()
    extra = sorted({os.path.dirname(p) for p in listed if os.path.basename(p) == "Package.swift" and os.path.dirname(p)}
                   | {p for p in listed if p.endswith(".xcodeproj/project.pbxproj")})
    if not folder:
        extra = []
    archive = subprocess.run(["git", "--git-dir", gitdir, "archive", "HEAD", "--", folder or ".", *extra],
                             capture_output=True)
    subprocess.run(["tar", "-x", "-C", into], input=archive.stdout, capture_output=True)
    return os.path.join(into, folder) if folder else into


def run(gridperf, args, timeout):
    try:
        r = subprocess.run([gridperf, *args], capture_output=True, text=True, timeout=timeout)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "error: survey: timed out\n"


def follows(error, found):
    """An inference failure in a file with another error, written "follows: …" (filed under
    "compiler": the other error is the cause); `None` for any other error. A view's body is one
    expression to the type checker: one member it cannot find leaves every contextual member of
    the body (`.padding(.horizontal)`, `.frame(maxWidth: .infinity)`) uninferred, reported at lines
    before and after the error that caused it."""
    file, line, message = error
    if not inference(message):
        return None
    if any(f == file and not inference(m) for f, l, m in found):
        return "follows another error: " + message
    return None


def inference(message):
    """Whether `message` is the type checker failing to type an expression without naming what it
    lacks (``INFERENCE``)."""
    return any(k in message for k in INFERENCE)


# What an error's source line uses that belongs to a framework with no Linux counterpart, or to the
# Objective-C runtime, though the message names nothing of it (`@Environment(\.modelContext)` fails
# as "cannot infer key path type from context"): the line's framework, whatever the message says.
LINE_FRAMEWORKS = [
    (re.compile(r"#selector|@objc\b"), "Objective-C runtime"),
    (re.compile(r"\\\.modelContext\b|@Query\b|\bModelContext\b|\.modelContainer\(|@Model\b"), "SwiftData"),
    (re.compile(r"@FetchRequest\b|\bFetchedResults\b|\\\.managedObjectContext\b|\bNSManagedObject"), "CoreData"),
]


@functools.lru_cache(maxsize=64)
def source_lines(file):
    """The lines of `file`, read once however many errors it has (none when it cannot be read)."""
    try:
        with open(file, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return []


def source_line(file, line):
    """The text of line `line` of `file` (empty when it cannot be read)."""
    lines = source_lines(file)
    return lines[line - 1] if 0 < line <= len(lines) else ""


def framework(message, declared, line=""):
    """Which framework an error belongs to (see the module's description); `line`, the source line
    it is at, decides first when it uses a framework Linux lacks or the Objective-C runtime."""
    for pattern, name in LINE_FRAMEWORKS:
        if pattern.search(line) or (name == "Objective-C runtime" and "Objective-C" in message):
            return name
    if message.startswith("follows another error") or message.startswith("failed to produce diagnostic"):
        # The type checker gave up after another error (in the surveyed apps, always a type the
        # app declares in a file that was left out): it names no API of its own.
        return "compiler"
    if message.startswith("--app") and "every Swift file imports" in message:
        # gridperf's own line: the modules in brackets (a local package's named as such).
        inside = message[message.find("(") + 1:].split(":")[0].split(",")[0].split(";")[0].strip(" )")
        return ("local " if "local module" in message else "") + inside
    if message.startswith("no such module"):
        return NAMED.findall(message)[0] if NAMED.findall(message) else "module"
    names = [n.split(".")[0] for n in NAMED.findall(message)]
    if any(n in declared for n in names):
        return "app"
    for name in names:
        for prefix, module in PREFIXES:
            if name.startswith(prefix) and len(name) > len(prefix) and name[len(prefix)].isupper():
                return module
    return "SwiftUI"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mirror")
    parser.add_argument("--gridperf", default=".build/release/gridperf")
    parser.add_argument("--per-repo", type=int, default=10)
    parser.add_argument("--limit", type=int, default=200)
    parser.add_argument("--previews", type=int, default=6)
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--json")
    args = parser.parse_args()
    gridperf = os.path.abspath(args.gridperf)
    apps = []
    for name in sorted(os.listdir(args.mirror)):
        gitdir = os.path.join(args.mirror, name, "repo")
        if not os.path.isdir(gitdir):
            continue
        folders, _ = app_targets(gitdir, args.per_repo)
        for folder in folders:
            if len(apps) >= args.limit:
                break
            with tempfile.TemporaryDirectory(prefix="gridperf-survey-") as scratch:
                root = export(gitdir, folder, scratch)
                texts = {}
                for base, dirs, files in os.walk(root):
                    dirs[:] = [d for d in dirs if not d.endswith("Tests") and not d.startswith(".")]
                    for f in files:
                        if f.endswith(".swift"):
                            with open(os.path.join(base, f), encoding="utf-8", errors="replace") as h:
                                texts[os.path.join(base, f)] = h.read()
                imports = set()
                for text in texts.values():
                    imports.update(m for m in IMPORT.findall(text) if f"canImport({m})" not in text)
                declared = set(DECLARED.findall("\n".join(texts.values())))
                app = {"repo": name.replace("+", "/"), "target": folder or ".", "files": len(texts),
                       "imports": sorted(imports), "plain": imports <= PLAIN,
                       "previews": 0, "laidOut": 0, "compiles": False, "errors": [], "leftOut": []}
                status, out, err = run(gridperf, ["previews", "--app", root, "--format", "json"], 60)
                listed = []
                if status == 0:
                    found = json.loads(out)
                    listed = [p["label"] for p in found["previews"]]
                    app["leftOut"] = found.get("leftOut", [])
                    # The app's own local packages' modules are its code, not another framework.
                    local = set(found.get("localModules", []))
                    app["imports"] = sorted(imports - local)
                    app["plain"] = (imports - local) <= PLAIN
                app["previews"] = len(listed)
                status, out, err = run(gridperf, ["layout", "--app", root, "--view", "EmptyView()"], args.timeout)
                app["compiles"] = status == 0
                found = [(m.group("file"), int(m.group("line")), m.group("message")) for m in ERROR.finditer(err)]
                errors = [(follows(e, found) or e[2], source_line(e[0], e[1]), (e[0], e[1])) for e in found]
                if not app["compiles"] and not errors:
                    errors = [(line[len("error: "):].replace(root, "APP"), "", None) for line in err.splitlines()
                              if line.startswith("error: ")][-1:]
                classified = [(framework(message, declared, line), message, at) for message, line, at in errors]
                # An error at a line where a name of the app's is missing follows from it (a property
                # wrapper given the missing type, an argument of it).
                missing = {at for fw, _, at in classified if fw == "app" and at}
                classified = [("compiler", "follows another error: " + m) if fw not in ("app", "compiler") and at in missing
                              else (fw, m) for fw, m, at in classified]
                # In an app missing a name it declares (its file left out, or failing), an inference
                # failure in another file follows from it too: a type whose declaration failed leaves
                # its members, its memberwise initialiser and its enum cases unknown wherever they
                # are used (`Event(…, location: nil)` where `Event` holds a `Location` of a file left out).
                if missing:
                    classified = [("compiler", "follows another error: " + m) if fw == "SwiftUI" and inference(m)
                                  else (fw, m) for fw, m in classified]
                app["errors"] = list(dict.fromkeys(classified))
                for label in listed[:args.previews] if app["compiles"] else []:
                    status, _, _ = run(gridperf, ["layout", "--app", root, "--preview", label], args.timeout)
                    app["laidOut"] += status == 0
                apps.append(app)
                print(f"{app['repo']} {app['target']}: {'compiles' if app['compiles'] else 'does not compile'}, "
                      f"previews {app['laidOut']}/{min(app['previews'], args.previews)}"
                      + ("" if app["plain"] else f" (imports {', '.join(sorted(set(app['imports']) - PLAIN))})"),
                      file=sys.stderr, flush=True)
    plain = [a for a in apps if a["plain"]]
    tried = sum(min(a["previews"], args.previews) for a in apps if a["compiles"])
    print(f"survey: {len(apps)} app targets from {len({a['repo'] for a in apps})} repositories")
    print(f"  compile whole: {sum(a['compiles'] for a in apps)} of {len(apps)}; "
          f"plain (SwiftUI, Foundation, Combine, Observation, UIKit only): {sum(a['compiles'] for a in plain)} of {len(plain)}")
    print(f"  previews listed: {sum(a['previews'] for a in apps)}; of the compiling apps' first {args.previews} each, "
          f"laid out: {sum(a['laidOut'] for a in apps)} of {tried}")
    counts = collections.Counter()
    for a in apps:
        for fw, message in a["errors"]:
            counts[(fw, message)] += 1
    by_framework = collections.Counter()
    for (fw, _), n in counts.items():
        by_framework[fw] += n
    print("  errors by framework (apps × distinct errors): " + ", ".join(f"{fw} {n}" for fw, n in by_framework.most_common()))
    print("  errors in two or more apps:")
    for (fw, message), n in counts.most_common():
        if n < 2:
            break
        print(f"    {n:3}  [{fw}] {message}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(apps, f, indent=1)


if __name__ == "__main__":
    main()
