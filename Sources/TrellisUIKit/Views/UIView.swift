import Layout

/// A rectangle in a view tree, laid out by constraints (UIKit's `UIView`).
///
/// A `UIView` owns one Layout `View` (its node), which Trellis's engine lays
/// out; the UIView carries UIKit's members only, so an app's subclass may
/// declare any member UIKit leaves free. What Trellis adds (the node, a
/// name for reports, the traits of a tree's root, rendering) is under
/// ``trellis``.
///
/// As in UIKit, `translatesAutoresizingMaskIntoConstraints` is true for a
/// view made in code: set it to false on each view you constrain. The view
/// at the top of a tree is sized by whoever lays it out (a renderer, a
/// snapshot, its own frame), never by its autoresizing mask.
///
/// A responder, as in UIKit: its ``next`` responder is its view controller
/// when it is one's root view, else its superview. Equality and hashing are
/// NSObject's: identity.
@preconcurrency @MainActor
open class UIView: UIResponder, LayoutItemOwner, TraitChangeHandling {
    /// The Layout view this one is.
    let node: View
    /// The subviews' façades and guides, kept alive with this view (the
    /// nodes hold their counterparts weakly).
    private var retainedSubviews: [UIView] = []
    var retainedGuides: [UILayoutGuide] = []
    /// The view controller whose `view` this is.
    weak var viewController: UIViewController?
    /// Traits set on this view by Trellis (a tree's root: its device, its
    /// Dynamic Type size); nil inherits the superview's.
    var traitOverride: UITraitCollection?
    /// The traits this view last told `traitCollectionDidChange` about.
    var notifiedTraits: UITraitCollection?
    /// Safe-area insets given to this view (a root's device, a container's
    /// child or bar), nil when it takes the part of its superview's it
    /// covers (UIView+SafeArea.swift).
    var givenSafeAreaInsets: UIEdgeInsets?
    /// The safe area the guide, the margins and the hooks last followed
    /// (brought up to date at layout, UIView+SafeArea.swift).
    var appliedSafeAreaInsets = UIEdgeInsets.zero

    /// The Layout class this UIKit class is drawn and measured as.
    class func makeNode() -> View { View() }

    public init(frame: CGRect) {
        node = Self.takeNode()
        super.init()
        configureNode(frame: frame)
        buildParts()
    }

    /// Declared because UIKit declares it (subclasses write `required
    /// init?(coder:)`). Nibs call it (Nibs/UINib.swift) and set the file's
    /// values when it returns; called with another coder it makes an empty view.
    public required init?(coder: NSCoder) {
        node = Self.makeNode()
        super.init()
        configureNode(frame: .zero)
        buildParts()
    }

    /// Builds what a UIKit class draws under its node (a switch's track and
    /// knob), once, at the end of either initialiser.
    func buildParts() {}

    public override convenience init() { self.init(frame: .zero) }

    /// A node Trellis made itself (a button's title label), for the next
    /// façade made to wrap it (see `UILabel.init(wrapping:)`).
    static var adoptedNode: View?

    /// The node for a new façade: an adopted one, or a new one of the class's kind.
    static func takeNode() -> View {
        if let node = adoptedNode {
            adoptedNode = nil
            return node
        }
        return makeNode()
    }

    private func configureNode(frame: CGRect) {
        node.counterpart = self
        // The traits a view has before it joins a tree: a first change from
        // them is a change (`traitCollectionDidChange` hears of it).
        notifiedTraits = UITraitCollection.trellisDefault
        node.translatesAutoresizingMaskIntoConstraints = true
        node.frame = frame.layoutRect
        // UIKit's direction is per view: the view's own attribute, else its
        // traits' (`applyTraits`), never a superview's forced attribute.
        node.inheritsSuperviewDirection = false
    }

    var layoutItem: LayoutItem { node }

    // MARK: The responder chain

    /// The view controller whose root view this is, else the superview
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/next>).
    open override var next: UIResponder? { viewController ?? superview }

    /// A view can be the first responder only in a window.
    override var isInActiveHierarchy: Bool { window != nil }

    // MARK: Hierarchy

    open var superview: UIView? { node.superview?.counterpart as? UIView }
    open var subviews: [UIView] { node.subviews.compactMap { $0.counterpart as? UIView } }
    /// The superview's window; a controller's root view shown by
    /// `controller.trellis.show` (no superview) answers the device's
    /// window it is hosted in (TrellisViewController.swift).
    open var window: UIWindow? {
        if let superview { return superview.window }
        return viewController?.hostWindow
    }

    open func addSubview(_ view: UIView) { insertSubview(view, at: node.subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self {
            // Already a subview: UIKit only reorders it, keeping its constraints.
            node.moveSubview(view.node, to: index)
            return
        }
        let previous = view.superview
        let oldWindow = view.window, newWindow = window
        previous?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        view.tellSubtreeWindowWillChange(from: oldWindow, to: newWindow)
        previous?.retainedSubviews.removeAll { $0 === view }
        let frame = view.untransformedFrame
        node.insertSubview(view.node, at: index)
        view.keepFrame(frame)
        retainedSubviews.append(view)
        view.tellSubtreeWindowDidChange(from: oldWindow, to: newWindow)
        view.updateSafeAreaInSubtree()
        didAddSubview(view)
        view.didMoveToSuperview()
        view.updateTraitsInSubtree()
        view.applyAppearanceIfInWindow()
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: index(of: siblingSubview, without: view).map { $0 + 1 } ?? node.subviews.count)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: index(of: siblingSubview, without: view) ?? 0)
    }

    /// The sibling's index among the subviews other than `view` (where
    /// `view` goes once taken out, when it is already a subview).
    private func index(of sibling: UIView, without view: UIView) -> Int? {
        node.subviews.filter { $0 !== view.node }.firstIndex { $0 === sibling.node }
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        // The first responder inside leaves the window: it resigns without
        // being asked (UIKit's header on `textFieldDidEndEditing:`: "may be
        // called if forced even if shouldEndEditing returns NO (e.g. view
        // removed from window)").
        if UIResponder.firstResponder != nil { endEditing(true) }
        superview.willRemoveSubview(self)
        let oldWindow = window
        willMove(toSuperview: nil)
        tellSubtreeWindowWillChange(from: oldWindow, to: nil)
        let frame = untransformedFrame
        node.removeFromSuperview()
        keepFrame(frame)
        superview.retainedSubviews.removeAll { $0 === self }
        tellSubtreeWindowDidChange(from: oldWindow, to: nil)
        updateSafeAreaInSubtree()
        didMoveToSuperview()
        updateTraitsInSubtree()
    }

    /// After a move between superviews whose bounds origins differ (into or
    /// out of a scrolled scroll view), gives a frame-placed view its frame
    /// back, as UIKit keeps it; a view placed by constraints is placed by
    /// the next layout.
    private func keepFrame(_ frame: CGRect) {
        guard node.translatesAutoresizingMaskIntoConstraints, untransformedFrame != frame else { return }
        untransformedFrame = frame
    }

    open func bringSubviewToFront(_ view: UIView) { node.moveSubview(view.node, to: node.subviews.count) }
    open func sendSubviewToBack(_ view: UIView) { node.moveSubview(view.node, to: 0) }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = node.subviews
        guard views.indices.contains(index1), views.indices.contains(index2) else { return }
        node.moveSubview(views[index1], to: index2)
        node.moveSubview(views[index2], to: index1)
    }

    open func isDescendant(of view: UIView) -> Bool { node.isDescendant(of: view.node) }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// Tells the moved view and every view under it, each before its own
    /// subviews, that its window is about to change, when it changes
    /// (a move within one window, or between superviews in none, says
    /// nothing). The order around the superview hooks is the one UIKit
    /// logs: `willMove(toSuperview:)`, `willMove(toWindow:)`, then after
    /// the move `didMoveToWindow()`, `didMoveToSuperview()`
    /// (docs/uikit.md, "Window hooks").
    func tellSubtreeWindowWillChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        guard oldWindow !== newWindow else { return }
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
    }

    /// The counterpart of `tellSubtreeWindowWillChange` once the view has moved.
    func tellSubtreeWindowDidChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        guard oldWindow !== newWindow else { return }
        forEachInSubtree { $0.didMoveToWindow() }
    }

    /// This view, then its subviews' subtrees in order (a copy of each
    /// list: a hook may add or remove subviews).
    private func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Called on a view loaded from a nib or storyboard once its outlets are
    /// set (Nibs/NibObjectBuilder.swift).
    open func awakeFromNib() {}

    /// Called by Interface Builder on an `@IBDesignable` view before it is
    /// drawn in the canvas; never called here.
    open func prepareForInterfaceBuilder() {}

    /// Ends editing in this view or its subviews: the first responder among
    /// them resigns, as Apple documents (`endEditing(_:)`: "This method
    /// looks at the current view and its subview hierarchy for the text
    /// field that is currently the first responder. If it finds one, it
    /// asks that text field to resign as first responder. If the force
    /// parameter is set to true, the text field is never even asked; it is
    /// forced to resign"). Returns whether it resigned (true when none was
    /// the first responder).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let current = UIResponder.firstResponder as? UIView,
              current === self || current.isDescendant(of: self) else { return true }
        guard force else { return current.resignFirstResponder() }
        UIResponder.isForcingResignation = true
        defer { UIResponder.isForcingResignation = false }
        current.resignFirstResponder()
        // A subclass that refuses even so loses the status.
        if current.isFirstResponder { current.dropFirstResponder() }
        return true
    }

    open var tag: Int = 0
    /// State restoration's name for the view (`UIStateRestoring`); kept,
    /// since Linux has no state restoration to save it.
    open var restorationIdentifier: String?

    /// The first view in the subtree (this one included) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Geometry

    /// In the superview's bounds coordinates, as UIKit's: a scroll view's
    /// subviews' frames are in its content coordinates, where its bounds
    /// origin is `contentOffset`, and scrolling never rewrites them. The
    /// layout node keeps the frame where it is drawn, from the superview's
    /// visible top left (`visibleFrame`); the two differ by the offset.
    ///
    /// Under a transform that is not the identity, Apple calls the value
    /// "undefined"; it reads, as UIKit's does in practice, the smallest
    /// rectangle holding the transformed view, and setting it sets the
    /// bounds' size and `center` so that the transformed view fills it, as
    /// Core Animation sets a layer's (UIView+Transform.swift, docs/uikit.md
    /// "Transforms"). Layout keeps the untransformed rectangle.
    open var frame: CGRect {
        get {
            noteRead(.frame, of: self)
            return transform.isIdentity ? untransformedFrame : transformedFrame
        }
        set {
            notifyingObservers(of: .frame) {
                if transform.isIdentity { untransformedFrame = newValue } else { setTransformedFrame(newValue) }
            }
        }
    }

    /// The frame as if the transform were the identity: the rectangle of
    /// the bounds' size whose anchor point is at `center`. The layout node
    /// keeps the rectangle centred on `center` (the layer's `position`),
    /// which is what Auto Layout sets; with the layer's `anchorPoint` moved
    /// from the middle the frame sits off it by `anchorShift` (CALayer:
    /// frame = position − anchorPoint × size).
    var untransformedFrame: CGRect {
        get {
            let shift = superviewBoundsOrigin, anchor = anchorShift(for: CGRect(node.frame).size)
            return CGRect(node.frame).offsetBy(dx: shift.x + anchor.x, dy: shift.y + anchor.y)
        }
        set {
            let shift = superviewBoundsOrigin, anchor = anchorShift(for: newValue.size)
            node.frame = newValue.offsetBy(dx: -shift.x - anchor.x, dy: -shift.y - anchor.y).layoutRect
            applyLayerGeometry()
            // UIKit works a view's safe area out again as its frame is set.
            updateSafeAreaInSubtree()
        }
    }

    /// The frame from the superview's visible top left: where the view is
    /// drawn (a scroll view's subview at its content frame less the offset).
    var visibleFrame: CGRect {
        let anchor = anchorShift(for: CGRect(node.frame).size)
        return CGRect(node.frame).offsetBy(dx: anchor.x, dy: anchor.y)
    }

    /// The superview's bounds origin as this view's layout node stands
    /// to it: a scroll view's content offset (UIScrollView's
    /// `contentOrigin(of:)`), zero for any other superview (Trellis keeps
    /// their origins at zero).
    var superviewBoundsOrigin: CGPoint {
        guard let scrollView = node.superview?.counterpart as? UIScrollView else { return .zero }
        return scrollView.contentOrigin(of: node)
    }

    /// The view's own coordinate space. Trellis keeps the origin at zero
    /// (scroll views excepted, whose origin is their content offset). A new
    /// size grows or shrinks the view about its centre, as UIKit documents.
    open var bounds: CGRect {
        get {
            noteRead(.bounds, of: self)
            return CGRect(origin: .zero, size: CGRect(node.frame).size)
        }
        set {
            notifyingObservers(of: .bounds) {
                if newValue.size != untransformedFrame.size { resize(keepingCenter: newValue.size) }
            }
        }
    }

    /// Gives the frame `size` around the same centre (UIKit's bounds-size rule).
    func resize(keepingCenter size: CGSize) {
        let center = self.center
        untransformedFrame = CGRect(x: center.x - anchorPoint.x * size.width, y: center.y - anchorPoint.y * size.height,
                       width: size.width, height: size.height)
    }

    /// The layer's `position`: the point of the superview where the anchor
    /// point is (the middle of the frame unless the layer's `anchorPoint`
    /// moved), as UIKit documents `center`, transform or none.
    open var center: CGPoint {
        get {
            noteRead(.center, of: self)
            let frame = untransformedFrame
            return CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        }
        set {
            notifyingObservers(of: .center) {
                let size = untransformedFrame.size
                untransformedFrame.origin = CGPoint(x: newValue.x - anchorPoint.x * size.width,
                                                    y: newValue.y - anchorPoint.y * size.height)
            }
        }
    }

    /// How the view is drawn about its layer's anchor point, its `center`
    /// (scale, rotation, translation): painted, subtree included, as UIKit
    /// draws it; the layout ignores it, as Auto Layout does ("Auto Layout
    /// calculates a view’s alignment rectangle based on its untransformed frame",
    /// Apple's `UIView.transform`); `frame` reads the transformed view's
    /// bounding box, `convert`, hit-testing and touches go through it
    /// (UIView+Transform.swift).
    open var transform = CGAffineTransform.identity {
        didSet { applyLayerGeometry() }
    }

    /// The layer's `anchorPoint` (UIView+Anchor.swift): a new one keeps
    /// `center` and so moves the frame, as Core Animation documents.
    var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { applyLayerGeometry() }
    }

    // MARK: Appearance

    open var backgroundColor: UIColor? {
        didSet {
            node.backgroundColor = resolvedColor(backgroundColor, with: traitCollection)
            appearanceSetterCalled("backgroundColor")
        }
    }

    open var alpha: CGFloat {
        get {
            noteRead(.alpha, of: self)
            return CGFloat(node.alpha)
        }
        set { notifyingObservers(of: .alpha) { node.alpha = Double(newValue) } }
    }

    open var isHidden: Bool {
        get {
            noteRead(.isHidden, of: self)
            return node.isHidden
        }
        set { notifyingObservers(of: .isHidden) { node.isHidden = newValue } }
    }

    open var isOpaque = true

    open var clipsToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }

    /// The view's tint: its own, else its superview's, else `.systemBlue`.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            appearanceSetterCalled("tintColor")
            tintColorDidChange()
            for view in subviews { view.inheritedTintDidChange() }
        }
    }

    private var ownTintColor: UIColor?

    /// Tells this view and the views below it that inherit their tint that
    /// it changed; a view with its own tint keeps it, and so does its subtree
    /// (UIKit's `tintColorDidChange()` documentation).
    private func inheritedTintDidChange() {
        guard ownTintColor == nil else { return }
        tintColorDidChange()
        for view in subviews { view.inheritedTintDidChange() }
    }

    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    open func tintColorDidChange() {}

    open var contentMode: UIView.ContentMode = .scaleToFill

    /// The view's Core Animation layer: corner radius, border and shadow
    /// are drawn from it, as on iOS; its sublayers, and its own drawing
    /// when it is a gradient or shape layer (`layerClass`), too.
    open var layer: CALayer {
        if let madeLayer { return madeLayer }
        let kind: AnyClass = type(of: self).layerClass
        // The layer classes a view can make (an app's own CALayer subclass
        // as `layerClass` gets a plain CALayer: docs/uikit.md, Drawing).
        let made: CALayer = kind == CAGradientLayer.self ? CAGradientLayer()
            : kind == CAShapeLayer.self ? CAShapeLayer() : CALayer()
        made.view = self
        madeLayer = made
        return made
    }

    /// The layer once something asked for it (a view whose layer nobody
    /// touched draws nothing of its layer's).
    private(set) var madeLayer: CALayer?

    /// The size at which this view's `draw(_:)` (an app's override that
    /// called UIKit's) last drew nothing; nil once `setNeedsDisplay()` is
    /// called (UIView+Drawing.swift).
    var drawnNothingAt: Size?

    /// The class of the view's layer (override to back a view with a
    /// ``CAGradientLayer`` or ``CAShapeLayer``; another class gets a plain
    /// ``CALayer``).
    open class var layerClass: AnyClass { CALayer.self }

    /// Marks the view's drawing stale: its `draw(_:)` runs at the next
    /// capture even if it drew nothing last time.
    open func setNeedsDisplay() { drawnNothingAt = nil }
    open func setNeedsDisplay(_ rect: CGRect) { drawnNothingAt = nil }

    /// Override to draw the view's content into `UIGraphicsGetCurrentContext()`
    /// (its bounds, y down), over its background and under its subviews.
    /// Trellis records the drawing when the tree is captured and Render
    /// paints it (docs/uikit.md, Drawing).
    open func draw(_ rect: CGRect) { ViewDrawing.baseDrawReached = true }

    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false

    // MARK: Hit-testing

    /// The farthest descendant (this view included) that contains `point`
    /// (in this view's coordinates), as UIKit documents
    /// (<https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)>):
    /// a view that is hidden, has user interaction disabled or an alpha
    /// below 0.01 is ignored with its subtree; a point outside
    /// `point(inside:with:)` (the bounds) is never a hit, even on a subview
    /// that sticks out; subviews are asked front to back (the last added
    /// first), each with the point in its own coordinates, through its
    /// transform (a tap lands where the view is drawn; a view squashed flat
    /// by a scale of 0 is never hit). A label's or image view's interaction is off by default, so
    /// a tap on one goes to the view behind.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() where !subview.isFlattenedByTransform {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let b = bounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    // MARK: Converting coordinates

    /// `point` in `view`'s coordinates; in the window's (the tree's root's)
    /// when `view` is nil. Through each view between: its frame, its
    /// bounds' origin (a scroll view's offset) and its transform about its
    /// anchor point (UIView+Transform.swift), as UIKit converts.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointToRoot(point)
        return view?.pointFromRoot(inRoot) ?? inRoot
    }

    /// `point` in `view`'s coordinates (the window's when nil) in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointToRoot(point) ?? point)
    }

    /// `rect` in `view`'s coordinates (the window's when nil): the smallest
    /// rectangle holding its corners converted, which is `rect` moved
    /// when no transform turns or scales it on the way.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let toRoot = transformToRoot()
        return LayerGeometry.rect(rect, through: view.map { toRoot.concatenating($0.transformToRoot().inverted()) } ?? toRoot)
    }

    /// `rect` in `view`'s coordinates (the window's when nil) in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let fromRoot = transformToRoot().inverted()
        return LayerGeometry.rect(rect, through: view.map { $0.transformToRoot().concatenating(fromRoot) } ?? fromRoot)
    }

    // MARK: Gesture recognizers

    /// The recognizers attached to this view, nil when there are none (as
    /// UIKit answers); setting the list replaces them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Held strongly, as UIKit holds them; each recognizer holds its view weakly.
    private var attachedRecognizers: [UIGestureRecognizer] = []
    /// The view's interactions (Interactions/UIInteraction.swift), held strongly as UIKit holds them.
    var interactionStorage: [any UIInteraction] = []

    /// Attaches `gestureRecognizer` (taking it from the view it was on); a
    /// recognizer already here stays where it is.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Whether a recognizer attached to this view (or a subview) may begin;
    /// true unless a subclass says otherwise
    /// (<https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)>).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Accessibility

    /// Also the view's name in Trellis's reports and snapshots.
    open var accessibilityIdentifier: String? {
        didSet { node.name = accessibilityIdentifier }
    }

    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityElements: [Any]?
    /// Actions VoiceOver offers in its actions rotor; stored (a test runs
    /// one with its handler or target, see ``UIAccessibilityCustomAction``).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    open var accessibilityFrame: CGRect = .zero
    /// The element's outline for VoiceOver's cursor, in screen coordinates
    /// (`UIAccessibility.convertToScreenCoordinates(_:in:)`); nil, the
    /// default, means the `accessibilityFrame`, as Apple's page says. Kept
    /// for the app and its subclasses (an override is a class member).
    open var accessibilityPath: UIBezierPath?
    open var accessibilityLanguage: String?
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElementsHidden = false

    // The informal UIAccessibilityContainer protocol: apps override the
    // three together (a control whose parts are `UIAccessibilityElement`s).

    /// How many elements the view holds: the count of `accessibilityElements` (0 when nil).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` of `accessibilityElements`; nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is in `accessibilityElements` (by identity);
    /// `NSNotFound` when it is not there, as Apple documents.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Layout

    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { node.translatesAutoresizingMaskIntoConstraints }
        set { node.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// Which parts of the frame stretch with the superview while the view
    /// translates its frame into constraints: resized at once when code
    /// gives the superview a new size, and kept in proportion by the
    /// autoresizing constraints when the engine does (docs/uikit.md).
    open var autoresizingMask: UIView.AutoresizingMask {
        get { node.autoresizingMask }
        set { node.autoresizingMask = newValue }
    }

    open var autoresizesSubviews: Bool {
        get { node.autoresizesSubviews }
        set { node.autoresizesSubviews = newValue }
    }

    open var constraints: [NSLayoutConstraint] { node.constraints.map(NSLayoutConstraint.wrapping) }

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// 8 points on every side by default (UIKit's default for a view that
    /// is not a view controller's root; see docs/uikit.md). Set, they stay
    /// on these physical sides whatever the direction; after
    /// `directionalLayoutMargins` was set, they read that resolved for the
    /// view's direction now. Read, they include the safe-area insets when
    /// `insetsLayoutMarginsFromSafeArea` (the margins `layoutMarginsGuide`
    /// follows): Apple's page, "For the root view of a view controller, the
    /// default value of this property reflects the system minimum margins
    /// and safe area insets. For other subviews … the values may be greater
    /// if the view is not fully inside the safe area" (docs/uikit-numbers.md,
    /// "`layoutMargins` read in the safe area").
    open var layoutMargins: UIEdgeInsets {
        get { marginsWithSafeArea(ownMargins) }
        set {
            ownDirectionalMargins = nil
            ownMargins = newValue
            applyMargins()
            layoutMarginsDidChange()
        }
    }

    /// The margins by reading direction. Set, they stay leading and
    /// trailing: a view whose direction changes later (its
    /// `semanticContentAttribute`, the traits' layout direction, a move into
    /// a tree whose traits are right to left) swaps its left and right margins, as in
    /// UIKit, whose `directionalLayoutMargins` "take the current language
    /// direction into account" and whose `layoutMargins` follow whichever
    /// of the two was set last (Apple,
    /// <https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins>).
    /// Read, they include the safe area as `layoutMargins` do.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let own = ownDirectionalLayoutMargins
            guard insetsLayoutMarginsFromSafeArea else { return own }
            let safe = appliedSafeAreaInsets, rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: own.top + safe.top, leading: own.leading + (rtl ? safe.right : safe.left),
                                           bottom: own.bottom + safe.bottom, trailing: own.trailing + (rtl ? safe.left : safe.right))
        }
        set {
            ownDirectionalMargins = newValue
            ownMargins = resolved(newValue)
            applyMargins()
            layoutMarginsDidChange()
        }
    }

    /// The margins as set, without the safe area (what `layoutMargins` reads
    /// less the safe area): what Trellis's own views set and adjust.
    private var ownMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// `directionalLayoutMargins` as set, without the safe area.
    var ownDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        if let ownDirectionalMargins { return ownDirectionalMargins }
        let m = ownMargins, rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom,
                                       trailing: rtl ? m.left : m.right)
    }

    /// `layoutMargins` as set, without the safe area.
    var ownLayoutMargins: UIEdgeInsets { ownMargins }
    /// The margins as set by direction, when `directionalLayoutMargins` was
    /// set last (nil when `layoutMargins` was).
    private var ownDirectionalMargins: NSDirectionalEdgeInsets?

    /// `margins` on the physical sides for the view's direction now.
    private func resolved(_ margins: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: margins.top, left: rtl ? margins.trailing : margins.leading,
                            bottom: margins.bottom, right: rtl ? margins.leading : margins.trailing)
    }

    /// The view's direction may have changed: directional margins move to
    /// the other sides if it did (a cheap check for every other view).
    func resolveDirectionalMargins() {
        guard let ownDirectionalMargins else { return }
        let margins = resolved(ownDirectionalMargins)
        guard margins != ownMargins else { return }
        ownMargins = margins
        applyMargins()
        layoutMarginsDidChange()
    }

    /// The margins the engine uses: the ones set, plus the safe-area insets
    /// when `insetsLayoutMarginsFromSafeArea` (UIKit's default), so that
    /// `layoutMarginsGuide` stays inside the safe area.
    func applyMargins() {
        node.layoutMargins = marginsWithSafeArea(ownMargins).layoutInsets
    }

    /// `margins` plus the safe-area insets when `insetsLayoutMarginsFromSafeArea`.
    private func marginsWithSafeArea(_ margins: UIEdgeInsets) -> UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = appliedSafeAreaInsets
        return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// Stored; a view's margins do not yet grow to its superview's.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area (true, as in UIKit).
    open var insetsLayoutMarginsFromSafeArea = true { didSet { applyMargins() } }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}

    open var layoutMarginsGuide: UILayoutGuide { guideFacade(for: node.layoutMarginsGuide) }

    /// A guide inset from the view by its safe-area insets (Apple: "The
    /// layout guide representing the portion of your view that is
    /// unobscured by bars and other content"), for every view, not only a
    /// root: UIView+SafeArea.swift.
    open var safeAreaLayoutGuide: UILayoutGuide { safeArea.guide }
    /// The safe area: given, or the part of the superview's this view
    /// covers, plus its controller's `additionalSafeAreaInsets`
    /// (UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// The guide, made when first asked for (most views never are).
    private var safeAreaGuide: SafeAreaGuide?
    var hasSafeAreaGuide: Bool { safeAreaGuide != nil }
    var safeArea: SafeAreaGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let made = SafeAreaGuide(view: self)
        safeAreaGuide = made
        return made
    }

    /// A guide of a comfortable line length inside the margins (see
    /// ``ReadableContentGuide``).
    open var readableContentGuide: UILayoutGuide { readable.guide }
    lazy var readable = ReadableContentGuide(view: self)

    open var layoutGuides: [UILayoutGuide] { node.layoutGuides.map(guideFacade(for:)) }

    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        node.addLayoutGuide(layoutGuide.guide)
        retainedGuides.append(layoutGuide)
    }

    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        node.removeLayoutGuide(layoutGuide.guide)
        retainedGuides.removeAll { $0 === layoutGuide }
    }

    func guideFacade(for guide: LayoutGuide) -> UILayoutGuide {
        if let facade = guide.counterpart as? UILayoutGuide { return facade }
        let facade = UILayoutGuide(wrapping: guide)
        retainedGuides.append(facade)
        return facade
    }

    // MARK: Intrinsic size and priorities

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the content wants; the default is the node's (none for a
    /// plain view, the text's for a label).
    open var intrinsicContentSize: CGSize { CGSize(node.ownIntrinsicContentSize()) }

    open func invalidateIntrinsicContentSize() { node.invalidateIntrinsicContentSize() }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(layout: node.contentHuggingPriority(for: axis.layoutAxis))
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.setContentHuggingPriority(priority.layoutPriority, for: axis.layoutAxis)
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(layout: node.contentCompressionResistancePriority(for: axis.layoutAxis))
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.setContentCompressionResistancePriority(priority.layoutPriority, for: axis.layoutAxis)
    }

    open var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(node.alignmentRectInsets) }

    open func alignmentRect(forFrame frame: CGRect) -> CGRect { CGRect(node.alignmentRect(forFrame: frame.layoutRect)) }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        CGRect(node.frame(forAlignmentRect: alignmentRect.layoutRect))
    }

    open var forFirstBaselineLayout: UIView { (node.forFirstBaselineLayout.counterpart as? UIView) ?? self }
    open var forLastBaselineLayout: UIView { (node.forLastBaselineLayout.counterpart as? UIView) ?? self }

    /// The Layout view whose baselines the engine uses: the UIView's
    /// `forFirstBaselineLayout` (which a subclass may override), or a part
    /// a control draws its text in.
    var firstBaselineNode: View { forFirstBaselineLayout.node }
    var lastBaselineNode: View { forLastBaselineLayout.node }

    // MARK: The layout cycle

    open func setNeedsLayout() { node.setNeedsLayout() }
    open func layoutIfNeeded() { node.layoutIfNeeded() }

    /// Override to adjust layout; `super.layoutSubviews()` sets the
    /// subviews' frames from the engine's solution.
    open func layoutSubviews() { node.layoutSubviews() }

    /// The layer's delegate hook (`CALayerDelegate`), which the layout pass
    /// calls for the view's own layer: UIKit's tells the view controller
    /// its root view will lay out, calls `layoutSubviews()`, then tells it
    /// it did, so an override that calls `super` first (or last) runs
    /// around the whole pass.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.placeContentUnavailableView()
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        // The subviews stand where they will: their safe areas follow
        // before the controller hears the layout is done, as UIKit's do.
        updateSubviewsSafeAreas()
        viewController?.viewDidLayoutSubviews()
    }

    open func setNeedsUpdateConstraints() { node.setNeedsUpdateConstraints() }
    open func updateConstraintsIfNeeded() { node.updateConstraintsIfNeeded() }

    /// Override to update constraints; call `super` last, as in UIKit.
    open func updateConstraints() { node.updateConstraints() }

    /// Runs before the engine's constraint pass reaches this view: a cell
    /// brings its configuration up to date here (UIKit does before layout).
    func prepareForConstraintsPass() {}

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(node.systemLayoutSizeFitting(targetSize.layoutSize))
    }

    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(node.systemLayoutSizeFitting(
            targetSize.layoutSize, withHorizontalFittingPriority: horizontalFittingPriority.layoutPriority,
            verticalFittingPriority: verticalFittingPriority.layoutPriority))
    }

    /// The size that fits `size`: the view's current size for a plain view
    /// (UIKit's default), the text's for a label.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() { untransformedFrame.size = sizeThatFits(bounds.size) }

    // MARK: Direction and traits

    /// The view's own: it turns this view's direction (its content, the
    /// places of its subviews, its directional margins) but not its
    /// subviews', which keep their own attribute and their traits' layout
    /// direction (Apple, `effectiveUserInterfaceLayoutDirection`: "you can't
    /// assume that the value propagates through the view's subtree"; the
    /// common way to flip a whole app is `UIView.appearance()`, which sets
    /// it on every view). docs/uikit.md, "Right to left".
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            node.semanticContentAttribute = semanticContentAttribute.layoutAttribute
            resolveDirectionalMargins()
        }
    }

    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        node.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The traits in effect here: Trellis's default environment (see
    /// ``UITraitCollection/trellisDefault``), then each ancestor's
    /// overrides (a view controller's, a tree's root's), this view's last.
    open var traitCollection: UITraitCollection {
        applyingOwnOverrides(to: superview?.traitCollection ?? UITraitCollection.trellisDefault)
    }

    /// Open, as UIKit's, so that a subclass may override it; what it
    /// reads and writes is in Traits/UIView+OverrideUserInterfaceStyle.swift.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { styleInTraitOverrides }
        set { setStyleInTraitOverrides(newValue) }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The handlers of `registerForTraitChanges` (iOS 17).
    var traitHandlers: [TraitChangeHandler] = []

    /// Applies new traits to what the engine and the painter read; a
    /// subclass adds its own (a label's Dynamic Type font, its colours).
    func applyTraits(_ traits: UITraitCollection) {
        node.userInterfaceLayoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        node.backgroundColor = resolvedColor(backgroundColor, with: traits)
        viewController?.applySystemMinimumMargins(traits)
    }

    /// A colour as the painter takes it: resolved for `traits`, and
    /// `UIColor.tintColor` replaced by this view's tint.
    func resolvedColor(_ color: UIColor?, with traits: UITraitCollection) -> Layout.Color? {
        guard let color else { return nil }
        if color.isTintColor {
            let tint: UIColor = ownTintColor ?? superview?.tintColor ?? .systemBlue
            return tint.isTintColor ? UIColor.systemBlue.resolvedLayoutColor(with: traits) : tint.resolvedLayoutColor(with: traits)
        }
        return color.resolvedLayoutColor(with: traits)
    }

    /// A given colour as the painter takes it (see `resolvedColor(_:with:)`):
    /// what a control hands its Layout node.
    func drawnColor(_ color: UIColor, with traits: UITraitCollection) -> Layout.Color {
        resolvedColor(color, with: traits) ?? .clear  // never clear: a given colour resolves
    }

    // MARK: Description

    /// The class and the frame, as UIKit prints a view (NSObject's
    /// description, which is not main-actor isolated; off the main thread
    /// there is no frame to read, and it is NSObject's).
    nonisolated open override var description: String {
        guard Thread.isMainThread else { return super.description }
        return MainActor.assumeIsolated {
            let f = frame
            return "<\(type(of: self)): frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
        }
    }
}

extension UIView: @preconcurrency ViewCounterpart {
    package func engineLayoutSubviews() { layoutSublayers(of: layer) }

    /// Auto Layout resizes a view through its bounds in UIKit, so an app's
    /// `override var bounds { didSet { … } }` (a mask or shadow path made
    /// for the new size) runs when the engine gives the view a new size;
    /// `frame`'s setter is not called, as in UIKit.
    package func engineDidResize() {
        bounds = CGRect(origin: bounds.origin, size: untransformedFrame.size)
        applyLayerGeometry()  // a moved anchor's offset scales with the size
    }

    /// Layout moved the view without a setter: observers of its frame,
    /// bounds or centre hear of what changed (KeyValueObserving/).
    package func engineDidTakeSolvedFrame() {
        keyValueObservers?.valuesMayHaveChanged([.frame, .bounds, .center], of: self)
    }

    package func engineUpdateConstraints() {
        prepareForConstraintsPass()
        if let viewController {
            viewController.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    package func engineDrawings(in size: Size) -> [PlacedDrawing] { recordedDrawings(in: size) }

    /// The view's own layer's `mask` (DuckDuckGo's `round(corners:radius:)`
    /// sets a shape layer there): the view, its subviews and its shadow
    /// are drawn inside the mask's shape, as a sublayer's mask clips it
    /// (CALayer+Mask.swift).
    package func engineMaskClip(in size: Size) -> ClipShape? {
        madeLayer?.maskClip().map { ClipShape(path: $0.path, evenOdd: $0.evenOdd) }
    }

    /// A label's text rectangle, from its `drawText(in:)` (UILabel+DrawText.swift).
    package func engineTextRect(in size: Size) -> Rect? {
        if let label = self as? UILabel { return label.textRect(drawnIn: size) }
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    package var engineIntrinsicContentSize: Size { intrinsicContentSize.layoutSize }
    package var engineFirstBaselineView: View { firstBaselineNode }
    package var engineLastBaselineView: View { lastBaselineNode }
}
