"""Copy as SwiftUI, from the page, reproduces the page (issue 70), in a real browser.

For every preset the page offers and for the poster grid of 10,000 cards: draws it, presses
"Copy as SwiftUI", and takes the code from the page's copy box and the frames from the page's
own layout answer (`last`: the leaves it drew, and which leaves they are). The copies are
compiled together, each as a view's body, with the repository's custom layouts, and laid out by
`gridperf layout --view`: every leaf the page drew has the copy's frame, leaf for leaf (within
1e-9 points: the seed's `WaterfallLayout` proposes a photo its measured height again, a rounding
apart from the built-in's; Tests/EndToEndTests/CopyAsSwiftUITests.swift says more), and a scene of
colours is copied with the scene's colours (the page fills every leaf alike). Exit 0 when
every check holds. A screenshot of each preset, its copy shown, goes to reports/browser/.
"""
import json, os, subprocess, sys, tempfile
import re
from common import gridperf, out, failures, check, serve, open_page

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
server, url = serve()
print("server:", url)

from playwright.sync_api import sync_playwright

def redraws(page):
    return int(page.evaluate("Number(document.body.dataset.redraws || 0)"))

def wait_redraw(page, before):
    page.wait_for_function("n => Number(document.body.dataset.redraws || 0) > n", arg=before, timeout=60000)

def copied(page, name):
    """The page's copy and what it drew: (name, code, frames, the leaf index of each frame)."""
    page.click("[data-copy=swiftUI]")
    # A large scene's code is written on request (POST /api/swiftui): wait for it.
    page.wait_for_function("(() => { const t = document.getElementById('copyText').textContent; return t.length > 0 && !t.startsWith('('); })()", timeout=60000)
    code = page.text_content("#copyText")
    frames = page.evaluate("last.frames.map((f) => f.slice(0, 4))")
    index = page.evaluate("last.leafIndex || last.frames.map((_, i) => i)")
    return name, code, frames, index

def close(a, b):
    return len(a) == len(b) and all(abs(x - y) <= 1e-9 * max(1, abs(y)) for x, y in zip(a, b))

copies = []
try:
    with sync_playwright() as p:
        browser, page = open_page(p, url)
        names = page.evaluate("presets.map((p) => p.name)")
        for k, name in enumerate(names):
            before = redraws(page)
            page.select_option("#preset", index=k + 1)
            wait_redraw(page, before)
            copies.append(copied(page, name))
            slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40]
            page.screenshot(path=f"{out}/preset-{k}-{slug}.png", full_page=False)
        # The poster grid with 10,000 cards, pasted.
        poster = json.load(open(os.path.join(root, "Examples/scenes/poster-grid.json")))
        grid = poster["items"][0]["scrollView"]["content"]
        films = grid["items"]
        grid["items"] = [films[i % len(films)] for i in range(10000)]
        before = redraws(page)
        page.evaluate("(t) => { document.getElementById('sceneText').value = t; document.getElementById('sceneGo').click(); }", json.dumps(poster))
        wait_redraw(page, before)
        copies.append(copied(page, "the poster grid, 10,000 cards"))
        # Colours: the page fills every leaf alike, so the copy's colours are checked against the
        # scene's, in order: SwiftUI's own by name, an asset catalog's by `Color("name")`.
        colours = {"layout": "vstack", "parameters": {"spacing": 4}, "proposal": {"width": 200},
                   "items": [{"color": {"name": n}, "modifiers": [{"frame": {"height": 10 + 5 * k}}]}
                             for k, n in enumerate(["gray", "red", "brand", "white"])]}
        before = redraws(page)
        page.evaluate("(t) => { document.getElementById('sceneText').value = t; document.getElementById('sceneGo').click(); }", json.dumps(colours))
        wait_redraw(page, before)
        copies.append(copied(page, "four colours"))
        named = re.findall(r'Color(?:\.(\w+)|\("(\w+)"\))', copies[-1][1])
        check([a or b for a, b in named] == ["gray", "red", "brand", "white"],
              f"the copy's colours are the scene's, in order: {named}")
        browser.close()
finally:
    server.terminate()
    server.wait(timeout=10)

with tempfile.TemporaryDirectory() as d:
    source = os.path.join(d, "Copied.swift")
    with open(source, "w") as f:
        f.write("import SwiftUI\n")
        for k, (name, code, _, _) in enumerate(copies):
            body = "\n".join(("        " + line) if line else line for line in code.split("\n"))
            f.write(f"\n/// {name}\nstruct Copied{k}: View {{\n    var body: some View {{\n{body}\n    }}\n}}\n")
    sources = ["--source", os.path.join(root, "Examples/SwiftUILayouts/FlowLayout.swift"),
               "--source", os.path.join(root, "Examples/SeedViews/PixarViews.swift"),
               "--source", os.path.join(root, "Examples/SeedViews/PixarData.swift"), "--source", source]
    for k, (name, code, frames, index) in enumerate(copies):
        check("// …" not in code, f"{name}: the copy writes every item")
        res = subprocess.run([gridperf, "layout", *sources, "--view", f"Copied{k}()", "--format", "json"],
                             capture_output=True, text=True)
        if res.returncode != 0:
            check(False, f"{name}: the copy compiles and lays out: {res.stderr[-400:]}")
            continue
        leaves = [[f["x"], f["y"], f["width"], f["height"]] for f in json.loads(res.stdout)["frames"]]
        ok = bool(frames) and max(index) < len(leaves)
        if ok:
            # Both moved so that the first leaf the page drew is at (0, 0): the copy's root is
            # framed at the proposal, where the page draws the scene.
            mine = [leaves[i] for i in index]
            dx, dy, ox, oy = mine[0][0], mine[0][1], frames[0][0], frames[0][1]
            ok = all(close([a[0] - dx, a[1] - dy, a[2], a[3]], [b[0] - ox, b[1] - oy, b[2], b[3]]) for a, b in zip(mine, frames))
        check(ok, f"{name}: the page's {len(frames)} leaves (of the copy's {len(leaves)}) have the copy's frames, leaf for leaf")

print("copy as SwiftUI browser check:", "all passed" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
