import Examples
import Foundation
import Layout
import Scene
import Verification

/// One page of the gallery: a scene file or a built-in example, with
/// what its page shows decided up front (so a bad input is found before
/// anything is written).
public struct GalleryEntry {
    /// Which section of the gallery the page is in; the raw value is its folder.
    public enum Kind: String, Sendable {
        case scene = "scenes"
        case example = "examples"
    }

    /// Scene file or example.
    public var kind: Kind
    /// A scene's `title:` (else its name), an example's name.
    public var title: String
    /// One paragraph: a scene's opening comment, an example's summary.
    public var summary: String
    /// What `trellis verify` records for the same source: the page shows
    /// the same sweep and key widths, under the same folder name.
    public var plan: SnapshotPlan
    /// The scene or example the page lays out.
    public var source: LayoutSource { plan.source }
    /// The states the page shows: nil (`base`) first, then each named state.
    public var states: [(name: String?, summary: String)]
    /// A scene's file as read (nil for examples).
    public var sceneText: String?

    /// The page's folder name: the scene file's name without `.yaml`, or the example's name.
    public var slug: String { plan.name }
    /// The sweep the page's GIF shows.
    public var sweep: WidthRange { plan.sweep }
    /// The widths pictured as PNGs, sorted.
    public var keyWidths: [Double] { plan.keyWidths }
    /// The page's folder, relative to the gallery's root (`scenes/NAME`, `examples/NAME`).
    public var directory: String { plan.folder }

    /// The page of a built-in example.
    public init(example: Example) {
        kind = .example
        title = example.name
        summary = example.summary
        plan = SnapshotPlan(source: .example(example))
        states = [(nil, "No state applied.")] + example.states.map { ($0.name, $0.summary) }
        sceneText = nil
    }

    /// The page of a scene file, loaded as `scene` from `text`.
    public init(scene: Scene, text: String) {
        kind = .scene
        plan = SnapshotPlan(source: .scene(scene))
        title = scene.title ?? plan.name
        summary = SceneFileText.leadingComment(of: text)
        states = [(nil, "No state applied.")] + scene.states.map { ($0.name, $0.summary) }
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
