import Layout
import Verification

/// The gallery's HTML: one index, one page per entry. Self-contained
/// (inline CSS, no script, no font or file outside the gallery), every link
/// relative, every text escaped.
public enum GalleryHTML {
    static let style = """
        body { font: 15px/1.45 "DejaVu Sans", sans-serif; margin: 2em auto; max-width: 1100px; padding: 0 1em; color: #222; }
        h1 { margin-bottom: .2em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ddd; }
        a { color: #0a5bd3; } nav { font-size: 90%; }
        pre { background: #f5f5f7; padding: .8em; overflow-x: auto; font-size: 13px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 85%; color: #555; }
        img { border: 1px solid #ccc; max-width: 100%; }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 1.2em; }
        .card img { max-height: 180px; object-fit: contain; object-position: left top; }
        .card p { font-size: 90%; color: #444; margin: .3em 0; }
        """

    static func document(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// `index.html`: a card per page, scenes first, each linking its page folder.
    public static func index(_ pages: [GalleryPage]) -> String {
        var body = "<h1>Trellis gallery</h1>\n"
        body += "<p>Each page: a width sweep, pictures at key widths with and without overlays, pseudo-localised pictures, the widths where the layout changes shape, and the constraints.</p>\n"
        for kind in [GalleryEntry.Kind.scene, .example] {
            let group = pages.filter { $0.entry.kind == kind }
            guard !group.isEmpty else { continue }
            body += "<h2>\(kind == .scene ? "Scenes" : "Examples")</h2>\n<div class=\"cards\">\n"
            for page in group {
                let link = HTMLText.escape("\(page.entry.directory)/index.html")
                body += "<div class=\"card\"><a href=\"\(link)\"><img src=\"\(HTMLText.escape(page.thumbnail))\" alt=\"\(HTMLText.escape(page.entry.title))\"></a>\n"
                body += "<h3><a href=\"\(link)\">\(HTMLText.escape(page.entry.title))</a></h3>\n<p>\(HTMLText.escape(page.entry.summary))</p></div>\n"
            }
            body += "</div>\n"
        }
        return document(title: "Trellis gallery", body: body)
    }

    /// A page's `index.html`, its pictures linked beside it.
    public static func page(_ page: GalleryPage) -> String {
        let entry = page.entry
        var body = "<nav><a href=\"../../index.html\">Trellis gallery</a></nav>\n"
        body += "<h1>\(HTMLText.escape(entry.title))</h1>\n<p>\(HTMLText.escape(entry.summary))</p>\n"

        let sweep = entry.sweep
        body += "<h2>Width sweep</h2>\n"
        body += "<p>From \(GalleryEntry.formatWidth(sweep.from)) to \(GalleryEntry.formatWidth(sweep.to)) points, every \(GalleryEntry.formatWidth(sweep.step)).</p>\n"
        body += "<img src=\"\(page.sweepFile)\" alt=\"\(HTMLText.escape(entry.title)): a width sweep\">\n"

        body += "<h2>Key widths</h2>\n"
        for (state, row) in zip(entry.states, page.pictures) {
            body += "<h3>\(HTMLText.escape(state.name ?? ScenarioState.baseName))</h3>\n<p>\(HTMLText.escape(state.summary))</p>\n<div class=\"pictures\">\n"
            for picture in row {
                let width = GalleryEntry.formatWidth(picture.width)
                for (file, caption) in [(picture.plain, "\(width) pt"), (picture.overlays, "\(width) pt, overlays")] {
                    body += "<figure><img src=\"\(HTMLText.escape(file))\" alt=\"\(HTMLText.escape(entry.title)), \(HTMLText.escape(caption))\"><figcaption>\(HTMLText.escape(caption))</figcaption></figure>\n"
                }
            }
            body += "</div>\n"
        }

        if let reference = page.referencePicture {
            let width = GalleryEntry.formatWidth(reference.width)
            body += "<h2>\(HTMLText.escape(reference.source))'s frames</h2>\n<p>\(HTMLText.escape(reference.caption))</p>\n<div class=\"pictures\">\n"
            for (file, caption) in [(reference.trellisPicture, "Trellis, \(width) pt"), (reference.outlines, "\(reference.source)'s frames, \(width) pt")] {
                body += "<figure><img src=\"\(HTMLText.escape(file))\" alt=\"\(HTMLText.escape(entry.title)), \(HTMLText.escape(caption))\"><figcaption>\(HTMLText.escape(caption))</figcaption></figure>\n"
            }
            body += "</div>\n"
        }

        body += "<h2>Pseudo-localised</h2>\n<p>\(HTMLText.escape(GalleryText.pseudoSummary))</p>\n<div class=\"pictures\">\n"
        for picture in page.pseudoPictures {
            body += "<figure><img src=\"\(HTMLText.escape(picture.file))\" alt=\"\(HTMLText.escape(entry.title)), \(HTMLText.escape(picture.caption))\"><figcaption>\(HTMLText.escape(picture.caption))</figcaption></figure>\n"
        }
        body += "</div>\n"

        body += "<h2>Critical widths</h2>\n"
        if page.criticalWidths.isEmpty {
            body += "<p>The layout keeps its shape from \(GalleryEntry.formatWidth(sweep.from)) to \(GalleryEntry.formatWidth(sweep.to)) points.</p>\n"
        } else {
            body += "<pre>\(HTMLText.escape(page.criticalWidths.joined(separator: "\n")))</pre>\n"
        }

        body += "<h2>Constraints</h2>\n<h3>As written</h3>\n"
        body += "<pre>\(HTMLText.escape(page.writtenConstraints.joined(separator: "\n")))</pre>\n"
        body += "<h3>As visual format, where they fit</h3>\n"
        body += "<pre>\(HTMLText.escape(GalleryText.visualFormatLines(page).joined(separator: "\n")))</pre>\n"
        if !page.equations.isEmpty {
            body += "<h3>Not in visual format</h3>\n<pre>\(HTMLText.escape(page.equations.joined(separator: "\n")))</pre>\n"
        }

        if let text = entry.sceneText {
            body += "<h2>Scene file</h2>\n<p><a href=\"\(GalleryPage.sceneFileName)\">\(GalleryPage.sceneFileName)</a></p>\n"
            body += "<pre>\(HTMLText.escape(text))</pre>\n"
        }
        return document(title: "\(entry.title) — Trellis gallery", body: body)
    }
}
