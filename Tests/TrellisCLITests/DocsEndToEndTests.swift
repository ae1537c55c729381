import Foundation
import Testing

/// `trellis docs` as a user runs it, from the repository's root: the
/// gallery of Fixtures and the examples has every file the layout promises
/// (docs/gallery.md), every link and image of every page resolves, two runs
/// write the same bytes, and bad input writes nothing.
@Suite struct DocsEndToEndTests {
    /// `trellis`, started from the repository's root.
    func start(_ arguments: [String]) throws -> TrellisProcess.Running {
        try TrellisProcess.start(arguments, directory: TestPaths.root)
    }

    func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
        try start(arguments).finish()
    }

    /// Every file under `root`, as paths relative to it, with its bytes.
    func files(under root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: url)
            }
        }
        return result
    }

    /// The pages, by hand from the fixtures' canvases, sweeps and states
    /// and from the examples' states: key widths are a scene's canvas width
    /// and its sweep's two ends; examples are pictured at 200, 320 and 600.
    /// `canvas` is the scene's canvas width, where the pseudo-localised pictures are drawn (320 for examples).
    static let scenes: [(slug: String, widths: [String], canvas: String, states: [String])] = [
        ("article", ["200", "320", "480"], "320", ["base", "longer"]),
        ("attributed-text", ["160", "320", "480"], "320", ["base"]),
        ("baseline-alignment", ["200", "320", "600"], "320", ["base", "top-aligned"]),
        ("breakable-constraints", ["200", "375", "600"], "375", ["base", "collapsed"]),
        ("centered-label", ["120", "320", "480"], "320", ["base", "longer"]),
        ("controls", ["200", "320", "480"], "320", ["base", "synced"]),
        ("min-spacing", ["160", "320", "480"], "320", ["base", "long-value", "wide-spacing"]),
        ("stack-hide", ["200", "375", "600"], "375", ["base", "collapsed"]),
    ]
    static let examples: [(slug: String, states: [String])] = [
        ("alignment-rect", ["base"]), ("baseline-alignment", ["base"]), ("breakable-constraints", ["base", "collapsed"]),
        ("chinese-label", ["base"]), ("layout-cycle", ["base"]), ("min-spacing", ["base"]),
        ("self-sizing-cells", ["base"]), ("shrink-wrap", ["base"]), ("shrink-wrap-buggy", ["base"]),
        ("stack-hide", ["base", "collapsed"]), ("two-rows", ["base"]), ("wrap-demo", ["base", "update"]),
        ("wrap-label-dynamic", ["base"]), ("wrap-label-fixed", ["base"]), ("wrapping-view", ["base", "update"]),
    ]

    static var expectedFiles: Set<String> {
        var files: Set<String> = ["index.html", "index.md", ".trellis-output"]
        func page(_ directory: String, widths: [String], canvas: String, states: [String], scene: Bool) {
            files.formUnion(["index.html", "README.md"].map { "\(directory)/\($0)" })
            files.formUnion(["expand", "rtl"].map { "\(directory)/base-\(canvas)-pseudo-\($0).png" })
            if scene { files.insert("\(directory)/scene.yaml") }
            for state in states {
                for width in widths {
                    files.insert("\(directory)/\(state)-\(width).png")
                    files.insert("\(directory)/\(state)-\(width)-overlays.svg")
                }
            }
        }
        for scene in scenes {
            page("scenes/\(scene.slug)", widths: scene.widths, canvas: scene.canvas, states: scene.states, scene: true)
        }
        for example in examples {
            page("examples/\(example.slug)", widths: ["200", "320", "600"], canvas: "320", states: example.states, scene: false)
        }
        return files
    }

    /// One test for the whole gallery: it takes two runs of every sweep.
    @Test func galleryOfFixturesAndExamples() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first"), second = directory.appendingPathComponent("second")
        // The two runs side by side: same inputs, separate processes, one
        // rendering a page at a time and one two at once (issue 15).
        let runs = try zip([first, second], ["1", "2"]).map { try start(["docs", "Fixtures", "--examples", "-o", $0.path, "--jobs", $1]) }
        for (outcome, output) in zip(runs.map({ $0.finish() }), [first, second]) {
            try #require(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr.isEmpty)
            // 8 scenes in Fixtures and 15 examples.
            #expect(outcome.stdout == "wrote 23 pages to \(output.path)/index.html and index.md\n")
        }
        let written = try files(under: first)
        // Each page's sweep, a WebP; no APNG.
        let sweeps = Set(written.keys.filter { $0.hasSuffix("/sweep.webp") })
        #expect(!written.keys.contains { $0.hasSuffix(".apng") })
        let pages = Self.scenes.count + Self.examples.count
        #expect(Set(sweeps.map { $0.split(separator: "/").dropLast().joined(separator: "/") }).count == pages)
        #expect(sweeps.count == pages)
        #expect(Set(written.keys).subtracting(sweeps) == Self.expectedFiles)

        // Byte-identical, and nothing in them says where they were written.
        let again = try files(under: second)
        #expect(Set(again.keys) == Set(written.keys))
        for (path, bytes) in written where again[path] != bytes { Issue.record("\(path) differs between two runs") }
        for (path, bytes) in written where path.hasSuffix(".html") || path.hasSuffix(".md") {
            #expect(!String(decoding: bytes, as: UTF8.self).contains(first.path), "\(path) holds the output's absolute path")
        }

        // Pictures are what they say: PNGs, WebPs and APNGs.
        for (path, bytes) in written where path.hasSuffix(".png") {
            #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "\(path)")
        }
        for (path, bytes) in written where path.hasSuffix(".webp") {
            #expect(Array(bytes.prefix(4)) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WEBP".utf8), "\(path)")
        }
        for (path, bytes) in written where path.hasSuffix(".apng") {
            #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47] && Array(bytes[37..<41]) == Array("acTL".utf8), "\(path)")
        }
        #expect(written["scenes/stack-hide/scene.yaml"] == (try Data(contentsOf: TestPaths.root.appendingPathComponent("Fixtures/stack-hide.yaml"))))

        // Every src= and href= of every page resolves to a file of the gallery.
        var links = 0
        for (path, bytes) in written where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            let base = URL(fileURLWithPath: first.appendingPathComponent(path).path).deletingLastPathComponent()
            for target in Self.references(in: html) {
                links += 1
                #expect(!target.contains(":"), "\(path) links outside the gallery: \(target)")
                let resolved = base.appendingPathComponent(target).standardizedFileURL.path
                #expect(resolved.hasPrefix(first.path + "/"), "\(path): \(target) leaves the gallery")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(path): \(target) does not exist")
            }
        }
        // The index links 21 pages and their thumbnails; each page at least its sweep and pictures.
        #expect(links > 2 * 21 + 21 * 7)

        // The pages show what they promise.
        let page = String(decoding: written["scenes/stack-hide/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<img src=\"collapsed-375-overlays.svg\""))
        #expect(page.contains("H:|-12-[stack]-12-|"))
        #expect(page.contains("<a href=\"scene.yaml\">"))
        #expect(page.contains("<img src=\"base-375-pseudo-expand.png\" alt=\"Stack view hides a view, --pseudo expand, 375 pt\"><figcaption>--pseudo expand, 375 pt</figcaption>"))
        #expect(page.contains("<figcaption>--pseudo rtl, 375 pt</figcaption>"))
        // The pseudo-localised pictures are what `trellis render --pseudo` paints, byte for byte, and not the plain picture.
        for pseudo in ["expand", "rtl"] {
            let file = directory.appendingPathComponent("stack-hide-\(pseudo).png")
            let render = try trellis(["render", "Fixtures/stack-hide.yaml", "--pseudo", pseudo, "-o", file.path])
            try #require(render.status == 0, "\(render.stderr)")
            let picture = try #require(written["scenes/stack-hide/base-375-pseudo-\(pseudo).png"])
            #expect(picture == (try Data(contentsOf: file)), "\(pseudo)")
            #expect(picture != written["scenes/stack-hide/base-375.png"], "\(pseudo)")
        }
        // The overlay pictures are what `trellis render --overlay all -o NAME.svg` writes, byte for byte.
        let overlaid = directory.appendingPathComponent("stack-hide-collapsed.svg")
        let svg = try trellis(["render", "Fixtures/stack-hide.yaml", "--state", "collapsed", "--overlay", "all", "-o", overlaid.path])
        try #require(svg.status == 0, "\(svg.stderr)")
        #expect(written["scenes/stack-hide/collapsed-375-overlays.svg"] == (try Data(contentsOf: overlaid)))
        // The critical widths are the ones `trellis sweep --critical` prints.
        let sweep = try trellis(["sweep", "Fixtures/stack-hide.yaml", "--critical", "--quiet", "-o",
                                 directory.appendingPathComponent("critical.gif").path])
        let critical = sweep.stdout.split(separator: "\n").map(String.init)
        #expect(!critical.isEmpty)
        for line in critical { #expect(page.contains(line), "\(line)") }
        let example = String(decoding: written["examples/breakable-constraints/index.html"] ?? Data(), as: UTF8.self)
        // Escaped: the constraints' descriptions are `<LayoutConstraint …>`.
        #expect(example.contains("&lt;LayoutConstraint label.top == myView.top + 8"))
        #expect(example.contains("V:|-8-[label]-16-[button]-8-|"))
        let markdown = String(decoding: written["index.md"] ?? Data(), as: UTF8.self)
        #expect(markdown.contains("(scenes/stack-hide/README.md)"))
        #expect(markdown.contains("(examples/wrap-demo/base-200.png)"))
    }

    /// The values of `src="…"` and `href="…"` attributes (the gallery quotes every one).
    static func references(in html: String) -> [String] {
        var found: [String] = []
        for attribute in ["src=\"", "href=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                found.append(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return found
    }

    /// Each bad invocation: one message naming what is wrong, status 2, no output directory.
    /// One scene, one page, said in the singular.
    @Test func onePageIsOnePage() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("gallery").path
        let outcome = try trellis(["docs", "Fixtures/centered-label.yaml", "-o", output])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "wrote 1 page to \(output)/index.html and index.md\n")
    }

    @Test func badInputsWriteNothing() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let bad = directory.appendingPathComponent("bad.yaml")
        try "views:\n  - box: {}\nconstraints:\n  - boxx.top == root.top\n".write(to: bad, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("gallery").path
        let cases: [([String], Int32, String)] = [
            (["docs", empty.path, "-o", output], 2, "error: \(empty.path): no scene files (*.yaml, *.xib, *.storyboard) in this directory\n"),
            // A good scene before the bad one: still nothing is written.
            (["docs", "Fixtures/stack-hide.yaml", bad.path, "-o", output], 2,
             "error: \(bad.path):4:5: unknown view \"boxx\"; did you mean \"box\"?\n"),
            (["docs", "Fixtures/no-such.yaml", "-o", output], 2, "error: Fixtures/no-such.yaml: no such file or directory\n"),
            // Missing arguments: the command line alone is wrong (64).
            (["docs", "Fixtures", "--examples"], 64, "error: --output: missing: give the directory to write the gallery to with -o\n"),
            (["docs", "-o", output], 64, "error: missing scene files (.yaml, .yml, .json, .xib, .storyboard), a directory of .yaml, .xib and .storyboard files, or --examples\n"),
            // Nothing at all: what to draw is named before where to write it.
            (["docs"], 64, "error: missing scene files (.yaml, .yml, .json, .xib, .storyboard), a directory of .yaml, .xib and .storyboard files, or --examples\n"),
            (["docs", "Fixtures", "-o", bad.path], 2, "error: --output: \(bad.path) exists and is not a folder; give a new folder, an empty one, or one Trellis wrote\n"),
        ]
        for (arguments, status, message) in cases {
            let outcome = try trellis(arguments)
            #expect(outcome.status == status, "\(arguments)")
            #expect(outcome.stderr == message)
            #expect(outcome.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: output), "\(arguments) wrote \(output)")
        }
    }
}
