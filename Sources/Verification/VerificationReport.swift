import FileSafety
import Foundation
import Render

/// A static HTML report of failed verifications: for each failure its
/// message, and for pictures the reference, the actual image, the diff image
/// and a slider that wipes from one to the other; for text the diff, with
/// the first differing width of a sweep called out. Self-contained: the
/// images sit next to `index.html`, the style and the slider's few lines of
/// script are inline.
public enum VerificationReport {
    /// Writes the report into `directory` through a temporary folder
    /// beside it that replaces it only when complete (`OutputFolder`: the
    /// place must be absent, empty or a report Trellis wrote), so a failed
    /// write leaves no half report and nothing of the user's is removed.
    public static func write(_ results: [VerificationResult], snapshots: String, to directory: String) throws(FileError) {
        try OutputFolder.write(directory) { (staging: String) throws(FileError) in
            var sections: [String] = []
            var index = 0
            var taken: Set<String> = []
            for result in results {
                for failure in result.failures {
                    index += 1
                    sections.append(try section(failure, number: index, in: staging, taken: &taken))
                }
            }
            let page = html(results: results, snapshots: snapshots, sections: sections)
            try AtomicFile.write(Array(page.utf8), to: try OutputFolder.path(in: staging, "index.html"))
        }
    }

    /// The stem of a failure's pictures in the report: the scene's (or
    /// example's) name and the reference's own, state and width
    /// (`scenes/stack-hide/base-375.png` → `stack-hide-base-375`), so a
    /// downloaded picture says what it shows. Both are plain names
    /// (``PlainName``, checked at parse time and again when written), so
    /// the file stays inside the report folder; a stem already used (a
    /// scene and an example of one name) gets `-2`, `-3` ….
    static func pictureStem(_ file: String, taken: inout Set<String>) -> String {
        let parts = file.split(separator: "/").suffix(2).map(String.init)
        var stem = parts.joined(separator: "-")
        if stem.hasSuffix(".png") { stem.removeLast(4) }
        var unique = stem
        var count = 1
        while taken.contains(unique) {
            count += 1
            unique = "\(stem)-\(count)"
        }
        taken.insert(unique)
        return unique
    }

    private static func section(_ failure: SnapshotFailure, number: Int, in directory: String,
                                taken: inout Set<String>) throws(FileError) -> String {
        var body = "<section id=\"f\(number)\"><h2>\(HTMLText.escape(failure.file))</h2>\n"
        if let width = failure.firstDifferingWidth {
            body += "<p class=\"width\">First differing width: <strong>\(HTMLText.escape(width))</strong> pt</p>\n"
        }
        let isPicture = failure.file.hasSuffix(".png")
        if isPicture {
            body += "<pre class=\"message\">\(HTMLText.escape(failure.message))</pre>\n"
            var names: [String: String] = [:]
            let stem = pictureStem(failure.file, taken: &taken)
            for (role, bytes) in [("reference", failure.reference), ("actual", failure.actual), ("diff", failure.difference)] {
                guard let bytes else { continue }
                let name = "\(stem)-\(role).png"
                try AtomicFile.write(bytes, to: try OutputFolder.path(in: directory, name))
                names[role] = name
            }
            // Narrow renders are shown at twice their size (pixelated), so
            // a moved edge is visible without zooming the page.
            let width = (failure.reference ?? failure.actual).flatMap { PNGPixels(Data($0)) }?.width ?? 0
            let size = width > 0 && width <= 360 ? " style=\"width: \(2 * width)px\"" : ""
            body += "<div class=\"pictures\">"
            for role in ["reference", "actual", "diff"] {
                guard let name = names[role] else { continue }
                body += "<figure><img src=\"\(name)\" alt=\"\(role)\"\(size)><figcaption>\(role)</figcaption></figure>"
            }
            body += "</div>\n"
            if let reference = names["reference"], let actual = names["actual"] {
                body += """
                    <p>Reference ⟷ actual (drag):</p>
                    <div class="wipe"><img src="\(reference)" alt="reference"\(size)><div class="top"><img src="\(actual)" alt="actual"\(size)></div></div>
                    <input type="range" min="0" max="100" value="50" class="slider" aria-label="wipe between reference and actual">

                    """
            }
        } else {
            body += "<pre class=\"diff\">\(diffHTML(failure.message))</pre>\n"
        }
        return body + "</section>"
    }

    /// The text diff with removed and added lines coloured.
    private static func diffHTML(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = HTMLText.escape(String(line))
            if line.hasPrefix("−") { return "<span class=\"del\">\(escaped)</span>" }
            if line.hasPrefix("+") { return "<span class=\"add\">\(escaped)</span>" }
            return escaped
        }.joined(separator: "\n")
    }

    private static func html(results: [VerificationResult], snapshots: String, sections: [String]) -> String {
        let failing = results.filter { !$0.failures.isEmpty }
        var rows = ""
        var number = 0
        for result in results {
            let status = result.failures.isEmpty ? "<td class=\"ok\">ok</td>" : "<td class=\"fail\">\(result.failures.count) failing</td>"
            var links: [String] = []
            for failure in result.failures {
                number += 1
                links.append("<a href=\"#f\(number)\">\(HTMLText.escape((failure.file as NSString).lastPathComponent))</a>")
            }
            rows += "<tr><td>\(HTMLText.escape(result.plan.argument))</td>\(status)<td>\(result.checked.count)</td><td>\(links.joined(separator: ", "))</td></tr>\n"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>trellis verify: \(failing.count) of \(results.count) failing</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; }
            .ok { color: #161; } .fail { color: #b00; font-weight: bold; }
            pre { background: #f6f6f6; padding: 8px; overflow-x: auto; }
            .del { color: #b00; } .add { color: #161; }
            .pictures { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figure img, .wipe img { border: 1px solid #ccc; image-rendering: pixelated; }
            .wipe { position: relative; display: inline-block; }
            .wipe .top { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden; border-right: 2px solid #e22; }
            .wipe .top img { max-width: none; }
            .slider { display: block; width: 320px; }
            .width strong { color: #b00; }
            </style></head><body>
            <h1>trellis verify: \(failing.count) of \(results.count) failing</h1>
            <p>References in <code>\(HTMLText.escape(snapshots))</code>. Pictures: the reference, the fresh render and the difference (reference in grey, changed pixels in red).</p>
            <table><tr><th>scene or example</th><th>status</th><th>files checked</th><th>failures</th></tr>
            \(rows)</table>
            \(sections.joined(separator: "\n"))
            <script>
            for (const slider of document.querySelectorAll('.slider')) {
              const top = slider.previousElementSibling.querySelector('.top');
              slider.addEventListener('input', () => { top.style.width = slider.value + '%'; });
            }
            </script>
            </body></html>

            """
    }
}
