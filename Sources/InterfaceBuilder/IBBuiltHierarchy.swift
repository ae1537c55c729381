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
        if let measurer { root.textMeasurer = measurer }
        root.frame = Rect(x: 0, y: 0, width: hierarchy.size.width, height: hierarchy.size.height)
        root.layoutIfNeeded()
        // Margins that depend on where views ended up: up to three rounds.
        for _ in 0..<3 {
            var changed = false
            for (view, element) in marginFollowers {
                let margins = followedMargins(of: view, element: element)
                if margins != view.layoutMargins {
                    view.layoutMargins = margins
                    changed = true
                }
            }
            if !changed { break }
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
    }

    /// A view's margins: its own, grown to the superview's margins where it
    /// reaches into them (`preservesSuperviewLayoutMargins`) and to the
    /// root's safe area where it reaches into the unsafe part
    /// (`insetsLayoutMarginsFromSafeArea`, UIKit's default).
    private func followedMargins(of view: View, element: IBView) -> EdgeInsets {
        var margins = element.layoutMargins ?? IBTreeBuilder.defaultMargins(for: element)  // set by the builder for roots
        let frame = view.frameInRootCoordinates
        let rootSize = root.frame.size
        if element.preservesSuperviewLayoutMargins, let superview = view.superview {
            let parent = superview.layoutMargins
            let inParent = view.frame
            let size = superview.frame.size
            margins.left = max(margins.left, parent.left - inParent.minX)
            margins.right = max(margins.right, parent.right - (size.width - inParent.maxX))
            margins.top = max(margins.top, parent.top - inParent.minY)
            margins.bottom = max(margins.bottom, parent.bottom - (size.height - inParent.maxY))
        }
        if element.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.left = max(margins.left, margins.left + safe.left - frame.minX)
            margins.right = max(margins.right, margins.right + safe.right - (rootSize.width - frame.maxX))
            margins.top = max(margins.top, margins.top + safe.top - frame.minY)
            margins.bottom = max(margins.bottom, margins.bottom + safe.bottom - (rootSize.height - frame.maxY))
        }
        return margins
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
