import Layout

/// The root of a built hierarchy. UIKit sets the margins of a view that
/// follows its superview's margins (`preservesSuperviewLayoutMargins`) or
/// the safe area (`insetsLayoutMarginsFromSafeArea`) again whenever frames
/// change; this root does the same after each of its layouts, so that a
/// tree laid out again at another width (a sweep, critical widths) has the
/// margins that width gives, as a fresh tree at that width would.
///
/// Its `layoutSubviews()` solves, then sets the followers' margins from the
/// frames; views below its direct subviews get their frames later in the
/// same pass, so one more pass is asked for to read them, and passes go on
/// while a margin changes (at most ``maximumRounds`` changes a layout).
final class IBRootView: View {
    /// The views whose margins follow, with the elements they were built from.
    var marginFollowers: [(view: View, element: IBView)] = []
    /// The root's safe area insets on the canvas.
    var safeAreaInsets = EdgeInsets()

    /// Views IB lets autoresize, with their saved frames and their
    /// superview's saved size: at another size their masks place them.
    var autoresizing: [IBAutoresizedView] = []

    static let maximumRounds = 6
    /// Whether the pass that just ran read frames all set by a pass before it.
    private var checkedAfterAFullPass = false
    private var rounds = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !marginFollowers.isEmpty || !autoresizing.isEmpty else { return }
        var changed = false
        for item in autoresizing {
            guard let superview = item.view.superview else { continue }
            let frame = item.frame(in: superview.frame.size)
            if frame != item.view.frame {
                item.view.frame = frame
                changed = true
            }
        }
        if updateFollowedMargins() { changed = true }
        if changed, rounds < Self.maximumRounds {
            rounds += 1  // setting a margin asks for another pass
            checkedAfterAFullPass = false
        } else if !checkedAfterAFullPass {
            checkedAfterAFullPass = true
            setNeedsLayout()
        } else {
            checkedAfterAFullPass = false  // settled: the next layout starts afresh
            rounds = 0
        }
    }

    /// Sets each follower's margins from the frames; whether any changed.
    func updateFollowedMargins() -> Bool {
        Self.updateFollowedMargins(marginFollowers, root: self, safeAreaInsets: safeAreaInsets)
    }

    /// Sets each follower's margins from the frames of `root`'s tree; whether any changed.
    static func updateFollowedMargins(_ followers: [(view: View, element: IBView)], root: View,
                                      safeAreaInsets: EdgeInsets) -> Bool {
        var changed = false
        for (view, element) in followers {
            let margins = followedMargins(of: view, element: element, rootSize: root.frame.size, safeAreaInsets: safeAreaInsets)
            if margins != view.layoutMargins {
                view.layoutMargins = margins
                changed = true
            }
        }
        return changed
    }

    /// A view's margins: its own, grown to the superview's margins where it
    /// reaches into them (`preservesSuperviewLayoutMargins`) and to the
    /// root's safe area where it reaches into the unsafe part
    /// (`insetsLayoutMarginsFromSafeArea`, UIKit's default).
    private static func followedMargins(of view: View, element: IBView, rootSize: Size, safeAreaInsets: EdgeInsets) -> EdgeInsets {
        var margins = element.layoutMargins ?? IBTreeBuilder.defaultMargins(for: element)  // set by the builder for roots
        let frame = view.frameInRootCoordinates
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

/// A view IB lets autoresize: where its mask puts it when its superview is
/// another size than the one IB saved, by UIKit's rule
/// (``AutoresizingMask``, Layout's, which the engine uses for any view that
/// translates its frame).
struct IBAutoresizedView {
    let view: View
    let saved: Rect
    let savedSuperviewSize: Size
    let mask: IBAutoresizingMask

    func frame(in size: Size) -> Rect {
        var layoutMask: AutoresizingMask = []
        for (flag, part) in [(mask.flexibleMinX, AutoresizingMask.flexibleLeftMargin), (mask.widthSizable, .flexibleWidth),
                             (mask.flexibleMaxX, .flexibleRightMargin), (mask.flexibleMinY, .flexibleTopMargin),
                             (mask.heightSizable, .flexibleHeight), (mask.flexibleMaxY, .flexibleBottomMargin)] where flag {
            layoutMask.insert(part)
        }
        return layoutMask.resized(saved, from: savedSuperviewSize, to: size)
    }
}
