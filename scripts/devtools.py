"""devtools.py -- one headless Chromium (Debian's `chromium`) driven over its
DevTools protocol with the `websocket` module (Debian's python3-websocket,
PyPI's websocket-client): what scripts/gallery_check.py and
scripts/browser_bench.py share. No Selenium or Playwright in between.
"""

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request

try:
    import websocket  # python3-websocket / websocket-client
except ImportError:  # scripts/check-gallery and scripts/bench-browser install it
    sys.exit("needs the websocket module (apt-get install python3-websocket)")

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
TIMEOUT = 60  # seconds for a call or an awaited event

BASE_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
              "--disable-extensions", "--mute-audio", "--remote-allow-origins=*", "--remote-debugging-port=0"]


class CDP:
    """One DevTools websocket: calls wait for their answer; events are kept."""

    def __init__(self, url):
        self.ws = websocket.create_connection(url, timeout=TIMEOUT, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]
            if "method" in message:
                self.events.append(message)

    def wait_for(self, method, timeout=TIMEOUT):
        """Returns once an event `method` has arrived (kept with the others)."""
        deadline = time.monotonic() + timeout
        while not any(e["method"] == method for e in self.events):
            if time.monotonic() > deadline:
                raise RuntimeError(f"no {method} within {timeout} s")
            self.ws.settimeout(max(0.1, deadline - time.monotonic()))
            message = json.loads(self.ws.recv())
            if "method" in message:
                self.events.append(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")


def launch(profile, url, flags):
    """Starts Chromium on `url` with `flags` beside the base ones, its profile
    in `profile`; returns the process and its first page's websocket URL."""
    args = [CHROMIUM] + BASE_FLAGS + [f"--user-data-dir={profile}"] + flags + [url]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + TIMEOUT
    while not os.path.exists(port_file) or os.path.getsize(port_file) == 0:
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("chromium did not start (no DevToolsActivePort)")
        time.sleep(0.01)
    port = int(open(port_file).read().split()[0])
    while True:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as r:
            pages = [t for t in json.load(r) if t.get("type") == "page"]
        if pages:
            return proc, pages[0]["webSocketDebuggerUrl"]
        time.sleep(0.01)
