import Layout

/// Trellis's frames against the frames Interface Builder saved.
///
/// Each hierarchy of a document is built with IB's placeholders (the canvas
/// lays out with them), laid out at IB's size, and compared view by view
/// in the superview's coordinates, as the file stores frames. A view
/// differs when any of x, y, width or height is more than `tolerance`
/// (0.5 pt) away. Apart are counted:
/// - views IB marks `misplaced` (their saved frame is where they were
///   drawn, not where constraints put them): not compared;
/// - hierarchies whose saved frames break one of their own required
///   constraints (evaluated on the saved frames, alignment rectangles,
///   within the tolerance): not counted, listed with the constraints;
/// - views whose frame is the saved one by construction (autoresizing
///   views, classes Layout cannot build, cell content views): compared but
///   counted apart, since they agree whatever the engine does;
/// - views whose frame depends on text metrics: those whose frame in the
///   root or in the superview moves by more than the tolerance when all
///   text is measured 1.1 times larger or smaller, or half as large
///   (``ScaledTextMeasurer``), labels, buttons and text controls
///   with text among them. iOS's fonts are not here, so these are reported
///   without a target.
public struct IBComparison {
    public static let tolerance = 0.5

    public let file: String
    public let hierarchies: [IBHierarchyComparison]
    public let notes: [IBNote]

    /// Compares every hierarchy of `document`, measuring text with `measurer`.
    public init(document: IBDocument, measurer: TextMeasuring) {
        file = document.file
        var notes = document.notes
        hierarchies = document.hierarchies.map { hierarchy in
            let result = IBHierarchyComparison(hierarchy, of: document, measurer: measurer)
            notes += result.notes
            return result
        }
        self.notes = notes
    }

    /// Every view compared, in every hierarchy.
    public var views: [IBViewComparison] { hierarchies.flatMap(\.views) }
}

/// One view's frames, and how they compare.
public struct IBViewComparison: Sendable {
    public var id: String
    public var element: String
    public var line: Int
    public var saved: Rect
    public var trellis: Rect
    public var isTextDependent: Bool
    /// The frame is the saved one by construction (autoresizing, an
    /// approximated class, a cell's content view).
    public var isFixed: Bool
    public var isMisplaced: Bool
    /// Why it differs, when it does.
    public var cause: IBMissCause?

    public var agrees: Bool { cause == nil }
}

/// Why a view's frame differs from the one IB saved.
public enum IBMissCause: String, Sendable {
    /// Its superview differs in size already; the view follows it.
    case superviewDiffers = "its superview differs"
    /// The view's own constraints give Trellis another frame.
    case engine = "own frame"
}

/// One hierarchy compared.
public struct IBHierarchyComparison: Sendable {
    public var id: String
    public var line: Int
    /// Required constraints the saved frames do not satisfy: the hierarchy
    /// is left out of the figures when there is one.
    public var contradictions: [String]
    public var views: [IBViewComparison]
    public var notes: [IBNote]

    /// The canvas's safe area insets as the device table gives them, and
    /// as the saved frames show them (`IBCanvasInsets`): laid out with the latter.
    public var tableInsets: EdgeInsets
    public var canvasInsets: EdgeInsets

    init(_ original: IBHierarchy, of document: IBDocument, measurer: TextMeasuring) {
        var hierarchy = original
        tableInsets = original.safeAreaInsets
        hierarchy.safeAreaInsets = IBCanvasInsets.inferred(for: original)
        canvasInsets = hierarchy.safeAreaInsets
        hierarchy.canvasRootMargins = IBCanvasInsets.inferredRootMargins(for: hierarchy)
        id = hierarchy.id
        line = hierarchy.root.line
        let options = IBBuildOptions(includesPlaceholders: true)
        let built = IBBuilder.build(hierarchy, of: document, options: options)
        built.layout(measurer: measurer)
        // Text 1.1 times larger and smaller, and half as large: a view
        // held at a limit (a stack of labels as tall as its cell lets it be)
        // moves one way only, and only once its text is well below it.
        let scaledLayouts = [1.1, 1 / 1.1, 0.5].map { factor in
            let scaled = IBBuilder.build(hierarchy, of: document, options: options)
            scaled.layout(measurer: ScaledTextMeasurer(measurer, factor: factor))
            return scaled
        }
        notes = built.notes
        contradictions = IBSavedFrameCheck(hierarchy: hierarchy).brokenConstraints()

        var results: [IBViewComparison] = []
        var differing = Set<String>()
        var superviewOf: [String: String] = [:]
        for element in hierarchy.root.subtree {
            for subview in element.subviews { superviewOf[subview.id] = element.id }
        }
        let textKinds: Set<IBViewKind> = [.label, .button, .textField, .segmentedControl, .textView]
        for element in hierarchy.root.subtree where element.id != hierarchy.root.id {
            guard let saved = element.frame, let view = built.views[element.id] else { continue }
            let frame = view.frame
            // In the root's coordinates, and in the superview's, which the
            // comparison reads: a switch at the end of a stack whose label
            // grows stays where it is in the root but moves in the stack.
            let moved = scaledLayouts.compactMap { $0.views[element.id] }.map { scaledView in
                max(IBHierarchyComparison.distance(view.frameInRootCoordinates, scaledView.frameInRootCoordinates),
                    IBHierarchyComparison.distance(view.frame, scaledView.frame))
            }.max() ?? 0
            let hasText = textKinds.contains(element.kind) && !(element.text ?? "").isEmpty
            let isFixed = view.translatesAutoresizingMaskIntoConstraints
            let distance = IBHierarchyComparison.distance(frame, saved)
            var cause: IBMissCause?
            if distance > IBComparison.tolerance {
                differing.insert(element.id)
                if let parent = superviewOf[element.id], parent != hierarchy.root.id, differing.contains(parent),
                   let parentSaved = hierarchy.root.subtree.first(where: { $0.id == parent })?.frame,
                   let parentView = built.views[parent],
                   abs(parentView.frame.width - parentSaved.width) > IBComparison.tolerance
                    || abs(parentView.frame.height - parentSaved.height) > IBComparison.tolerance {
                    cause = .superviewDiffers
                } else {
                    cause = .engine
                }
            }
            results.append(IBViewComparison(
                id: element.id, element: element.customClass.map { "\(element.element) (\($0))" } ?? element.element,
                line: element.line, saved: saved, trellis: frame,
                isTextDependent: hasText || moved > IBComparison.tolerance, isFixed: isFixed,
                isMisplaced: element.isMisplaced, cause: cause))
        }
        views = results
    }

    /// The largest difference of the four numbers of two frames.
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    }
}
