#!/usr/bin/env python3
"""A mutation round over tree scenes and view files (issue 48): nothing may crash or hang gridperf.

Scenes: each example tree scene (Examples/scenes/*.json) and deep chains of every container,
mutated at random (a number made extreme, negative, zero or of the wrong type; a key deleted or
unknown; an item repeated; a subtree nested deeper; a layout renamed), laid out with
`gridperf layout --spec`. Views: the screens of Examples/Screens with their numeric literals
mutated (0, -1, 1e9, .infinity, .nan, a huge count), laid out with `gridperf layout --source
… --view …`.

Every run ends in one of: ok (exit 0), refused (exit 1, an `error:` line), crash (a signal or
another status), hang (past the time limit). The round passes when there are no crashes and no
hangs. Usage: GRIDPERF=.build/release/gridperf python3 Scripts/mutate/mutate.py [--scenes N]
[--views M] [--seed S]
"""
import argparse
import copy
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
GRIDPERF = os.environ.get("GRIDPERF", os.path.join(ROOT, ".build/release/gridperf"))
EXTREMES = [0, -1, -1e308, 1e308, 1e-300, 2**53, 1e9, 0.5, "x", None, [], {}, True]
CONTAINERS = ["vstack", "hstack", "zstack", "grid", "lazy-vgrid", "flow", "waterfall", "nope"]
SCREENS = [
    (["CatalogScreen.swift", "CatalogModel.swift"], "CatalogScreen(store: CatalogStore(count: 12))"),
    (["FavoritesList.swift"], "FavoritesList(model: .init(count: 12))"),
    (["ChipScreen.swift"], "ChipScreen(tags: Array(ChipScreen.sample.prefix(9)))"),
]


def chain(kind, depth):
    s = {"size": [10, 10]}
    for i in range(depth):
        if kind == "viewThatFits":
            s = {"viewThatFits": {"candidates": [s]}}
        elif kind == "grid":
            s = {"layout": "grid", "parameters": {"columns": 1}, "items": [s]}
        else:
            s = {"layout": kind, "items": [s, {"text": {"length": 5}}] if i % 3 == 0 else [s]}
    return {"layout": "vstack", "proposal": {"width": 390, "height": None}, "items": [s]}


def seeds():
    out = []
    folder = os.path.join(ROOT, "Examples", "scenes")
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name)) as f:
            scene = json.load(f)
        if "layout" in scene:
            out.append(scene)
        else:
            # An item template: put 20 copies of it in a flow.
            out.append({"layout": "flow", "proposal": {"width": 390, "height": None}, "items": [scene] * 20})
    for kind in ["hstack", "vstack", "zstack", "grid", "viewThatFits"]:
        out.append(chain(kind, 30))
    return out


def nodes(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from nodes(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from nodes(v, path + (i,))


def set_at(root, path, value):
    if not path:
        return value
    target = root
    for p in path[:-1]:
        target = target[p]
    target[path[-1]] = value
    return root


def mutate(scene, rng):
    scene = copy.deepcopy(scene)
    grown = False
    for _ in range(rng.randint(1, 3)):
        all_nodes = list(nodes(scene))
        if len(all_nodes) > 200_000:
            break
        path, value = rng.choice(all_nodes)
        op = rng.randrange(7)
        # One growth a mutant (repeating items, nesting): the scene stays a file gridperf
        # can be asked to read, not one Python cannot write.
        if op in (3, 4, 6):
            if grown:
                op = 0
            grown = True
        if op == 0 or isinstance(value, (int, float)) and not isinstance(value, bool):
            scene = set_at(scene, path, copy.deepcopy(rng.choice(EXTREMES)))
        elif op == 1 and isinstance(value, dict) and value:
            del value[rng.choice(list(value.keys()))]
        elif op == 2 and isinstance(value, dict):
            value[rng.choice(["blur", "modifiers", "items", "layout", "spacing", "priority", "values"])] = copy.deepcopy(
                rng.choice(EXTREMES + [[{"padding": 1e308}], [{"frame": {"width": -5}}]]))
        elif op == 3 and isinstance(value, list) and value:
            value.extend([copy.deepcopy(rng.choice(value))] * rng.choice([2, 50, 5000]))
        elif op == 4 and isinstance(value, dict) and path:
            wrapped = value
            for _ in range(rng.choice([1, 5, 40])):
                wrapped = {"layout": rng.choice(CONTAINERS[:4]), "items": [wrapped]}
            scene = set_at(scene, path, wrapped)
        elif op == 5 and isinstance(value, dict) and "layout" in value:
            value["layout"] = rng.choice(CONTAINERS)
        elif op == 6 and isinstance(value, dict) and "items" in value and isinstance(value["items"], list):
            value["items"] = value["items"] * rng.choice([0, 3, 1000])
    return scene


def classify(result, elapsed, limit):
    if result is None:
        return "hang"
    if result.returncode == 0:
        return "ok"
    errors = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    if result.returncode == 1 and errors:
        return "refused"
    return "crash"


def run(arguments, limit):
    started = time.time()
    try:
        r = subprocess.run(arguments, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return None, time.time() - started
    return r, time.time() - started


def scene_round(count, rng, work):
    tally = {"ok": 0, "refused": 0, "crash": 0, "hang": 0}
    bases = seeds()
    for k in range(count):
        scene = mutate(rng.choice(bases), rng)
        if k % 100 == 0:
            print("scenes: %d of %d" % (k, count), file=sys.stderr, flush=True)
        path = os.path.join(work, "scene-%d.json" % k)
        with open(path, "w") as f:
            json.dump(scene, f)
        r, elapsed = run([GRIDPERF, "layout", "--spec", path, "--format", "json"], 60)
        verdict = classify(r, elapsed, 60)
        tally[verdict] += 1
        if verdict in ("crash", "hang"):
            print("%s: %s (kept)" % (verdict, path), (r.stderr[-300:] if r else ""), file=sys.stderr)
        else:
            os.remove(path)
    return tally


LITERAL = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])")


def view_round(count, rng, work):
    tally = {"ok": 0, "refused": 0, "crash": 0, "hang": 0}
    for k in range(count):
        files, view = rng.choice(SCREENS)
        folder = os.path.join(work, "views-%d" % k)
        os.makedirs(folder)
        paths = []
        for name in files:
            with open(os.path.join(ROOT, "Examples", "Screens", name)) as f:
                text = f.read()
            if name == files[0]:
                literals = list(LITERAL.finditer(text))
                chosen = rng.sample(literals, min(len(literals), rng.randint(1, 3)))
                # From the end, so that the earlier matches' offsets still hold.
                for m in sorted(chosen, key=lambda m: m.start(), reverse=True):
                    replacement = rng.choice(["0", "-1", "1e9", ".infinity", ".nan", "100_000_000", "-0.5"])
                    text = text[: m.start()] + replacement + text[m.end():]
            path = os.path.join(folder, name)
            with open(path, "w") as f:
                f.write(text)
            paths.append(path)
        arguments = [GRIDPERF, "layout"]
        for p in paths:
            arguments += ["--source", p]
        arguments += ["--view", view, "--format", "json", "--timeout", "60"]
        r, elapsed = run(arguments, 300)
        verdict = classify(r, elapsed, 300)
        # A mutant that does not compile is refused too (the compiler's lines, then one error).
        tally[verdict] += 1
        if verdict in ("crash", "hang"):
            print("%s: %s (kept)" % (verdict, folder), (r.stderr[-300:] if r else ""), file=sys.stderr)
    return tally


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--scenes", type=int, default=1000)
    parser.add_argument("--views", type=int, default=30)
    parser.add_argument("--seed", type=int, default=48)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="gridperf-mutate-")
    started = time.time()
    scenes = scene_round(args.scenes, rng, work)
    print("scenes: %d mutants: %s" % (args.scenes, scenes))
    views = view_round(args.views, rng, work)
    print("views: %d mutants: %s" % (args.views, views))
    print("in %.0f s; kept in %s" % (time.time() - started, work))
    bad = scenes["crash"] + scenes["hang"] + views["crash"] + views["hang"]
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
