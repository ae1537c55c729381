import Layout

/// The gallery in Markdown, for READMEs: `index.md` and a `README.md` per
/// page, with the same relative links and images as the HTML.
public enum GalleryMarkdown {
    /// Backslash-escapes what Markdown would read as markup in running text.
    public static func escape(_ text: String) -> String {
        // Byte by byte: every character escaped is ASCII, and a page's
        // text is thousands of characters (a `Character` loop was 2 % of
        // `trellis docs`).
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "#"):
                out.append(UInt8(ascii: "\\"))
            default: break
            }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A fenced block whose fence is longer than any run of backticks inside.
    public static func codeBlock(_ text: String, language: String = "") -> String {
        var longest = 0, run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\(language)\n\(text)\n\(fence)\n"
    }

    /// `index.md`: a table row per page, scenes first, each linking its `README.md`.
    public static func index(_ pages: [GalleryPage]) -> String {
        var out = "# Trellis gallery\n\n"
        for kind in [GalleryEntry.Kind.scene, .example] {
            let group = pages.filter { $0.entry.kind == kind }
            guard !group.isEmpty else { continue }
            out += "## \(kind == .scene ? "Scenes" : "Examples")\n\n| | |\n|---|---|\n"
            for page in group {
                let link = "\(page.entry.directory)/README.md"
                out += "| [![\(escape(page.entry.title))](\(page.thumbnail))](\(link)) "
                out += "| [\(escape(page.entry.title))](\(link)): \(escape(page.entry.summary)) |\n"
            }
            out += "\n"
        }
        return out
    }

    /// A page's `README.md`, its pictures linked beside it.
    public static func page(_ page: GalleryPage) -> String {
        let entry = page.entry
        let sweep = entry.sweep
        var out = "# \(escape(entry.title))\n\n\(escape(entry.summary))\n\n[All pages](../../index.md)\n\n"
        out += "## Width sweep\n\nFrom \(GalleryEntry.formatWidth(sweep.from)) to \(GalleryEntry.formatWidth(sweep.to)) points, every \(GalleryEntry.formatWidth(sweep.step)).\n\n"
        out += "![\(escape(entry.title)): a width sweep](\(page.sweepFile))\n\n"
        out += "## Key widths\n\n"
        for (state, row) in zip(entry.states, page.pictures) {
            out += "### \(escape(state.name ?? ScenarioState.baseName))\n\n\(escape(state.summary))\n\n| width | picture | overlays |\n|---|---|---|\n"
            for picture in row {
                let width = GalleryEntry.formatWidth(picture.width)
                out += "| \(width) | ![\(width) pt](\(picture.plain)) | ![\(width) pt, overlays](\(picture.overlays)) |\n"
            }
            out += "\n"
        }
        if let reference = page.referencePicture {
            let width = GalleryEntry.formatWidth(reference.width)
            out += "## \(escape(reference.source))'s frames\n\n\(escape(reference.caption))\n\n| Trellis, \(width) pt | \(escape(reference.source))'s frames |\n|---|---|\n"
            out += "| ![Trellis, \(width) pt](\(reference.trellisPicture)) | ![\(escape(reference.source))'s frames](\(reference.outlines)) |\n\n"
        }
        out += "## Pseudo-localised\n\n\(escape(GalleryText.pseudoSummary))\n\n| pseudo-locale | picture |\n|---|---|\n"
        for picture in page.pseudoPictures {
            out += "| \(escape(picture.caption)) | ![\(escape(picture.caption))](\(picture.file)) |\n"
        }
        out += "\n"
        out += "## Critical widths\n\n"
        out += page.criticalWidths.isEmpty
            ? "The layout keeps its shape from \(GalleryEntry.formatWidth(sweep.from)) to \(GalleryEntry.formatWidth(sweep.to)) points.\n\n"
            : codeBlock(page.criticalWidths.joined(separator: "\n")) + "\n"
        out += "## Constraints\n\n### As written\n\n" + codeBlock(page.writtenConstraints.joined(separator: "\n")) + "\n"
        out += "### As visual format, where they fit\n\n" + codeBlock(GalleryText.visualFormatLines(page).joined(separator: "\n")) + "\n"
        if !page.equations.isEmpty {
            out += "### Not in visual format\n\n" + codeBlock(page.equations.joined(separator: "\n")) + "\n"
        }
        if let text = entry.sceneText {
            out += "## Scene file\n\n[\(GalleryPage.sceneFileName)](\(GalleryPage.sceneFileName))\n\n"
            out += codeBlock(text.hasSuffix("\n") ? String(text.dropLast()) : text, language: "yaml")
        }
        return out
    }
}
