#!/usr/bin/python3
"""pango_bench.py -- Pango on the texts of `trellis-bench text`, side by side.

    /usr/bin/python3 scripts/pango_bench.py TRELLIS.json [--json PANGO.json] [--quick]

Reads the JSON written by `trellis-bench text --json` for its workloads (the
corpus path, the generated paragraph's text and font file, the re-wrap
widths), times Pango (PangoCairo, through PyGObject) on the same texts,
fonts and widths, and prints a markdown table: workload, Pango median,
Trellis median, ratio Trellis / Pango. scripts/bench-text runs both.

Pango is driven as scripts/gen-pango-reference drives it: a private
fontconfig configuration (FONTCONFIG_FILE) whose only font directory holds
symlinks to exactly the fonts used, hinting off, cairo hint style and hint
metrics off, glyph positions not rounded, the case's fonts as a family list
"Primary,Fallback", absolute pixel size, language attribute, hyphen
insertion off, ellipsize END with set_height(-max_lines) for "end".

Attributed cases (the "runs" of Fixtures/text/attributed-corpus.jsonl) are
written as Pango markup, as scripts/gen-pango-reference writes them (a
<span> per run: font_family, weight, style, font_desc="SIZEpx",
letter_spacing, rise), parsed once before timing (Trellis likewise reads
its runs before timing); line_spacing_px is the layout's spacing.

What one layout is, timed with time.perf_counter:
- corpus and paragraph (from scratch): a new PangoLayout, font description,
  text, attributes, width, wrap (and ellipsize), then get_extents(), which
  makes Pango itemize, shape and break lines.
- attributed (from scratch): the same, with the runs' attribute list (from
  the markup) as the layout's attributes.
- rewrap: one PangoLayout with its text set; per width set_width() then
  get_extents(). Pango keeps no shaping across widths: it itemizes and
  shapes again for each.
Each layout also pays CPython's calls into PyGObject (a microsecond or two
each, about ten calls), small next to the layouts measured.

Runs with Debian's /usr/bin/python3 (python3-gi); installs python3-gi,
python3-gi-cairo and gir1.2-pango-1.0 with apt-get when missing.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

GI_CHECK = ("import gi; gi.require_version('Pango', '1.0'); "
            "gi.require_version('PangoCairo', '1.0'); "
            "from gi.repository import Pango, PangoCairo; import cairo")
DEBIAN_PACKAGES = ["python3-gi", "python3-gi-cairo", "gir1.2-pango-1.0"]

# As scripts/gen-pango-reference: hinting off, bitmap (emoji) fonts scaled
# to the requested size as fontconfig's stock 10-scale-bitmap-fonts.conf does.
FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{cache}</cachedir>
  <match target="font">
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
  </match>
  <match target="font">
    <test name="outline" compare="eq"><bool>false</bool></test>
    <edit name="pixelsizefixupfactor" mode="assign">
      <divide>
        <name target="pattern">pixelsize</name>
        <name target="font">pixelsize</name>
      </divide>
    </edit>
  </match>
  <match target="font">
    <test name="outline" compare="eq"><bool>false</bool></test>
    <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
    <edit name="matrix" mode="assign">
      <times>
        <name>matrix</name>
        <matrix>
          <name>pixelsizefixupfactor</name> <double>0</double>
          <double>0</double> <name>pixelsizefixupfactor</name>
        </matrix>
      </times>
    </edit>
    <edit name="size" mode="assign">
      <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
    </edit>
  </match>
</fontconfig>
"""


def ensure_pango():
    if subprocess.call(["/usr/bin/python3", "-c", GI_CHECK],
                       stderr=subprocess.DEVNULL) == 0:
        return
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.check_call(["apt-get", "install", "-y", "-q"] + DEBIAN_PACKAGES,
                          env=env, stdout=sys.stderr)


def family_of(path, index):
    out = subprocess.check_output(
        ["fc-scan", "--format", "%{index}\t%{family[0]}\n", path], text=True)
    for row in out.splitlines():
        i, family = row.split("\t", 1)
        if int(i) == index:
            return family
    sys.exit("pango_bench: %s has no face %d" % (path, index))


def private_fontconfig(fonts, tmp):
    """Points fontconfig at a directory holding only `fonts`. Must run
    before Pango is imported: fontconfig reads its configuration once."""
    font_dir, cache_dir = os.path.join(tmp, "fonts"), os.path.join(tmp, "cache")
    os.makedirs(font_dir)
    os.makedirs(cache_dir)
    for n, path in enumerate(sorted({p for p, _ in fonts})):
        os.symlink(path, os.path.join(font_dir, "%02d-%s" % (n, os.path.basename(path))))
    conf = os.path.join(tmp, "fonts.conf")
    with open(conf, "w") as f:
        f.write(FONTS_CONF.format(fonts=font_dir, cache=cache_dir))
    os.environ["FONTCONFIG_FILE"] = conf
    os.environ.pop("FONTCONFIG_PATH", None)


def run_fonts(r):
    return [(os.path.abspath(p), i) for p, i in
            zip(r["font_file"], r.get("font_index") or [0] * len(r["font_file"]))]


def read_corpus(path):
    cases = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                c = json.loads(line)
            except ValueError:
                continue  # a line still being written, as trellis-bench skips it
            c["font_index"] = c.get("font_index") or [0] * len(c["font_file"])
            c["fonts"] = [(os.path.abspath(p), i) for p, i in zip(c["font_file"], c["font_index"])]
            if "runs" in c:
                c["text"] = "".join(r["text"] for r in c["runs"])
                for r in c["runs"]:
                    if "font_file" in r:
                        r["fonts"] = run_fonts(r)
            cases.append(c)
    return cases


class PangoTimer:
    def __init__(self, families):
        import gi
        gi.require_version("Pango", "1.0")
        gi.require_version("PangoCairo", "1.0")
        from gi.repository import Pango, PangoCairo
        import cairo
        self.Pango = Pango
        self.version = Pango.version_string()
        fontmap = PangoCairo.FontMap.new()
        self.ctx = fontmap.create_context()
        options = cairo.FontOptions()
        options.set_hint_style(cairo.HINT_STYLE_NONE)
        options.set_hint_metrics(cairo.HINT_METRICS_OFF)
        PangoCairo.context_set_font_options(self.ctx, options)
        self.ctx.set_round_glyph_positions(False)
        self.families = families
        self.wraps = {"word": Pango.WrapMode.WORD, "char": Pango.WrapMode.CHAR,
                      "word_char": Pango.WrapMode.WORD_CHAR}

    def markup(self, c):
        """An attributed case's runs as Pango markup."""
        from gi.repository import GLib
        spans = []
        for r in c["runs"]:
            keys = [("font_family", ",".join(self.families[tuple(r.get("fonts") or c["fonts"])]))]
            if r.get("weight", c.get("weight")) is not None:
                keys.append(("weight", "%d" % r.get("weight", c.get("weight"))))
            if r.get("italic", c.get("italic")):
                keys.append(("style", "italic"))
            keys.append(("font_desc", "%gpx" % r.get("size_px", c["size_px"])))
            spacing = r.get("letter_spacing_px", c.get("letter_spacing_px", 0))
            if spacing:
                keys.append(("letter_spacing", "%d" % round(spacing * self.Pango.SCALE)))
            rise = r.get("rise_px", c.get("rise_px", 0))
            if rise:
                keys.append(("rise", "%d" % round(rise * self.Pango.SCALE)))
            spans.append("<span %s>%s</span>" % (" ".join('%s="%s"' % kv for kv in keys),
                                                 GLib.markup_escape_text(r["text"], -1)))
        return "".join(spans)

    def attributes(self, c):
        """The case's attribute list: its runs' (from markup, parsed once
        per case and kept), language, no hyphens."""
        Pango = self.Pango
        if "runs" in c:
            if "_attrs" not in c:
                _, attrs, text, _ = Pango.parse_markup(self.markup(c), -1, "\0")
                assert text == c["text"]
                if c.get("lang"):
                    attrs.insert(Pango.attr_language_new(Pango.Language.from_string(c["lang"])))
                attrs.insert(Pango.attr_insert_hyphens_new(False))
                c["_attrs"] = attrs
            return c["_attrs"]
        attrs = Pango.AttrList()
        if c.get("lang"):
            attrs.insert(Pango.attr_language_new(Pango.Language.from_string(c["lang"])))
        attrs.insert(Pango.attr_insert_hyphens_new(False))
        return attrs

    def layout(self, c):
        """A fresh layout of case `c`, laid out (get_extents)."""
        Pango = self.Pango
        desc = Pango.FontDescription()
        desc.set_family(",".join(self.families[tuple(c["fonts"])]))
        desc.set_absolute_size(c["size_px"] * Pango.SCALE)
        lay = Pango.Layout.new(self.ctx)
        lay.set_font_description(desc)
        lay.set_text(c["text"], -1)
        lay.set_attributes(self.attributes(c))
        if c.get("line_spacing_px"):
            lay.set_spacing(round(c["line_spacing_px"] * Pango.SCALE))
        if c.get("width_px") is not None:
            lay.set_width(round(c["width_px"] * Pango.SCALE))
        lay.set_wrap(self.wraps[c.get("wrap", "word")])
        if c.get("ellipsize") == "end" and c.get("max_lines", 0) > 0:
            lay.set_ellipsize(Pango.EllipsizeMode.END)
            lay.set_height(-c["max_lines"])
        lay.get_extents()
        return lay

    def time_fresh(self, c):
        start = time.perf_counter()
        self.layout(c)
        return time.perf_counter() - start

    def rewrap(self, c, widths, sweeps):
        lay = self.layout(dict(c, width_px=None))
        samples = []
        for _ in range(sweeps):
            for w in widths:
                start = time.perf_counter()
                lay.set_width(round(w * self.Pango.SCALE))
                lay.get_extents()
                samples.append(time.perf_counter() - start)
        return samples


def stats(samples):
    return {"median_us": statistics.median(samples) * 1e6,
            "mean_us": statistics.fmean(samples) * 1e6,
            "min_us": min(samples) * 1e6, "samples": len(samples)}


def table(pango, trellis):
    p, t = pango["results"], trellis["results"]
    cases = trellis["workloads"]["corpus"]["cases"]
    rows = [
        ("corpus, per case from scratch (%d cases)" % cases, "corpus"),
        ("attributed corpus, per case from scratch (%d cases)"
         % trellis["workloads"]["attributed"]["cases"], "attributed"),
        ("2,000-word paragraph at 400 px, from scratch", "paragraph"),
        ("same paragraph, re-wrapped per width (200 widths)", "rewrap"),
    ]
    out = ["| workload | Pango median µs | Trellis median µs | ratio |",
           "|---|---:|---:|---:|"]
    for name, key in rows:
        pm, tm = p[key]["median_us"], t[key]["median_us"]
        out.append("| %s | %.1f | %.1f | %.2f |" % (name, pm, tm, tm / pm))
    out.append("| re-wrap / fresh paragraph | %.3f | %.4f | |"
               % (p["rewrap"]["median_us"] / p["paragraph"]["median_us"],
                  t["rewrap_over_paragraph"]))
    out.append("")
    out.append("Ratio = Trellis / Pango (below 1.00 Trellis is faster).")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trellis_json")
    parser.add_argument("--json", help="write Pango's results here")
    parser.add_argument("--quick", action="store_true",
                        help="one corpus pass, 5 paragraph layouts, 1 sweep")
    args = parser.parse_args()
    with open(args.trellis_json, encoding="utf-8") as f:
        trellis = json.load(f)
    work = trellis["workloads"]
    para = work["paragraph"]
    first, last, step = work["rewrap_widths"]
    widths = [first + step * k for k in range(int(round((last - first) / step)) + 1)]
    passes, repeats, sweeps = (1, 5, 1) if args.quick else (5, 21, 5)

    ensure_pango()
    corpus = read_corpus(work["corpus"]["path"])
    attributed = read_corpus(work["attributed"]["path"])
    paragraph = {"text": para["text"], "font_file": [para["font_file"]],
                 "fonts": [(para["font_file"], para["font_index"])],
                 "size_px": para["size_px"], "width_px": para["width_px"],
                 "wrap": "word", "lang": para["lang"]}
    every = corpus + attributed + [paragraph]
    tmp = tempfile.mkdtemp(prefix="trellis-pango-bench-")
    try:
        fonts = sorted({f for c in every for f in c["fonts"]}
                       | {f for c in attributed for r in c["runs"] for f in r.get("fonts", [])})
        private_fontconfig(fonts, tmp)
        names = {f: family_of(*f) for f in fonts}
        families = {}
        keys = [tuple(c["fonts"]) for c in every]
        keys += [tuple(r["fonts"]) for c in attributed for r in c["runs"] if "fonts" in r]
        for key in keys:
            families[key] = list(dict.fromkeys(names[f] for f in key))
        timer = PangoTimer(families)
        for c in every:  # warm-up: loads fonts, fills caches, as trellis-bench does
            timer.layout(c)
        corpus_samples = [timer.time_fresh(c) for _ in range(passes) for c in corpus]
        attributed_samples = [timer.time_fresh(c) for _ in range(passes) for c in attributed]
        paragraph_samples = [timer.time_fresh(paragraph) for _ in range(repeats)]
        rewrap_samples = timer.rewrap(paragraph, widths, sweeps)
    finally:
        shutil.rmtree(tmp)

    pango = {
        "tool": "scripts/pango_bench.py",
        "engine": "Pango %s (PangoCairo via PyGObject, Python %s)"
                  % (timer.version, sys.version.split()[0]),
        "units": "microseconds per layout",
        "results": {"corpus": stats(corpus_samples),
                    "attributed": stats(attributed_samples),
                    "paragraph": stats(paragraph_samples),
                    "rewrap": stats(rewrap_samples)},
    }
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(pango, f, indent=2)
            f.write("\n")
    print(table(pango, trellis))
    print("\nPango: %s; Trellis: %s build." % (pango["engine"], trellis["build_configuration"]))


if __name__ == "__main__":
    main()
