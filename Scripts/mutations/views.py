#!/usr/bin/env python3
"""Mutation round over view files and `--view` strings (issue 68): statements spliced into a view's
body, characters spliced into a `--view` expression; each run with `gridperf layout` in a temporary
folder of its own as TMPDIR. Counts: crashes of gridperf itself (killed by a signal), runs that did not
end in one `error:` line or a result, processes left behind, files left in TMPDIR.

  python3 Scripts/mutations/views.py [--gridperf .build/release/gridperf] [--seed 1] [--count 40]
"""
import argparse, os, random, re, shutil, subprocess, sys, tempfile

BODY = """import Foundation
import SwiftUI

struct Card: View {
    let n: Int
    var body: some View {
        // SPLICE
        return VStack(spacing: 4) {
            Text("card \\(n)")
            Color.blue.frame(width: 40, height: 30)
        }
    }
}

struct Board: View {
    var body: some View {
        HStack { ForEach(0..<3) { Card(n: $0) } }
    }
}
"""

STATEMENTS = [
    "fatalError(\"spliced\")",
    "exit(3)",
    "exit(0)",
    "abort()",
    "_ = [Int](repeating: 0, count: n + 1 << 40)",
    "raise(SIGSEGV)",
    "UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1",
    "for k in 0..<1_000_000 { print(\"line \\(k) \\(String(repeating: \"x\", count: 200))\") }",
    "FileHandle.standardOutput.write(Data(\"written to standard output\\n\".utf8))",
    "print(\"a line from the body\")",
    "let a = [1, 2, 3]; _ = a[n + 5]",
    "_ = 1 / (n - n)",
    "precondition(n < 0)",
    "Thread.sleep(forTimeInterval: 0.01)",
    "setenv(\"HOME\", \"/nowhere\", 1)",
    "_ = try? String(contentsOfFile: \"/etc/hostname\", encoding: .utf8)",
    "signal(SIGTERM, SIG_IGN)",
    "close(1)",
    "close(2)",
]

VIEW_SPLICES = [";", "\r", ")", "(", "}", "{", "\"", "#\"", "\"#", "; exit(4)", "); exit(4); _ = (", "\n", "\\", "//", "/*"]


def run(gridperf, args, tmp):
    env = dict(os.environ, TMPDIR=tmp)
    try:
        r = subprocess.run([gridperf, *args], capture_output=True, text=True, timeout=180, env=env)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timed out"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gridperf", default=".build/release/gridperf")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=40)
    args = parser.parse_args()
    gridperf = os.path.abspath(args.gridperf)
    rng = random.Random(args.seed)
    counts = {"runs": 0, "results": 0, "one-line errors": 0, "crashes": 0, "hangs": 0, "other": 0,
              "processes left": 0, "files left": 0}
    cases = [("body", s) for s in STATEMENTS]
    while len(cases) < args.count:
        expression = "Board()"
        k = rng.randrange(len(expression) + 1)
        cases.append(("view", expression[:k] + rng.choice(VIEW_SPLICES) + expression[k:]))
    for kind, mutation in cases[: args.count]:
        work = tempfile.mkdtemp(prefix="gridperf-mutation-")
        tmp = os.path.join(work, "tmp")
        os.mkdir(tmp)
        source = os.path.join(work, "Views.swift")
        with open(source, "w") as f:
            f.write(BODY.replace("// SPLICE", mutation if kind == "body" else ""))
        view = "Card(n: 1)" if kind == "body" else mutation
        status, out, err = run(gridperf, ["layout", "--source", source, "--view", view, "--format", "json"], tmp)
        counts["runs"] += 1
        errors = [l for l in err.splitlines() if l.startswith("error:")]
        if status is None:
            counts["hangs"] += 1
            verdict = "hang"
        elif status < 0:
            counts["crashes"] += 1
            verdict = f"gridperf killed by signal {-status}"
        elif status == 0 and out.startswith("{"):
            counts["results"] += 1
            verdict = "result"
        elif status == 1 and len(errors) == 1:
            counts["one-line errors"] += 1
            verdict = errors[0][:150]
        else:
            counts["other"] += 1
            verdict = f"exit {status}, {len(errors)} error lines: {err[-200:]!r}"
        left = subprocess.run(["pgrep", "-f", work], capture_output=True, text=True).stdout.split()
        files = os.listdir(tmp)
        counts["processes left"] += len(left)
        counts["files left"] += len(files)
        print(f"{kind:4} {mutation[:60]!r:64} → {verdict}" + (f" [left: {left} {files}]" if left or files else ""))
        for pid in left:
            subprocess.run(["kill", "-9", pid])
        shutil.rmtree(work, ignore_errors=True)
    print(counts)
    bad = counts["crashes"] + counts["hangs"] + counts["other"] + counts["processes left"] + counts["files left"]
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
