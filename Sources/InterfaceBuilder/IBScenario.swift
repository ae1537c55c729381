import Foundation
import Layout

/// One view hierarchy of an Interface Builder file as a `Scenario`: what
/// `trellis layout`, `render`, `sweep`, `check`, `verify` and `docs` lay
/// out when given a `.xib` or `.storyboard` instead of a scene file.
///
/// The tree is built as Interface Builder's canvas lays it out (its
/// placeholder constraints and intrinsic sizes kept, the safe area read from
/// the saved frames, `IBCanvasInsets`), so that at the saved size it is
/// the tree ``IBComparison`` compares. At another width the root is given
/// that width and the saved height (the canvas's); a height of 0 makes it as
/// tall as its constraints say. Views IB lets autoresize are placed by
/// their masks at every width (`IBRootView`), as UIKit places them.
public struct IBScenario: Scenario {
    public let document: IBDocument
    public let hierarchy: IBHierarchy
    /// The file's path as given.
    public let name: String
    public let summary: String

    /// Picks one hierarchy of `document`: the one whose root view, or whose
    /// view controller, has the id `view`; the storyboard scene `scene`; the
    /// first when neither is given.
    public init(document: IBDocument, view: String? = nil, scene: String? = nil) throws(IBSelectionError) {
        guard let first = document.hierarchies.first else {
            throw IBSelectionError(file: document.file, message: "holds no view hierarchy to lay out", choices: [])
        }
        var chosen = first
        if let view {
            guard let found = document.hierarchies.first(where: { $0.id == view || $0.controller?.id == view }) else {
                throw IBSelectionError(file: document.file, message: "no view or view controller has the id \"\(view)\"",
                                       choices: document.hierarchies.map(Self.describe))
            }
            chosen = found
        } else if let scene {
            guard document.kind == .storyboard else {
                throw IBSelectionError(file: document.file, message: "a xib has no scenes (asked for --scene \(scene)); pick a view with --view",
                                       choices: document.hierarchies.map(Self.describe))
            }
            guard let found = document.hierarchies.first(where: { $0.sceneID == scene }) else {
                throw IBSelectionError(file: document.file, message: "no scene has the id \"\(scene)\"",
                                       choices: document.hierarchies.map(Self.describe))
            }
            chosen = found
        }
        self.document = document
        var canvas = chosen
        canvas.safeAreaInsets = IBCanvasInsets.inferred(for: chosen)
        canvas.canvasRootMargins = IBCanvasInsets.inferredRootMargins(for: canvas)
        hierarchy = canvas
        name = document.file
        let fileName = (document.file as NSString).lastPathComponent
        summary = "\(Self.describe(chosen)) of \(fileName), \(PointFormat.string(chosen.size.width)) × "
            + "\(PointFormat.string(chosen.size.height)) points in Interface Builder."
    }

    /// Reads the file at `path` and picks a hierarchy (``init(document:view:scene:)``).
    public static func load(contentsOfFile path: String, view: String? = nil, scene: String? = nil) throws(IBScenarioError) -> IBScenario {
        let document: IBDocument
        do {
            document = try IBDocumentReader.read(contentsOfFile: path)
        } catch {
            throw .read(error)
        }
        do {
            return try IBScenario(document: document, view: view, scene: scene)
        } catch {
            throw .selection(error)
        }
    }

    /// Whether a path names an Interface Builder file (by its extension).
    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard")
    }

    /// `view sP1-pb-0AO (CornerRoundingView), scene abc-12-xyz, controller …`: how a hierarchy is named in messages.
    static func describe(_ hierarchy: IBHierarchy) -> String {
        var text = "\(hierarchy.root.element) \(hierarchy.id)"
        if let custom = hierarchy.root.customClass { text += " (\(custom))" }
        if let controller = hierarchy.controller {
            text += ", \(controller.element) \(controller.id)"
            if let custom = controller.customClass { text += " (\(custom))" }
        }
        if let scene = hierarchy.sceneID { text += ", scene \(scene)" }
        return text
    }

    /// Every view under the root with the frame Interface Builder saved,
    /// in the root's coordinates (a scroll view's content at zero offset),
    /// parents first; named by IB's id, as the built tree names its views.
    public var savedFramesInRoot: [(id: String, frame: Rect)] {
        var frames: [(id: String, frame: Rect)] = []
        func walk(_ element: IBView, origin: Point) {
            for subview in element.subviews {
                guard let saved = subview.frame else { continue }
                let frame = Rect(x: origin.x + saved.minX, y: origin.y + saved.minY, width: saved.width, height: saved.height)
                frames.append((subview.id, frame))
                walk(subview, origin: frame.origin)
            }
        }
        walk(hierarchy.root, origin: Point(x: 0, y: 0))
        return frames
    }

    public var states: [ScenarioState] { [] }
    /// The saved width and height: the canvas Interface Builder used.
    public var defaultWidth: Double? { hierarchy.size.width }
    public var defaultHeight: Double? { hierarchy.size.height }
    /// The root's background colour, white when it has none (a cell's).
    public var background: Color { hierarchy.root.backgroundColor ?? .white }
    public var sweep: WidthRange? { nil }

    public func makeRoot(width: Double, height: Double?, state: String?, measurer: any TextMeasuring) -> View {
        precondition(state == nil, "\(name) has no states")
        let built = IBBuilder.build(hierarchy, of: document, options: IBBuildOptions(includesPlaceholders: true))
        built.layout(size: Size(width: width, height: height ?? hierarchy.size.height), measurer: measurer)
        return built.root
    }
}

/// A `--view` or `--scene` that names no hierarchy of the file, or a file
/// with none: the message, and the hierarchies there are.
public struct IBSelectionError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var message: String
    /// Each hierarchy, as ``IBScenario`` names it: root view, controller, scene.
    public var choices: [String]

    public var description: String {
        "\(file): \(message)" + (choices.isEmpty ? "" : "; the file holds: " + choices.joined(separator: "; "))
    }
}

/// Why an Interface Builder file cannot be laid out as a scenario.
public enum IBScenarioError: Error, Equatable, CustomStringConvertible {
    case read(IBReadError)
    case selection(IBSelectionError)

    public var description: String {
        switch self {
        case .read(let error): error.description
        case .selection(let error): error.description
        }
    }
}
