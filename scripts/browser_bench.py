#!/usr/bin/python3
"""browser_bench.py -- the browser route to a width-sweep GIF, timed.

    /usr/bin/python3 scripts/browser_bench.py [--frames 200,1000] [--runs 3]
        [--json PATH] [--keep DIR]

What a user without Trellis would do to get `trellis sweep --example
breakable-constraints` as a GIF: write the scene as an HTML page (CSS
flexbox), open it in one headless Chromium (Debian's `chromium`), and for
each width set the root's width (a CSS variable, through the DevTools
protocol's Runtime.evaluate), take a PNG screenshot of a fixed canvas as wide
as the widest frame (Page.captureScreenshot with a clip), save it, and then
assemble the PNGs into a GIF:

- ffmpeg: one command, palettegen + paletteuse (one palette for the whole
  GIF, computed in a first pass over the frames), 25 frames per second.
- gifsicle: gifsicle reads only GIFs, so each PNG first becomes a one-frame
  GIF with its own 256-colour palette (Pillow's quantize: median cut, Floyd-
  Steinberg; ffmpeg's image2 muxer writes GIF frames without the GIF header,
  which gifsicle rejects), then `gifsicle -O3 --delay 4 --loopcount` assembles
  them.

Chromium runs with --disable-frame-rate-limit --disable-gpu-vsync (twice as
fast here; --untuned leaves them out) and is driven over its DevTools
protocol directly (a websocket, the `websocket` module: Debian's
python3-websocket, PyPI's websocket-client), one request at a time, with no
Selenium or Playwright in between.

Sweeps, as `trellis-bench render`: 200 frames (widths 200, 202, ..., 598) and
1,000 frames (200, 200.4, ..., 599.6). The canvas is max width x the tallest
page height at the first and last width, as Trellis sizes its canvas.

Measured per sweep (time.perf_counter, wall clock):
- startup: launching Chromium until the page is loaded and measured;
- capture: the width loop (evaluate + screenshot + base64 decode + write PNG);
- close: Chromium shut down;
- ffmpeg: the palettegen/paletteuse command;
- png->gif + gifsicle: the per-frame conversion (Pillow) and the gifsicle command;
- peak memory of the browser: the sum over Chromium's process tree of VmRSS
  (which counts pages shared between its processes once per process, so it
  overstates) and of Pss (shared pages split between the sharers, the fairer
  total), sampled every 50 ms from /proc during startup and capture;
- peak memory of ffmpeg, the Pillow conversion and gifsicle: their maximum resident size (wait4);
- the GIFs' sizes.
Route totals: ffmpeg route = startup + capture + close + ffmpeg; gifsicle
route = startup + capture + close + png->gif + gifsicle. Frames per second =
frames / route total. With --runs N each number is the median of N runs.
Frames go to a temporary directory under /tmp (deleted unless --keep).
"""

import argparse
import base64
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from devtools import CDP, CHROMIUM, launch

# breakable-constraints as a web page. Trellis's scene
# (Sources/Examples/BreakableConstraintsExample.swift): root of width W on a
# white canvas; myView (red) 8 from the root's top, leading and trailing; in
# it the label "Some text" (DejaVu Sans 16, black, centred, wrapping) 8 from
# myView's top, leading and trailing; the "Press" button (white, blue 16-point
# title, 100 wide, 6 above and below its title) centred, 16 below the label and
# 8 above myView's bottom; the "Adjust" button (same style) centred, 80 below
# myView. The root's width is the CSS variable --w, in CSS pixels (= points).
PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
html, body { margin: 0; padding: 0; background: #fff; overflow: hidden; }
body { font: 16px/normal "DejaVu Sans"; }
#root { width: calc(var(--w, 598) * 1px); display: flex; flex-direction: column;
        align-items: center; padding-top: 8px; }
#myView { align-self: stretch; margin: 0 8px; padding: 8px; background: #f00;
          display: flex; flex-direction: column; align-items: center; }
#label { align-self: stretch; text-align: center; color: #000; overflow-wrap: break-word; }
.button { width: 100px; padding: 6px 0; background: #fff; color: #00f; text-align: center;
          overflow-wrap: break-word; }
#press { margin-top: 16px; }
#adjust { margin-top: 80px; }
</style></head><body>
<div id="root">
  <div id="myView"><div id="label">Some text</div><div class="button" id="press">Press</div></div>
  <div class="button" id="adjust">Press</div>
</div>
<script>
document.getElementById("adjust").textContent = "Adjust";
function setWidth(w) { document.documentElement.style.setProperty("--w", String(w)); }
function contentHeight() { return document.getElementById("root").getBoundingClientRect().bottom; }
</script>
</body></html>
"""


def sweep_widths(frames):
    if frames == 200:
        return [200 + 2 * i for i in range(200)]
    if frames == 1000:
        # 200 + 0.4 i, printed as Trellis's SweepPlan computes it (from + i * step).
        return [round(200 + i * 0.4, 6) for i in range(1000)]
    sys.exit(f"browser_bench.py: --frames takes 200 and/or 1000, not {frames}")


# ---- memory of a process tree, from /proc ---------------------------------

def _descendants(root):
    children = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        ppid = int(stat[stat.rfind(")") + 2:].split()[1])
        children.setdefault(ppid, []).append(int(name))
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def _kb(path, key):
    try:
        with open(path) as f:
            for line in f:
                if line.startswith(key):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class TreeSampler(threading.Thread):
    """Samples the summed VmRSS and Pss of a process tree every `interval` s."""

    def __init__(self, pid, interval=0.05):
        super().__init__(daemon=True)
        self.pid, self.interval = pid, interval
        self.peak_rss_kb = self.peak_pss_kb = self.peak_processes = 0
        self._halt = threading.Event()

    def run(self):
        while not self._halt.is_set():
            pids = _descendants(self.pid)
            rss = sum(_kb(f"/proc/{p}/status", "VmRSS:") for p in pids)
            pss = sum(_kb(f"/proc/{p}/smaps_rollup", "Pss:") for p in pids)
            self.peak_rss_kb = max(self.peak_rss_kb, rss)
            self.peak_pss_kb = max(self.peak_pss_kb, pss)
            self.peak_processes = max(self.peak_processes, len(pids))
            self._halt.wait(self.interval)

    def stop(self):
        self._halt.set()
        self.join()


# Without these two, each screenshot waits for the next frame of Chromium's
# 60 Hz-limited compositor, about 48 ms a frame here; with them about 20 ms.
# --untuned leaves them out. CHROMIUM_FLAGS adds more (space-separated).
TUNED = True
TUNED_FLAGS = ["--disable-frame-rate-limit", "--disable-gpu-vsync"]
EXTRA_FLAGS = os.environ.get("CHROMIUM_FLAGS", "").split()


def launch_page(profile, page_url, canvas_width):
    return launch(profile, page_url, ["--hide-scrollbars", f"--window-size={canvas_width},600",
                                      "--force-device-scale-factor=1"] + (TUNED_FLAGS if TUNED else []) + EXTRA_FLAGS)


def run_child(cmd):
    """Runs cmd; returns (seconds, max RSS in kB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{cmd[0]} failed: {proc.stderr.read().decode(errors='replace')[-2000:]}")
    return seconds, usage.ru_maxrss


PNG_TO_GIF = """
import os, sys
from PIL import Image
src, dst = sys.argv[1], sys.argv[2]
for name in sorted(os.listdir(src)):
    Image.open(os.path.join(src, name)).convert("RGB").quantize(256).save(
        os.path.join(dst, name[:-4] + ".gif"))
"""


def one_sweep(frames, work):
    widths = sweep_widths(frames)
    canvas_width = int(max(widths) + 0.999)
    os.makedirs(work, exist_ok=True)
    page = os.path.join(work, "breakable-constraints.html")
    with open(page, "w") as f:
        f.write(PAGE)
    pngs = os.path.join(work, "png")
    os.makedirs(pngs, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="chromium-profile-", dir=work)

    t0 = time.perf_counter()
    proc, ws_url = launch_page(profile, "about:blank", canvas_width)
    try:
        return _sweep(frames, widths, canvas_width, work, page, pngs, proc, ws_url, t0)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def _sweep(frames, widths, canvas_width, work, page, pngs, proc, ws_url, t0):
    sampler = TreeSampler(proc.pid)
    sampler.start()
    cdp = CDP(ws_url)
    cdp.call("Page.navigate", url="file://" + page)
    while not cdp.evaluate("document.readyState == 'complete' && typeof setWidth == 'function'"):
        time.sleep(0.005)
    heights = []
    for w in (min(widths), max(widths)):
        cdp.evaluate(f"setWidth({w!r})")
        heights.append(cdp.evaluate("contentHeight()"))
    canvas_height = int(max(heights) + 0.999)
    clip = {"x": 0, "y": 0, "width": canvas_width, "height": canvas_height, "scale": 1}
    t1 = time.perf_counter()
    for i, w in enumerate(widths):
        cdp.evaluate(f"setWidth({w!r})")
        shot = cdp.call("Page.captureScreenshot", format="png", clip=clip)
        with open(os.path.join(pngs, f"f{i:04d}.png"), "wb") as f:
            f.write(base64.b64decode(shot["data"]))
    t2 = time.perf_counter()
    sampler.stop()
    try:
        cdp.call("Browser.close")
    except Exception:
        pass
    proc.wait(timeout=30)
    t3 = time.perf_counter()

    # Route 1: ffmpeg, one palette for the whole GIF (25 fps = 4/100 s a frame).
    ffmpeg_gif = os.path.join(work, "ffmpeg.gif")
    ffmpeg_s, ffmpeg_kb = run_child([
        "ffmpeg", "-v", "error", "-y", "-framerate", "25", "-i", os.path.join(pngs, "f%04d.png"),
        "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0", ffmpeg_gif])

    # Route 2: each PNG -> a one-frame GIF with its own 256-colour palette
    # (Pillow's quantize, in a child process so that its memory is its own;
    # ffmpeg's image2 GIFs lack the GIF header), then gifsicle -O3 assembles.
    gifs = os.path.join(work, "gif")
    os.makedirs(gifs, exist_ok=True)
    convert_s, convert_kb = run_child([sys.executable, "-c", PNG_TO_GIF, pngs, gifs])
    gifsicle_gif = os.path.join(work, "gifsicle.gif")
    frame_gifs = sorted(os.path.join(gifs, n) for n in os.listdir(gifs))
    gifsicle_s, gifsicle_kb = run_child(
        ["gifsicle", "-O3", "--delay", "4", "--loopcount=forever", "-o", gifsicle_gif] + frame_gifs)
    # And what gifsicle -O3 makes of ffmpeg's GIF (not in either route's time).
    ffmpeg_o3 = os.path.join(work, "ffmpeg.O3.gif")
    run_child(["gifsicle", "-O3", ffmpeg_gif, "-o", ffmpeg_o3])

    startup, capture, close = t1 - t0, t2 - t1, t3 - t2
    browser = startup + capture + close
    return {
        "frames": frames,
        "canvas": [canvas_width, canvas_height],
        "startup_s": startup,
        "capture_s": capture,
        "capture_ms_per_frame": capture * 1e3 / frames,
        "close_s": close,
        "ffmpeg_s": ffmpeg_s,
        "png_to_gif_s": convert_s,
        "gifsicle_s": gifsicle_s,
        "ffmpeg_route_s": browser + ffmpeg_s,
        "gifsicle_route_s": browser + convert_s + gifsicle_s,
        "ffmpeg_route_fps": frames / (browser + ffmpeg_s),
        "gifsicle_route_fps": frames / (browser + convert_s + gifsicle_s),
        "browser_peak_rss_mb": sampler.peak_rss_kb / 1024,
        "browser_peak_pss_mb": sampler.peak_pss_kb / 1024,
        "browser_processes": sampler.peak_processes,
        "ffmpeg_peak_rss_mb": ffmpeg_kb / 1024,
        "png_to_gif_peak_rss_mb": convert_kb / 1024,
        "gifsicle_peak_rss_mb": gifsicle_kb / 1024,
        "png_bytes": sum(os.path.getsize(os.path.join(pngs, n)) for n in os.listdir(pngs)),
        "ffmpeg_gif_bytes": os.path.getsize(ffmpeg_gif),
        "ffmpeg_gif_O3_bytes": os.path.getsize(ffmpeg_o3),
        "gifsicle_gif_bytes": os.path.getsize(gifsicle_gif),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", default="200,1000", help="sweeps to run: 200 and/or 1000")
    parser.add_argument("--runs", type=int, default=1, help="runs per sweep; numbers are medians")
    parser.add_argument("--json", help="write every run and the medians as JSON here")
    parser.add_argument("--untuned", action="store_true",
                        help="leave out --disable-frame-rate-limit --disable-gpu-vsync")
    parser.add_argument("--keep", help="keep the frames and GIFs of the last run in this directory")
    args = parser.parse_args()
    global TUNED
    TUNED = not args.untuned
    sweeps = [int(f) for f in args.frames.split(",") if f]

    results = {}
    for frames in sweeps:
        runs = []
        for r in range(args.runs):
            work = tempfile.mkdtemp(prefix=f"browser-bench-{frames}-")
            try:
                runs.append(one_sweep(frames, work))
            finally:
                if args.keep and r == args.runs - 1:
                    dest = os.path.join(args.keep, str(frames))
                    shutil.rmtree(dest, ignore_errors=True)
                    shutil.copytree(work, dest, ignore=shutil.ignore_patterns("chromium-profile-*"))
                shutil.rmtree(work, ignore_errors=True)
            x = runs[-1]
            print(f"browser_bench: {frames} frames run {r + 1}/{args.runs}: "
                  f"ffmpeg route {x['ffmpeg_route_s']:.2f} s, gifsicle route {x['gifsicle_route_s']:.2f} s, "
                  f"browser {x['browser_peak_pss_mb']:.0f} MB PSS / {x['browser_peak_rss_mb']:.0f} MB RSS",
                  file=sys.stderr)
        median = {k: (statistics.median(r[k] for r in runs) if isinstance(v, (int, float)) else v)
                  for k, v in runs[0].items()}
        results[frames] = {"median": median, "runs": runs}

    print(f"| route | frames | wall s | frames/s | peak MB | GIF bytes |")
    print(f"|---|---:|---:|---:|---:|---:|")
    for frames, res in results.items():
        m = res["median"]
        browser = f"{m['browser_peak_pss_mb']:.0f} PSS / {m['browser_peak_rss_mb']:.0f} RSS"
        print(f"| Chromium + ffmpeg | {frames} | {m['ffmpeg_route_s']:.2f} | {m['ffmpeg_route_fps']:.0f} "
              f"| {browser} (ffmpeg {m['ffmpeg_peak_rss_mb']:.0f}) | {m['ffmpeg_gif_bytes']:,} |")
        print(f"| Chromium + Pillow + gifsicle | {frames} | {m['gifsicle_route_s']:.2f} | "
              f"{m['gifsicle_route_fps']:.0f} | {browser} (gifsicle {m['gifsicle_peak_rss_mb']:.0f}) "
              f"| {m['gifsicle_gif_bytes']:,} |")
    print()
    print("| frames | startup s | capture ms/frame | close s | ffmpeg s | png->gif s | gifsicle s "
          "| Chromium processes | ffmpeg -O3 bytes |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for frames, res in results.items():
        m = res["median"]
        print(f"| {frames} | {m['startup_s']:.2f} | {m['capture_ms_per_frame']:.1f} | {m['close_s']:.2f} "
              f"| {m['ffmpeg_s']:.2f} | {m['png_to_gif_s']:.2f} | {m['gifsicle_s']:.2f} "
              f"| {m['browser_processes']} | {m['ffmpeg_gif_O3_bytes']:,} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"runs_per_sweep": args.runs, "chromium": chromium_version(),
                       "flags": (TUNED_FLAGS if TUNED else []) + EXTRA_FLAGS,
                       "results": {str(k): v for k, v in results.items()}}, f, indent=2)


def chromium_version():
    try:
        return subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return None


if __name__ == "__main__":
    main()
