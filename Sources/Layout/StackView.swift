/// A view that lines up its arranged subviews in a row or a column (UIKit's
/// `UIStackView`), with UIKit's distributions and alignments.
///
/// The stack makes its own constraints, identified as UIKit's are
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-hiding`…), and marks them as engine-generated, so a conflict
/// never breaks them before one of yours. A hidden arranged view and the
/// spacing after it drop out; the stack resizes. Across the axis a hidden
/// view is placed by the alignment but no longer sizes the stack.
///
/// Where UIKit leaves ties to "the index in `arrangedSubviews`" (`fill` with
/// equal hugging or compression resistance), Trellis resizes the first such
/// view first.
open class StackView: View {
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public var axis: LayoutConstraintAxis = .horizontal { didSet { setNeedsUpdateConstraints(); arrangementChanged() } }
    public var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
    public var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints(); arrangementChanged() } }
    public var spacing: Double = 0 { didSet { setNeedsUpdateConstraints() } }
    /// Lay the arranged views out inside the layout margins, not the edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    /// Vertical stacks: spacing runs from baseline to baseline.
    public var isBaselineRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }

    public private(set) var arrangedSubviews: [View] = []
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var stackConstraints: [LayoutConstraint] = []

    public init(arrangedSubviews: [View] = [], name: String? = nil) {
        super.init(name: name)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
        view.setNeedsUpdateGeneratedConstraints()
    }

    /// Stops arranging the view; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsUpdateConstraints()
        view.setNeedsUpdateGeneratedConstraints()
    }

    /// Whether the engine sets aside `view`'s content size along `axis`:
    /// a hidden arranged view of a `fill` stack, across the stack's axis.
    /// The stack then sizes it (its edges on the stack's), and the view's
    /// content sizes nothing, as Interface Builder's saved frames show
    /// UIKit doing (docs/interface-builder.md, PitchControl.xib: a hidden
    /// 308-point image squeezed into a 288-point column).
    func setsAsideContentSize(of view: View, along axis: LayoutConstraintAxis) -> Bool {
        view.isHidden && alignment == .fill && axis != self.axis && arrangedSubviews.contains { $0 === view }
    }

    /// The axis or alignment changed: which content sizes are set aside may have.
    private func arrangementChanged() {
        for view in arrangedSubviews where view.isHidden { view.setNeedsUpdateGeneratedConstraints() }
    }

    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        setNeedsUpdateConstraints()
    }

    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    // MARK: Baselines

    /// As UIStackView.h describes it: a vertical stack's first baseline is
    /// its first arranged view's and its last baseline its last one's; a
    /// horizontal stack's, both, are its tallest arranged view's. A nested
    /// stack hands on in turn (see `firstBaselineView`). Hidden views do
    /// not count; without a visible arranged view the stack is its own.
    ///
    /// UIKit does not say how it measures "tallest"; Trellis takes the
    /// intrinsic content height (a view without one counts as 0), which
    /// depends on nothing but the views themselves, so the choice does not
    /// depend on what was laid out before. On a tie, the first wins.
    open override var forFirstBaselineLayout: View { baselineArrangedView(first: true) ?? self }
    open override var forLastBaselineLayout: View { baselineArrangedView(first: false) ?? self }

    private func baselineArrangedView(first: Bool) -> View? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard axis == .horizontal else { return first ? visible.first : visible.last }
        var tallest: (view: View, height: Double)?
        for view in visible {
            let height = max(0, view.currentIntrinsicContentSize().height)
            if tallest == nil || height > tallest!.height { tallest = (view, height) }
        }
        return tallest?.view
    }

    override func arrangedSubviewVisibilityChanged(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsUpdateConstraints()
        view.setNeedsUpdateGeneratedConstraints()
    }

    open override func updateConstraints() {
        LayoutConstraint.deactivate(stackConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        stackConstraints = makeConstraints()
        for constraint in stackConstraints { constraint.origin = .stackView }
        LayoutConstraint.activate(stackConstraints)
        super.updateConstraints()
    }

    // MARK: The stack's constraints

    private var horizontal: Bool { axis == .horizontal }
    private var start: LayoutAttribute { horizontal ? .leading : .top }
    private var end: LayoutAttribute { horizontal ? .trailing : .bottom }
    private var size: LayoutAttribute { horizontal ? .width : .height }
    private var center: LayoutAttribute { horizontal ? .centerX : .centerY }
    private var crossStart: LayoutAttribute { horizontal ? .top : .leading }
    private var crossEnd: LayoutAttribute { horizontal ? .bottom : .trailing }
    private var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
    private var crossSize: LayoutAttribute { horizontal ? .height : .width }

    /// The stack's own edge for an attribute: the margin when arranging in the margins.
    private func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    private func tie(
        _ a: LayoutItem, _ aAttribute: LayoutAttribute, _ relation: LayoutRelation, _ b: LayoutItem?,
        _ bAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, _ identifier: String
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(item: a, attribute: aAttribute, relatedBy: relation, toItem: b,
                                          attribute: bAttribute, multiplier: multiplier, constant: constant,
                                          file: "StackView", line: 0)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    private func makeConstraints() -> [LayoutConstraint] {
        var list: [LayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            list.append(tie(view, size, .equal, nil, .notAnAttribute, "UISV-hiding"))
            list.append(tie(view, start, .equal, self, edge(start), "UISV-hiding"))
        }
        list += alongConstraints(visible)
        list += acrossConstraints(arrangedSubviews)
        return list
    }

    private func spacingAfter(_ view: View) -> Double { customSpacing(after: view) }

    /// Along the axis: the canvas connections, spacing and distribution.
    private func alongConstraints(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else {
            // An empty stack hugs nothing along its axis: it may shrink to zero.
            return [tie(self, size, .equal, nil, .notAnAttribute, priority: 1, "UISV-canvas-fit")]
        }
        var list = [
            tie(first, start, .equal, self, edge(start), "UISV-canvas-connection"),
            tie(self, edge(end), .equal, last, end, "UISV-canvas-connection"),
        ]
        // Squeezed, a view gives way down to nothing, never to a negative size.
        for view in views { list.append(tie(view, size, .greaterThanOrEqual, nil, .notAnAttribute, "UISV-nonnegative")) }
        let baselines = isBaselineRelativeArrangement && !horizontal
        for (a, b) in zip(views, views.dropFirst()) {
            let gap = spacingAfter(a)
            let (aEnd, bStart): (LayoutAttribute, LayoutAttribute) = baselines ? (.lastBaseline, .firstBaseline) : (end, start)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                list.append(tie(b, bStart, .equal, a, aEnd, constant: gap, "UISV-spacing"))
            case .equalSpacing, .equalCentering:
                list.append(tie(b, bStart, .greaterThanOrEqual, a, aEnd, constant: gap, "UISV-spacing"))
            }
        }
        switch distribution {
        case .fill:
            list += fillTieBreakers(views)
        case .fillEqually:
            for view in views.dropFirst() { list.append(tie(view, size, .equal, first, size, "UISV-fill-equally")) }
        case .fillProportionally:
            list += proportionalConstraints(views)
        case .equalSpacing:
            // Every gap equals the first: (b.start - a.end) == (second.start - first.end).
            if views.count > 2 {
                let guides = zip(views, views.dropFirst()).map { spacer(from: $0.0, to: $0.1) }
                list += guides.flatMap(\.constraints)
                for guide in guides.dropFirst() {
                    list.append(tie(guide.guide, size, .equal, guides[0].guide, size, "UISV-distributing-edge"))
                }
            }
        case .equalCentering:
            if views.count > 2 {
                let guides = zip(views, views.dropFirst()).map { spacer(from: $0.0, to: $0.1, centres: true) }
                list += guides.flatMap(\.constraints)
                for guide in guides.dropFirst() {
                    list.append(tie(guide.guide, size, .equal, guides[0].guide, size, "UISV-distributing-center"))
                }
            }
        }
        return list
    }

    /// A guide spanning the gap between two views (or between their centres),
    /// so gaps can be made equal with linear constraints, as UIKit's spacer
    /// guides do.
    private func spacer(from a: View, to b: View, centres: Bool = false) -> (guide: LayoutGuide, constraints: [LayoutConstraint]) {
        let guide = LayoutGuide(identifier: centres ? "UISV-distributing-center" : "UISV-distributing")
        addLayoutGuide(guide)
        spacerGuides.append(guide)
        let from = centres ? center : end, to = centres ? center : start
        return (guide, [
            tie(guide, start, .equal, a, from, "UISV-distributing-edge"),
            tie(guide, end, .equal, b, to, "UISV-distributing-edge"),
            tie(guide, crossStart, .equal, self, crossStart, "UISV-distributing-edge"),
            tie(guide, crossSize, .equal, nil, .notAnAttribute, "UISV-distributing-edge"),
        ])
    }

    private var spacerGuides: [LayoutGuide] = []

    // The constraints below are made from the arranged views' intrinsic
    // sizes, which change without the stack hearing of it (a label wraps
    // to more lines at its solved width, its text changes). So that they
    // never keep the sizes of the pass that made them, their terms are
    // read again at every pass (`liveTerms`), as UIKit re-derives them when
    // an arranged view invalidates its intrinsic content size.

    /// `fillProportionally`: each view as large as the first times the
    /// ratio of their intrinsic sizes. While the ratio does not exist (the
    /// first view's intrinsic size is 0, or a view has none) the
    /// constraint sits the pass out: the view keeps only its content-size
    /// constraints, as before the stack made any.
    ///
    /// Not required: UIKit gives its `UISV-fill-proportionally`
    /// constraints 999 for the first arranged view, 998 for the second, and
    /// so on down (1000 − n for the n-th; docs/layout.md, Stack views), so
    /// a required constraint of the app's (an icon's fixed width) wins and
    /// the later views give way first. Each view here keeps the priority
    /// UIKit gives it.
    private func proportionalConstraints(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first else { return [] }
        return views.enumerated().dropFirst().map { index, view in
            let level = Self.proportionalPriority(index: index)
            let constraint = tie(view, size, .equal, first, size, multiplier: proportion(of: view, to: first) ?? 1,
                                 priority: level, "UISV-fill-proportionally")
            constraint.liveTerms = { [weak self, weak view, weak first] in
                guard let self, let view, let first, let ratio = self.proportion(of: view, to: first) else { return nil }
                return .init(multiplier: ratio, constant: 0, priority: level)
            }
            return constraint
        }
    }

    /// UIKit's priority for the `index`-th arranged view's
    /// `UISV-fill-proportionally` constraint: 999, 998, … (never below 1).
    static func proportionalPriority(index: Int) -> LayoutPriority {
        LayoutPriority(Float(max(1, 999 - min(index, 998))))
    }

    private func proportion(of view: View, to first: View) -> Double? {
        let firstSize = intrinsicAlong(first), own = intrinsicAlong(view)
        return firstSize > 0 && own >= 0 ? own / firstSize : nil
    }

    /// `fill` with equal hugging (or compression resistance): the first view
    /// gives way first. Each view gets its own wish at a level just below
    /// its priority, lowest for the first view. A view that loses its
    /// intrinsic size has its wishes taken out (the stack remakes its
    /// constraints); one that gains one gets them at the stack's next
    /// `updateConstraints()`.
    private func fillTieBreakers(_ views: [View]) -> [LayoutConstraint] {
        var list: [LayoutConstraint] = []
        for (index, view) in views.enumerated() where intrinsicAlong(view) >= 0 {
            let step = Float(views.count - index) * 0.01
            for relation in [LayoutRelation.lessThanOrEqual, .greaterThanOrEqual] {
                let terms = { [weak self, weak view] () -> LayoutConstraint.LiveTerms? in
                    guard let self, let view else { return nil }
                    let intrinsic = self.intrinsicAlong(view)
                    guard intrinsic >= 0 else {
                        self.setNeedsUpdateConstraints()
                        return nil
                    }
                    let level = relation == .lessThanOrEqual ? view.contentHuggingPriority(for: self.axis)
                        : view.contentCompressionResistancePriority(for: self.axis)
                    return .init(multiplier: 1, constant: intrinsic, priority: level - step)
                }
                let now = terms()!
                let constraint = tie(view, size, relation, nil, .notAnAttribute, constant: now.constant,
                                     priority: now.priority, "UISV-fill-order")
                constraint.liveTerms = terms
                list.append(constraint)
            }
        }
        return list
    }

    private func intrinsicAlong(_ view: View) -> Double {
        let size = view.currentIntrinsicContentSize()
        return horizontal ? size.width : size.height
    }

    /// Across the axis: the alignment, and the stack as large as its largest view.
    private func acrossConstraints(_ views: [View]) -> [LayoutConstraint] {
        var list: [LayoutConstraint] = []
        guard !views.isEmpty else {
            return [tie(self, crossSize, .equal, nil, .notAnAttribute, priority: 1, "UISV-canvas-fit")]
        }
        let baseline = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let reference = views.first { !$0.isHidden } ?? views[0]
        // Baseline alignments only make sense across a row; a column aligns its leading edges.
        let effective: Alignment = baseline || horizontal ? alignment
            : (alignment == .firstBaseline ? .leading : alignment == .lastBaseline ? .trailing : alignment)
        for view in views where view.isHidden {
            list += hiddenAcrossConstraints(view, effective)
        }
        for view in views where !view.isHidden {
            switch effective {
            case .fill:
                list.append(tie(view, crossStart, .equal, self, edge(crossStart), "UISV-alignment"))
                list.append(tie(view, crossEnd, .equal, self, edge(crossEnd), "UISV-alignment"))
            case .leading:
                list.append(tie(view, crossStart, .equal, self, edge(crossStart), "UISV-alignment"))
                list.append(tie(view, crossEnd, .lessThanOrEqual, self, edge(crossEnd), "UISV-spanning-boundary"))
            case .trailing:
                list.append(tie(view, crossEnd, .equal, self, edge(crossEnd), "UISV-alignment"))
                list.append(tie(view, crossStart, .greaterThanOrEqual, self, edge(crossStart), "UISV-spanning-boundary"))
            case .center:
                list.append(tie(view, crossCenter, .equal, self, edge(crossCenter), "UISV-alignment"))
                list.append(tie(view, crossStart, .greaterThanOrEqual, self, edge(crossStart), "UISV-spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                // Baselines: every view on the first view's baseline, all inside the stack.
                let attribute: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== reference {
                    list.append(tie(view, attribute, .equal, reference, attribute, "UISV-alignment"))
                }
                list.append(tie(view, crossStart, .greaterThanOrEqual, self, edge(crossStart), "UISV-spanning-boundary"))
                list.append(tie(view, crossEnd, .lessThanOrEqual, self, edge(crossEnd), "UISV-spanning-boundary"))
            }
        }
        if alignment != .fill {
            // As small across as the largest visible view allows (UIKit's canvas fit).
            list.append(tie(self, crossSize, .equal, nil, .notAnAttribute, priority: 1, "UISV-canvas-fit"))
            if baseline {
                // The topmost view touches the top: pull every top up a little.
                for view in views where !view.isHidden {
                    list.append(tie(view, crossStart, .equal, self, edge(crossStart), priority: 2, "UISV-ambiguity-suppression"))
                }
            }
        }
        return list
    }

    /// A hidden arranged view is out of the arrangement across the axis too:
    /// it is placed where its alignment puts it (its leading, trailing or
    /// centre line on the stack's, its baseline on the reference view's),
    /// but it no longer sizes the stack. So it has no boundary constraints;
    /// under `fill` both its edges are on the stack's, and the engine sets
    /// its content size across the axis aside (`setsAsideContentSize`), so
    /// the stack stretches or squeezes it and it pushes nothing.
    private func hiddenAcrossConstraints(_ view: View, _ effective: Alignment) -> [LayoutConstraint] {
        switch effective {
        case .fill:
            return [tie(view, crossStart, .equal, self, edge(crossStart), "UISV-alignment"),
                    tie(view, crossEnd, .equal, self, edge(crossEnd), "UISV-alignment")]
        case .leading:
            return [tie(view, crossStart, .equal, self, edge(crossStart), "UISV-alignment")]
        case .trailing:
            return [tie(view, crossEnd, .equal, self, edge(crossEnd), "UISV-alignment")]
        case .center:
            return [tie(view, crossCenter, .equal, self, edge(crossCenter), "UISV-alignment")]
        case .firstBaseline, .lastBaseline:
            let attribute: LayoutAttribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
            let reference = arrangedSubviews.first { !$0.isHidden }
            guard let reference else { return [tie(view, crossStart, .equal, self, edge(crossStart), "UISV-alignment")] }
            return [tie(view, attribute, .equal, reference, attribute, "UISV-alignment")]
        }
    }
}
