import Layout

/// A scrolling view (UIKit's `UIScrollView`), laid out as UIKit lays it
/// out and drawn still, clipped, at its `contentOffset`:
///
/// - `contentLayoutGuide` is the content area: its top-left is the
///   scroll view's, less the offset, as UIKit's content origin is drawn at
///   `-contentOffset`; its size is what the content's constraints make it
///   (or `contentSize`, when set). The insets do not move the content: at
///   rest the offset is `-adjustedContentInset.top` (and `.left`), which
///   leaves the inset empty above it (UIScrollView+ContentInset.swift).
/// - `frameLayoutGuide` is the scroll view's own frame.
/// - A constraint between the scroll view's edges or centre and a view
///   inside it is read against the content area, as UIKit reads it
///   (`content.bottom == scrollView.bottom` sets the content's height, it
///   does not stretch the scroll view); widths and heights of the scroll
///   view itself stay the frame's.
///
/// Subviews' frames are in content coordinates, as UIKit's (the bounds
/// origin is `contentOffset`): scrolling never rewrites them; a subview
/// is drawn at its frame less the offset (`UIView.frame`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Whether a drag may cancel touches sent to content (UIKit: true).
    open var canCancelContentTouches = true
    /// Whether touches wait to tell a tap from a drag (UIKit: true).
    open var delaysContentTouches = true
    /// Whether a drag starting in `view` cancels its touches: UIKit's
    /// default, true unless the view is a control. A drag by a synthetic
    /// finger asks it before scrolling (UIScrollView+Dragging.swift).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    /// Whether `view` gets the touches that begin in it: UIKit's default, true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    private var offsetConstraints: (left: LayoutConstraint, top: LayoutConstraint)!
    /// `refreshControl`'s storage (Controls/UIRefreshControl.swift).
    var refreshControlStorage: UIRefreshControl?
    private var sizeConstraints: [LayoutConstraint] = []
    let contentGuide = LayoutGuide(identifier: "contentLayoutGuide")

    override func buildParts() {
        clipsToBounds = true
        node.addLayoutGuide(contentGuide)
        let left = contentGuide.leftAnchor.constraint(equalTo: node.leftAnchor).markSystem("UIScrollView-content-left")
        let top = contentGuide.topAnchor.constraint(equalTo: node.topAnchor).markSystem("UIScrollView-content-top")
        offsetConstraints = (left, top)
        LayoutConstraint.activate([left, top])
        updateOffset()
        addGestureRecognizer(scrollPan)
    }

    open var contentLayoutGuide: UILayoutGuide { guideFacade(for: contentGuide) }
    open var frameLayoutGuide: UILayoutGuide { frameGuide.facade }
    private lazy var frameGuide = FrameGuide(scrollView: self)

    open var contentOffset: CGPoint {
        get {
            noteRead(.contentOffset, of: self)
            return storedContentOffset
        }
        set {
            notifyingObservers(of: .contentOffset) {
                let oldValue = storedContentOffset
                storedContentOffset = newValue
                contentOffsetDidChange(from: oldValue)
            }
        }
    }
    private var storedContentOffset = CGPoint.zero

    private func contentOffsetDidChange(from oldValue: CGPoint) {
        updateOffset()
        guard oldValue != storedContentOffset else { return }
        keepSubviewFrames(from: oldValue)
        // The subviews stand elsewhere under the safe area (UIView+SafeArea.swift).
        if appliedSafeAreaInsets != .zero { updateSubviewsSafeAreas() }
        scrollGeometryDidChange()
        delegate?.scrollViewDidScroll(self)
    }
    open var contentInset: UIEdgeInsets {
        get {
            noteRead(.contentInset, of: self)
            return storedContentInset
        }
        set {
            notifyingObservers(of: .contentInset) {
                storedContentInset = newValue
                updateAdjustedContentInset()
            }
        }
    }
    private var storedContentInset = UIEdgeInsets.zero
    /// `contentInset` plus the part of the safe area that
    /// `contentInsetAdjustmentBehavior` adds (UIScrollView+ContentInset.swift),
    /// as of the last layout or inset change.
    open var adjustedContentInset: UIEdgeInsets { appliedAdjustedInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }
    /// Called when `adjustedContentInset` changes (Apple: "Notifies the
    /// scroll view when the adjusted content insets of the scroll view change").
    open func adjustedContentInsetDidChange() {}
    /// The adjusted inset last worked out (UIScrollView+ContentInset.swift).
    var appliedAdjustedInset: UIEdgeInsets = .zero
    /// How much of a collapsing large title's area the navigation bar
    /// following this scroll view no longer draws (its resting height less
    /// its drawn one; set by the navigation controller): the adjusted inset
    /// keeps the resting top, so what is seen starts this much higher
    /// (BoundaryPin.swift's `VisibleArea`).
    var collapsedTopBar: CGFloat = 0 {
        didSet { if collapsedTopBar != oldValue { setNeedsLayout() } }
    }
    /// How this kind of scroll view takes the safe area into its inset;
    /// table, collection and text views say otherwise (their class bodies).
    var safeAreaAdjustment: SafeAreaAdjustment { .byBehavior }

    /// The content area's size: the content guide's after layout, or the
    /// size set here (held at a low priority, so constraints win).
    open var contentSize: CGSize {
        get {
            noteRead(.contentSize, of: self)
            return explicitContentSize ?? CGSize(contentGuide.layoutFrame.size)
        }
        set { notifyingObservers(of: .contentSize) { setContentSize(newValue) } }
    }

    private func setContentSize(_ newValue: CGSize) {
        explicitContentSize = newValue
        LayoutConstraint.deactivate(sizeConstraints)
        sizeConstraints = [
            contentGuide.widthAnchor.constraint(equalToConstant: Double(newValue.width)),
            contentGuide.heightAnchor.constraint(equalToConstant: Double(newValue.height)),
        ].map { $0.withPriority(.fittingSizeLevel).markSystem("UIScrollView-contentSize") }
        LayoutConstraint.activate(sizeConstraints)
        updateAdjustedContentInset()
        scrollGeometryDidChange()
    }

    /// After a layout pass the bounds may be new: the bars over this
    /// scroll view check their scroll edge (UIViewController+ScrollEdge.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Constraints may have sized the content: its observers hear of it.
        keyValueObservers?.valuesMayHaveChanged([.contentSize], of: self)
        // The safe area, the bounds and the content size are this pass's now.
        updateAdjustedContentInset()
        scrollGeometryDidChange()
    }

    private var explicitContentSize: CGSize?

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Scrolls the least that shows `rect` (content coordinates) inside the
    /// part the adjusted insets leave; nothing when it shows already
    /// (UIScrollView+ContentInset.swift).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let offset = offsetShowing(rect)
        if offset != contentOffset { contentOffset = offset }
    }

    open override var bounds: CGRect {
        get {
            noteRead(.bounds, of: self)
            return CGRect(origin: contentOffset, size: untransformedFrame.size)
        }
        set {
            notifyingObservers(of: .bounds) {
                if newValue.origin != contentOffset { contentOffset = newValue.origin }
                if newValue.size != untransformedFrame.size { resize(keepingCenter: newValue.size) }
            }
        }
    }

    open var isScrollEnabled = true
    open var isPagingEnabled = false
    /// Whether a drag starts along one axis only; stored (a drag here
    /// follows both axes the content can scroll along).
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// Kept within the minimum and maximum; setting it scales the delegate's
    /// `viewForZooming(in:)` (UIScrollView+Zooming.swift).
    open var zoomScale: CGFloat = 1 {
        didSet {
            let pinned = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            if pinned != zoomScale { zoomScale = pinned }  // observers do not run for a set inside didSet
            zoomScaleDidChange(from: oldValue)
        }
    }
    /// Stored, as nothing bounces here.
    open var bouncesZoom = true
    open weak var delegate: UIScrollViewDelegate?

    // Storage for UIScrollView+Dragging.swift and UIScrollView+Indicators.swift.
    /// The drag recognizer UIKit's `panGestureRecognizer` returns, attached in `buildParts()`.
    let scrollPan = ScrollViewPanGestureRecognizer()
    var dragState = DragState()
    open var decelerationRate: DecelerationRate = .normal
    open var scrollsToTop = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Frame-placed subviews keep their frames (content coordinates) as the
    /// offset changes, so they are drawn `delta` further up and left, as
    /// the content guide moves the constraint-placed ones; their layout
    /// nodes hold the frame where it is drawn (`UIView.visibleFrame`).
    private func keepSubviewFrames(from oldOffset: CGPoint) {
        let dx = Double(contentOffset.x - oldOffset.x), dy = Double(contentOffset.y - oldOffset.y)
        for subview in node.subviews where subview.translatesAutoresizingMaskIntoConstraints && subview.counterpart is UIView {
            var frame = subview.frame
            frame.origin.x -= dx
            frame.origin.y -= dy
            subview.frame = frame
        }
    }

    /// The content offset a subview's layout-node frame is drawn at: the
    /// current one for a frame-placed subview (kept up by
    /// `keepSubviewFrames(from:)`), the one of the last solve for a
    /// constraint-placed one (the content guide's solved origin, which
    /// moved it), so its frame reads the same between a scroll and the
    /// next layout, as UIKit's does in `scrollViewDidScroll(_:)`.
    func contentOrigin(of subview: View) -> CGPoint {
        if subview.translatesAutoresizingMaskIntoConstraints { return contentOffset }
        let solved = contentGuide.layoutFrame.origin
        return CGPoint(x: 0 - solved.x, y: 0 - solved.y)
    }

    private func updateOffset() {
        // 0 − offset, not −offset: a zero offset gives +0, never a -0.0 constant.
        offsetConstraints.left.constant = Double(0 - contentOffset.x)
        offsetConstraints.top.constant = Double(0 - contentOffset.y)
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic = 0, scrollableAxes, never, always }
    /// How a drag dismisses the keyboard (UIKit's cases; the `WithAccessory`
    /// pair is iOS 16's; UIScrollView+Dragging.swift).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The scroll view's frame as a guide.
    @preconcurrency @MainActor
    final class FrameGuide {
        let facade: UILayoutGuide

        init(scrollView: UIScrollView) {
            let guide = LayoutGuide(identifier: "frameLayoutGuide")
            let node = scrollView.node
            node.addLayoutGuide(guide)
            facade = scrollView.guideFacade(for: guide)
            LayoutConstraint.activate([
                guide.topAnchor.constraint(equalTo: node.topAnchor), guide.leftAnchor.constraint(equalTo: node.leftAnchor),
                guide.widthAnchor.constraint(equalTo: node.widthAnchor), guide.heightAnchor.constraint(equalTo: node.heightAnchor),
            ].map { $0.markSystem("UIScrollView-frame") })
        }
    }

    /// A constraint between a scroll view's position attributes and a view
    /// inside it, with the scroll view replaced by its content guide; nil
    /// when the constraint is not such a one.
    static func contentRelative(_ constraint: LayoutConstraint) -> LayoutConstraint? {
        func scrollView(_ item: LayoutItem?, _ attribute: LayoutAttribute, other: LayoutItem?) -> UIScrollView? {
            guard let view = item as? View, let scroll = view.counterpart as? UIScrollView,
                  attribute.kind != .size, attribute != .notAnAttribute,
                  let inside = other?.owningView, inside !== view, inside.isDescendant(of: view) else { return nil }
            return scroll
        }
        let first = scrollView(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
        let second = scrollView(constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem)
        guard first != nil || second != nil else { return nil }
        let rewritten = LayoutConstraint(
            item: first?.contentGuide ?? constraint.firstItem, attribute: constraint.firstAttribute,
            relatedBy: constraint.relation, toItem: second?.contentGuide ?? constraint.secondItem,
            attribute: constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
            file: constraint.file, line: constraint.line)
        rewritten.priority = constraint.priority
        rewritten.identifier = constraint.identifier
        return rewritten
    }
}

/// UIKit's scroll-view delegate: scrolling and dragging
/// (UIScrollView+Dragging.swift), scrolling to the top and zooming
/// (UIScrollView+Zooming.swift); each has a default, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}
