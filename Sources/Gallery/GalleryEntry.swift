import Examples
import Foundation
import Layout
import Scene
import Verification

/// One page of the gallery: a scene file or a built-in example, with
/// what its page shows decided up front (so a bad input is found before
/// anything is written).
public struct GalleryEntry: Sendable {
    /// Which section of the gallery the page is in; the raw value is its folder.
    public enum Kind: String, Sendable {
        case scene = "scenes"
        case example = "examples"
    }

    /// Scene file or example.
    public var kind: Kind
    /// A scene's `title:` (else its name), an example's name.
    public var title: String
    /// One paragraph: the scenario's summary (a scene's opening comment).
    public var summary: String
    /// What `trellis verify` records for the same scenario: the page shows
    /// the same sweep and key widths, under the same folder name.
    public var plan: SnapshotPlan
    /// The scene or example the page lays out.
    public var scenario: any Scenario { plan.scenario }
    /// The states the page shows: nil (`base`) first, then each named state.
    public var states: [(name: String?, summary: String)]
    /// A scene's file as read (nil for examples).
    public var sceneText: String?
    /// Frames another engine computed, drawn next to Trellis's (an
    /// Interface Builder file's saved frames); nil for none.
    public var referenceFrames: GalleryReferenceFrames?

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
        self.init(kind: .example, plan: SnapshotPlan(example: example), title: example.name, sceneText: nil)
    }

    /// The page of a scene file, loaded as `scene` from `text`.
    public init(scene: Scene, text: String) {
        let plan = SnapshotPlan(scene: scene)
        self.init(kind: .scene, plan: plan, title: scene.title ?? plan.name, sceneText: text)
    }

    /// The page of a scenario read from a file other than a scene file (an
    /// Interface Builder file's hierarchy), under `scenes/NAME`; its title is
    /// `NAME`, and no scene file is shown.
    public init(file scenario: any Scenario, name: String, argument: String) {
        self.init(kind: .scene, plan: SnapshotPlan(file: scenario, name: name, argument: argument), title: name, sceneText: nil)
    }

    private init(kind: Kind, plan: SnapshotPlan, title: String, sceneText: String?) {
        self.kind = kind
        self.plan = plan
        self.title = title
        summary = plan.scenario.summary
        states = [(nil, "No state applied.")] + plan.scenario.states.map { ($0.name, $0.summary) }
        self.sceneText = sceneText
    }

    /// `base-320.png`, `collapsed-187.5-overlays.svg` (the plain picture
    /// embedded, the overlays as vectors: `trellis render -o NAME.svg`).
    static func pictureName(state: String?, width: Double, overlays: Bool) -> String {
        "\(state ?? ScenarioState.baseName)-\(formatWidth(width))\(overlays ? "-overlays.svg" : ".png")"
    }

    /// `base-320-pseudo-expand.png`: ends in a pseudo-locale's name, so it
    /// is never a state's picture (those end in a width or `-overlays`).
    static func pseudoPictureName(width: Double, pseudo: PseudoLocalization) -> String {
        "base-\(formatWidth(width))-pseudo-\(pseudo.rawValue).png"
    }

    /// The width the pseudo-localised pictures are drawn at: the canvas
    /// width, as `trellis render` takes it (320 for examples, as their key width).
    public var pseudoWidth: Double { scenario.defaultWidth ?? 320 }

    /// A width without a trailing `.0`.
    static func formatWidth(_ width: Double) -> String {
        width == width.rounded() && abs(width) < 1e15 ? String(Int64(width)) : String(width)  // checked: integral and below 1e15
    }
}
