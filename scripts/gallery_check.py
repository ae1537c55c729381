#!/usr/bin/python3
"""gallery_check.py -- load a `trellis docs` gallery in headless Chromium and
report what a reader would see broken.

    /usr/bin/python3 scripts/gallery_check.py GALLERY_DIR

Opens GALLERY_DIR/index.html and every page it links (file:// URLs) in one
headless Chromium (Debian's `chromium`), driven over its DevTools protocol
with the `websocket` module (Debian's python3-websocket), through
scripts/devtools.py as scripts/browser_bench.py. For each page it collects, from the moment
the page starts loading until it has loaded:

- uncaught exceptions (Runtime.exceptionThrown),
- console.error calls (Runtime.consoleAPICalled, type "error"),
- browser log entries of level "error" (Log.entryAdded: a missing file, a
  blocked request...),
- images that did not load: every <img> must be `complete` with a
  `naturalWidth` above 0 (Runtime.evaluate),
- requests that left the gallery (anything but file:// under GALLERY_DIR, or
  data:), from Network.requestWillBeSent: the gallery must be self-contained.

Exit status 0 with a one-line summary when every page is clean; 1 with one
line per problem (page: what) otherwise; 2 when Chromium cannot be driven.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # devtools checks that it is there

from devtools import CDP, launch


# Every <img> that has not loaded: its src, or nothing when all have.
BROKEN_IMAGES = """
new Promise(resolve => {
  const check = () => Array.from(document.images)
      .filter(img => !(img.complete && img.naturalWidth > 0)).map(img => img.getAttribute('src'));
  // Images still decoding get a moment; broken ones stay broken.
  Promise.all(Array.from(document.images).map(img => img.decode().catch(() => null)))
      .then(() => resolve(JSON.stringify({count: document.images.length, broken: check()})));
})
"""


def check_page(cdp, url, root_url):
    """Loads `url`; returns (problems, image count, links to other pages)."""
    cdp.events.clear()
    cdp.call("Page.navigate", url=url)
    cdp.wait_for("Page.loadEventFired")
    report = json.loads(cdp.evaluate(BROKEN_IMAGES))
    links = cdp.evaluate("Array.from(document.querySelectorAll('a[href]')).map(a => a.href)")
    problems = [f"broken image {src}" for src in report["broken"]]
    for event in cdp.events:
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            text = details.get("exception", {}).get("description") or details.get("text", "")
            problems.append(f"exception: {text}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            args = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            problems.append(f"console error: {args}")
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            problems.append(f"log error: {entry.get('text', '')} {entry.get('url', '')}".rstrip())
        elif method == "Network.requestWillBeSent":
            request_url = params.get("request", {}).get("url", "")
            if not (request_url.startswith(root_url) or request_url.startswith("data:")):
                problems.append(f"request outside the gallery: {request_url}")
    return problems, report["count"], links


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    root = os.path.realpath(sys.argv[1])
    index = os.path.join(root, "index.html")
    if not os.path.isfile(index):
        print(f"gallery_check.py: no index.html in {root}", file=sys.stderr)
        return 2
    root_url = "file://" + root + "/"
    profile = tempfile.mkdtemp(prefix="gallery-check-")
    proc = None
    try:
        proc, ws_url = launch(profile, "about:blank", ["--window-size=1200,900"])
        cdp = CDP(ws_url)
        for domain in ("Runtime", "Log", "Page", "Network"):
            cdp.call(f"{domain}.enable")
        todo, seen, failures, images = ["file://" + index], set(), [], 0
        while todo:
            url = todo.pop(0)
            if url in seen:
                continue
            seen.add(url)
            problems, count, links = check_page(cdp, url, root_url)
            images += count
            name = url[len(root_url):] or url
            failures += [f"{name}: {p}" for p in problems]
            for link in links:
                link = link.split("#")[0]
                # Follow the gallery's pages; other files (scene.yaml) must exist.
                if link.startswith(root_url) and link.endswith(".html"):
                    todo.append(link)
                elif link.startswith(root_url) and not os.path.exists(urllib.request.url2pathname(link[len("file://"):])):
                    failures.append(f"{name}: broken link {link[len(root_url):]}")
                elif not link.startswith(root_url):
                    failures.append(f"{name}: link outside the gallery {link}")
        try:
            cdp.call("Browser.close")
        except Exception:
            pass
    except (RuntimeError, OSError, websocket.WebSocketException) as error:
        print(f"gallery_check.py: cannot drive chromium: {error}", file=sys.stderr)
        return 2
    finally:
        if proc is not None:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        shutil.rmtree(profile, ignore_errors=True)
    if failures:
        for line in failures:
            print(line)
        print(f"gallery_check.py: {len(failures)} problems in {len(seen)} pages", file=sys.stderr)
        return 1
    print(f"gallery check: {len(seen)} pages, {images} images, no broken image, no console error")
    return 0


if __name__ == "__main__":
    sys.exit(main())
