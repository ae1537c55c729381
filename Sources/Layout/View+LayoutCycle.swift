/// What the root of a tree keeps for layout.
final class EngineState {
    let engine: LayoutEngine
    var activationCounter = 0
    /// The view whose `layoutSubviews()` is running, if any.
    var layingOut: View?
    var earlyIssues: [LayoutIssue] = []
    /// Font substitutions already reported, by view and font: once each.
    var reportedFontFallbacks: Set<FontFallbackKey> = []
    /// Labels reported for asking for hyphenation the measurer cannot do.
    var reportedHyphenation: Set<ObjectIdentifier> = []
    /// Whether anything the font check reads (a label's text, font or text
    /// engine, the views in the tree) may have changed since it last ran:
    /// each such change sets it (`setNeedsUpdateLayoutEngine()`, a label's
    /// `forgetFontCheck()`), so a width sweep's passes skip the walk over
    /// every view.
    var fontFallbacksNeedCheck = true
    /// The frame the engine last gave each view whose frame the app has
    /// set since (`FrameSource.app`): what the next solution is compared
    /// with. Kept only for those views, so an ordinary tree stores nothing.
    var engineFramesUnderAppFrames: [ObjectIdentifier: Rect] = [:]

    init(root: View) { engine = LayoutEngine(root: root) }
}

/// Who set a view's frame last, for the check after each solve: a view
/// is laid out again when its subviews' solution moves, not when a frame
/// the app set differs from it (UIKit keeps such a frame until the
/// engine's values for the view change).
enum FrameSource: UInt8 {
    /// The engine has not given the view a frame yet.
    case neverSolved
    /// The frame is the engine's last solution.
    case engine
    /// The app set the frame after the engine's; the engine's is kept in
    /// `EngineState.engineFramesUnderAppFrames`.
    case app
}

/// The layout cycle: update constraints bottom-up, lay out top-down.
extension View {
    var state: EngineState {
        let root = rootView
        if let state = root.engineState { return state }
        let state = EngineState(root: root)
        root.engineState = state
        return state
    }

    var engine: LayoutEngine { state.engine }

    /// Something changed that the solver must hear of at the next pass,
    /// and the tree cannot say which constraints it touches: a full sync.
    func setNeedsUpdateLayoutEngine() {
        markLayoutEngine { $0.setNeedsSync() }
    }

    /// This view's generated constraints may have changed: its intrinsic
    /// size, hugging, compression resistance, or frame as autoresizing
    /// constraints. Only they are rebuilt at the next pass.
    func setNeedsUpdateGeneratedConstraints() {
        markLayoutEngine { $0.setNeedsSync(of: self) }
    }

    /// `constraint`, installed on this view or just taken off it, was
    /// activated, deactivated, or given a new constant or priority.
    func setNeedsUpdateLayoutEngine(for constraint: LayoutConstraint) {
        markLayoutEngine { $0.setNeedsSync(of: constraint) }
    }

    /// `view`'s subtree joined this view's tree: its views and their
    /// constraints go in at the next pass.
    func setNeedsUpdateLayoutEngine(addedSubtree view: View) {
        markLayoutEngine { $0.setNeedsSync(ofAddedSubtree: view) }
    }

    /// `view`'s subtree is about to leave this view's tree: its views'
    /// constraints go out at the next pass.
    func setNeedsUpdateLayoutEngine(removedSubtree view: View) {
        markLayoutEngine { $0.setNeedsSync(ofRemovedSubtree: view) }
    }

    private func markLayoutEngine(_ mark: (LayoutEngine) -> Void) {
        let root = rootView
        if let state = root.engineState {
            mark(state.engine)
            state.fontFallbacksNeedCheck = true
        }
        root.needsLayout = true
    }

    func nextActivationOrder() -> Int {
        let state = self.state
        state.activationCounter += 1
        return state.activationCounter
    }

    func recordIssue(_ issue: LayoutIssue) {
        engine.issues.append(issue)
    }

    /// A view that was a root joins this tree: its engine goes, its issues stay.
    func adoptEngineState(from view: View) {
        if let old = view.engineState {
            view.engineState = nil
            engine.issues += old.engine.issues
            // Re-number the newcomer's constraints after this tree's, keeping their order.
            for constraint in view.subtree.flatMap(\.constraints).sorted(by: { $0.activationOrder < $1.activationOrder }) {
                constraint.activationOrder = nextActivationOrder()
            }
        }
        setNeedsUpdateLayoutEngine(addedSubtree: view)
    }

    /// What went wrong in layout so far: conflicts, loops, invalid constraints.
    public var layoutIssues: [LayoutIssue] { engine.issues }

    // MARK: Update constraints

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        rootView.needsLayout = true
    }

    /// Calls `updateConstraints()` on every view that needs it, children
    /// before parents (bottom-up), as UIKit does.
    public func updateConstraintsIfNeeded() {
        for view in subtree.reversed() where view.needsUpdateConstraints {
            view.calledSuperUpdateConstraints = false
            view.dispatchUpdateConstraints()
            if !view.calledSuperUpdateConstraints { recordIssue(.updateConstraintsWithoutSuper(view)) }
            view.needsUpdateConstraints = false
        }
    }

    // MARK: Layout

    /// Asks for `layoutSubviews()` at the next layout pass (coalesced: asking
    /// twice lays out once).
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the tree now if anything asked for it: updates constraints,
    /// solves, and calls `layoutSubviews()` top-down on every view that needs
    /// layout. A tree that keeps invalidating stops after 50 passes with a
    /// `LayoutIssue.layoutLoop` naming the view.
    public func layoutIfNeeded() {
        let root = rootView
        let state = root.state
        var passes = 0
        while true {
            root.updateConstraintsIfNeeded()
            guard let first = root.subtree.first(where: { $0.needsLayout }) else { break }
            passes += 1
            if passes > 50 {
                root.recordIssue(.layoutLoop(first, passes: passes - 1))
                for view in root.subtree { view.needsLayout = false }
                break
            }
            for view in root.subtree where view.needsLayout {
                view.needsLayout = false
                state.layingOut = view
                view.dispatchLayoutSubviews()
                state.layingOut = nil
            }
        }
        if state.fontFallbacksNeedCheck {
            state.fontFallbacksNeedCheck = false
            root.reportFontFallbacks()
        }
        let requested = root.frame.size
        let solved = root.engine.alignmentRect(of: root).size
        if (requested.width > 0 && abs(solved.width - requested.width) > 1e-6)
            || (requested.height > 0 && abs(solved.height - requested.height) > 1e-6) {
            root.recordIssue(.rootSizeNotHonoured(requested: requested, actual: solved))
        }
    }

    /// The frame the solver gives `view`, in this view's coordinates.
    func solvedFrame(of view: View, in engine: LayoutEngine) -> Rect {
        let frame = view.frame(forAlignmentRect: engine.alignmentRect(of: view))
        let origin = absoluteOrigin(in: engine)
        return Rect(x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
    }

    /// Where this view's frame starts, in root coordinates.
    func absoluteOrigin(in engine: LayoutEngine) -> Point {
        frame(forAlignmentRect: engine.alignmentRect(of: self)).origin
    }

    /// Sets each subview's frame (and each guide's layout frame) from the
    /// solution. A subview whose size changes is laid out in turn.
    func applySolvedFrames(_ engine: LayoutEngine) {
        for view in subviews {
            let frame = solvedFrame(of: view, in: engine)
            if frame != view.frame {
                if frame.size != view.frame.size { view.needsLayout = true }
                view.takeSolvedFrame(frame)
            } else if view.frameSource != .engine {
                view.frameIsTheEngines()
            }
        }
        let origin = absoluteOrigin(in: engine)
        for guide in layoutGuides + (hasMarginsGuide ? [layoutMarginsGuide] : []) {
            let rect = engine.alignmentRect(of: guide)
            guide.layoutFrame = Rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        }
    }

    /// After a solve: views whose subviews' solution moved need layout.
    /// A subview's solution is compared with its frame, which is the
    /// engine's last one unless the app set it since: then with the
    /// engine's last one, kept aside (`frameSource`), so a frame the app
    /// sets in its layout (`viewDidLayoutSubviews`) does not lay the
    /// superview out again at every solve. Each view's own origin is read
    /// once, not once per subview (`solvedFrame`): this runs after every
    /// pass, over the whole tree, and the kept frames are read only for a
    /// subview whose frame differs from its solution.
    func markViewsWhoseSubviewsMoved(_ engine: LayoutEngine, except running: View?) {
        let kept = engineState?.engineFramesUnderAppFrames ?? [:]
        for view in subtree where view !== running && !view.needsLayout && !view.subviews.isEmpty {
            let origin = view.absoluteOrigin(in: engine)
            if view.subviews.contains(where: { subview in
                let frame = subview.frame(forAlignmentRect: engine.alignmentRect(of: subview))
                let solved = Rect(x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
                guard !solved.isWithinRounding(of: subview.frame) else { return false }
                return subview.frameSource != .app || !(kept[ObjectIdentifier(subview)]?.isWithinRounding(of: solved) ?? false)
            }) {
                view.needsLayout = true
            }
        }
    }

    /// The frame is the engine's solution again: forget the one kept
    /// under the app's.
    func frameIsTheEngines() {
        if frameSource == .app { rootView.engineState?.engineFramesUnderAppFrames[ObjectIdentifier(self)] = nil }
        frameSource = .engine
    }

    /// The app set the frame over the engine's: keep the engine's to
    /// compare the next solutions with. A view that translates its frame
    /// into constraints needs none (its frame is the engine's input), nor
    /// one outside a laid-out tree.
    func frameWasSetOutsideEngine(replacing engineFrame: Rect) {
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        let root = rootView
        guard root !== self, let state = root.engineState else {
            frameSource = .neverSolved
            return
        }
        state.engineFramesUnderAppFrames[ObjectIdentifier(self)] = engineFrame
        frameSource = .app
    }
}

extension Rect {
    /// Whether the two differ by no more than floating-point rounding (a
    /// millionth of a point): a frame read back from the solution relative
    /// to a superview at a fractional position (44.7) is its sum less the
    /// superview's origin, which need not give the frame set exactly, and
    /// a subview has not moved for that.
    func isWithinRounding(of other: Rect) -> Bool {
        abs(minX - other.minX) <= 1e-6 && abs(minY - other.minY) <= 1e-6
            && abs(width - other.width) <= 1e-6 && abs(height - other.height) <= 1e-6
    }
}
