import Layout

/// Which bars are at the scroll edge (iOS 15): a navigation bar, a toolbar
/// or a tab bar draws its `scrollEdgeAppearance` (nil: its standard one
/// with a transparent background) when the edge of the observed scroll
/// view's content aligns with the bar's edge, and its standard appearance
/// when content lies under it (Apple, `UINavigationBar.scrollEdgeAppearance`,
/// `UIToolbar.scrollEdgeAppearance`, `UITabBar.scrollEdgeAppearance`). The
/// observed scroll view is the one `contentScrollView(for:)` returns for
/// the bar's edge (`.top` for a navigation bar, `.bottom` for a toolbar or
/// a tab bar) on the controller the bar shows; with none, the bar is at
/// the scroll edge, as a screen without a scroll view is drawn on iOS 15.
extension UIViewController {
    /// Sets the scroll view the bars observe at every edge (Apple:
    /// "identical to calling `setContentScrollView(_:for:)` and passing
    /// `all`").
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The controller whose content a container's bar lies over: a
    /// navigation controller's top one, a tab bar controller's selected
    /// one, followed down; otherwise this one.
    var controllerUnderBars: UIViewController {
        if let navigation = self as? UINavigationController, let top = navigation.topViewController {
            return top.controllerUnderBars
        }
        if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController {
            return selected.controllerUnderBars
        }
        return self
    }

    /// Whether the content at `edge` (`.top` or `.bottom`) is at the bar's
    /// edge: the observed scroll view's content is, or there is none.
    func contentIsAtScrollEdge(_ edge: NSDirectionalRectEdge) -> Bool {
        let leaf = controllerUnderBars
        guard let scroll = leaf.contentScrollView(for: edge) else { return true }
        return edge == .bottom ? scroll.isAtBottomScrollEdge : scroll.isAtTopScrollEdge
    }

    /// How far the observed scroll view at `edge` is scrolled from where
    /// its content rests (`contentOffset.y + adjustedContentInset.top`, 0 at
    /// rest; negative when pulled down past the top); nil without one.
    func contentScrolledFromRest(_ edge: NSDirectionalRectEdge) -> CGFloat? {
        controllerUnderBars.contentScrollView(for: edge).map { $0.scrolledFromTop }
    }

    /// The scroll views under this controller's bars may have moved: this
    /// controller's containers and theirs draw their bars again.
    func scrollEdgesMayHaveChanged() {
        var current: UIViewController? = self
        while let controller = current {
            (controller as? UINavigationController)?.updateScrollEdges()
            (controller as? UITabBarController)?.updateScrollEdges()
            current = controller.parent
        }
    }
}

extension UIScrollView {
    /// How far the content is scrolled from its rest, `-adjustedContentInset.top`.
    var scrolledFromTop: CGFloat { contentOffset.y + adjustedContentInset.top }

    /// Whether the content's top is where it rests, under the top bars'
    /// bottom edge (the adjusted inset's top): not scrolled down.
    var isAtTopScrollEdge: Bool { scrolledFromTop <= 0 }

    /// Whether the content's bottom (with its inset) is at or above the
    /// bottom bars' top edge, the bottom of the part of the safe area that
    /// covers this view: the content is scrolled to its end, or too short
    /// to reach the bar.
    var isAtBottomScrollEdge: Bool {
        let adjusted = contentInsetAdjustmentBehavior != .never
        let contentBottom = 0 - contentOffset.y + contentSize.height + contentInset.bottom
        let barTop = bounds.height - (adjusted ? overlappedSafeAreaInsets.bottom : 0)
        // Half a point's tolerance: a bottom worked out from fractional
        // row heights that lands on the bar by rounding is on it.
        return contentBottom <= barTop + 0.5
    }

    /// The offset, the content's size or the bounds changed: the bars of
    /// the controller this scroll view is in may change their look.
    func scrollGeometryDidChange() {
        var view: UIView? = self
        while let current = view {
            if let controller = current.viewController {
                controller.scrollEdgesMayHaveChanged()
                return
            }
            view = current.superview
        }
    }
}
