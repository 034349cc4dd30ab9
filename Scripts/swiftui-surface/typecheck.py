#!/usr/bin/env python3
"""Type-check public SwiftUI screens, file by file, against gridperf's SwiftUI.

The corpus of gather.py (docs/swiftui-surface.json's "corpus"), narrowed to the files that show a
grid or a list (`LazyVGrid`, `LazyHGrid`, `Grid`, `List`, `LazyVStack`). Each file is type-checked
alone, as `--source` compiles it (language_options: Swift 5 mode, main-actor isolation, Foundation and Combine imported, `#Preview`
blanked is not needed for -typecheck of the rest), against the release build's modules. A file
passed alone usually names its app's other types; an error about a name its own repository
declares is the app's, not SwiftUI's. Each file is put in one of:

  compiles      no error at all
  app only      every error names something the file's repository declares
  needs a module Linux lacks
                it imports a module that is neither SwiftUI's nor on Linux (UIKit, SwiftData, a
                package): the compiler stops there
  surface       an error names something else: what gridperf's SwiftUI lacks (or an error that
                follows from an app's name without naming it)

Usage: typecheck.py MIRROR [--modules .build/release/Modules] [--limit N]
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gather  # noqa: E402

SHOWS = re.compile(r"\b(LazyVGrid|LazyHGrid|Grid|List|LazyVStack)\s*[({]")
ERROR = re.compile(r"^(?P<file>[^:\n]+):\d+:\d+: error: (?P<message>.*)$", re.M)
NAMED = re.compile(r"'([A-Za-z_][\w.]*)'")


PREVIEW = re.compile(r"#Preview\b")


def language_options(modules):
    """The options a `--source` build compiles with (SourceBuild.languageOptions): Swift 5 mode,
    main-actor default isolation, UIKit and Combine as gridperf's modules, Foundation and Combine
    imported into every file, OpenCombine's C module map."""
    options = ["-swift-version", "5", "-parse-as-library", "-default-isolation", "MainActor",
               "-module-alias", "UIKit=GridPerfUIKit", "-module-alias", "Combine=GridPerfCombine",
               "-Xfrontend", "-import-module", "-Xfrontend", "Foundation",
               "-Xfrontend", "-import-module", "-Xfrontend", "GridPerfCombine", "-I", modules]
    module_map = os.path.join(os.path.dirname(os.path.abspath(modules)), "COpenCombineHelpers.build", "module.modulemap")
    if os.path.exists(module_map):
        options += ["-Xcc", "-fmodule-map-file=" + module_map]
    return options


def blank_previews(text):
    """`text` with each `#Preview { … }` removed, lines kept (as the source build does)."""
    out = text
    for m in reversed(list(PREVIEW.finditer(text))):
        i, depth, opened = m.end(), 0, False
        while i < len(text):
            c = text[i]
            if c == "{":
                depth, opened = depth + 1, True
            elif c == "}":
                depth -= 1
                if opened and depth == 0:
                    break
            i += 1
        out = out[:m.start()] + re.sub(r"[^\n]", " ", out[m.start():i + 1]) + out[i + 1:]
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mirror")
    parser.add_argument("--modules", default=".build/release/Modules")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    table = json.load(open(os.path.join(HERE, "..", "..", "docs", "swiftui-surface.json")))
    by_repo = collections.defaultdict(list)
    for entry in table["corpus"]:
        owner, name, path = entry.split("/", 2)
        by_repo[f"{owner}/{name}"].append(path)
    counts = collections.Counter()
    missing = collections.Counter()
    checked = 0
    with tempfile.TemporaryDirectory() as work:
        for repo, paths in sorted(by_repo.items()):
            gitdir = os.path.join(args.mirror, repo.replace("/", "+"), "repo")
            all_paths = [p for p in gather.git(gitdir, "ls-tree", "-r", "--name-only", "HEAD").decode().splitlines()
                         if p.endswith(".swift")]
            texts = gather.read_blobs(gitdir, all_paths)
            declared = gather.declared_names(texts.values())
            for path in paths:
                text = texts.get(path, "")
                if not SHOWS.search(text):
                    continue
                if args.limit and checked >= args.limit:
                    break
                checked += 1
                copy = os.path.join(work, "Screen.swift")
                with open(copy, "w") as f:
                    f.write(blank_previews(text))
                result = subprocess.run(
                    ["swiftc", "-typecheck"] + language_options(args.modules) + [copy],
                    capture_output=True, text=True)
                errors = [m.group("message") for m in ERROR.finditer(result.stderr)]
                if not errors:
                    counts["compiles"] += 1
                    continue
                modules = [m for m in errors if m.startswith("no such module")]
                if modules:
                    counts["needs a module Linux lacks"] += 1
                    for message in modules:
                        missing[message] += 1
                    continue
                foreign = []
                for message in errors:
                    names = NAMED.findall(message)
                    if names and any(n.split(".")[0] in declared for n in names):
                        continue
                    foreign.append(message)
                if not foreign:
                    counts["app only"] += 1
                else:
                    counts["surface"] += 1
                    for message in foreign[:3]:
                        missing[message] += 1
    print(f"typecheck: {checked} grid and list screens: " + ", ".join(f"{k} {v}" for k, v in counts.most_common()))
    for message, n in missing.most_common(25):
        print(f"  {n:3}  {message}")


if __name__ == "__main__":
    main()
