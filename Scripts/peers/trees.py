#!/usr/bin/env python3
"""Trees beside a peer: the chip flow laid out by gridperf and by Taffy (stretchable, PyPI), frames
compared leaf for leaf, and the layout call timed on both sides in one run.

    GRIDPERF=.build/release/gridperf python3 Scripts/peers/trees.py [--counts 1000,10000]

The chip flow (Sources/GridPerfServe/Page/chip-flow.json's chips, repeated): gridperf's `flow` of
`Text.padding(.horizontal, 6).padding(.vertical, 3).background(Capsule())`; in Taffy, a wrapping
row (gaps 6, lines centred, no shrinking) of chips, each a box padded 6 × 3 around its text. Texts
have the sizes gridperf's text model gives them (Taffy has no text model): what is compared is the
layout of the boxes. gridperf's time is its steady pass (`gridperf run`, median); Taffy's is its own
layout call (`taffylib.node_compute_layout`, Rust: stretchable's `Node.compute_layout` also reads
every box back into Python, about 60 µs a node, which is the binding's, not Taffy's), on a fresh
tree (first layout) and with the root marked dirty (a re-layout with warm caches), the median of
the trials. Exit 1 when a frame differs.
"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

try:
    import stretchable.node as binding
    from stretchable import Edge, Node, Style
    from stretchable.node import SizeAvailableSpace
    from stretchable.style import AUTO, PT, AlignContent, AlignItems, FlexDirection, FlexWrap
except ImportError:
    sys.exit("trees.py: needs stretchable (Taffy for Python): pip install stretchable")

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
GRIDPERF = os.environ.get("GRIDPERF", os.path.join(ROOT, ".build/release/gridperf"))


def chip_scene(n):
    scene = json.load(open(os.path.join(ROOT, "Sources/GridPerfServe/Page/chip-flow.json")))
    chips = scene["items"]
    scene["items"] = [chips[i % len(chips)] for i in range(n)]
    return scene


def gridperf_leaves(path):
    out = subprocess.run([GRIDPERF, "layout", "--spec", path, "--format", "json"], capture_output=True, text=True, check=True)
    return [(f["x"], f["y"], f["width"], f["height"]) for f in json.loads(out.stdout)["frames"]]


def gridperf_pass_ms(path, iterations):
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([GRIDPERF, "run", "--spec", path, "--iterations", str(iterations), "--rounds", "1", "--quiet",
                        "--no-history", "--output", out], capture_output=True, check=True)
        run = next(d for d in os.listdir(out) if os.path.isdir(os.path.join(out, d)))
        report = json.load(open(os.path.join(out, run, "results.json")))
        metric = next(m for m in report["cases"][0]["metrics"] if m["name"] == "time.total")
        return metric["statistics"]["median"] / 1e6


def taffy_chips(texts, width):
    """A wrapping row of chips, each padded 6 × 3 around a text of the given size."""
    chips = [
        Node(Node(style=Style(size=(w * PT, h * PT), flex_shrink=0)),
             style=Style(padding=(3 * PT, 6 * PT, 3 * PT, 6 * PT), flex_shrink=0))
        for (w, h) in texts
    ]
    root = Node(*chips, style=Style(
        flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, gap=(6 * PT, 6 * PT),
        align_items=AlignItems.CENTER, align_content=AlignContent.FLEX_START, size=(width * PT, AUTO)))
    return root, chips


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--counts", default="1000,10000")
    ap.add_argument("--trials", type=int, default=3)
    args = ap.parse_args()
    failures = 0
    rows = []
    for n in [int(c) for c in args.counts.split(",")]:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(chip_scene(n), f)
            path = f.name
        leaves = gridperf_leaves(path)
        texts = [(w, h) for (x, y, w, h) in leaves[0::2]]
        capsules = leaves[1::2]
        width = json.load(open(path))["proposal"]["width"]
        firsts, warms = [], []
        avail = SizeAvailableSpace.default().to_dict()

        def layout(root):
            t = time.perf_counter()
            binding.taffylib.node_compute_layout(binding.taffy._ptr, root._node_id, avail)
            return (time.perf_counter() - t) * 1000

        for _ in range(args.trials):
            root, chips = taffy_chips(texts, width)
            firsts.append(layout(root))
            for _ in range(3):
                binding.taffylib.node_mark_dirty(binding.taffy._ptr, root._node_id)
                warms.append(layout(root))
        root.compute_layout()  # through the binding, to read the boxes back
        # Frames, leaf for leaf: each chip's box is its capsule, its child's box its text.
        bad = 0
        for k, chip in enumerate(chips):
            for got, expected in ((chip.get_box(Edge.BORDER, relative=False), capsules[k]),
                                  (chip[0].get_box(Edge.BORDER, relative=False), leaves[2 * k])):
                box = (got.x, got.y, got.width, got.height)
                if any(abs(a - e) > 1e-6 for a, e in zip(box, expected)):
                    if bad < 3:
                        print(f"chip {k}: Taffy {box}, gridperf {expected}")
                    bad += 1
        failures += bad
        ours = gridperf_pass_ms(path, 200 if n <= 10000 else 20)
        rows.append((n, ours, statistics.median(warms), statistics.median(firsts), bad))
        os.unlink(path)
    print("| chip flow | n | gridperf pass | Taffy re-layout (warm) | Taffy first layout | frames differing |")
    print("| --- | --- | --- | --- | --- | --- |")
    for n, ours, warm, first, bad in rows:
        print(f"| 390 wide | {n} | {ours:.3f} ms | {warm:.3f} ms ({warm / ours:.1f}×) | {first:.3f} ms ({first / ours:.1f}×) | {bad} |")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
