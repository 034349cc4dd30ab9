"""`gridperf serve` with a user's view whose second change traps (Tests/Serve/CrashingChange.swift):
the server is a worker, the view's code runs there; the crash is one line on standard error naming
the view, and the playground starts again on the same port, where the page's next requests are
answered — the first change again, from a fresh view. Exit 0 when every check holds.
"""
import http.client, json, os, re, subprocess, sys, time

from checks import gridperf, failures, check

server = subprocess.Popen(
    [gridperf, "serve", "--port", "0", "--source", "Tests/Serve/CrashingChange.swift", "--setup", "let counter = Counter()",
     "--view", "Bars(counter: counter)", "--update", "counter.index += 1"],
    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
m = re.search(r"http://([0-9.]+):(\d+)/", server.stdout.readline())
if not m:
    print("FAIL the server did not print its URL:", server.stderr.read())
    sys.exit(1)
host, port = m.group(1), int(m.group(2))

def request(path, body=None, timeout=30):
    c = http.client.HTTPConnection(host, port, timeout=timeout)
    data = json.dumps(body).encode() if body is not None else None
    c.request("POST" if data is not None else "GET", path, body=data, headers={"Content-Type": "application/json"})
    r = c.getresponse()
    payload = r.read()
    c.close()
    return r.status, payload

try:
    status, payload = request("/api/presets")
    presets = json.loads(payload)["presets"]
    name = next(p["name"] for p in presets if p["name"].startswith("View: "))
    first, _ = request("/api/update", {"preset": name})
    check(first == 200, f"the first change (width 10 → 20): HTTP {first}")
    try:
        second, _ = request("/api/update", {"preset": name})
    except (ConnectionError, http.client.HTTPException, OSError) as e:
        second = type(e).__name__
    check(second != 200, f"the second change traps in the view's code: {second}")
    back = None
    started = time.perf_counter()
    while time.perf_counter() - started < 20:
        try:
            back, _ = request("/api/presets", timeout=5)
            if back == 200:
                break
        except OSError:
            time.sleep(0.2)
    check(back == 200, f"the playground answers again on the same port after {time.perf_counter() - started:.1f} s")
    again, _ = request("/api/update", {"preset": name})
    check(again == 200, f"the first change again, from a fresh view: HTTP {again}")
finally:
    server.terminate()
    try:
        _, err = server.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        _, err = server.communicate()
errors = [l for l in err.splitlines() if l.startswith("error:")]
check(len(errors) == 1 and "--view `Bars(counter: counter)` or its --setup/--update: crashed" in errors[0],
      f"one line names the view and the crash: {errors}")
check("starting again on the same port" in err, "it says the playground starts again")
print("serve crash check:", "all passed" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
