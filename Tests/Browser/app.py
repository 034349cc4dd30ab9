"""An app's previews in the playground, in a real browser (Playwright driving Debian's Chromium).

Serves Examples/Apps/FilmShelf (`gridperf serve --app …`): every preview is a preset, listed by
its label; picked, each draws the frames derived by hand in Tests/EndToEndTests/AppCommandTests.swift
(the swatch: `Color.brand` 80 × 40 padded by 8 in a size-that-fits window; the shelf: films.json
read through `Bundle.main`, 12 cards of 4 leaves and the background, as `gridperf layout` lays them
out, the first poster at (16, 0), 111.33 wide).
Screenshots to reports/browser/. Exit 0 when every check holds.
"""
import json, os, subprocess, sys
from common import out, failures, check, serve, open_page, gridperf

server, url = serve("--app", "Examples/Apps/FilmShelf")

from playwright.sync_api import sync_playwright

def frames(page):
    return page.eval_on_selector_all("#frames rect.item", "els => els.map(e => e.dataset.frame.split(',').map(Number))")

def pick(page, name, count):
    names = page.eval_on_selector_all("#preset option", "os => os.map(o => o.textContent)")
    page.select_option("#preset", index=names.index(name))
    page.wait_for_function("n => document.querySelectorAll('#frames rect.item').length === n", arg=count, timeout=20000)
    return frames(page)

try:
    with sync_playwright() as p:
        browser, page = open_page(p, url)
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        names = page.eval_on_selector_all("#preset option", "os => os.map(o => o.textContent)")
        previews = [n for n in names if n.startswith("Preview: ")]
        check(previews == [
            "Preview: FilmCard.swift: Card", "Preview: ShelfView.swift: Shelf", "Preview: ShelfView.swift: Shelf, landscape",
            "Preview: Swatches.swift: Swatch", "Preview: Swatches.swift: Banner", "Preview: Swatches.swift:19",
            "Preview: Swatches.swift: Swatches_Previews[0]", "Preview: Swatches.swift: Swatches_Previews[1]",
        ], f"every preview is a preset, by its label: {previews}")
        swatch = pick(page, "Preview: Swatches.swift: Swatch", 1)
        check(swatch == [[8, 8, 80, 40]], f"the swatch: the generated asset colour 80 × 40 at (8, 8): {swatch}")
        page.screenshot(path=f"{out}/playground-app-swatch.png", full_page=True)
        shelf = pick(page, "Preview: ShelfView.swift: Shelf", 49)
        cli = json.loads(subprocess.run([gridperf, "layout", "--app", "Examples/Apps/FilmShelf", "--preview", "Shelf", "--format", "json"],
                                        capture_output=True, text=True, check=True).stdout)
        cli_frames = [[f["x"], f["y"], f["width"], f["height"]] for f in cli["frames"]]
        check(sorted(shelf) == sorted(cli_frames), f"the shelf's {len(shelf)} frames are `gridperf layout`'s")
        card = [f for f in shelf if f[1] == 0 and f[0] == 16]
        check(len(card) == 1 and abs(card[0][2] - 334 / 3) < 1e-9, f"the first poster at (16, 0), 111.33 wide: {card}")
        page.screenshot(path=f"{out}/playground-app-shelf.png", full_page=True)
        check(errors == [], f"no script errors: {errors}")
        browser.close()
finally:
    server.terminate()
    server.wait(timeout=10)

print("playground app check:", "all passed" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
