"""An outside plugin in the playground (Playwright driving Debian's Chromium).

Starts the example plugin package's own gridperf (`justified-gridperf serve`: Examples/JustifiedRows,
its `main.swift` starting with `GridPerfServer.main(plugins:)`), picks its `justified-rows` layout,
sets `rowHeight` to 90, and checks that the page draws it and that "Copy as SwiftUI" writes the
plugin's own code — `JustifiedRowsLayout(targetHeight: 90, spacing: 4)` with its note — where a
layout without SwiftUI code would be a `Group`. Screenshot in reports/browser/. Exit 0 when every
check holds.
"""
import os, sys
from common import out, failures, check, serve, open_page

binary = os.environ.get("JUSTIFIED", ".build/release/justified-gridperf")
server, url = serve(binary=binary)
print("server:", url)

from playwright.sync_api import sync_playwright

try:
    with sync_playwright() as p:
        browser, page = open_page(p, url)
        names = page.evaluate("[...document.querySelectorAll('#layout option')].map((o) => o.value)")
        check("justified-rows" in names and "lazy-vgrid" in names, "the plugin's layout is listed beside the built-ins")
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.select_option("#layout", "justified-rows")
        page.wait_for_function("n => Number(document.body.dataset.redraws || 0) > n", arg=n, timeout=15000)
        n = int(page.evaluate("Number(document.body.dataset.redraws)"))
        page.fill("#param-rowHeight", "90")
        page.wait_for_function("n => Number(document.body.dataset.redraws || 0) > n", arg=n, timeout=15000)
        drawn = page.evaluate("document.querySelectorAll('#frames rect.item').length")
        check(drawn > 0, f"the page draws the plugin's frames ({drawn} items)")
        page.click("[data-copy=swiftUI]")
        page.wait_for_function("document.getElementById('copyText').textContent.includes('Layout')", timeout=10000)
        code = page.text_content("#copyText")
        check("JustifiedRowsLayout(targetHeight: 90, spacing: 4) {" in code and "// SwiftUI ships no justified rows" in code
              and "Group" not in code, f"Copy as SwiftUI writes the plugin's own code: {code[:160]!r}")
        page.screenshot(path=f"{out}/playground-plugin.png", full_page=True)
        browser.close()
finally:
    server.terminate()
    server.wait()

if failures:
    print(f"{len(failures)} plugin playground checks failed")
    sys.exit(1)
print("plugin playground checks: all passed")
