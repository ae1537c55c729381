import Examples
import Foundation
import Scene
import Verification

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

    init(example: Example) {
        kind = .example
        slug = example.name
        title = example.name
        summary = example.summary
        source = .example(example)
        states = [(nil, "No state applied.")] + example.states.map { ($0.name, $0.summary) }
        // The sweep and key widths `trellis verify` records (SnapshotPlan).
        let plan = SnapshotPlan(source: source)
        sweep = plan.sweep
        keyWidths = plan.keyWidths
        sceneText = nil
    }

    init(scene: Scene, text: String) {
        kind = .scene
        slug = ((scene.file as NSString).lastPathComponent as NSString).deletingPathExtension
        title = scene.title ?? slug
        summary = SceneFileText.leadingComment(of: text)
        source = .scene(scene)
        states = [(nil, "No state applied.")] + scene.states.map { ($0.name, $0.summary) }
        let plan = SnapshotPlan(source: source)
        sweep = plan.sweep
        keyWidths = plan.keyWidths
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
