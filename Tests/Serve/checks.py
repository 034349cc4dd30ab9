"""What the server checks share: the binary and checks that count their failures."""
import os

gridperf = os.environ.get("GRIDPERF", ".build/release/gridperf")
failures = []

def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)
