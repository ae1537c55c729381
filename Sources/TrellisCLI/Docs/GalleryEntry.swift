import Examples
import Foundation
import Scene

/// One page of the gallery: a scene file or a built-in example, with
/// what its page shows decided up front (so a bad input is found before
/// anything is written).
struct GalleryEntry {
    enum Kind: String {
        case scene = "scenes"
        case example = "examples"
    }

    var kind: Kind
    /// The page's folder name: the scene file's name without `.yaml`, or the example's name.
    var slug: String
    var title: String
    var summary: String
    var source: LayoutSource
    /// The states the page shows: nil (`base`) first, then each named state.
    var states: [(name: String?, summary: String)]
    var sweep: Scene.Sweep
    /// The widths pictured as PNGs, sorted.
    var keyWidths: [Double]
    /// A scene's file as read (nil for examples).
    var sceneText: String?

    /// The page's folder, relative to the gallery's root.
    var directory: String { "\(kind.rawValue)/\(slug)" }

    /// The sweep an example (or a scene without one) gets: as `trellis check`
    /// checks an example, 200 to 600 points.
    static let defaultSweep = Scene.Sweep(from: 200, to: 600, step: 4)
    /// The widths an example is pictured at: narrow, a phone, wide.
    static let exampleKeyWidths: [Double] = [200, 320, 600]

    init(example: Example) {
        kind = .example
        slug = example.name
        title = example.name
        summary = example.summary
        source = .example(example)
        states = [(nil, "No state applied.")] + example.states.map { ($0.name, $0.summary) }
        sweep = Self.defaultSweep
        keyWidths = Self.exampleKeyWidths
        sceneText = nil
    }

    init(scene: Scene, text: String) {
        kind = .scene
        slug = ((scene.file as NSString).lastPathComponent as NSString).deletingPathExtension
        title = scene.title ?? slug
        summary = SceneFileText.leadingComment(of: text)
        source = .scene(scene)
        states = [(nil, "No state applied.")] + scene.states.map { ($0.name, $0.summary) }
        sweep = scene.sweep ?? Self.defaultSweep
        keyWidths = Array(Set([scene.width, sweep.from, sweep.to])).sorted()
        sceneText = text
    }

    /// `base-320.png`, `collapsed-187.5-overlays.png`.
    static func pictureName(state: String?, width: Double, overlays: Bool) -> String {
        "\(state ?? "base")-\(formatWidth(width))\(overlays ? "-overlays" : "").png"
    }

    /// A width without a trailing `.0`.
    static func formatWidth(_ width: Double) -> String {
        width == width.rounded() && abs(width) < 1e15 ? String(Int64(width)) : String(width)
    }
}
