import Cassowary

extension View {
    /// Lays the tree out with its root `width` wide and `height` tall (nil:
    /// as tall as its constraints and content make it) and returns the
    /// result. The root's frame is set to that size first, so a height left
    /// by an earlier layout never carries over.
    ///
    /// A width or height that is not a finite number of at least 0 (NaN,
    /// infinity, -100) is a call UIKit would raise for: it throws
    /// ``SolvedLayoutError`` and lays nothing out, as `CriticalWidths.find`
    /// throws for widths it cannot step through.
    ///
    /// - Parameters:
    ///   - width: the root's width, in points.
    ///   - height: the root's height; nil: as tall as its content.
    ///   - analyzingAmbiguity: find the attributes the constraints leave
    ///     free (``SolvedLayout/ambiguity``); it probes the solver once per
    ///     attribute.
    ///   - constraints: which constraints to evaluate.
    ///   - describingConstraints: regroup the user's constraints into
    ///     visual format lines (``SolvedLayout/constraintSummary``).
    ///   - captionWidth: lay the caption out for a strip this wide (the
    ///     canvas's width) with the tree's text engine
    ///     (``SolvedLayout/caption``); nil: no caption.
    public func solvedLayout(width: Double, height: Double? = nil, analyzingAmbiguity: Bool = false,
                             constraints: SolvedLayout.CapturedConstraints = .all,
                             describingConstraints: Bool = false,
                             captionWidth: Double? = nil) throws(SolvedLayoutError) -> SolvedLayout {
        if let error = SolvedLayoutError.check(width: width, height: height) { throw error }
        return solvedLayout(checkedWidth: width, height: height, analyzingAmbiguity: analyzingAmbiguity, constraints: constraints,
                            describingConstraints: describingConstraints, captionWidth: captionWidth)
    }

    /// ``solvedLayout(width:height:analyzingAmbiguity:constraints:describingConstraints:captionWidth:)``
    /// for the package's own callers, whose sizes were checked where they
    /// entered (a scene's limits, a command's options): one that is no
    /// size all the same is reported in the result's issues
    /// (``LayoutIssue/rejectedCall(_:file:line:)``, at the caller's line)
    /// and 0 used instead (for a height: as tall as the content), never
    /// something else without a word, and never a trap.
    package func solvedLayout(checkedWidth width: Double, height: Double? = nil, analyzingAmbiguity: Bool = false,
                              constraints: SolvedLayout.CapturedConstraints = .all,
                              describingConstraints: Bool = false, captionWidth: Double? = nil,
                              file: String = #fileID, line: UInt = #line) -> SolvedLayout {
        let root = rootView
        var width = width, height = height
        if !(width.isFinite && width >= 0) {
            root.recordIssue(.rejectedCall("solvedLayout(width: \(PointFormat.string(width))): a width must be a finite number of points "
                + "of at least 0; laid out 0 wide instead", file: file, line: line))
            width = 0
        }
        if let given = height, !(given.isFinite && given >= 0) {
            root.recordIssue(.rejectedCall("solvedLayout(height: \(PointFormat.string(given))): a height must be a finite number of points "
                + "of at least 0; laid out as tall as its content instead", file: file, line: line))
            height = nil
        }
        root.frame = Rect(x: 0, y: 0, width: width, height: height ?? 0)
        return root.solvedLayout(analyzingAmbiguity: analyzingAmbiguity, constraints: constraints,
                                 describingConstraints: describingConstraints, captionWidth: captionWidth)
    }

    /// Lays the tree out at its root's current frame (if anything asks for
    /// it) and returns the result; the parameters are
    /// ``solvedLayout(width:height:analyzingAmbiguity:constraints:describingConstraints:captionWidth:)``'s.
    public func solvedLayout(analyzingAmbiguity: Bool = false,
                             constraints: SolvedLayout.CapturedConstraints = .all,
                             describingConstraints: Bool = false, captionWidth: Double? = nil) -> SolvedLayout {
        let root = rootView
        root.layoutIfNeeded()
        var layout = SolvedLayout(capturing: root, analyzingAmbiguity: analyzingAmbiguity, constraints: constraints)
        if describingConstraints {
            layout.constraintSummary = SolvedConstraintSummary(root.subtree.flatMap(\.constraints).filter { $0.origin == .user })
        }
        if let captionWidth { layout.caption = layout.measuredCaption(width: captionWidth, measurer: root.effectiveTextMeasurer) }
        return layout
    }
}

extension SolvedLayout {
    /// Reads a laid-out tree and its engine, without laying it out again.
    init(capturing root: View, analyzingAmbiguity: Bool, constraints captured: CapturedConstraints = .all) {
        let engine = root.engine
        // Exactly as many as the tree's views: a sweep holds hundreds of
        // layouts, and an array grown by doubling held up to twice the
        // views' memory (14.3 of a 200-frame wrap-demo sweep's 39 MB of heap).
        func count(_ view: View) -> Int { view.subviews.reduce(1) { $0 + count($1) } }
        var views: [SolvedView] = []
        views.reserveCapacity(count(root))
        var indexes: [ObjectIdentifier: Int] = [:]
        // A type's name is made once per type, not per view: each
        // `String(describing:)` of a type demangles its name (some 9,000
        // instructions, 2.5 % of a 10,000-view tree's layout in callgrind).
        var typeNames: [ObjectIdentifier: String] = [:]
        var constraintCount = 0
        func typeName(of view: View) -> String {
            let type = ObjectIdentifier(Swift.type(of: view))
            if let name = typeNames[type] { return name }
            let name = String(describing: Swift.type(of: view))
            typeNames[type] = name
            return name
        }
        func visit(_ view: View, parent: Int?, depth: Int, origin: Point, visible: Bool) {
            var frame = view.frame
            if parent == nil {
                // The root's frame is what was asked for; a dimension left at 0
                // is what its constraints made it (a root as tall as its stack).
                let solved = view.frame(forAlignmentRect: engine.alignmentRect(of: view))
                frame = Rect(x: 0, y: 0, width: frame.width > 0 ? frame.width : max(0, solved.width),
                             height: frame.height > 0 ? frame.height : max(0, solved.height))
            }
            let inRoot = parent == nil ? frame
                : Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
            let isVisible = visible && !view.isHidden
            let alignment = view.alignmentRect(forFrame: inRoot)
            var text: DrawnText?
            var textColor: Color?
            var kind = SolvedView.Kind.view
            var image: DrawnImage?
            var backgroundImage: DrawnImage?
            var titleBaselines: DrawnText?
            if let label = view as? Label {
                kind = .label
                textColor = label.textColor
                text = Self.buttonTitleText(label, in: frame, parent: parent.map { views[$0].frame.size })
                    ?? Self.labelText(label, in: frame.size)
            } else if let button = view as? Button {
                kind = .button
                textColor = button.titleLabel?.textColor
                // A title its label draws as a subview is the label's text;
                // the button's baselines are still its title's.
                if button.drawsTitle { text = button.drawnTitle(in: frame.size) } else { titleBaselines = button.drawnTitle(in: frame.size) }
                image = button.drawsImage ? button.drawnImage(inRootFrame: inRoot) : nil
                backgroundImage = button.drawnBackgroundImage(inRootFrame: inRoot)
            } else if let imageView = view as? ImageView {
                image = imageView.drawnImage(inRootFrame: inRoot)
            }
            // Baselines of text are where it is drawn; other views' are
            // where the engine put them (their baseline views', as
            // constraints on them see them), kept at the same distance from
            // the view's edges should its frame have been set by hand.
            let solved = engine.alignmentRect(of: view)
            let firstBaseline = (text ?? titleBaselines)?.firstBaseline.map { inRoot.minY + $0 }
                ?? alignment.minY + value(view.expression(for: .firstBaseline), engine) - solved.minY
            let lastBaseline = (text ?? titleBaselines)?.lastBaseline.map { inRoot.minY + $0 }
                ?? alignment.maxY - (solved.maxY - value(view.expression(for: .lastBaseline), engine))
            let index = views.count
            // Only the ambiguity report looks views up by identity: a large
            // tree's table (rehashed as it doubles) is built only for it.
            if analyzingAmbiguity { indexes[ObjectIdentifier(view)] = index }
            constraintCount += view.constraints.count
            views.append(SolvedView(
                id: ObjectIdentifier(view), index: index, parent: parent, children: [], depth: depth, displayName: view.description,
                name: view.name, typeName: typeName(of: view),
                translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
                frame: frame, frameInRoot: inRoot, alignmentRect: alignment, layoutMargins: view.layoutMargins,
                alignmentRectInsets: view.alignmentRectInsets, isHidden: view.isHidden, isVisible: isVisible,
                alpha: view.alpha, backgroundColor: view.backgroundColor, borderColor: view.borderColor,
                borderWidth: view.borderWidth, cornerRadius: view.cornerRadius, clipsToBounds: view.clipsToBounds,
                shadow: view.shadow, firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                hasOwnFirstBaseline: kind != .view || view.firstBaselineOffsetFromTop != nil,
                hasOwnLastBaseline: kind != .view || view.lastBaselineOffsetFromBottom != nil, text: text,
                textColor: textColor, image: image, kind: kind))
            views[index].maskedCorners = view.maskedCorners
            views[index].transform = view.transform
            views[index].backgroundImage = backgroundImage
            views[index].drawings = view.drawings
            views[index].maskFillColor = view.maskFillColor
            if view.hasCounterpart, let counterpart = view.counterpart {
                views[index].drawings += counterpart.engineDrawings(in: frame.size)
                views[index].maskClip = counterpart.engineMaskClip(in: frame.size)
            }
            if let parent { views[parent].children.append(index) }
            for subview in view.subviews {
                visit(subview, parent: index, depth: depth + 1, origin: inRoot.origin, visible: isVisible)
            }
        }
        visit(root, parent: nil, depth: 0, origin: .zero, visible: true)

        // One list, sized once, read from the views' own lists: no list of
        // the tree's constraints copied and filtered first (each copy
        // retains every constraint and releases it again, cold, in a large
        // tree: issue 32), and no set when nothing is broken.
        let broken = engine.brokenConstraints.isEmpty ? [] : Set(engine.brokenConstraints.map(ObjectIdentifier.init))
        var constraints: [SolvedConstraint] = []
        if captured != .none {
            if captured == .all { constraints.reserveCapacity(constraintCount) }
            for view in root.subtree {
                for constraint in view.constraints where captured == .all || !constraint.priority.isRequired {
                    constraints.append(SolvedConstraint(constraint: constraint, engine: engine,
                                                        isBroken: !broken.isEmpty && broken.contains(ObjectIdentifier(constraint))))
                }
            }
        }
        var ambiguity: [SolvedAmbiguousAttribute]?
        var issues = engine.issues.map(SolvedIssue.init)
        if analyzingAmbiguity {
            let analysis = AmbiguityAnalysis(engine: engine)
            ambiguity = root.subtree.flatMap { analysis.ambiguousAttributes(of: $0) }.compactMap { attribute in
                indexes[ObjectIdentifier(attribute.view)].map {
                    SolvedAmbiguousAttribute(viewIndex: $0, viewName: attribute.view.description, attribute: attribute.attribute,
                                             value: attribute.value, range: attribute.range)
                }
            }
            if let issue = analysis.limitIssue { issues.append(SolvedIssue(issue)) }
        }
        let requestedHeight = root.frame.height > 0 ? root.frame.height : nil
        var size = views[0].frame.size
        if requestedHeight == nil {
            for view in views where view.isVisible { size.height = max(size.height, view.frameInRoot.maxY) }
        }
        self.init(size: size, views: views, constraints: constraints, issues: issues, ambiguity: ambiguity,
                  requestedHeight: requestedHeight)
    }

    /// A button's title label that is its subview draws the title where
    /// the button would (`Button.drawnTitle(inLabelFrame:buttonSize:)`);
    /// nil for other labels, and for one the app sized itself.
    private static func buttonTitleText(_ label: Label, in frame: Rect, parent: Size?) -> DrawnText? {
        guard let parent, let button = label.contentHost as? Button, !button.drawsTitle, label.superview === button else { return nil }
        return button.drawnTitle(inLabelFrame: frame, buttonSize: parent)
    }

    /// A label's text as drawn in its bounds at `size`: laid out in the
    /// rectangle its counterpart draws it in (UIKit's `drawText(in:)`, an
    /// inset label's smaller box) and placed there; none when the
    /// counterpart draws no text.
    private static func labelText(_ label: Label, in size: Size) -> DrawnText {
        guard label.hasCounterpart, let counterpart = label.counterpart else { return label.drawnText(in: size) }
        guard let box = counterpart.engineTextRect(in: size) else { return .empty }
        if box == Rect(x: 0, y: 0, width: size.width, height: size.height) { return label.drawnText(in: size) }
        var text = label.drawnText(in: Size(width: max(0, box.width), height: max(0, box.height)))
        text.origin = Point(x: text.origin.x + box.minX, y: text.origin.y + box.minY)
        return text
    }
}

/// An expression's value in the engine's solution.
private func value(_ expression: Expression, _ engine: LayoutEngine) -> Double {
    expression.terms.reduce(expression.constant) { $0 + $1.coefficient * engine.value(of: $1.variable) }
}

/// An attribute's value in the engine's solution: the same sums in the same
/// order as `value(item.expression(for: attribute), engine)` (the
/// expression's constant, 0 for these, plus each term in turn), without
/// building the expression for an edge, a size or a centre: two
/// allocations a constraint in the read-out, small blocks that glibc then
/// sweeps up cold in a large tree (issue 32).
private func attributeValue(_ item: LayoutItem, _ attribute: LayoutAttribute, _ engine: LayoutEngine) -> Double {
    let v = item.layoutVariables
    func x(_ variable: Variable) -> Double { engine.value(of: variable) }
    // As `expression(for:)` reads the direction, only for the attributes that need it.
    var rightToLeft: Bool { ((item as? View) ?? item.owningView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft }
    switch attribute {
    case .left: return 0 + 1 * x(v.left)
    case .top: return 0 + 1 * x(v.top)
    case .width: return 0 + 1 * x(v.width)
    case .height: return 0 + 1 * x(v.height)
    case .right: return 0 + 1 * x(v.left) + 1 * x(v.width)
    case .bottom: return 0 + 1 * x(v.top) + 1 * x(v.height)
    case .centerX: return 0 + 1 * x(v.left) + 0.5 * x(v.width)
    case .centerY: return 0 + 1 * x(v.top) + 0.5 * x(v.height)
    case .leading: return rightToLeft ? 0 + 1 * x(v.left) + 1 * x(v.width) : 0 + 1 * x(v.left)
    case .trailing: return rightToLeft ? 0 + 1 * x(v.left) : 0 + 1 * x(v.left) + 1 * x(v.width)
    default: return value(item.expression(for: attribute), engine)
    }
}

extension SolvedConstraint {
    /// Evaluates the constraint's two sides with the engine's solution.
    init(constraint: LayoutConstraint, engine: LayoutEngine, isBroken: Bool) {
        func value(_ expression: Expression) -> Double { Layout.value(expression, engine) }
        var error: Double?
        if let solverConstraint = engine.installedSolverConstraint(for: constraint) ?? constraint.solverConstraint() {
            let difference = value(solverConstraint.expression)
            switch solverConstraint.relation {
            case .equal: error = abs(difference)
            case .lessThanOrEqual: error = max(0, difference)
            case .greaterThanOrEqual: error = max(0, -difference)
            }
        }
        let valid = constraint.invalidReason == nil
        self.init(
            id: ObjectIdentifier(constraint), origin: constraint.origin, file: constraint.file, line: constraint.line,
            identifier: constraint.identifier, priority: constraint.priority, firstAttribute: constraint.firstAttribute,
            relation: constraint.relation, secondAttribute: constraint.secondAttribute, equation: constraint.equation,
            error: error, isBroken: isBroken,
            firstValue: valid ? attributeValue(constraint.firstItem, constraint.firstAttribute, engine) : nil,
            secondValue: valid && constraint.secondItem != nil
                ? attributeValue(constraint.secondItem!, constraint.secondAttribute, engine) : nil,
            firstRect: engine.alignmentRect(of: constraint.firstItem))
    }
}
