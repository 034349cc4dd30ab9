"""The playground's state changes in a real browser (Playwright driving Debian's Chromium).

Serves Examples/Updates/FavouriteGrids.swift's `ValueGrid` over 100 products with its favourite
toggle (`gridperf serve --source … --view … --update …`), picks the view's preset, runs the change
three times and checks what the page shows against the counts derived by hand in
Tests/SwiftUITests/UpdateRunTests.swift (values passed down: the grid and the toggled card run,
2 bodies; the card patched where it changed: the card and its heart measured anew), and the drawn scene (one more filled heart a change);
"Start again" empties the log and the hearts; another preset hides the panel. Screenshot to
reports/browser/. Exit 0 when every check holds.
"""
import os, sys
from common import out, failures, check, serve

server, url = serve(
    "--source", "Examples/Updates/FavouriteGrids.swift", "--setup", "let store = ProductStore(count: $items)",
    "--view", "ValueGrid(store: store)", "--update", "store.products[$step % 10].isFavorite.toggle()", "--items", "100")

from playwright.sync_api import sync_playwright

try:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(url)
        page.wait_for_function("document.body.dataset.ready === '1'")
        names = page.eval_on_selector_all("#preset option", "os => os.map(o => o.textContent)")
        view = next(i for i, n in enumerate(names) if n.startswith("View: ValueGrid"))
        page.select_option("#preset", index=view)
        check(page.is_visible("#updateBox"), "the view's preset shows the state-change panel")
        check(page.text_content("#updateCode") == "store.products[$step % 10].isFavorite.toggle()", "the panel shows the --update")
        for k in range(3):
            page.click("#updateGo")
            page.wait_for_function("n => document.querySelectorAll('#updateLog tbody tr').length === n", arg=k + 1, timeout=15000)
        rows = page.eval_on_selector_all("#updateLog tbody tr", "rs => rs.map(r => [...r.cells].map(c => c.textContent))")
        check([r[0] for r in rows] == ["2", "1", "0"], f"three changes logged, newest first: {[r[0] for r in rows]}")
        check(all(r[1] == "2" for r in rows), f"each change ran 2 bodies (the grid and the toggled card): {[r[1] for r in rows]}")
        check(all(r[5].startswith("2 of ") for r in rows), f"each change measured the toggled card and its heart anew: {[r[5] for r in rows]}")
        causes = page.text_content("#updateCauses")
        check("ProductCard 1" in causes and "ValueGrid 1" in causes, f"the causes name the card and the grid: {causes!r}")
        page.wait_for_function("document.getElementById('sceneText').value.split('heart.fill').length - 1 === 3", timeout=15000)
        check(True, "the drawn scene has three filled hearts after three toggles")
        page.screenshot(path=f"{out}/playground-changes.png", full_page=True)
        page.click("#updateReset")
        page.wait_for_function("!document.getElementById('sceneText').value.includes('heart.fill')", timeout=15000)
        check(page.eval_on_selector_all("#updateLog tbody tr", "rs => rs.length") == 0, "Start again empties the log and the hearts")
        page.select_option("#preset", index=1)
        check(not page.is_visible("#updateBox"), "another preset hides the panel")
        check(errors == [], f"no script errors: {errors}")
        browser.close()
finally:
    server.terminate()
    server.wait(timeout=10)

print("playground changes check:", "all passed" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
