import ArgumentParser
import Examples
import FileSafety
import Foundation
import Gallery
import InterfaceBuilder
import Render
import Scene
import Verification

/// `trellis docs Fixtures --examples -o gallery`: a static gallery, a page
/// per scene file and example.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a static gallery (HTML and Markdown) of scene files and examples.",
        discussion: """
            Each scene file (every *.yaml, *.xib and *.storyboard of a
            directory, or files named one by one; an Interface Builder file's
            first hierarchy, or the one --view or --scene picks) and, with
            --examples, each built-in example gets a page: its
            width sweep as an animated WebP, PNGs at key widths (a scene's
            canvas width and its sweep's ends; 200, 320 and 600 for examples)
            per state, and SVGs of them with every overlay, the widths where
            the layout changes shape (as `trellis sweep --critical` prints
            them), its constraints
            as written and as visual format lines where they fit, and a scene's
            file. Scenes without a sweep, and examples, sweep 200 to 600 by 4.

            The output, relative links only (docs/gallery.md):
              DIR/index.html, DIR/index.md, DIR/.trellis-output (the marker)
              DIR/scenes/NAME/, DIR/examples/NAME/: index.html, README.md, sweep.webp,
                STATE-WIDTH.png, STATE-WIDTH-overlays.svg (STATE is base or a named
                state), scene.yaml (scenes)

            Examples:
              trellis docs Fixtures --examples -o gallery
              trellis docs Fixtures/stack-hide.yaml Fixtures/min-spacing.yaml -o gallery
              trellis docs --examples -o gallery
              trellis docs Fixtures --examples --shard 1/2 -o gallery-1   # half the pages

            --shard i/n writes every n-th page from the i-th (scenes sorted by
            name, then the examples), with an index of those pages: n jobs
            with 1/n … n/n write every page between them.

            DIR must be new, empty, or a gallery Trellis wrote (it holds a
            .trellis-output marker), and apart from the inputs; anything else
            is refused. Everything is checked before anything is written; the
            gallery is written into a temporary folder beside DIR and renamed
            onto it when complete, so a failure leaves DIR as it was, and the
            same inputs give the same bytes. Exit status: 0 written; 2 bad
            arguments or a scene file with an error (one message on stderr:
            file:line:column: message); 1 a file could not be written.
            """
    )

    @Argument(help: ArgumentHelp("Scene files (.yaml, .yml, .json, .xib, .storyboard), or directories of them (their *.yaml, *.xib, *.storyboard).", valueName: "scenes"))
    var inputs: [String] = []

    @OptionGroup var hierarchy: HierarchyOptions

    @Flag(help: "Add a page for every built-in example (see trellis examples).")
    var examples = false

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The directory to write the gallery to.", valueName: "dir"))
    var output: String?

    @Option(help: Shard.help, transform: Shard.parse)
    var shard: Shard?

    @Option(help: ArgumentHelp("Pages rendered at once (default: one per core); the files are the same.", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        try OptionCheck.check(jobs, "--jobs", in: 1...1024, expected: "a whole number of jobs from 1 to 1024")
    }

    /// The checked arguments: every page's entry, loaded and valid.
    struct Request {
        var entries: [GalleryEntry]
        var output: String
    }

    /// Validation lives in a typed-throws method called from one `do`: a `do`
    /// block in `run()` mixing typed `try`s and `throw`s crashed Swift 6.3.1's
    /// release build ("swifterror value can only be loaded…").
    func request() throws(LayoutInputError) -> Request {
        // The scenes first: `trellis docs` alone is missing what to draw
        // before where to write it (as render names its scene before -o).
        guard !inputs.isEmpty || examples else {
            throw LayoutInputError.usage(option: "", message: MissingInput.scenes)
        }
        guard let output else {
            throw LayoutInputError.usage(option: "--output", message: "missing: give the directory to write the gallery to with -o")
        }
        // A folder named "-" is not what `-o -` means to anyone (cli38).
        if output == "-" {
            throw LayoutInputError(option: "--output", message: "- is not standard output here: a gallery is a folder of pages; give the folder's name")
        }
        if let refusal = OutputFolder.refusal(output, protected: inputs.map { ("the input", $0) }) {
            throw LayoutInputError(option: "--output", message: refusal.description)
        }
        var scenes: [GalleryEntry] = []
        for path in try SceneFiles.expand(inputs) {
            let named = try SceneFiles.loadNamed(path, hierarchy: hierarchy)
            var entry: GalleryEntry
            if let scene = named.scene {
                // Scene.load has read it as UTF-8 already.
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                entry = GalleryEntry(scene: scene, text: text)
            } else {
                entry = GalleryEntry(file: named.scenario, name: named.name, argument: named.argument)
                if let ib = named.scenario as? IBScenario {
                    // Its saved frames, drawn over Trellis's at IB's size.
                    entry.referenceFrames = GalleryReferenceFrames(
                        source: "Interface Builder", size: ib.hierarchy.size,
                        frames: ib.savedFramesInRoot.map { (name: $0.id, frame: $0.frame) })
                }
            }
            try Self.checkCanvas(of: entry, path: path)
            if let other = scenes.first(where: { $0.slug == entry.slug }) {
                throw LayoutInputError(option: "", message: "\(path): another scene file has the name \(entry.slug) (\(other.scenario.name)); a page needs its own name")
            }
            scenes.append(entry)
        }
        scenes.sort { $0.slug < $1.slug }
        let builtIn = examples ? Examples.all.map(GalleryEntry.init(example:)) : []
        var entries = scenes + builtIn
        if let shard { entries = shard.select(entries) }
        return Request(entries: entries, output: output)
    }

    /// A page's pictures against the canvas's side limit before any is
    /// drawn, the message naming the file and what of it set the side (as
    /// render and sweep name their options): `s.yaml: the scene's sweep:
    /// 20000 points make a canvas 20000 pixels wide; …`. Painting would
    /// refuse such a canvas too, naming nothing. Examples fit.
    static func checkCanvas(of entry: GalleryEntry, path: String) throws(LayoutInputError) {
        let canvasWidth = entry.scenario.defaultWidth
        guard let widest = entry.keyWidths.max() else { return }
        let source = widest == canvasWidth ? "the scene's canvas width" : "the scene's sweep"
        do {
            try CanvasSideCheck.check(widest, scale: 1, side: "wide", source: source, scaleGiven: false)
            if let height = entry.scenario.defaultHeight {
                try CanvasSideCheck.check(height, scale: 1, side: "tall", source: "the scene's canvas height", scaleGiven: false)
            }
        } catch {
            throw LayoutInputError(option: "\(path): \(error.option)", message: error.message)
        }
    }

    func run() throws {
        let request: Request
        do {
            request = try self.request()
        } catch {
            fail("error: \(error)", status: error.exitStatus)
        }
        let writer = GalleryWriter(output: request.output, jobs: jobs ?? ParallelWork.defaultJobs)
        do {
            try writer.write(request.entries)
        } catch {
            fail("error: \(error)", status: error.isRequestError ? 2 : 1)
        }
        StandardStreams.print("wrote \(counted(request.entries.count, "page")) to \(request.output)/index.html and index.md")
    }
}
