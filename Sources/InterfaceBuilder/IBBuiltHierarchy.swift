import Layout

/// A hierarchy of an Interface Builder document built into a Layout view
/// tree, with the frames Interface Builder saved kept beside it, both keyed
/// by IB's object ids.
public final class IBBuiltHierarchy {
    public let hierarchy: IBHierarchy
    /// The root view: named by its id, as every view of the tree is.
    public let root: View
    /// Every view built, by IB's object id.
    public let views: [String: View]
    /// The element each view was built from, by id.
    public let elements: [String: IBView]
    /// What the build could not apply (a constraint to an item outside the
    /// hierarchy, a runtime attribute), by line.
    public let notes: [IBNote]
    /// Views whose margins follow their superview's or the safe area: set
    /// again from the solved frames after a first pass (UIKit updates them
    /// as the frames change).
    let marginFollowers: [(view: View, element: IBView)]
    let safeAreaInsets: EdgeInsets

    init(hierarchy: IBHierarchy, root: View, views: [String: View], elements: [String: IBView], notes: [IBNote],
         marginFollowers: [(view: View, element: IBView)]) {
        self.hierarchy = hierarchy
        self.root = root
        self.views = views
        self.elements = elements
        self.notes = notes
        self.marginFollowers = marginFollowers
        safeAreaInsets = hierarchy.safeAreaInsets
    }

    /// The frame Interface Builder saved for a view, in its superview's coordinates.
    public func savedFrame(of id: String) -> Rect? { elements[id]?.frame }

    /// Lays the tree out at the size Interface Builder used (the root's
    /// saved frame), measuring text with `measurer` (the tree's own when nil).
    public func layout(measurer: TextMeasuring? = nil) {
        layout(size: hierarchy.size, measurer: measurer)
    }

    /// Lays the tree out at `size` (a height of 0: as tall as the
    /// constraints make it), measuring text with `measurer` (the tree's own
    /// when nil). Margins that follow the superview's or the safe area are
    /// set again from the frames (`IBRootView` does it in each layout).
    public func layout(size: Size, measurer: TextMeasuring? = nil) {
        if let measurer { root.textMeasurer = measurer }
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.layoutIfNeeded()
        guard !(root is IBRootView) else { return }
        // A root of another class (a label, a stack view): up to three rounds here.
        for _ in 0..<3 {
            guard IBRootView.updateFollowedMargins(marginFollowers, root: root, safeAreaInsets: safeAreaInsets) else { break }
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
    }
}

extension View {
    /// The frame in the root's coordinates, from the frames set by the last layout.
    var frameInRootCoordinates: Rect {
        var rect = frame
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            rect.origin.x += view.frame.minX
            rect.origin.y += view.frame.minY
            ancestor = view.superview
        }
        return rect
    }
}
