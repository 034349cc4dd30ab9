"""The playground in a real browser (Playwright driving Debian's Chromium).

Starts `gridperf serve` on a free port, then: picks lazy-vgrid with one fixed(70) and one
adaptive(minimum 40) column, sets the width to 200, reads the frames from the page and checks
them against `gridperf layout` on the same scene; drags the width and sees them change; enters
an invalid parameter, sees its error beside the control and the server still serving; opens
the URL in a fresh page and gets the same scene; measures the latency from a width change to
the redrawn frames at 1,000 and 10,000 items (p50, p95); and replays the two-pass quiz.
Screenshots go to reports/browser/. Exit 0 when every check holds.
"""
import json, os, subprocess, sys, tempfile, time, statistics, re
from common import gridperf, out, failures, check, serve, open_page

server, url = serve()
print("server:", url)

from playwright.sync_api import sync_playwright

def layout_cli(scene):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(scene, f)
    res = subprocess.run([gridperf, "layout", "--spec", f.name], capture_output=True, text=True, check=True)
    os.unlink(f.name)
    return json.loads(res.stdout)

def page_frames(page):
    return page.eval_on_selector_all("#frames rect.item", "els => els.map(e => e.dataset.frame.split(',').map(Number))")

def wait_redraw(page, before):
    page.wait_for_function("n => Number(document.body.dataset.redraws || 0) > n", arg=before, timeout=15000)

def width_latency(page, first):
    """21 width changes (first, first + 20, … seven widths) to redrawn frames: p50, p95, the request's p50 (ms)."""
    times, fetches = [], []
    for k in range(21):
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.fill("#width", str(first + (k % 7) * 20))
        wait_redraw(page, n)
        times.append(float(page.evaluate("Number(document.body.dataset.lastRedrawMs)")))
        fetches.append(float(page.evaluate("Number(document.body.dataset.lastFetchMs)")))
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))], statistics.median(fetches)

try:
    with sync_playwright() as p:
        browser, page = open_page(p, url)
        # lazy-vgrid, fixed(70) + adaptive(minimum 40), width 200.
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.select_option("#layout", "lazy-vgrid")
        wait_redraw(page, n)
        rows = page.locator("#gridItems .gi")
        check(rows.count() == 2, "the GridItem editor shows two columns")
        rows.nth(0).locator(".kind").select_option("fixed")
        rows = page.locator("#gridItems .gi")
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        rows.nth(0).locator(".a").fill("70")
        wait_redraw(page, n)
        rows.nth(1).locator(".kind").select_option("adaptive")
        rows = page.locator("#gridItems .gi")
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        rows.nth(1).locator(".a").fill("40")
        wait_redraw(page, n)
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.fill("#width", "200")
        wait_redraw(page, n)
        frames = page_frames(page)
        scene_url = page.url
        scene = json.loads(__import__("urllib.parse").parse.unquote(scene_url.split("#scene=", 1)[1]))
        check(scene["parameters"]["columns"] == [{"size": {"fixed": 70}}, {"size": {"adaptive": {"minimum": 40}}}] and scene["width"] == 200,
              "the URL holds the scene: fixed(70), adaptive(minimum 40), width 200")
        # The same scene through the command line: its items from the scene file the page offers.
        copy = page.evaluate("showCopy('scene')")
        cli = layout_cli(json.loads(copy))
        cli_frames = [[f["x"], f["y"], f["width"], f["height"]] for f in cli["frames"]]
        check(frames == cli_frames, f"the page's {len(frames)} frames equal `gridperf layout` on the same scene")
        check(frames[0][2] == 70 and frames[1][2] == 57, f"fixed column 70 wide, adaptive items 57 wide (seed quiz 1): {frames[:3]}")
        # On demand: exact instructions and the flame graph (gridperf profile under callgrind).
        page.click("#profileGo")
        page.wait_for_function("document.getElementById('instructions') !== null || document.querySelector('.err[data-field=\"profile\"]').textContent.length > 0", timeout=120000)
        instructions = page.text_content("#instructions") if page.query_selector("#instructions") else None
        check(instructions is not None and float(instructions.replace(",", "")) > 0 and page.query_selector("#profile svg") is not None,
              f"on demand: {instructions} instructions per pass and a flame graph")
        page.screenshot(path=f"{out}/playground-quiz1.png", full_page=True)
        # Drag the width: the frames change.
        box = page.locator("#widthSlider").bounding_box()
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.mouse.move(box["x"] + box["width"] * 200 / 1200, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.mouse.move(box["x"] + box["width"] * 400 / 1200, box["y"] + box["height"] / 2, steps=8)
        page.mouse.up()
        wait_redraw(page, n)
        page.wait_for_timeout(300)
        dragged = page_frames(page)
        width_now = page.evaluate("current.width")
        check(dragged != frames and width_now > 300, f"dragging the width to {width_now} changes the frames")
        # An invalid parameter: its error beside the control; the server keeps serving.
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        rows = page.locator("#gridItems .gi")
        rows.nth(0).locator(".a").fill("-5")
        page.wait_for_function("document.querySelector('.err[data-field=\"parameters\"]').textContent.length > 0", timeout=10000)
        err = page.text_content('.err[data-field="parameters"]')
        check("fixed" in err or "negative" in err or "≥ 0" in err or "at least" in err, f"the invalid parameter's error shows next to the parameters: {err!r}")
        page.screenshot(path=f"{out}/playground-error.png", full_page=True)
        rows.nth(0).locator(".a").fill("70")
        wait_redraw(page, n)
        check(len(page_frames(page)) > 0, "the server still serves after the bad request")
        # A fresh page from the URL reproduces the scene.
        page.fill("#width", "200")
        page.wait_for_timeout(500)
        fresh = browser.new_page(viewport={"width": 1400, "height": 1000})
        fresh.goto(page.url)
        fresh.wait_for_function("document.body.dataset.ready === '1'")
        check(page_frames(fresh) == page_frames(page), "the URL reproduces the scene in a fresh page")
        fresh.close()
        # Latency from a width change to redrawn frames.
        for count in (1000, 10000):
            n = int(page.evaluate("Number(document.body.dataset.redraws)"))
            page.fill("#count", str(count))
            wait_redraw(page, n)
            p50, p95, fetch = width_latency(page, 300)
            print(f"latency at {count} items: p50 {p50:.1f} ms, p95 {p95:.1f} ms over 21 width changes (of which the request: p50 {fetch:.1f} ms)")
            if count == 1000:
                check(p50 < 250, f"width change to redraw at 1,000 items: p50 {p50:.1f} ms")
        page.screenshot(path=f"{out}/playground-10000.png", full_page=False)
        # Many items are one path: hovering finds an item by its frame, and a scroll overlays
        # what the lazy grid realises (where it placed them: a jump places lines at an estimate).
        paths = page.evaluate("document.querySelectorAll('#frames path.items').length")
        rects = page.evaluate("document.querySelectorAll('#frames rect.item').length")
        check(paths == 1 and rects == 0, f"10,000 items drawn as one path ({paths} path, {rects} item rects)")
        left, top = page.evaluate("(() => { const r = document.getElementById('frames').getBoundingClientRect(); return [r.left, r.top]; })()")
        page.mouse.move(left + 20, top + 20)
        page.wait_for_function("document.getElementById('tip').style.display === 'block'", timeout=5000)
        tip = page.evaluate("document.getElementById('tip').textContent")
        check(tip.startswith("#0 "), f"hovering the first of 10,000 items names it: {tip!r}")
        page.evaluate("(() => { const s = document.getElementById('scroll'); s.value = 2000; s.dispatchEvent(new Event('input')); })()")
        page.wait_for_function("document.querySelectorAll('#realized rect').length > 0", timeout=15000)
        overlay = page.evaluate("document.querySelectorAll('#realized rect').length")
        note = page.evaluate("document.getElementById('scrollNote').textContent")
        check(note.startswith(f"{overlay} items realised at offset 2000"), f"a scroll overlays the {overlay} realised items: {note}")
        # Quiz 3: the two-pass quirk shown.
        page.select_option("#preset", index=3)
        page.wait_for_function("document.getElementById('quirk') !== null", timeout=10000)
        check("differ" in page.text_content("#quirk"), "quiz 3 shows the columns differing between the two passes")
        page.screenshot(path=f"{out}/playground-quiz3.png", full_page=True)
        # The poster grid, a tree preset: leaves filled, containers outlined, nesting's cost,
        # Copy as SwiftUI writes the view code.
        names = page.evaluate("presets.map((p) => p.name)")
        poster = next(i for i, n in enumerate(names) if "poster grid" in n)
        before = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.select_option("#preset", index=poster + 1)
        wait_redraw(page, before)
        page.wait_for_function("document.getElementById('hottest') !== null", timeout=15000)
        cards = page.evaluate("document.querySelectorAll('#frames rect.container[data-kind=vstack]').length")
        leaves = page.evaluate("document.querySelectorAll('#frames rect.item').length")
        # At 390 × 844 the third row's titles and years (from y 912.5) lie beyond the scroll
        # view's 844 points: not drawn, and the note says so (the hand arithmetic: PlaygroundTests).
        beyond = page.text_content("#framesNote")
        check(cards == 6 and leaves == 14 and "4 of the 18 leaves lie beyond" in beyond,
              f"poster grid: {leaves} leaves (filled) in {cards} cards (outlined); {beyond!r}")
        page.wait_for_function("document.getElementById('costNote').textContent.includes('Nesting counts')", timeout=15000)
        note = page.text_content("#costNote")
        check("root's calls on its own items" in note, f"the Cost panel says how its measure calls differ from Nesting's: {note!r}")
        # The passes a user waits for come first, the steady repeat after them and labelled (issue 67).
        labels = page.evaluate("[...document.querySelectorAll('#cost tr td:first-child')].map((td) => td.textContent)")
        first_value = page.text_content('#cost td[data-metric="first layout (median)"]') or ""
        check(labels[:1] == ["first layout (median)"] and "new width (median)" in labels
              and labels.index("new width (median)") < labels.index("steady repeat, time per pass (median)")
              and ("µs" in first_value or "ms" in first_value or "ns" in first_value),
              f"Cost: first layout, then new width, then the steady repeat: {labels[:8]}, first {first_value!r}")
        page.screenshot(path=f"{out}/playground-cost.png", full_page=True)
        # Every depth in the Nesting table (2: the lazy grid in the scroll view); a leaf's tooltip
        # names it as Nesting does, with the proposal it was last measured at.
        depths = page.evaluate("[...document.querySelectorAll('#tree tr td:first-child')].map((td) => td.textContent)")
        check(depths == ["1", "2", "3", "4"], f"Nesting lists depths 1 to 4: {depths}")
        box = page.evaluate("(() => { const r = document.querySelector('#frames rect.item[data-index=\"1\"]').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        page.mouse.move(box[0], box[1])
        page.wait_for_function("document.getElementById('tip').style.display === 'block'", timeout=5000)
        tip = page.evaluate("document.getElementById('tip').textContent")
        check("zstack › scrollView[0] › lazy-vgrid › vstack[0] › text[1]" in tip and "last proposed 173 × nil" in tip,
              f"a leaf's tooltip names its path and measured proposal: {tip!r}")
        page.mouse.move(0, 0)
        # The tree's scroll view scrolls its lazy grid: the Scroll panel shows, and at 300 the six
        # cards the scroll view shows are realised (the arithmetic: PlaygroundTests).
        check(page.evaluate("document.getElementById('scrollBox').style.display") == "", "a tree with a scrolled lazy grid shows the Scroll panel")
        for offset in (0, 100):
            page.evaluate(f"(() => {{ const s = document.getElementById('scroll'); s.value = {offset}; s.dispatchEvent(new Event('input')); }})()")
            page.wait_for_function(f"document.getElementById('scrollNote').textContent.includes('offset {offset} ')", timeout=15000)
        note = page.text_content("#scrollNote")
        check(note.startswith("6 items of the scroll view's lazy container realised") and page.evaluate("document.querySelectorAll('#realized rect').length") == 6,
              f"scrolling the poster tree realises its cards: {note!r}")
        page.screenshot(path=f"{out}/playground-poster-scrolled.png", full_page=False)
        hottest = page.text_content("#hottest")
        check("lazy-vgrid › vstack" in hottest, f"the hottest leaf is named by its path: {hottest}")
        page.click("[data-copy=swiftUI]")
        code = page.text_content("#copyText")
        check("LazyVGrid(columns: [GridItem(.adaptive(minimum: 160, maximum: 240)" in code and ".aspectRatio(0.6666666666666666, contentMode: .fit)" in code,
              "Copy as SwiftUI writes the tree as view code")
        page.screenshot(path=f"{out}/playground-poster-grid.png", full_page=True)
        # The chip flow: each capsule (a background) drawn under its text, and a chip's padding
        # outlined on hover, its modifiers named outermost first.
        chips = next(i for i, n in enumerate(names) if "chip" in n.lower())
        before = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.select_option("#preset", index=chips + 1)
        wait_redraw(page, before)
        order = page.evaluate("[...document.querySelectorAll('#frames rect.item')].map((e) => e.classList.contains('under'))")
        check(order and order[0] and order.index(False) == order.count(True) and order.count(True) * 2 == len(order),
              f"chip flow: the {order.count(True)} capsules are drawn before (under) the {order.count(False)} texts")
        page.hover('#frames rect.item[data-index="0"]')
        page.wait_for_function("document.getElementById('tip').style.display === 'block'", timeout=5000)
        tip = page.evaluate("document.getElementById('tip').textContent")
        outline = page.evaluate("Number(document.getElementById('modifierOutline').getAttribute('width'))")
        check("modifiers background › padding › padding" in tip and outline > 0,
              f"hovering a chip's text outlines its modifiers ({outline} wide): {tip!r}")
        check(page.text_content("#profile") == "" and page.text_content("#scrollNote") == "",
              "another scene clears the earlier scene's profile and scroll note")
        page.screenshot(path=f"{out}/playground-chip-flow.png", full_page=False)
        page.mouse.move(0, 0)
        before = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.select_option("#preset", index=poster + 1)
        wait_redraw(page, before)
        # What is drawn is what the link holds (issue 52): the tree at 1024 wide survives a
        # reload, its generated-scene controls disabled, and "copy as scene file" says 1024.
        check(page.evaluate("document.getElementById('count').disabled") and not page.is_visible("#count") and not page.is_visible("#params"),
              "a tree hides (and disables) the generated scene's controls")
        # A tree's profile error is not shown under the generated scene's earlier profile.
        page.click("#profileGo")
        page.wait_for_function("document.querySelector('[data-field=profile]').textContent.includes('not a scene file')", timeout=10000)
        check(page.query_selector("#profile svg") is None, "a tree's profile error replaces the earlier flame graph")
        before = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.fill("#width", "1024")
        wait_redraw(page, before)
        wide = page_frames(page)
        page.click("[data-copy=scene]")
        page.wait_for_function("document.getElementById('copyText').textContent.includes('proposal')", timeout=10000)
        copied = json.loads(page.text_content("#copyText"))
        check(copied.get("proposal", {}).get("width") == 1024, f"copy as scene file: proposal width {copied.get('proposal', {}).get('width')}")
        check(page.url.split("#", 1)[-1].startswith("tree="), "the link holds the tree scene (#tree=)")
        page.reload()
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=15000)
        check(page_frames(page) == wide and page.input_value("#width") == "1024",
              f"a reload of the link draws the same tree at 1024 ({len(page_frames(page))} frames)")
        # Trees at interactive speed (issue 52): the poster grid with 1,000 and 10,000 cards,
        # pasted once (then named by the server's key); width changes to redrawn frames, and a
        # drag of 30 inputs 16 ms apart, timed from its last input to its last frame.
        poster_scene = json.load(open(os.path.join(os.path.dirname(__file__), "../../Examples/scenes/poster-grid.json")))
        grid = poster_scene["items"][0]["scrollView"]["content"]
        films = grid["items"]
        for count in (1000, 10000):
            grid["items"] = [films[i % len(films)] for i in range(count)]
            before = int(page.evaluate("Number(document.body.dataset.redraws)"))
            page.evaluate("(t) => { document.getElementById('sceneText').value = t; document.getElementById('sceneGo').click(); }", json.dumps(poster_scene))
            wait_redraw(page, before)
            p50, p95, fetch = width_latency(page, 380)
            print(f"tree latency at {count} cards: p50 {p50:.1f} ms, p95 {p95:.1f} ms over 21 width changes (of which the request: p50 {fetch:.1f} ms)")
            # The bounds are p50 50 / p95 100 ms at 1,000 and p50 150 ms at 10,000 on a quiet
            # machine (the note gives them); CI shares its two cores with the build, so twice that.
            if count == 1000:
                check(p50 <= 100 and p95 <= 200, f"tree of 1,000 cards: width change to redraw p50 {p50:.1f} ms, p95 {p95:.1f} ms")
                page.evaluate("""async () => {
                    const s = document.getElementById('widthSlider');
                    for (let k = 0; k < 30; k++) {
                        s.value = 300 + k * 10; s.dispatchEvent(new Event('input'));
                        window.lastInputAt = performance.now();
                        await new Promise((r) => setTimeout(r, 16));
                    }
                }""")
                page.wait_for_function("document.body.dataset.lastWidth === '590'", timeout=15000)
                page.wait_for_timeout(300)
                lag = float(page.evaluate("Number(document.body.dataset.lastDrawAt) - window.lastInputAt"))
                drawn = page.evaluate("document.body.dataset.lastWidth")
                print(f"a 30-input drag over the 1,000-card tree: its last frame (width {drawn}) {lag:.0f} ms after its last input")
                check(drawn == "590" and lag <= 400, f"a drag ends on its last width within 400 ms (CI; 200 quiet): {lag:.0f} ms")
                # After the width change, Cost's first layout is the scene's at the new width, as
                # `gridperf run` counts it, and Nesting the relayout from the width drawn before (issue 70).
                page.wait_for_function("!document.getElementById('costBox').classList.contains('stale') && document.getElementById('treeNote').textContent.includes('width change')", timeout=60000)
                calls = page.text_content('#cost td[data-metric="first layout: measure calls (whole tree)"]')
                misses = page.text_content('#cost td[data-metric="first layout: misses"]')
                at_590 = dict(poster_scene, proposal=dict(poster_scene.get("proposal", {}), width=590))
                with tempfile.TemporaryDirectory() as d:
                    scene_file = os.path.join(d, "scene.json")
                    json.dump(at_590, open(scene_file, "w"))
                    subprocess.run([gridperf, "run", "--spec", scene_file, "--output", d, "--format", "json", "--max-time", "0.2"],
                                   capture_output=True, check=True)
                    results = json.load(open(next(os.path.join(d, x, "results.json") for x in os.listdir(d) if os.path.isdir(os.path.join(d, x)))))
                medians = {m["name"]: m.get("statistics", {}).get("median") for m in results["cases"][0]["metrics"]}
                cli = (medians.get("first.measure.calls"), medians.get("first.measure.misses"))
                check((calls, misses) == tuple(str(int(x)) for x in cli),
                      f"after a width change to 590, Cost's first layout ({calls} calls, {misses} misses) is gridperf run's at 590 {cli}")
                note = page.text_content("#treeNote")
                check("→ 590" in note, f"Nesting counts the relayout from the width drawn before: {note!r}")
            else:
                check(p50 <= 300, f"tree of 10,000 cards: width change to redraw p50 {p50:.1f} ms")
                drawn = page.evaluate("document.querySelectorAll('#frames rect.item, #frames rect.container').length")
                note = page.text_content("#framesNote")
                check(drawn < 100 and "lie beyond" in note, f"10,000 cards: what lies within the scroll view is drawn ({drawn} rects); {note!r}")
                # Nesting's pass measured every card of the lazy grid (gridperf's full pass, as run
                # counts it) and says how many SwiftUI's lazy grid realises on screen (issue 70).
                page.wait_for_function("document.getElementById('lazyNote') !== null && !document.getElementById('treeBox').classList.contains('stale')", timeout=60000)
                lazy = page.text_content("#lazyNote")
                m = re.search(r"measured its 10000 subviews .* on screen: (\d+) with", lazy)
                check(m is not None and 0 < int(m.group(1)) < 30, f"Nesting: the pass measured 10,000 cards, SwiftUI realises a screenful: {lazy!r}")
        page.screenshot(path=f"{out}/playground-tree-10000.png", full_page=False)
        # A scene file of megabytes is summarised in the scene box, not held there whole (issue 70),
        # and the summary lays out the scene it stands for.
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(poster_scene, f)
        before = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.set_input_files("#sceneFile", f.name)
        wait_redraw(page, before)
        os.unlink(f.name)
        box = page.input_value("#sceneText")
        check(box.startswith("// a scene of") and len(box) < 300, f"a 10,000-card scene file is summarised in the scene box: {box[:120]!r}")
        before = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.click("#sceneGo")
        wait_redraw(page, before)
        check(page.text_content("#status").startswith("redrawn"), "laying out the summary lays out the scene it stands for")
        # While an answer is pending the measured panels say they are the previous scene's; after an
        # error nothing of the previous answer stays drawn, and no panel of it stays up.
        page.evaluate("document.getElementById('sceneText').value = JSON.stringify({layout: 'nope', items: []})")
        page.click("#sceneGo")
        page.wait_for_function("document.getElementById('status').textContent.startsWith('error')", timeout=10000)
        check(page.evaluate("document.querySelectorAll('#frames rect').length") == 0, "after an error the old frames are gone")
        hidden = page.evaluate("['tracksBox', 'scrollBox', 'treeBox'].every((id) => document.getElementById(id).style.display === 'none')")
        cost = page.evaluate("document.getElementById('cost').textContent")
        check(hidden and cost == "", f"after an error no panel of the previous scene stays up (cost {cost!r})")
        page.screenshot(path=f"{out}/playground-error.png", full_page=True)
        browser.close()
finally:
    server.terminate()
    server.wait(timeout=10)

print("playground browser check:", "all passed" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
