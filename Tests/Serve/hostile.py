"""`gridperf serve` under hostile and concurrent requests, on loopback (no browser needed).

Each bad request must get its one-line error and the right HTTP status, fast; the server must
keep serving, also while one client lays out a large scene or holds a half-sent request; eight
clients at once must all be answered; memory must stay bounded. Prints the numbers.
"""
import concurrent.futures, http.client, json, os, re, socket, subprocess, sys, time

from checks import gridperf, failures, check

server = subprocess.Popen([gridperf, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
m = re.search(r"http://([0-9.]+):(\d+)/", server.stdout.readline())
host, port = m.group(1), int(m.group(2))

def rss_mib():
    with open(f"/proc/{server.pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")

def request(path, body=None, headers=None, raw=None, timeout=30):
    c = http.client.HTTPConnection(host, port, timeout=timeout)
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    c.request("POST" if data is not None else "GET", path, body=data, headers=headers or {"Content-Type": "application/json"})
    r = c.getresponse()
    payload = r.read()
    c.close()
    return r.status, payload

def replies_of(sockets):
    """What each socket was answered (its first 4 KiB, or the error reading it), each then closed."""
    replies = []
    for s in sockets:
        s.settimeout(10)
        try:
            replies.append(s.recv(4096).decode(errors="replace"))
        except OSError as e:
            replies.append(type(e).__name__)
        s.close()
    return replies

def nested(depth):
    """A tree scene `depth` stacks deep around one leaf."""
    item = {"size": [1, 1]}
    for _ in range(depth):
        item = {"layout": "vstack", "items": [item]}
    return {"layout": "vstack", "items": [item]}

def scene(count, width=300):
    return {"layout": "lazy-vgrid", "parameters": {"columns": [{"size": {"fixed": 70}}, {"size": {"adaptive": {"minimum": 40}}}]},
            "width": width, "items": {"count": count, "model": "flexible:40-40", "seed": 42}}

try:
    start_rss = rss_mib()
    cases = [
        ("malformed JSON", dict(raw=b'{"layout": "grid", '), 400, "body"),
        ("an unknown layout", dict(body={"layout": "nope", "items": {"count": 3}}), 400, "layout"),
        ("a parameter out of range", dict(body=dict(scene(10), parameters={"columns": [{"size": {"fixed": -1}}]})), 400, "parameters"),
        ("a 10^8-item scene", dict(body=scene(100_000_000)), 400, "items.count"),
        ("an infinite width", dict(raw=b'{"layout":"grid","width":1e999,"items":{"count":3}}'), 400, "width"),
        ("an unknown field", dict(body=dict(scene(3), colour="red")), 400, "body"),
        # Tree scenes over their limits: one line naming the limit, HTTP 400 (issue 31).
        ("a tree 40 views deep", dict(body={"scene": nested(40)}), 400, "scene"),
        ("a tree 10,000 views deep", dict(raw=json.dumps({"scene": {"layout": "vstack", "items": []}}).replace(
            '"items": []', '"items": [' + '{"layout": "vstack", "items": [' * 10_000 + '{"size": [1, 1]}' + ']}' * 10_000 + ']').encode()), 400, "body"),
        ("a scene key the server does not keep", dict(body={"sceneKey": "no-such-key", "width": 300}), 400, "sceneKey"),
        ("an unknown leaf in a tree", dict(body={"scene": {"layout": "vstack", "items": [{"layout": "hstack", "items": [{"sparkle": {}}]}]}}), 400, "scene"),
    ]
    for name, kwargs, status, field in cases:
        t = time.perf_counter()
        got, payload = request("/api/layout", **kwargs)
        ms = (time.perf_counter() - t) * 1000
        answer = json.loads(payload)
        check(got == status and answer.get("field") == field and "\n" not in answer.get("error", "\n"),
              f"{name}: HTTP {got}, field {answer.get('field')!r}, in {ms:.1f} ms: {answer.get('error')}")
    # A body over the limit is refused before it is read.
    big = b"[" + b"1," * 4_300_000 + b"1]"
    t = time.perf_counter()
    got, payload = request("/api/layout", raw=big)
    check(got == 413, f"a {len(big) // 1024} KiB body: HTTP {got} in {(time.perf_counter() - t) * 1000:.1f} ms: {json.loads(payload).get('error')}")
    # Bodies past the limit (8 MiB, a 10,000-card tree's 3 MB fits) and past the replay size
    # FlyingFox drains itself (2 MiB), sent at once as a browser sends them, twice each: every
    # one answered 413, fast, and the server keeps answering (issue 52: the second 2.9 MB paste
    # hung the page, a 4.5 MB one never got its 413, under the 1 MiB limit of then).
    for size in (9_000_000, 12_000_000):
        for attempt in (1, 2):
            body = b"[" + b"1," * (size // 2) + b"1]"
            t = time.perf_counter()
            got, _ = request("/api/layout", raw=body)
            took = time.perf_counter() - t
            t = time.perf_counter()
            after, _ = request("/api/presets", timeout=10)
            check(got == 413 and took < 5 and after == 200,
                  f"a {size / 1e6:.1f} MB body (attempt {attempt}): HTTP {got} in {took * 1000:.0f} ms; presets then HTTP {after} in {(time.perf_counter() - t) * 1000:.0f} ms")
    # Two clients that send a 9 MB body slowly (64 KiB every 200 ms): each gets its 413 once
    # the drain gives up (5 s), its connection closed; meanwhile and after, other requests are
    # answered at once (they timed out at 90 s: the bodies were parsed as requests, a core each).
    slow = []
    for _ in range(2):
        s = socket.create_connection((host, port))
        s.sendall(b"POST /api/layout HTTP/1.1\r\nHost: x\r\nContent-Length: 9000000\r\n\r\n")
        slow.append(s)
    t = time.perf_counter()
    during = []
    for k in range(40):
        for s in slow:
            try:
                s.sendall(b"1" * 65536)
            except OSError:
                pass
        if k % 5 == 0:
            t0 = time.perf_counter()
            code, _ = request("/api/presets", timeout=10)
            during.append((code, time.perf_counter() - t0))
        time.sleep(0.2)
    replies = replies_of(slow)
    check(all(" 413 " in r.split("\r\n")[0] and "connection: close" in r.lower() for r in replies)
          and all(code == 200 and secs < 1 for code, secs in during),
          f"two slow 9 MB bodies: {[r.split(chr(13))[0] for r in replies]}; presets meanwhile in "
          f"{max(secs for _, secs in during) * 1000:.0f} ms at most")
    # Four clients that send a 4.5 MB body (under the 8 MiB limit) slowly, 16 KiB every 100 ms:
    # each is answered 408 once its body is 5 s late, its connection ended; for 60 s, meanwhile
    # and after, /api/presets answers within 1 s, and the server spends little CPU on them (they
    # were answered 500 at 15 s, their unread bodies parsed as requests: presets waited 6–30 s).
    def cpu_seconds():
        with open(f"/proc/{server.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    size = 4_500_000
    slow = []
    for _ in range(4):
        s = socket.create_connection((host, port))
        s.sendall(b"POST /api/layout HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % size)
        slow.append(s)
    cpu_before = cpu_seconds()
    t = time.perf_counter()
    during = []
    next_poll = t
    while time.perf_counter() - t < 60:
        for s in slow:
            try:
                s.sendall(b"1" * 16384)
            except OSError:
                pass
        if time.perf_counter() >= next_poll:
            t0 = time.perf_counter()
            try:
                code, _ = request("/api/presets", timeout=10)
            except OSError:
                code = None
            during.append((code, time.perf_counter() - t0))
            next_poll += 0.5
        time.sleep(0.1)
    cpu_spent = cpu_seconds() - cpu_before
    replies = replies_of(slow)
    check(all(" 408 " in r.split("\r\n")[0] and "connection: close" in r.lower() for r in replies)
          and all(code == 200 and secs < 1 for code, secs in during) and cpu_spent < 5,
          f"four slow 4.5 MB bodies: {[r.split(chr(13))[0] for r in replies]}; {len(during)} presets over 60 s, "
          f"the slowest in {max(secs for _, secs in during) * 1000:.0f} ms; the server's CPU {cpu_spent:.2f} s")
    # A chunked body is refused (its size is unknown until read).
    s = socket.create_connection((host, port))
    s.sendall(b"POST /api/layout HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
    reply = s.recv(4096).decode(errors="replace")
    s.close()
    check(" 411 " in reply.split("\r\n")[0], f"a chunked body: {reply.splitlines()[0] if reply else 'no answer'}")
    # A client that sends half a request and stalls does not stop the others.
    stall = socket.create_connection((host, port))
    stall.sendall(b"POST /api/layout HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{\"lay")
    t = time.perf_counter()
    got, _ = request("/api/layout", body=scene(100))
    check(got == 200, f"a request while another client stalls mid-body: HTTP {got} in {(time.perf_counter() - t) * 1000:.1f} ms")
    stall.close()
    # Small requests are answered while a large scene is laid out and measured.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        t = time.perf_counter()
        large = pool.submit(request, "/api/cost", scene(200_000), None, None, 60)
        time.sleep(0.05)
        small_times = []
        for _ in range(5):
            t1 = time.perf_counter()
            got, _ = request("/api/layout", body=scene(100))
            small_times.append((time.perf_counter() - t1) * 1000)
        large_status, _ = large.result()
        large_ms = (time.perf_counter() - t) * 1000
    check(large_status == 200 and max(small_times) < 1000,
          f"while a 200,000-item scene is measured ({large_ms:.0f} ms), 100-item layouts answer in {min(small_times):.1f}–{max(small_times):.1f} ms")
    # A kept-alive connection (as a browser's fetch keeps one) answers as fast as a fresh one:
    # with Nagle's algorithm on, the body waited for the client's delayed ACK of the header
    # (about 40 ms every time); the margin is wide, so this checks the stall, not the speed.
    def timed(keep):
        times = []
        c = http.client.HTTPConnection(host, port, timeout=30) if keep else None
        for _ in range(15):
            conn = c or http.client.HTTPConnection(host, port, timeout=30)
            t = time.perf_counter()
            conn.request("POST", "/api/layout", body=json.dumps(scene(1000)), headers={"Content-Type": "application/json"})
            conn.getresponse().read()
            times.append((time.perf_counter() - t) * 1000)
            if not c:
                conn.close()
        if c:
            c.close()
        return sorted(times)[len(times) // 2]
    fresh, kept = timed(False), timed(True)
    check(kept < fresh + 25, f"1,000 items on a kept-alive connection: p50 {kept:.1f} ms (a fresh connection each time: {fresh:.1f} ms)")
    # Eight clients at once, each laying out and measuring 10,000 items five times.
    def client(k):
        times = []
        for i in range(5):
            t = time.perf_counter()
            a, _ = request("/api/layout", body=scene(10_000, 250 + 10 * k + i))
            b, _ = request("/api/cost", body=scene(10_000, 250 + 10 * k + i))
            times.append((time.perf_counter() - t) * 1000)
            if a != 200 or b != 200:
                return None
        return times
    t = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(client, range(8)))
    wall = time.perf_counter() - t
    ok = all(r is not None for r in results)
    flat = sorted(x for r in results if r for x in r)
    check(ok, f"8 clients × 5 (layout + cost) of 10,000 items: all answered in {wall:.1f} s; per pair p50 {flat[len(flat) // 2]:.0f} ms, max {flat[-1]:.0f} ms")
    end_rss = rss_mib()
    check(end_rss < 1024, f"server memory: {start_rss:.0f} MiB at start, {end_rss:.0f} MiB after (bounded under 1 GiB)")
    got, _ = request("/api/layouts")
    check(got == 200 and server.poll() is None, "the server is still up and serving")
finally:
    server.terminate()
    server.wait(timeout=10)
print("serve hostile check:", "all passed" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
