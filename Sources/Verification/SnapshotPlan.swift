import Examples
import Foundation
import ImageCodecs
import Layout
import Render
import Scene

/// What is recorded for one scene or example (a `Scenario`), and where: its folder under
/// the snapshots directory (`scenes/NAME` or `examples/NAME`) holds
///
/// - `layout.txt`: the sweep's critical widths, then the layout snapshot
///   (frames, label lines, issues) at each key width in each state;
/// - `sweep.txt`: one line a width over the whole sweep (``SweepSnapshot``);
/// - `STATE-WIDTH.png`: palette PNGs at each key width in each state
///   (`base` is the tree before any state), and `base-WIDTH.png` at each
///   critical width, drawn with the frames overlay.
public struct SnapshotPlan: Sendable {
    /// The scene or example laid out.
    public let scenario: any Scenario
    /// The scene file's name without `.yaml`, or the example's name.
    public let name: String
    /// `scenes/NAME` or `examples/NAME`, relative to the snapshots directory.
    public let folder: String
    /// What `trellis verify` is given to check this scenario again.
    public let argument: String
    /// The sweep's ends and the canvas width (320 for examples).
    public let keyWidths: [Double]
    /// `base`, then each named state.
    public let states: [String?]
    public let sweep: WidthRange

    /// The plan for a scene file: `scenes/NAME`, checked again as `trellis verify FILE`.
    public init(scene: Scene) {
        let name = ((scene.file as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(scenario: scene, name: name, folder: "scenes/" + name, argument: scene.file)
    }

    /// The plan for a scenario read from a file other than a scene file
    /// (an Interface Builder file's hierarchy): `scenes/NAME`, checked again
    /// as `trellis verify ARGUMENT`.
    public init(file scenario: any Scenario, name: String, argument: String) {
        self.init(scenario: scenario, name: name, folder: "scenes/" + name, argument: argument)
    }

    /// The plan for a built-in example: `examples/NAME`, checked again as
    /// `trellis verify --example NAME`.
    public init(example: Example) {
        self.init(scenario: example, name: example.name, folder: "examples/" + example.name,
                  argument: "--example " + example.name)
    }

    private init(scenario: any Scenario, name: String, folder: String, argument: String) {
        self.scenario = scenario
        self.name = name
        self.folder = folder
        self.argument = argument
        sweep = scenario.defaultSweep
        keyWidths = Array(Set([sweep.from, sweep.to, scenario.defaultWidth ?? 320])).sorted()
        states = [nil] + scenario.states.map(\.name)
    }

    /// The picture of one state at one width.
    public struct Picture: Hashable, Sendable {
        /// nil: the tree with no state applied (`base` in file names).
        public var state: String?
        public var width: Double
        public var fileName: String { "\(state ?? ScenarioState.baseName)-\(PointFormat.string(width)).png" }

        public init(state: String?, width: Double) {
            self.state = state
            self.width = width
        }

        /// `collapsed-375.png` → (collapsed, 375); nil for other names.
        public init?(fileName: String) {
            guard fileName.hasSuffix(".png") else { return nil }
            let stem = fileName.dropLast(4)
            guard let dash = stem.lastIndex(of: "-"), let width = Double(stem[stem.index(after: dash)...]),
                  SnapshotPlan.isPictureWidth(width) else { return nil }
            let state = String(stem[..<dash])
            self.init(state: state == ScenarioState.baseName ? nil : state, width: width)
        }
    }

    /// The pictures at the key widths, every state.
    public var keyPictures: [Picture] {
        states.flatMap { state in keyWidths.map { Picture(state: state, width: $0) } }
    }

    // MARK: Making the snapshots

    /// A fresh tree in `state` (nil: none) at `width`, laid out.
    func makeRoot(width: Double, state: String?, measurer: TextMeasuring) -> View {
        scenario.makeRoot(width: width, height: scenario.defaultHeight, state: state, measurer: measurer)
    }

    /// Where the base tree changes shape over the sweep.
    public func criticalWidths(measurer: TextMeasuring) -> [CriticalWidths.Change] {
        let root = makeRoot(width: sweep.from, state: nil, measurer: measurer)
        // A scenario's sweep is checked where it is made (finite, greater
        // than 0, at most 100,000 points: `SceneLimits`, the examples' own),
        // which is all `find` asks.
        return (try? CriticalWidths.find(in: root, from: sweep.from, to: sweep.to, step: min(abs(sweep.step), 4),
                                         height: scenario.defaultHeight)) ?? []
    }

    /// The key pictures laid out, a fresh tree each, solved once with the
    /// ambiguity analysed: `layout.txt`'s blocks and the key PNGs (the
    /// frames overlay: no constraint read) are read from the same results.
    public func keyLayouts(measurer: TextMeasuring) -> [Picture: SolvedLayout] {
        var layouts: [Picture: SolvedLayout] = [:]
        for picture in keyPictures {
            layouts[picture] = makeRoot(width: picture.width, state: picture.state, measurer: measurer)
                .solvedLayout(checkedWidth: picture.width, height: scenario.defaultHeight, analyzingAmbiguity: true, constraints: .none)
        }
        return layouts
    }

    /// `layout.txt`: a header naming the source, the critical widths, then
    /// one block per state and key width.
    public func layoutText(criticalWidths: [CriticalWidths.Change], measurer: TextMeasuring) -> String {
        layoutText(criticalWidths: criticalWidths, keyLayouts: keyLayouts(measurer: measurer))
    }

    /// `layout.txt` from the key pictures' results (``keyLayouts(measurer:)``).
    public func layoutText(criticalWidths: [CriticalWidths.Change], keyLayouts: [Picture: SolvedLayout]) -> String {
        var lines = [
            "# \(folder): layout snapshots (written by trellis verify --record; see docs/snapshots.md)",
            "critical widths, \(LayoutSnapshot.format(sweep.from))…\(LayoutSnapshot.format(sweep.to)) by \(LayoutSnapshot.format(abs(sweep.step))):",
        ]
        lines += criticalWidths.isEmpty ? ["  none"] : criticalWidths.map { "  \($0)" }
        for state in states {
            for width in keyWidths {
                lines.append("")
                // The root as tall as the picture, as `trellis layout` shows it.
                lines.append(LayoutSnapshot.text(of: keyLayouts[Picture(state: state, width: width)]!,
                                                 state: state, rootAsPictured: true))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The critical widths a `layout.txt` lists (to re-render its pictures):
    /// those greater than 0 and at most ``maximumWidth``; the others are in
    /// ``outOfRangeCriticalWidths(inLayoutText:)``.
    public static func criticalWidths(inLayoutText text: String) -> [Double] {
        listedCriticalWidths(text).compactMap { isPictureWidth($0.width) ? $0.width : nil }
    }

    /// The widths a `layout.txt` lists that no picture can have (1e300, 0,
    /// -5), with their 1-based line numbers, for a message.
    public static func outOfRangeCriticalWidths(inLayoutText text: String) -> [(line: Int, width: Double)] {
        listedCriticalWidths(text).filter { !isPictureWidth($0.width) }
    }

    /// The widest picture a reference may name, in points (as a scene's canvas).
    public static let maximumWidth = 100_000.0

    static func isPictureWidth(_ width: Double) -> Bool { width.isFinite && width > 0 && width <= maximumWidth }

    private static func listedCriticalWidths(_ text: String) -> [(line: Int, width: Double)] {
        var widths: [(line: Int, width: Double)] = []
        var inList = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("critical widths") { inList = true; continue }
            guard inList, line.hasPrefix("  ") else { if inList { break } else { continue } }
            if let colon = line.firstIndex(of: ":"), let width = Double(line[..<colon].trimmingCharacters(in: .whitespaces)) {
                widths.append((index + 1, width))
            }
        }
        return widths
    }

    /// `sweep.txt`, for the base tree.
    public func sweepText(measurer: TextMeasuring) -> String {
        let root = makeRoot(width: sweep.from, state: nil, measurer: measurer)
        return SweepSnapshot.text(of: root, from: sweep.from, to: sweep.to, step: sweep.step, height: scenario.defaultHeight)
    }

    /// A picture as a palette PNG: the canvas as `trellis render` sizes it,
    /// with the frames overlay (blue outlines), so that a frame that moves
    /// shows in the picture even when what the view draws looks the same
    /// (a label 3 points narrower that still shows "D…").
    public func png(_ picture: Picture, measurer: TextMeasuring) throws(RenderError) -> [UInt8] {
        PalettePNG.encode(try image(picture, measurer: measurer))
    }

    /// The picture's palette image: what ``png(_:measurer:)`` compresses.
    public func image(_ picture: Picture, measurer: TextMeasuring) throws(RenderError) -> PaletteImage {
        try canvas(picture, measurer: measurer).paletteImage()
    }

    /// The picture painted, before it becomes a palette image: from its
    /// result in `keyLayouts` when it is there (the one `layout.txt`
    /// describes), else from a tree of its own.
    public func canvas(_ picture: Picture, measurer: TextMeasuring,
                       keyLayouts: [Picture: SolvedLayout] = [:]) throws(RenderError) -> Canvas {
        let layout = keyLayouts[picture] ?? makeRoot(width: picture.width, state: picture.state, measurer: measurer).solvedLayout()
        let renderer = SceneRenderer(background: scenario.background, overlays: .frames)
        return try renderer.render(layout, canvasSize: Size(width: picture.width, height: max(1, layout.size.height)))
    }
}
