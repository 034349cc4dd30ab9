#!/usr/bin/env python3
"""Trees beside peers: the poster grid, the chip flow and nested stacks laid out by gridperf, by Taffy
(stretchable, PyPI) and by Yoga (poga, PyPI: Yoga 1.19's C API), frames compared leaf for leaf, and the
layout call timed on each side in one run.

    GRIDPERF=.build/release/gridperf python3 Scripts/peers/trees.py [--counts 1000,10000]

The chip flow (Sources/GridPerfServe/Page/chip-flow.json's chips, repeated): gridperf's `flow` of
`Text.padding(.horizontal, 6).padding(.vertical, 3).background(Capsule())`; in Taffy, a wrapping
row (gaps 6, lines centred, no shrinking) of chips, each a box padded 6 × 3 around its text. Texts
have the sizes gridperf's text model gives them (Taffy has no text model): what is compared is the
layout of the boxes. gridperf's times are its three passes (`gridperf run`, medians); Taffy's is its own
layout call (`taffylib.node_compute_layout`, Rust: stretchable's `Node.compute_layout` also reads
every box back into Python, about 60 µs a node, which is the binding's, not Taffy's), on a fresh
tree (first layout, set beside gridperf's `first.time`), with the root given each of the 12 widths of
gridperf's width cycle in turn (its style set outside the clock; beside gridperf's `width.time`) and with
the root marked dirty (a re-layout with warm caches, beside gridperf's steady repeat), the median of
the trials. Exit 1 when a frame differs (past 2²³ points the peers' 32-bit sums drift: reported, `compare`).

The poster grid (Benchmarks/trees.json's first tree): gridperf's `lazy-vgrid` of adaptive columns
(160–240, spacing 12; rows 16 apart) of `VStack(alignment: .leading, spacing: 6) { poster 2:3; Text;
Text }` cards; in Taffy a CSS grid of `repeat(auto-fill, minmax(160px, 1fr))` (the same two columns of
189 at 390 wide) and a wrapping row of cards as wide as a column, each pass set beside the cheaper of the two
(the table says which), in Yoga rows of two cards.

Yoga 1.19 marks a node dirty alone only when it has a measure function, so its re-layout is timed with
every node marked dirty (`YGNodeMarkDirtyAndPropogateToDescendants`): a layout without its caches, not
Taffy's warm one.

The nested stacks (Benchmarks/trees.json's third tree, Examples/scenes/text-row.json): gridperf's
`vstack` of `HStack(spacing: 8) { Text; Text(.caption); Text(.footnote) }` rows; in Taffy, a column
(gap 8, children centred) of rows (gap 8, children centred on the cross axis), the root sized to its
content (Taffy's max-content available space, as a `VStack` reports its widest row).
"""
import argparse, functools, json, os, random, statistics, subprocess, sys, tempfile, time

try:
    import stretchable.node as binding
    from stretchable import Edge, Node, Style
    from stretchable.style import AUTO, PCT, PT, AlignContent, AlignItems, Display, FlexDirection, FlexWrap
    from stretchable.style import GridTrackSize, GridTrackSizing
except ImportError:
    sys.exit("trees.py: needs stretchable (Taffy for Python): pip install stretchable")

try:
    import poga.libpoga_capi as yoga  # Yoga's C API (PyPI's poga, Yoga 1.19)
except ImportError:
    yoga = None

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
GRIDPERF = os.environ.get("GRIDPERF", os.path.join(ROOT, ".build/release/gridperf"))


def width_cycle(width):
    """gridperf's WidthCycle: 12 widths, 75–130% of `width` in steps of 5%, whole points (halves away
    from zero), at least 1 — the widths `width.time` is timed over (docs/PERFORMANCE.md#width-cycle)."""
    return [max(1, int(width * (75 + 5 * k) / 100 + 0.5)) for k in range(12)]


DEFAULT_SPACE = {"width": {"dim": 4, "value": float("nan")}, "height": {"dim": 4, "value": float("nan")}}
"""Taffy's available space when nothing bounds it (max-content both ways): what the trees are laid out in."""


def definite(width):
    """Taffy's available space: `width` points wide, the height unbounded (max-content)."""
    return {"width": {"dim": 1, "value": float(width)}, "height": {"dim": 4, "value": float("nan")}}


def chip_scene(n):
    scene = json.load(open(os.path.join(ROOT, "Sources/GridPerfServe/Page/chip-flow.json")))
    chips = scene["items"]
    scene["items"] = [chips[i % len(chips)] for i in range(n)]
    return scene


def rows_scene(n):
    """n rows of Examples/scenes/text-row.json, each text's length drawn from its range (seeded)."""
    template = json.load(open(os.path.join(ROOT, "Examples/scenes/text-row.json")))
    draw = random.Random(42)

    def row():
        items = []
        for item in template["items"]:
            text = dict(item["text"])
            low, high = text["length"]["uniform"]
            text["length"] = draw.randint(low, high)
            items.append({"text": text})
        return {"layout": "hstack", "parameters": template["parameters"], "items": items}
    return {"layout": "vstack", "proposal": {"width": 390}, "items": [row() for _ in range(n)]}


def poster_scene(n):
    """Benchmarks/trees.json's poster grid: n poster cards in adaptive columns (160–240, spacing 12)."""
    card = json.load(open(os.path.join(ROOT, "Examples/scenes/poster-card.json")))
    return {"layout": "lazy-vgrid", "proposal": {"width": 390},
            "parameters": {"columns": [{"size": {"adaptive": {"minimum": 160, "maximum": 240}}, "spacing": 12}],
                           "spacing": 16},
            "items": [card] * n}


def gridperf_leaves(path):
    out = subprocess.run([GRIDPERF, "layout", "--spec", path, "--format", "json"], capture_output=True, text=True, check=True)
    return [(f["x"], f["y"], f["width"], f["height"]) for f in json.loads(out.stdout)["frames"]]


def gridperf_passes_ms(path, iterations):
    """gridperf's three passes, medians in ms: the steady repeat (`time.total`), a fresh scene's first
    layout (`first.time`) and the root given a new width (`width.time`, a cycle of 12 widths)."""
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([GRIDPERF, "run", "--spec", path, "--iterations", str(iterations), "--rounds", "3", "--quiet",
                        "--no-history", "--output", out], capture_output=True, check=True)
        run = next(d for d in os.listdir(out) if os.path.isdir(os.path.join(out, d)))
        report = json.load(open(os.path.join(out, run, "results.json")))
        metrics = {m["name"]: m for m in report["cases"][0]["metrics"]}
        return tuple(metrics[name]["statistics"]["median"] / 1e6 for name in ("time.total", "first.time", "width.time"))


@functools.lru_cache(maxsize=None)
def leaf_style(w, h):
    """A leaf of a fixed size. Styles are shared between the nodes that have the same one: building a
    `Style` costs stretchable about 2 ms in Python (each length checked against its enum), which made a
    tree of 400,000 nodes take half an hour to build; Taffy copies a style into each node it creates."""
    return Style(size=(w * PT, h * PT), flex_shrink=0)


def taffy_chips(texts, width):
    """A wrapping row of chips, each padded 6 × 3 around a text of the given size."""
    chip = Style(padding=(3 * PT, 6 * PT, 3 * PT, 6 * PT), flex_shrink=0)
    chips = [Node(Node(style=leaf_style(w, h)), style=chip) for (w, h) in texts]
    root = Node(*chips, style=chip_root_style(width))
    return root, chips


@functools.lru_cache(maxsize=None)
def chip_root_style(width):
    return Style(
        flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, gap=(6 * PT, 6 * PT),
        align_items=AlignItems.CENTER, align_content=AlignContent.FLEX_START, size=(width * PT, AUTO))


def taffy_rows(texts):
    """A column of rows of three texts of the given sizes, gaps 8, centred on the cross axes."""
    row = Style(flex_direction=FlexDirection.ROW, gap=(8 * PT, 8 * PT), align_items=AlignItems.CENTER,
                flex_shrink=0)
    rows = [Node(*[Node(style=leaf_style(w, h)) for (w, h) in texts[k:k + 3]], style=row)
            for k in range(0, len(texts), 3)]
    root = Node(*rows, style=Style(flex_direction=FlexDirection.COLUMN, gap=(8 * PT, 8 * PT),
                                   align_items=AlignItems.CENTER))
    return root, rows


# Taffy numbers a CSS grid's lines with 16-bit integers (its `GridLine` and `OriginZeroLine` wrap an
# i16): a grid of more than 32,767 rows cannot be placed, and Taffy 0.7's placement then grows without
# bound (the poster grid at 10⁵ cards, 50,000 rows, passed 24 GB in a minute). Past that, the poster
# grid is built as a wrapping row instead, its column width computed as Yoga's rows compute it.
TAFFY_GRID_TRACKS = 32767


def poster_columns(width):
    """SwiftUI's adaptive columns (160–240, spacing 12) at `width`: their count and width."""
    count = max(1, int((width + 12) // (160 + 12)))
    return count, (width - 12 * (count - 1)) / count


def taffy_posters(leaves, width, row=False):
    """A CSS grid of `repeat(auto-fill, minmax(160px, 1fr))` columns (gaps 12 and 16, each card centred
    in its row) of cards: a column (gap 6, children at its start) of a full-width 2:3 box and two texts.
    At 390 wide it makes SwiftUI's adaptive columns: ⌊(390 + 12) ÷ (160 + 12)⌋ = 2 of (390 − 12) ÷ 2 = 189,
    below the adaptive maximum of 240. Past Taffy's grid limit (`TAFFY_GRID_TRACKS` rows), a wrapping row
    (gaps 12 and 16, cards centred on their line) of cards as wide as a column: the same frames.
    Returns the root, the cards and whether it wraps."""
    poster = Style(size=(100 * PCT, AUTO), aspect_ratio=2 / 3)
    columns, _ = poster_columns(width)
    wrap = row or not poster_grid_fits(leaves, width)
    cards = [Node(Node(style=poster), *[Node(style=leaf_style(w, h)) for (x, y, w, h) in leaves[k + 1:k + 3]],
                  style=poster_card_style(width, wrap))
             for k in range(0, len(leaves), 3)]
    return Node(*cards, style=poster_root_style(width, wrap)), cards, wrap


@functools.lru_cache(maxsize=None)
def poster_card_style(width, wrap):
    """A card: a column (gap 6, children at its start); in a wrapping row, as wide as a column at `width`."""
    _, column_width = poster_columns(width)
    return Style(flex_direction=FlexDirection.COLUMN, gap=(6 * PT, 6 * PT), align_items=AlignItems.START,
                 **({"size": (column_width * PT, AUTO), "flex_shrink": 0} if wrap else {}))


@functools.lru_cache(maxsize=None)
def poster_root_style(width, wrap):
    if wrap:
        return Style(
            flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, gap=(12 * PT, 16 * PT),
            align_items=AlignItems.CENTER, align_content=AlignContent.FLEX_START, size=(width * PT, AUTO))
    return Style(
        # (stretchable's inline parser splits minmax's comma: the track is built here.)
        display=Display.GRID,
        grid_template_columns=[GridTrackSizing.repeat([GridTrackSize.from_inline("minmax(160px, 1fr)")])],
        gap=(12 * PT, 16 * PT), align_items=AlignItems.CENTER, size=(width * PT, AUTO))


def set_style(node, style):
    """`node`'s style, through the binding without keeping Python's copy (outside any clock)."""
    binding.taffylib.node_set_style(binding.taffy._ptr, node._node_id, style.to_dict())


def poster_grid_fits(leaves, width):
    """Whether Taffy can number the CSS grid's rows (`TAFFY_GRID_TRACKS`)."""
    columns, _ = poster_columns(width)
    return -(-(len(leaves) // 3) // columns) <= TAFFY_GRID_TRACKS


def poster_variants(path, leaves):
    """Taffy's two trees of the poster grid with gridperf's frames — a CSS grid and a wrapping row of cards as
    wide as a column — each peer measured with its cheapest: both tried where the grid fits."""
    return ["grid", "row"] if poster_grid_fits(leaves, json.load(open(path))["proposal"]["width"]) else ["row"]


def poster_tree(path, leaves, variant="grid"):
    root, cards, wrap = taffy_posters(leaves, json.load(open(path))["proposal"]["width"], row=variant == "row")

    def pairs():
        for k, card in enumerate(cards):
            for j, part in enumerate(("poster", "title", "year")):
                yield f"card {k} {part}", card[j], leaves[3 * k + j]

    def set_width(width):
        # The grid's root given the width; a wrapping row's cards too (a column's width follows it).
        set_style(root, poster_root_style(width, wrap))
        if wrap:
            for card in cards:
                set_style(card, poster_card_style(width, wrap))
        return DEFAULT_SPACE
    return root, pairs, set_width


def chip_tree(path, leaves, variant=None):
    """Taffy's chip flow for gridperf's leaves, and its boxes paired with gridperf's frames."""
    texts = [(w, h) for (x, y, w, h) in leaves[0::2]]
    capsules = leaves[1::2]
    root, chips = taffy_chips(texts, json.load(open(path))["proposal"]["width"])

    def pairs():
        # Each chip's box is its capsule, its child's box its text.
        for k, chip in enumerate(chips):
            yield f"chip {k}", chip, capsules[k]
            yield f"chip {k} text", chip[0], leaves[2 * k]

    def set_width(width):
        set_style(root, chip_root_style(width))
        return DEFAULT_SPACE
    return root, pairs, set_width


def rows_tree(path, leaves, variant=None):
    root, rows = taffy_rows([(w, h) for (x, y, w, h) in leaves])

    def pairs():
        for k, row in enumerate(rows):
            for j in range(3):
                yield f"row {k} text {j}", row[j], leaves[3 * k + j]

    def set_width(width):
        # The column sizes itself to its widest row, as a VStack does: the new width is the space
        # available to it (gridperf's proposal), not a width of its own.
        return definite(width)
    return root, pairs, set_width


F32_EXACT = 2.0 ** 23


def compare(box, expected):
    """How a peer's box compares with gridperf's frame: 0 equal (to 10⁻⁶); else, when a coordinate lies
    past 2²³ points, the largest distance there (a positive number: the peer's drift); else None (the
    box differs). Taffy and Yoga compute in 32-bit floats (a 24-bit significand), gridperf in 64-bit:
    past 2²³ a 32-bit float holds no halves, and each sum of a peer's running position rounds (the
    poster grid at 10⁵ cards passes 2²³ at its 48,283rd card, its rows 347.5 apart), so the peers'
    positions drift from the exact ones and cannot be compared to 10⁻⁶ there."""
    drift = 0.0
    for a, e in zip(box, expected):
        d = abs(a - e)
        if d <= 1e-6:
            continue
        if max(abs(a), abs(e)) < F32_EXACT:
            return None
        drift = max(drift, d)
    return drift


def check_frames(label, peer, boxes):
    """How many of a peer's boxes differ from gridperf's frames, `boxes` being (what, box, frame) triples: the
    first three printed, and the boxes past 2²³ points that drift (``compare``) reported apart."""
    bad = far = 0
    drift = 0.0
    for what, box, expected in boxes:
        c = compare(box, expected)
        if c is None:
            if bad < 3:
                print(f"{label}, {what}: {peer} {box}, gridperf {expected}")
            bad += 1
        elif c > 0:
            far += 1
            drift = max(drift, c)
    if far:
        print(f"{label}: {far} {peer} boxes past 2^23 points drift from gridperf's exact frames (its 32-bit sums), "
              f"by up to {drift:g} points", file=sys.stderr)
    return bad


# Yoga (PyPI's poga: Yoga 1.19's C API through pybind11). Yoga has no gap and no grid: a gap is the
# margin on the side of every child but the first, and the poster grid is rows of cards, as an app
# on Yoga would build it (the column count, ⌊(390 + 12) ÷ (160 + 12)⌋ = 2, computed: `poster_columns`). Its point
# scale factor is 0, so nothing is rounded to pixels (gridperf's frames are not). The chip flow's
# gap: each chip has a right and bottom margin of 6 in a row 6 wider than the proposal, so a chip fits
# a line exactly when gridperf's `x + w ≤ W` does.

def yoga_node(config, *children, **style):
    n = yoga.YGNodeNewWithConfig(config)
    for key, value in style.items():
        if key == "size":
            yoga.YGNodeStyleSetWidth(n, value[0])
            yoga.YGNodeStyleSetHeight(n, value[1])
        elif key == "row":
            yoga.YGNodeStyleSetFlexDirection(n, yoga.YGFlexDirection.Row)
        elif key == "wrap":
            yoga.YGNodeStyleSetFlexWrap(n, yoga.YGWrap.Wrap)
        elif key == "align":
            yoga.YGNodeStyleSetAlignItems(n, getattr(yoga.YGAlign, value))
        elif key == "content":
            yoga.YGNodeStyleSetAlignContent(n, getattr(yoga.YGAlign, value))
        elif key == "width":
            yoga.YGNodeStyleSetWidth(n, value)
        elif key == "fullWidth":
            yoga.YGNodeStyleSetWidthPercent(n, 100)
        elif key == "aspect":
            yoga.YGNodeStyleSetAspectRatio(n, value)
        elif key == "grow":
            yoga.YGNodeStyleSetFlexGrow(n, value)
            yoga.YGNodeStyleSetFlexBasis(n, 0)
        elif key in ("left", "top", "right", "bottom"):
            yoga.YGNodeStyleSetMargin(n, getattr(yoga.YGEdge, key.capitalize()), value)
        elif key == "padding":
            yoga.YGNodeStyleSetPadding(n, yoga.YGEdge.Horizontal, value[0])
            yoga.YGNodeStyleSetPadding(n, yoga.YGEdge.Vertical, value[1])
    yoga.YGNodeStyleSetFlexShrink(n, 0)
    for k, child in enumerate(children):
        yoga.YGNodeInsertChild(n, child, k)
    return n


def yoga_frame(node, root):
    """A node's frame relative to `root` (Yoga's left and top are relative to the parent)."""
    x, y = 0.0, 0.0
    n = node
    while not yoga.YGNodeIsSame(n, root):
        x += yoga.YGNodeLayoutGetLeft(n)
        y += yoga.YGNodeLayoutGetTop(n)
        n = yoga.YGNodeGetParent(n)
    return (x, y, yoga.YGNodeLayoutGetWidth(node), yoga.YGNodeLayoutGetHeight(node))


def yoga_rows(config, leaves):
    rows, pairs = [], []
    for k in range(0, len(leaves), 3):
        texts = [yoga_node(config, size=(w, h), **({"left": 8} if j else {}))
                 for j, (x, y, w, h) in enumerate(leaves[k:k + 3])]
        rows.append(yoga_node(config, *texts, row=True, align="Center", **({"top": 8} if k else {})))
        pairs += [(f"row {k // 3} text {j}", texts[j], leaves[k + j]) for j in range(3)]
    root = yoga_node(config, *rows, align="Center")
    # A new width is the space the column is given (its owner's), as gridperf's proposal is.
    return root, None, pairs, lambda width: float(width)


def yoga_posters(config, leaves, width=390):
    columns, _ = poster_columns(width)
    cards, pairs = [], []
    for k in range(0, len(leaves), 3):
        poster = yoga_node(config, fullWidth=True, aspect=2 / 3)
        texts = [yoga_node(config, size=(w, h), top=6) for (x, y, w, h) in leaves[k + 1:k + 3]]
        card = yoga_node(config, poster, *texts, align="FlexStart", grow=1,
                         **({"left": 12} if (k // 3) % columns else {}))
        cards.append(card)
        pairs += [(f"card {k // 3} {part}", node, leaves[k + j]) for j, (part, node) in
                  enumerate((("poster", poster), ("title", texts[0]), ("year", texts[1])))]
    rows = []
    for r in range(0, len(cards), columns):
        row = cards[r:r + columns]
        while len(row) < columns:  # a last row keeps its empty columns
            row.append(yoga_node(config, grow=1, left=12))
        rows.append(yoga_node(config, *row, row=True, align="Center", **({"top": 16} if r else {})))
    root = yoga_node(config, *rows, width=width)

    def set_width(new):
        # The rows keep their columns (Yoga has no grid: an app would rebuild its rows when the
        # count changes); the root and so every card get the new width.
        yoga.YGNodeStyleSetWidth(root, new)
        return float(new)
    return root, width, pairs, set_width


def yoga_chips(config, leaves, width=390):
    chips, pairs = [], []
    for k in range(0, len(leaves), 2):
        x, y, w, h = leaves[k]
        text = yoga_node(config, size=(w, h))
        chip = yoga_node(config, text, padding=(6, 3), right=6, bottom=6)
        chips.append(chip)
        pairs += [(f"chip {k // 2}", chip, leaves[k + 1]), (f"chip {k // 2} text", text, leaves[k])]
    # Lines at their start, not centred: Yoga 1.19 centres a chip's margin box against a line of
    # its border boxes (3 points low); every chip of this flow is one text style tall, so a line's
    # chips are as tall as the line and gridperf's centring puts them at its start too.
    root = yoga_node(config, *chips, row=True, wrap=True, align="FlexStart", content="FlexStart", width=width + 6)

    def set_width(new):
        yoga.YGNodeStyleSetWidth(root, new + 6)
        return float(new + 6)
    return root, width + 6, pairs, set_width


YOGA = {"poster grid": yoga_posters, "chip flow": yoga_chips, "nested stacks": yoga_rows}


def yoga_side(name, leaves, trials):
    """Yoga's first layout, its re-layout with every node marked dirty (Yoga 1.19 lets only a node
    with a measure function be marked dirty alone) and its layout after the root was given each width
    of gridperf's cycle (the style set outside the clock), medians in ms, and the frames that differ."""
    if yoga is None:
        return None, None, None, None
    firsts, dirties, widths = [], [], []
    for _ in range(trials):
        config = yoga.YGConfigNew()
        yoga.YGConfigSetPointScaleFactor(config, 0)
        root, width, pairs, set_width = YOGA[name](config, leaves)
        w = float(width) if width is not None else yoga.YGUndefined
        t = time.perf_counter()
        yoga.YGNodeCalculateLayout(root, w, yoga.YGUndefined, yoga.YGDirection.LTR)
        firsts.append((time.perf_counter() - t) * 1000)
        for _ in range(3):
            yoga.YGNodeMarkDirtyAndPropogateToDescendants(root)
            t = time.perf_counter()
            yoga.YGNodeCalculateLayout(root, w, yoga.YGUndefined, yoga.YGDirection.LTR)
            dirties.append((time.perf_counter() - t) * 1000)
        for new in width_cycle(390):
            owner = set_width(new)
            t = time.perf_counter()
            yoga.YGNodeCalculateLayout(root, owner, yoga.YGUndefined, yoga.YGDirection.LTR)
            widths.append((time.perf_counter() - t) * 1000)
        # Back at the case's width for the frames.
        if width is not None:
            set_width(390)
        yoga.YGNodeCalculateLayout(root, w, yoga.YGUndefined, yoga.YGDirection.LTR)
    bad = check_frames(f"{name}, {len(pairs)} boxes", "Yoga",
                       [(what, yoga_frame(node, root), expected) for what, node, expected in pairs])
    yoga.YGNodeFreeRecursive(root)
    return statistics.median(dirties), statistics.median(firsts), statistics.median(widths), bad


def one_variant(path, leaves):
    return [None]


TREES = {
    "poster grid": (poster_scene, poster_tree, poster_variants),
    "chip flow": (chip_scene, chip_tree, one_variant),
    "nested stacks": (rows_scene, rows_tree, one_variant),
}


def taffy_layout(root, space=DEFAULT_SPACE):
    """Taffy's layout call alone, in ms (the binding's reading of boxes back is left out)."""
    t = time.perf_counter()
    binding.taffylib.node_compute_layout(binding.taffy._ptr, root._node_id, space)
    return (time.perf_counter() - t) * 1000


def taffy_side(name, n, make_tree, path, leaves, trials, variant):
    """One Taffy tree's first layout, new width (gridperf's 12-width cycle, the style set outside the
    clock) and re-layout with the root dirty, medians in ms, and how many frames differ from gridperf's."""
    firsts, warms, widths = [], [], []
    for _ in range(trials):
        root, pairs, set_width = make_tree(path, leaves, variant)
        firsts.append(taffy_layout(root))
        for _ in range(3):
            binding.taffylib.node_mark_dirty(binding.taffy._ptr, root._node_id)
            warms.append(taffy_layout(root))
        for width in width_cycle(390):
            widths.append(taffy_layout(root, set_width(width)))
        set_width(390)
    root.compute_layout()  # through the binding, to read the boxes back (at 390 again)
    # Frames, leaf for leaf (boxes relative to the root, as gridperf's frames are).
    def box(node):
        got = node.get_box(Edge.BORDER, relative=False)
        return (got.x, got.y, got.width, got.height)
    bad = check_frames(f"{name}, {n} ({variant or 'Taffy'})", "Taffy",
                       ((what, box(node), expected) for what, node, expected in pairs()))
    return (statistics.median(firsts), statistics.median(widths), statistics.median(warms)), bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--counts", default="1000,10000")
    ap.add_argument("--trials", type=int, default=3)
    ap.add_argument("--trees", default=",".join(TREES), help="which trees (comma-separated)")
    args = ap.parse_args()
    failures = 0
    rows = []
    for name in args.trees.split(","):
        make_scene, make_tree, variants = TREES[name]
        for n in [int(c) for c in args.counts.split(",")]:
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
                json.dump(make_scene(n), f)
                path = f.name
            leaves = gridperf_leaves(path)
            # Each pass beside Taffy's cheapest tree for it (the tree named when it is not the first).
            taffy, chosen, bad = None, [None, None, None], 0
            tried = variants(path, leaves)
            for variant in tried:
                times, differing = taffy_side(name, n, make_tree, path, leaves, args.trials, variant)
                bad += differing
                if taffy is None:
                    taffy = list(times)
                    chosen = [variant] * 3
                    continue
                for k in range(3):
                    if times[k] < taffy[k]:
                        taffy[k], chosen[k] = times[k], variant
            failures += bad
            y_dirty, y_first, y_width, y_bad = yoga_side(name, leaves, args.trials)
            failures += y_bad or 0
            ours = gridperf_passes_ms(path, 200 if n <= 10000 else 20)
            notes = [f" ({v})" if len(tried) > 1 or v == "row" else "" for v in chosen]
            rows.append((name, n, ours, taffy, notes, (y_first, y_width, y_dirty), bad, y_bad))
            os.unlink(path)
    if yoga is None:
        print("Yoga: not measured (pip install poga)")

    # Like with like: a first layout against a first layout, a new width against a new width (the same 12
    # widths on every side), gridperf's steady repeat (nothing changed) against a re-layout with only the
    # root dirty. Yoga 1.19 cannot dirty the root alone: its re-layout dirties every node, beside
    # gridperf's first layout. A peer's time over gridperf's: how many times faster gridperf is.
    def vs(peer, ours, note=""):
        return f"{peer:.3f} ms ({peer / ours:.1f}×){note}" if peer is not None else "not measured"
    print("| tree (390 wide) | n | first layout: gridperf | Taffy | Yoga | new width: gridperf | Taffy | Yoga | "
          "steady repeat: gridperf | Taffy (root dirty) | Yoga (all dirty, vs gridperf's first) | frames differing (Taffy, Yoga) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, n, (steady, first, width), taffy, notes, (y_first, y_width, y_dirty), bad, y_bad in rows:
        print(f"| {name} | {n} | {first:.3f} ms | {vs(taffy[0], first, notes[0])} | {vs(y_first, first)} | "
              f"{width:.3f} ms | {vs(taffy[1], width, notes[1])} | {vs(y_width, width)} | {steady:.3f} ms | "
              f"{vs(taffy[2], steady, notes[2])} | {vs(y_dirty, first)} | {bad}, {'—' if y_bad is None else y_bad} |")
    print("\n(grid) and (row): the poster grid's Taffy tree that was cheaper for that pass, a CSS grid or a wrapping row.")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
