"""What the browser checks share: the binary, the screenshot folder, checks that count their
failures, and a `gridperf serve` on a free port."""
import os, re, subprocess, sys

gridperf = os.environ.get("GRIDPERF", ".build/release/gridperf")
out = os.environ.get("SCREENSHOTS", "reports/browser")
os.makedirs(out, exist_ok=True)
failures = []

def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)

def serve(*arguments, binary=None):
    """`gridperf serve --port 0 ARGUMENTS…` (or `BINARY serve …`): the process and the URL it printed
    (exits 1 without one)."""
    server = subprocess.Popen([binary or gridperf, "serve", "--port", "0", *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    m = re.search(r"http://[0-9.]+:\d+/", line)
    if not m:
        print("FAIL the server did not print its URL:", line, server.stderr.read())
        sys.exit(1)
    return server, m.group(0)


def open_page(playwright, url, errors=None):
    """Headless Chromium (CHROMIUM, else /usr/bin/chromium) on `url`, 1400 × 1000, once the page
    says it is ready: the browser and the page. `errors`, a list, collects the page's script errors
    from before it loads."""
    browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    if errors is not None:
        page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_function("document.body.dataset.ready === '1'")
    return browser, page
