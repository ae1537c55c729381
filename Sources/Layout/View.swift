/// The direction text and leading/trailing run in.
public enum UserInterfaceLayoutDirection: String, Sendable {
    case leftToRight, rightToLeft
}

/// How a view's content flips for right-to-left languages (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable {
    case unspecified, forceLeftToRight, forceRightToLeft
}

/// The axis a hugging or compression-resistance priority applies to.
public enum LayoutConstraintAxis: Sendable, Hashable {
    case horizontal, vertical
}

/// A priority for each axis (a view's hugging, or its compression resistance).
struct AxisPriorities {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    subscript(axis: LayoutConstraintAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// A rectangle in a view tree, laid out by constraints (UIKit's `UIView`).
///
/// Subclasses override `intrinsicContentSize`, `updateConstraints()` and
/// `layoutSubviews()` as they would in UIKit; calling `super` matters in the
/// same places. Views made in Trellis default to
/// `translatesAutoresizingMaskIntoConstraints = false` (UIKit's default for
/// views from Interface Builder): a Trellis view is laid out by constraints
/// unless you ask for its frame to be kept.
open class View: LayoutItem {
    /// A name for reports and traces (think `accessibilityIdentifier`).
    public var name: String?
    /// Not weak: a weak reference gives the parent a side table, and every
    /// retain and release of it then takes the runtime's slow path (a
    /// quarter of a large tree's layout went to reference counting). Kept
    /// true by hand instead: set by `insertSubview`, cleared by
    /// `removeFromSuperview` and by the parent's `deinit`.
    ///
    /// Unchecked for exclusivity, like `contentHost` and `textMeasurer`
    /// (issue 32): every walk up the tree (the text measurer in effect, the
    /// layout direction) reads them at each level, and their dynamic checks
    /// were about 1 % of a large tree's layout. Every access is a plain read
    /// or assignment of a reference, never inout, so none can overlap another.
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
    public internal(set) var subviews: [View] = []
    public let layoutVariables: LayoutVariables
    public var owningView: View? { self }

    // MARK: Appearance (stored for the renderer)

    /// Hidden views keep their constraints (as in UIKit) but are not drawn.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.setNeedsLayout()
            superview?.arrangedSubviewVisibilityChanged(self)
        }
    }

    /// A subview was hidden or shown (a stack view re-arranges).
    func arrangedSubviewVisibilityChanged(_ view: View) {}
    public var backgroundColor: Color?
    /// The view's opacity with its subtree, 0 (invisible) to 1 (UIKit's
    /// `alpha`); unlike `isHidden` it changes nothing in the layout.
    public var alpha: Double = 1
    public var borderColor: Color?
    public var borderWidth: Double = 0
    public var cornerRadius: Double = 0
    public var clipsToBounds = false
    /// A drop shadow painted under the view (Core Animation's layer
    /// shadow); nil or a zero opacity: none. Like Core Animation's, it is
    /// not drawn when the view clips to its bounds.
    public var shadow: Shadow?
    /// Which corners `cornerRadius` rounds (Core Animation's `maskedCorners`).
    public var maskedCorners: CornerMask = .all
    /// How the view and its subtree are drawn, about the view's centre
    /// (UIKit's `transform`): painting only. The layout ignores it, as Auto
    /// Layout does: the frame stays the untransformed one.
    public var transform: AffineMatrix = .identity
    /// Drawing of the view's own, painted over its background: set by hand
    /// here, or made at each capture by the view's counterpart (a UIView's
    /// `draw(_:)` and layers).
    public var drawings: [PlacedDrawing] = []
    /// When set, the view and its subtree are painted as a mask filled with
    /// this colour: each pixel keeps its coverage and takes this colour
    /// (UIKit's vibrancy, which re-colours a vibrancy view's content).
    public var maskFillColor: Color?

    // MARK: Text

    /// The text engine of this view's subtree: labels and button titles
    /// measure with the nearest one set on them or an ancestor; with none
    /// set, with the root's context (``TextContext``: the engine in scope
    /// when the root was made, ``withTextMeasurer(_:_:)``, else
    /// ``ShapedTextMeasurer/system``, HarfBuzz with the system's fonts).
    /// Pass another in here (a test font's, or an
    /// ``ApproximateTextMeasurer``); nothing process-wide is changed.
    @exclusivity(unchecked) public var textMeasurer: TextMeasuring? {
        didSet {
            guard textMeasurer !== oldValue else { return }
            for view in subtree { view.invalidateIntrinsicContentSize() }
        }
    }

    /// The measurer in effect here: this view's, an ancestor's, or the
    /// root's context's (the engine in scope where the root was made, or
    /// the system's).
    public var effectiveTextMeasurer: TextMeasuring {
        var view = self
        while true {
            if let measurer = view.textMeasurer { return measurer }
            guard let up = view.superview ?? view.contentHost else {
                return view.contextMeasurer ?? ShapedTextMeasurer.system
            }
            view = up
        }
    }

    /// The engine in scope when the view was made (``withTextMeasurer(_:_:)``):
    /// its tree's, should it be the root.
    private let contextMeasurer: (any TextMeasuring)? = TextContext.scoped

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect = .zero {
        didSet {
            if translatesAutoresizingMaskIntoConstraints, frame != oldValue { setNeedsUpdateGeneratedConstraints() }
            if !isTakingSolvedFrame, frameSource == .engine { frameWasSetOutsideEngine(replacing: oldValue) }
            // A new size means new layout inside (UIKit lays out on bounds changes).
            if frame.size != oldValue.size {
                needsLayout = true
                if !isTakingSolvedFrame { autoresizeSubviews(from: oldValue.size) }
            }
        }
    }

    /// A root's lengths before it was left to its content (0), for the
    /// next real length its subviews are resized from.
    private var lengthsBeforeContent: (width: Double?, height: Double?) = (nil, nil)

    /// The length a root's subviews are resized from along one axis: none
    /// (the new length itself) when the root is left to its content, the
    /// length before that when it gets a real one again.
    private static func lengthBeforeContent(_ kept: inout Double?, old: Double, new: Double) -> Double {
        if new == 0 {
            if old != 0 { kept = old }
            return new
        }
        defer { kept = nil }
        return old == 0 ? kept ?? old : old
    }

    /// Whether the counterpart hears of every solved frame (a UIView whose
    /// frame, bounds or centre is key-value observed); false costs nothing.
    package var reportsSolvedFrames = false

    /// Set while the engine writes a solved frame: its subviews follow by
    /// their constraints, not by ``autoresizeSubviews(from:)``.
    private var isTakingSolvedFrame = false

    /// Sets the frame the solver found, without turning it into
    /// constraints or autoresizing the subviews.
    func takeSolvedFrame(_ solved: Rect) {
        let keep = translatesAutoresizingMaskIntoConstraints
        translatesAutoresizingMaskIntoConstraints = false
        isTakingSolvedFrame = true
        let oldSize = frame.size
        frame = solved
        // A counterpart hears of a new size while the frame is still the
        // engine's (UIKit's engine resizes a view through its bounds).
        if solved.size != oldSize, hasCounterpart, let counterpart { counterpart.engineDidResize() }
        if reportsSolvedFrames, hasCounterpart, let counterpart { counterpart.engineDidTakeSolvedFrame() }
        isTakingSolvedFrame = false
        translatesAutoresizingMaskIntoConstraints = keep
        frameIsTheEngines()
    }

    /// Which parts of the frame stretch with the superview while the view
    /// translates its frame into constraints (UIKit's `autoresizingMask`).
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if translatesAutoresizingMaskIntoConstraints, autoresizingMask != oldValue { setNeedsUpdateGeneratedConstraints() } }
    }

    /// Whether a new size given to this view's frame resizes its subviews by
    /// their masks (UIKit's `autoresizesSubviews`, true by default).
    public var autoresizesSubviews = true

    /// UIKit's springs and struts, when code (not the engine) gives the view
    /// a new size: each subview that translates its frame and has a mask is
    /// resized by it at once, as `UIView` does in `setFrame:`; a later solve
    /// keeps it there by the mask's constraints. A root's new length of 0
    /// is left alone: it means "as its content needs" (`solvedLayout(width:)`),
    /// not a length to share out; the length it had before is kept for the
    /// next real one (a layout left to its content, then given a height).
    private func autoresizeSubviews(from old: Size) {
        let new = frame.size
        var from = old
        if superview == nil {
            from.width = Self.lengthBeforeContent(&lengthsBeforeContent.width, old: old.width, new: new.width)
            from.height = Self.lengthBeforeContent(&lengthsBeforeContent.height, old: old.height, new: new.height)
        }
        guard autoresizesSubviews else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let resized = subview.autoresizingMask.resized(subview.frame, from: from, to: new)
            if resized != subview.frame { subview.frame = resized }
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Space between the view's edges and its content, 8 points on every side
    /// by default. The `…Margin` attributes and `layoutMarginsGuide` use them.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { setNeedsUpdateLayoutEngine() } }
    }

    /// The margins by reading direction; setting them sets `layoutMargins`.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let m = layoutMargins
            return DirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom,
                                         trailing: rtl ? m.left : m.right)
        }
        set { layoutMargins = newValue.resolved(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
    }

    var resolvedLayoutMargins: EdgeInsets { layoutMargins }

    /// How far the alignment rectangle (what constraints tie) lies inside the
    /// frame, for a shadow or a badge that should not count for alignment.
    open var alignmentRectInsets: EdgeInsets { storedAlignmentRectInsets }

    /// Sets `alignmentRectInsets` without subclassing.
    public func setAlignmentRectInsets(_ insets: EdgeInsets) {
        storedAlignmentRectInsets = insets
        setNeedsUpdateLayoutEngine()
    }

    private var storedAlignmentRectInsets = EdgeInsets.zero

    /// The alignment rectangle for a frame, and back.
    public func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }
    public func frame(forAlignmentRect rect: Rect) -> Rect { rect.inset(by: alignmentRectInsets.negated) }

    // MARK: Intrinsic content size

    /// "No intrinsic size along this axis" (UIKit's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: Double = -1

    /// The size the content wants, on the alignment rectangle; either
    /// dimension may be `View.noIntrinsicMetric`. Override it, and call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The intrinsic size in effect at the last constraint update.
    var appliedIntrinsicSize: Size?

    public func invalidateIntrinsicContentSize() {
        setNeedsUpdateGeneratedConstraints()
        contentHost?.invalidateIntrinsicContentSize()
    }

    /// The view whose content this one is (a button's title label).
    /// Unowned(unsafe) for the reason `superview` is; the host clears it
    /// when it goes (`Button`'s deinit).
    @exclusivity(unchecked) unowned(unsafe) var contentHost: View?

    // Two stored values per axis, not dictionaries: every sync reads them
    // for every marked view, and a dictionary is an allocation per view.
    private var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    private var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)

    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority { hugging[axis] }
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        hugging[axis] = priority
        setNeedsUpdateGeneratedConstraints()
    }
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        compressionResistance[axis]
    }
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        compressionResistance[axis] = priority
        setNeedsUpdateGeneratedConstraints()
    }

    /// Whether the engine turns the view's `frame` into constraints (UIKit's
    /// autoresizing-mask constraints). False by default in Trellis.
    public var translatesAutoresizingMaskIntoConstraints = false {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { setNeedsUpdateGeneratedConstraints() } }
    }

    // MARK: Baselines

    /// The view whose first baseline is this view's (a label's is its own).
    open var forFirstBaselineLayout: View { self }
    open var forLastBaselineLayout: View { self }

    /// Where the view's own first baseline lies below its top, and its last
    /// baseline above its bottom; nil for views without text (their
    /// baselines are their bottom edge, as in UIKit).
    open var firstBaselineOffsetFromTop: Double? { nil }
    open var lastBaselineOffsetFromBottom: Double? { nil }

    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    // MARK: Direction

    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            forgetEffectiveDirection()
            setNeedsUpdateLayoutEngine()
        }
    }

    /// The direction the root of a tree lays out in, unless a view forces its own.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            forgetEffectiveDirection()
            setNeedsUpdateLayoutEngine()
        }
    }

    /// Whether a view whose attribute is `.unspecified` takes its
    /// superview's effective direction, so that a forced attribute turns
    /// the whole subtree (true: scene files' rule, docs/scenes.md), or
    /// keeps `userInterfaceLayoutDirection`, the direction it was given
    /// (false: UIKit's rule, where the attribute is the view's own and the
    /// direction otherwise comes from its traits; Apple,
    /// `effectiveUserInterfaceLayoutDirection`: "you can't assume that the
    /// value propagates through the view's subtree"). TrellisUIKit's views
    /// set it false and give each view its traits' direction.
    public var inheritsSuperviewDirection = true {
        didSet {
            guard inheritsSuperviewDirection != oldValue else { return }
            forgetEffectiveDirection()
            setNeedsUpdateLayoutEngine()
        }
    }

    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        if let cachedDirection { return cachedDirection }
        let direction: UserInterfaceLayoutDirection = switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified:
            inheritsSuperviewDirection ? superview?.effectiveUserInterfaceLayoutDirection ?? userInterfaceLayoutDirection
                : userInterfaceLayoutDirection
        }
        cachedDirection = direction
        return direction
    }

    /// The effective direction as last worked out: every constraint on a
    /// leading or trailing edge asks for it on every layout pass, and
    /// working it out walks up the tree. Forgotten for the view and its
    /// subtree when their direction may change: a direction or semantic
    /// attribute set, the view moved to another superview.
    private var cachedDirection: UserInterfaceLayoutDirection?

    /// A view with nothing cached has no cached descendant that depends on
    /// it (a view caches its direction only after its superview did, unless
    /// it forces its own, which does not depend on the superview), so the
    /// walk stops there.
    private func forgetEffectiveDirection() {
        guard cachedDirection != nil else { return }
        cachedDirection = nil
        for subview in subviews { subview.forgetEffectiveDirection() }
    }

    // MARK: Guides and constraints

    /// A guide inset from the view by its layout margins.
    public private(set) lazy var layoutMarginsGuide: LayoutGuide = {
        let guide = LayoutGuide(identifier: "layoutMarginsGuide")
        guide.owningView = self
        guide.isMarginsGuide = true
        hasMarginsGuide = true
        setNeedsUpdateLayoutEngine()
        return guide
    }()

    /// Whether `layoutMarginsGuide` has been asked for (only then is it laid out).
    var hasMarginsGuide = false

    public private(set) var layoutGuides: [LayoutGuide] = []

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        setNeedsUpdateLayoutEngine()
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
        setNeedsUpdateLayoutEngine()
    }

    /// The constraints installed on this view (those whose closest common
    /// ancestor it is).
    public private(set) var constraints: [LayoutConstraint] = []

    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

    func install(_ constraint: LayoutConstraint) {
        constraint.owner = self
        constraint.activationOrder = rootView.nextActivationOrder()
        constraints.append(constraint)
        setNeedsUpdateLayoutEngine(for: constraint)
    }

    func uninstall(_ constraint: LayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.owner = nil
        setNeedsUpdateLayoutEngine(for: constraint)
    }

    /// What built the tree under this root, kept for as long as the tree
    /// lives so that it can still change it: a scene's instance (its views
    /// by name, its constraints by identifier, inactive ones included),
    /// which the scene's states apply through, as an example's states reach
    /// what they change through its view subclasses' properties. For
    /// Trellis's own modules only.
    package var builder: AnyObject?

    /// The object another API shows for this view (see ``ViewCounterpart``).
    package weak var counterpart: (any ViewCounterpart)? {
        didSet { hasCounterpart = counterpart != nil }
    }

    /// Whether a counterpart was set: read on every pass instead of the
    /// weak reference, which costs an atomic load (trees without one, all
    /// of Trellis's own, pay nothing).
    var hasCounterpart = false

    // MARK: Hierarchy

    public init(name: String? = nil) {
        self.name = name
        layoutVariables = LayoutVariables(name: name ?? "\(type(of: self))")
    }

    /// A subview kept alive elsewhere becomes a root: its direction is its
    /// own, and it has no superview. A subview only this view holds goes
    /// with it: nothing to forget, so a tree's teardown does not walk each
    /// subtree once more. The constraints installed here lose their owner
    /// (it is not weak: see `superview`).
    deinit {
        // A root's engine goes before its tree: the engine's tables let go
        // of the constraints in hash order, and the views then free them in
        // the tree's order, walking memory forwards (issue 32). Nothing
        // below asks the engine.
        engineState = nil
        for index in subviews.indices {
            subviews[index].superview = nil
            if !isKnownUniquelyReferenced(&subviews[index]) { subviews[index].forgetEffectiveDirection() }
        }
        for constraint in constraints { constraint.owner = nil }
    }

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: View, at index: Int) {
        // fatalError, not precondition: an optimised build drops a
        // precondition's message, and the process would stop without a reason.
        if view === self { fatalError("Can't add self as subview (\(self))") }
        if isDescendant(of: view) { fatalError("Can't add a view to one of its own descendants: \(view) is an ancestor of \(self)") }
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        view.forgetEffectiveDirection()
        rootView.adoptEngineState(from: view)
        setNeedsLayout()
    }

    /// Removes the view, and the constraints that tie it to views outside its subtree.
    public func removeFromSuperview() {
        guard let superview else { return }
        var ancestor: View? = superview
        while let view = ancestor {
            for constraint in view.constraints where constraint.involves(subtree: self) { view.uninstall(constraint) }
            ancestor = view.superview
        }
        superview.setNeedsUpdateLayoutEngine(removedSubtree: self)
        superview.setNeedsLayout()
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        forgetEffectiveDirection()
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The top of the view's tree, where its layout engine lives.
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    func closestCommonAncestor(with other: View) -> View? {
        var candidate: View? = self
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// This view and all its descendants, parents before children.
    public var subtree: [View] {
        var views: [View] = [self]
        var index = 0
        while index < views.count {
            views.append(contentsOf: views[index].subviews)
            index += 1
        }
        return views
    }

    /// The first view in the subtree with this name.
    public func view(named name: String) -> View? {
        subtree.first { $0.name == name }
    }

    // MARK: Layout state (see View+LayoutCycle.swift)

    var needsLayout = true
    var needsUpdateConstraints = true
    /// Who set the frame last: the engine, or the app over the engine's.
    var frameSource = FrameSource.neverSolved
    var calledSuperUpdateConstraints = false
    /// The root's engine and bookkeeping; nil below the root.
    var engineState: EngineState?

    // MARK: The layout cycle (see View+LayoutCycle.swift)

    /// Override to update constraints before layout; call `super` last, as
    /// in UIKit. Called bottom-up after `setNeedsUpdateConstraints()`.
    open func updateConstraints() {
        calledSuperUpdateConstraints = true
    }

    /// Override to adjust layout; `super.layoutSubviews()` brings the engine
    /// up to date (applying changed constraints and intrinsic sizes) and
    /// sets the subviews' frames from the solution. Call it again after
    /// changing something that affects layout, as the two-pass wrapping
    /// label does.
    open func layoutSubviews() {
        let engine = self.engine
        engine.update(layingOut: self)
        applySolvedFrames(engine)
    }

    /// After a solve: update what depends on the solved size (a wrapping
    /// label's height for its width). Returns whether constraints changed.
    func refreshAfterSolve(in engine: LayoutEngine) -> Bool {
        guard self is WrappingContent else { return false }
        let width = engine.alignmentRect(of: self).width
        guard width != wrappingWidth else { return false }
        let before = currentIntrinsicContentSize()
        wrappingWidth = width
        return currentIntrinsicContentSize() != before
    }

    /// The width a `WrappingContent` view was last solved at.
    var wrappingWidth: Double?

    /// The intrinsic size the engine turns into constraints now: the
    /// counterpart's, which may be overridden, or the view's own.
    func currentIntrinsicContentSize() -> Size {
        hasCounterpart ? counterpart?.engineIntrinsicContentSize ?? ownIntrinsicContentSize() : ownIntrinsicContentSize()
    }

    /// The view's own intrinsic size now: at the width it was last solved
    /// at, for wrapping content.
    package func ownIntrinsicContentSize() -> Size {
        if let wrapping = self as? WrappingContent, let width = wrappingWidth {
            return wrapping.intrinsicContentSize(forWidth: width)
        }
        return intrinsicContentSize
    }

    open var description: String {
        name ?? "\(type(of: self))"
    }
}

extension LayoutConstraint {
    /// Whether the constraint ties something in `view`'s subtree to something outside it.
    func involves(subtree view: View) -> Bool {
        let inFirst = firstItem.owningView?.isDescendant(of: view) ?? false
        let inSecond = secondItem?.owningView?.isDescendant(of: view) ?? false
        return inFirst || inSecond
    }
}
