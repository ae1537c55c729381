import Foundation

/// Every view's safe area, as Apple documents `UIView.safeAreaInsets`
/// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets):
/// "For the view controller's root view, the insets account for the status
/// bar, other visible bars, and any additional insets that you specified
/// using the `additionalSafeAreaInsets` property of your view controller.
/// For other views in the view hierarchy, the insets reflect only the
/// portion of the view that is covered by those other content areas."
///
/// - A view given insets (a tree's root by its device, a container's child
///   by its container, a bar) has those; a window that is not given any
///   has the shown device's when it has the screen's bounds (UIWindow.swift).
/// - Any other view has the part of its superview's safe area its frame
///   covers, in its own coordinates. A scroll view's subviews stand where
///   they are drawn (their visible frame), and get the scroll view's safe
///   area less the edges its `adjustedContentInset` already took: its
///   content is inset there, so rows scrolled under a bar do not grow
///   (UNSOURCED: Apple documents no rule for a scroll view's subviews;
///   Trellis's reading, docs/uikit-numbers.md "The searches of safearea").
/// - A view controller's view adds the controller's
///   `additionalSafeAreaInsets` ("Custom insets that you specify to modify
///   the view controller's safe area", Apple's page on that property).
///
/// The guide and the margins follow at layout: UIKit updates a view's safe
/// area as its frame is set, and Trellis does so as each view's
/// `layoutSubviews()` has placed its subviews (`updateSubviewsSafeAreas()`),
/// before `viewDidLayoutSubviews()`. A change moves the guide's
/// constraints, which the layout pass then solves again (incrementally:
/// only the moved constants); when nothing changed nothing is solved again.
extension UIView {
    /// The safe area now, from the given insets or the superview's (read
    /// live: right even before the next layout).
    var computedSafeAreaInsets: UIEdgeInsets {
        insets(within: superview.map { $0.safeAreaInsetsForSubviews($0.safeAreaInsets) })
    }

    /// The part of the nearest given safe area this view covers: its
    /// `safeAreaInsets` (the name kept for the scroll view and table code
    /// that read it).
    var overlappedSafeAreaInsets: UIEdgeInsets { safeAreaInsets }

    /// This view's insets given its superview's safe area as it passes it
    /// to its subviews (`outer`, in the superview's bounds), nil for a root.
    private func insets(within outer: UIEdgeInsets?) -> UIEdgeInsets {
        var insets: UIEdgeInsets
        if let given = givenSafeAreaInsets {
            insets = given
        } else if let outer, let superview {
            insets = outer == .zero ? .zero : Self.covered(by: outer, in: superview.bounds.size, frame: visibleFrame)
        } else {
            // A root: a window with the screen's bounds not given any has the device's (UIWindow.swift).
            insets = (self as? UIWindow)?.screenSafeAreaInsets ?? .zero
        }
        if let extra = viewController?.additionalSafeAreaInsets, extra != .zero {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// The safe area this view hands its subviews: its own; a scroll view's
    /// less the edges its adjusted inset took (UIScrollView+ContentInset.swift).
    func safeAreaInsetsForSubviews(_ own: UIEdgeInsets) -> UIEdgeInsets {
        guard own != .zero, let scrollView = self as? UIScrollView else { return own }
        let taken = scrollView.safeAreaInsetAdjustment
        return UIEdgeInsets(top: own.top - taken.top, left: own.left - taken.left,
                            bottom: own.bottom - taken.bottom, right: own.right - taken.right)
    }

    /// The part of `outer` (insets of a superview `size` big) that `frame` covers, from the frame's edges.
    static func covered(by outer: UIEdgeInsets, in size: CGSize, frame: CGRect) -> UIEdgeInsets {
        func covered(_ amount: CGFloat, of length: CGFloat) -> CGFloat { min(max(0, amount), max(0, length)) }
        return UIEdgeInsets(top: covered(outer.top - frame.minY, of: frame.height),
                            left: covered(outer.left - frame.minX, of: frame.width),
                            bottom: covered(frame.maxY - (size.height - outer.bottom), of: frame.height),
                            right: covered(frame.maxX - (size.width - outer.right), of: frame.width))
    }

    /// Gives this view `insets` as its safe area (a container does so for
    /// its bars and its children's views), telling it only when they change.
    func giveSafeAreaInsets(_ insets: UIEdgeInsets) {
        if givenSafeAreaInsets != insets { trellis.safeAreaInsets = insets }
    }

    // MARK: Keeping the guide, the margins and the hooks up to date

    /// Brings this view's safe area (guide, margins, hooks) up to date with
    /// its frame and its superview's, and, when it changed, its subtree's.
    /// `force` tells the view even when nothing changed (a root given its
    /// device's insets again, as `trellis.safeAreaInsets` always did).
    func updateSafeAreaInSubtree(force: Bool = false) {
        let outer = superview.map { $0.safeAreaInsetsForSubviews($0.appliedSafeAreaInsets) }
        applySafeArea(insets(within: outer), force: force)
    }

    /// After this view's `layoutSubviews()`: each subview's safe area from
    /// its new frame. A subview that had none and gets none (the whole tree
    /// of a view shown with no safe area) costs one comparison.
    func updateSubviewsSafeAreas() {
        if superview == nil { updateSafeAreaInSubtree() }
        let outer = safeAreaInsetsForSubviews(appliedSafeAreaInsets)
        for subview in subviews {
            if outer == .zero, subview.appliedSafeAreaInsets == .zero, subview.givenSafeAreaInsets == nil,
               subview.viewController == nil { continue }
            subview.applySafeArea(subview.insets(within: outer), force: false)
        }
    }

    /// Sets the applied safe area; on a change the guide, the margins and
    /// the hooks follow (`safeAreaInsetsDidChange()`, the controller's
    /// `viewSafeAreaInsetsDidChange()`), then the subviews.
    private func applySafeArea(_ insets: UIEdgeInsets, force: Bool) {
        guard insets != appliedSafeAreaInsets || force else { return }
        let changed = insets != appliedSafeAreaInsets
        appliedSafeAreaInsets = insets
        if hasSafeAreaGuide { safeArea.update(insets) }
        applyMargins()
        safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
        guard changed else { return }
        let outer = safeAreaInsetsForSubviews(insets)
        for subview in subviews { subview.applySafeArea(subview.insets(within: outer), force: false) }
    }
}
