#!/usr/bin/env python3
"""Count the SwiftUI surface that public SwiftUI code uses, and which of it gridperf's SwiftUI declares.

How the corpus is gathered (docs/SWIFTUI-SURFACE.md): the repositories in repos.txt, each a bare git
snapshot under MIRROR/<owner>+<name>/repo (the session tool `fetch` brings them; nothing of them is
committed). In each, the newest commit's Swift files that `import SwiftUI` (tests, packages' manifests
and generated code left out) are taken in a fixed order (the SHA-1 of repository and path) and at most
PER_REPO of them, so that no large app outweighs the rest.

What is counted, in each file with comments and string literals removed (a use counts once a file):
  type      a capitalised name used, not declared anywhere in its own repository (`VStack`, `Color`)
  modifier  `.name(` or `.name {` chained after `)`, `}` or at the start of a line (`.padding(`)
  member    a leading-dot member in an argument or assignment (`.center`, `.infinity`, `.title`)
  wrapper   an attribute (`@State`, `@Environment`)
  envkey    an `@Environment(\\.key)` or `.environment(\\.key, …)` key path
Names declared in the file's own repository are left out of every kind (they are the app's own).

Which entries gridperf covers by name: the symbol graphs of the modules a view file sees here
(`swift symbolgraph-extract` over the release build's SwiftUI, Combine, CoreGraphics and Observation,
and the toolchain's Foundation and Swift). A name is `declared` when one of them declares it; the test
file Tests/SwiftUISurfaceTests/Surface*.swift uses every entry of 3 or more files with real
signatures (docs/SWIFTUI-SURFACE.md).

Usage: gather.py MIRROR [--modules .build/release/Modules] [--out docs/swiftui-surface.json]
"""

import argparse
import collections
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PER_REPO = 8
MACROS = {"Preview", "Previewable", "Entry", "Observable", "ObservationIgnored"}
MIN_FILES = 3

SKIP_PATH = re.compile(r"(^|/)(Tests?|UITests|[^/]*Tests|Pods|Carthage|\.build|Generated|DerivedSources)(/|$)|Package\.swift$")
DECL = re.compile(
    r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case|associatedtype|macro)\s+`?([A-Za-z_]\w*)"
)
CASE_LIST = re.compile(r"\bcase\s+([A-Za-z_]\w*(?:\s*(?:\([^)]*\))?\s*(?:=\s*[^,\n]+)?\s*,\s*[A-Za-z_]\w*)+)")
IGNORED_ATTRIBUTES = {
    # Swift's own attributes, not SwiftUI's surface.
    "available", "objc", "escaping", "discardableResult", "unknown", "main", "frozen", "inlinable",
    "usableFromInline", "testable", "autoclosure", "nonobjc", "dynamicMemberLookup", "propertyWrapper",
    "resultBuilder", "MainActor", "Sendable", "preconcurrency", "unchecked", "retroactive", "IBOutlet",
    "IBAction", "IBInspectable", "IBDesignable", "NSManaged", "UIApplicationMain", "NSApplicationMain",
    "objcMembers", "warn_unqualified_access", "dynamicCallable", "frozen", "_spi", "inline", "backDeployed",
    "attached", "freestanding", "Test", "Suite", "globalActor", "isolated", "nonisolated", "convention",
    "noescape", "specialized", "_exported", "_implementationOnly", "unsafe", "safe", "concurrent",
}


def strip(source):
    """The source without comments and string literals (each literal becomes `""`)."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif source.startswith('"""', i):
            j = source.find('"""', i + 3)
            i = n if j < 0 else j + 3
            out.append('""')
        elif c == '"':
            i += 1
            while i < n and source[i] != '"' and source[i] != "\n":
                i += 2 if source[i] == "\\" else 1
            i += 1
            out.append('""')
        else:
            out.append(c)
            i += 1
    return "".join(out)


MODIFIER = re.compile(r"(?:[)}\]]|^)\s*\.\s*([a-z]\w*)\s*(?=[({])", re.M)
MEMBER = re.compile(r"(?:[(,:=\[?]|\breturn|\bcase|\?\?)\s*\.([a-z_]\w*)\b(?!\s*[({])")
TYPE = re.compile(r"(?<![.\w@\\])([A-Z]\w*)\b")
WRAPPER = re.compile(r"@([A-Za-z_]\w*)")
ENVKEY = re.compile(r"(?:@Environment|\.environment)\s*\(\s*\\\.(\w+)")


GENERIC_PARAMETER = re.compile(r"[<,]\s*([A-Z]\w*)\s*[:,>]")
DIRECTIVE = re.compile(r"^\s*(?:@?_?(?:exported\s+)?import\s.*|#(?:if|elseif|else|endif)\b.*)$", re.M)
MACRO = re.compile(r"#([A-Za-z_]\w*)")


def uses(text, declared):
    """The (kind, name) pairs a stripped file uses: imports and compiler directives left out, names
    its repository declares (and the file's generic parameters) removed."""
    text = DIRECTIVE.sub("", text)
    declared = declared | set(GENERIC_PARAMETER.findall(text))
    found = {("macro", m): 1 for m in set(MACRO.findall(text)) - {"available", "selector", "keyPath", "file",
                                                                   "line", "function", "fileID", "column",
                                                                   "filePath", "unavailable"}}
    text = MACRO.sub("", text)
    for kind, pattern in (("modifier", MODIFIER), ("member", MEMBER), ("type", TYPE), ("wrapper", WRAPPER),
                          ("envkey", ENVKEY)):
        names = {m.group(1) for m in pattern.finditer(text)}
        if kind == "wrapper":
            names -= IGNORED_ATTRIBUTES
        if kind != "envkey":
            names -= declared
        if kind == "type":
            names -= {"SwiftUI", "Self", "Type", "Protocol"}
            names = {n for n in names if len(n) > 1}
        for name in names:
            found[(kind, name)] = 1
    return found


def git(gitdir, *args, input_bytes=None):
    return subprocess.run(["git", "--git-dir", gitdir, *args], input=input_bytes, capture_output=True,
                          check=True).stdout


def read_blobs(gitdir, paths):
    """The text of each path at HEAD, through one `git cat-file --batch`."""
    request = "".join(f"HEAD:{p}\n" for p in paths).encode()
    data = git(gitdir, "cat-file", "--batch", input_bytes=request)
    texts, pos = {}, 0
    for path in paths:
        header_end = data.index(b"\n", pos)
        header = data[pos:header_end].split()
        pos = header_end + 1
        if len(header) < 3 or header[1] != b"blob":
            continue
        size = int(header[2])
        texts[path] = data[pos:pos + size].decode("utf-8", "replace")
        pos += size + 1
    return texts


def declared_names(texts):
    names = set()
    for text in texts:
        names.update(DECL.findall(text))
        for group in CASE_LIST.findall(text):
            names.update(re.findall(r"(?:^|,)\s*([A-Za-z_]\w*)", group))
    return names


def symbol_names(modules):
    """Base names declared by the modules a view file sees here (symbol graphs): SwiftUI's (with
    its Combine and CoreGraphics) and the toolchain's (Swift, Foundation, Dispatch, Observation)."""
    ours, toolchain = set(), set()
    with tempfile.TemporaryDirectory() as out:
        for module, extra in (("SwiftUI", ["-I", modules]), ("Combine", ["-I", modules]),
                              ("CoreGraphics", ["-I", modules]), ("Observation", []), ("Foundation", []),
                              ("FoundationEssentials", []), ("FoundationInternationalization", []),
                              ("Dispatch", []), ("Swift", [])):
            subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-output-dir", out,
                            "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public", *extra],
                           check=True, capture_output=True)
        for file in os.listdir(out):
            with open(os.path.join(out, file)) as f:
                graph = json.load(f)
            names = ours if file.split("@")[0].split(".")[0] in ("SwiftUI", "Combine", "CoreGraphics") else toolchain
            for symbol in graph.get("symbols", []):
                title = symbol["names"]["title"]
                names.add(re.split(r"[(<]", title)[0].split(".")[-1])
    return ours, toolchain


def framework(name, ours, toolchain, others):
    """Whose name it is: gridperf's SwiftUI when it declares it, the toolchain's, a framework or
    package named in frameworks.json, and SwiftUI's otherwise."""
    if name in ours:
        return "SwiftUI"
    if name in toolchain:
        return "Swift/Foundation"
    if name in others["names"]:
        return others["names"][name]
    for prefix, module in others["prefixes"].items():
        if name.startswith(prefix) and name[len(prefix):len(prefix) + 1].isupper():
            return module
    return "SwiftUI"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mirror")
    parser.add_argument("--modules", default=".build/release/Modules")
    parser.add_argument("--out", default="docs/swiftui-surface.json")
    args = parser.parse_args()
    with open(os.path.join(HERE, "repos.txt")) as f:
        repos = [line.split("#")[0].strip() for line in f if line.split("#")[0].strip()]

    counts = collections.Counter()
    repos_of = collections.defaultdict(set)
    files_taken, repos_taken = [], []
    for repo in repos:
        gitdir = os.path.join(args.mirror, repo.replace("/", "+"), "repo")
        if not os.path.isdir(gitdir):
            print(f"gather: {repo}: no snapshot at {gitdir} (fetch it first)", file=sys.stderr)
            sys.exit(1)
        paths = [p for p in git(gitdir, "ls-tree", "-r", "--name-only", "HEAD").decode().splitlines()
                 if p.endswith(".swift")]
        texts = read_blobs(gitdir, paths)
        declared = declared_names(texts.values())
        candidates = [p for p, t in texts.items() if not SKIP_PATH.search(p)
                      and re.search(r"^\s*import\s+SwiftUI\b", t, re.M)]
        candidates.sort(key=lambda p: hashlib.sha1(f"{repo}/{p}".encode()).hexdigest())
        chosen = candidates[:PER_REPO]
        if not chosen:
            continue
        repos_taken.append(repo)
        for path in chosen:
            files_taken.append(f"{repo}/{path}")
            for key in uses(strip(texts[path]), declared):
                counts[key] += 1
                repos_of[key].add(repo)

    ours, toolchain = symbol_names(args.modules)
    with open(os.path.join(HERE, "frameworks.json")) as f:
        others = json.load(f)
    entries = []
    for (kind, name), n in counts.items():
        if n < MIN_FILES:
            continue
        # `#Preview`, `@Previewable` and `@Entry` are macros: no symbol graph lists them; the
        # source build expands them itself (SourceBuild), so they count as declared.
        declared = name in ours or name in toolchain or (kind in ("macro", "wrapper") and name in MACROS)
        entries.append({"kind": kind, "name": name, "files": n, "repositories": len(repos_of[(kind, name)]),
                        "framework": framework(name, ours, toolchain, others) if not declared or name not in toolchain
                        else "Swift/Foundation", "declared": declared})
    entries.sort(key=lambda e: (-e["files"], e["kind"], e["name"]))
    swiftui = [e for e in entries if e["framework"] == "SwiftUI"]
    total = sum(e["files"] for e in swiftui)
    covered = sum(e["files"] for e in swiftui if e["declared"])
    missing = [e["name"] for e in swiftui if not e["declared"]]
    table = {
        "about": "SwiftUI names used in public SwiftUI files, by the number of files that use each "
                 "(Scripts/swiftui-surface/gather.py; docs/SWIFTUI-SURFACE.md says how it was gathered).",
        "per_repository": PER_REPO,
        "minimum_files": MIN_FILES,
        "repositories": len(repos_taken),
        "files": len(files_taken),
        "swiftui_uses_in_table": total,
        "swiftui_uses_declared": covered,
        "swiftui_missing": missing,
        "entries": entries,
        "corpus": files_taken,
    }
    with open(args.out + ".tmp", "w") as f:
        json.dump(table, f, indent=1, sort_keys=False)
        f.write("\n")
    os.replace(args.out + ".tmp", args.out)
    print(f"gather: {len(files_taken)} files from {len(repos_taken)} repositories; {len(entries)} entries in "
          f"{MIN_FILES}+ files, {len(swiftui)} of them SwiftUI's; {covered}/{total} of their uses "
          f"({100 * covered / max(total, 1):.1f}%) declared here; missing: {' '.join(missing) or 'none'}")


if __name__ == "__main__":
    main()
