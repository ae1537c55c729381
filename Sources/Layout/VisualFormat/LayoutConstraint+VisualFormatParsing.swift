/// Constraints from the visual format language (UIKit's
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`);
/// the grammar is in VisualFormatParser.swift, the printer for single
/// constraints in Diagnostics/LayoutConstraint+VisualFormat.swift.
extension LayoutConstraint {
    /// The standard space between two sibling views (`[a]-[b]`): 8 points,
    /// Apple's classic value.
    public static let standardSpacing: Double = 8

    /// The standard space between a view and its superview's edge
    /// (`|-[a]`): 20 points, Apple's classic value. (Newer UIKit ties `|-`
    /// to the layout margins instead; Trellis keeps the fixed value.)
    public static let standardSuperviewSpacing: Double = 20

    /// The constraints one line of the visual format language describes,
    /// created but not activated (as in UIKit):
    ///
    ///     let constraints = try LayoutConstraint.constraints(
    ///         withVisualFormat: "H:|-margin-[label]-[field(>=100)]-|",
    ///         metrics: ["margin": 12], views: ["label": label, "field": field])
    ///     LayoutConstraint.activate(constraints)
    ///
    /// What each part makes, with `first relation second + constant`
    /// (for `H:` with the default direction; `V:` uses top and bottom,
    /// `.directionLeftToRight` left and right):
    ///
    /// - `[a]-c-[b]`: `b.leading == a.trailing + c` (the later view first);
    ///   `-` alone is `standardSpacing` (8), nothing (`[a][b]`) is 0;
    /// - `|-c-[a]`: `a.leading == superview.leading + c`; `[a]-c-|`:
    ///   `superview.trailing == a.trailing + c`; `-` alone is
    ///   `standardSuperviewSpacing` (20). `|` is the superview of the view
    ///   next to it (a layout guide's owning view);
    /// - `[a(>=50)]`: `a.width >= 50`; `[a(==b)]`: `a.width == b.width`;
    /// - `-(>=8@750)-`: relation and priority as written, one constraint per predicate;
    /// - alignment options: `b.attribute == a.attribute` for each pair of
    ///   neighbouring views;
    /// - `.directionRightToLeft`: the line reads from the right, and the
    ///   earlier element comes first: `[a]-c-[b]` is `a.left == b.right + c`.
    ///
    /// Constraints come in reading order: the leading `|` spacing, then each
    /// view's own predicates and the spacing after it, then the alignments.
    /// Each remembers `file` and `line` for conflict reports.
    ///
    /// - Throws: `VisualFormatError`, with the message and the offset of the
    ///   character at fault, for any format that does not parse, a name not
    ///   in `views` or `metrics`, a priority outside 1...1000, a `|` next to
    ///   a view without a superview, or options that do not fit the line.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], file: String = #fileID, line: UInt = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let parsed = try parser.parse()
        var builder = try VisualFormatBuilder(line: parsed, format: format, options: options, file: file, sourceLine: line)
        return try builder.constraints()
    }
}

/// Turns a parsed line into constraints.
private struct VisualFormatBuilder {
    /// One end of a spacing: a bracketed view or the `|`.
    enum Element {
        case item(LayoutItem)
        case superview(View)

        var item: LayoutItem {
            switch self {
            case .item(let item): return item
            case .superview(let view): return view
            }
        }

        var isSuperview: Bool {
            if case .superview = self { return true }
            return false
        }
    }

    let line: VisualFormatLine
    let format: String
    let file: String
    let sourceLine: UInt
    let alignments: [LayoutAttribute]
    /// The edge a line starts from and the one it ends at.
    let startEdge: LayoutAttribute, endEdge: LayoutAttribute
    /// Right to left: the line runs towards smaller x.
    let reversed: Bool
    let baselineSpacing: Bool
    var result: [LayoutConstraint] = []

    init(line: VisualFormatLine, format: String, options: LayoutConstraint.FormatOptions, file: String,
         sourceLine: UInt) throws(VisualFormatError)
    {
        self.line = line
        self.format = format
        self.file = file
        self.sourceLine = sourceLine

        var alignments: [LayoutAttribute] = []
        for alignment in LayoutConstraint.FormatOptions.alignments where options.contains(alignment.option) {
            switch (alignment.attribute.kind, line.isVertical) {
            case (.horizontalPosition, false):
                throw VisualFormatError(
                    message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                    format: format, position: 0)
            case (.verticalPosition, true):
                throw VisualFormatError(
                    message: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                    format: format, position: 0)
            default:
                alignments.append(alignment.attribute)
            }
        }
        self.alignments = alignments

        let direction = options.intersection(.directionMask)
        if direction == .directionMask {
            throw VisualFormatError(message: "Options may hold one direction only (leading to trailing, left to right or right to left)",
                                    format: format, position: 0)
        }
        baselineSpacing = options.contains(.spacingBaselineToBaseline)
        if baselineSpacing, !line.isVertical {
            throw VisualFormatError(message: "Baseline-to-baseline spacing is only for vertical layout (V:)",
                                    format: format, position: 0)
        }

        if line.isVertical {
            (startEdge, endEdge, reversed) = (.top, .bottom, false)
        } else if direction == .directionLeftToRight {
            (startEdge, endEdge, reversed) = (.left, .right, false)
        } else if direction == .directionRightToLeft {
            (startEdge, endEdge, reversed) = (.right, .left, true)
        } else {
            (startEdge, endEdge, reversed) = (.leading, .trailing, false)
        }
    }

    mutating func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
        let views = line.views
        if let bar = line.leadingBar {
            let superview = try self.superview(of: views[0].item, bar: bar)
            spacing(from: .superview(superview), to: .item(views[0].item), bar.connection)
        }
        for (index, view) in views.enumerated() {
            if index > 0 {
                spacing(from: .item(views[index - 1].item), to: .item(view.item), line.connections[index - 1])
            }
            size(of: view)
        }
        if let bar = line.trailingBar, let last = views.last {
            let superview = try self.superview(of: last.item, bar: bar)
            spacing(from: .item(last.item), to: .superview(superview), bar.connection)
        }
        for attribute in alignments {
            for index in views.indices.dropFirst() {
                add(LayoutConstraint(item: views[index].item, attribute: attribute, relatedBy: .equal,
                                     toItem: views[index - 1].item, attribute: attribute, file: file, line: sourceLine))
            }
        }
        return result
    }

    /// What `|` stands for next to `item`: its superview (a guide's owning view).
    private func superview(of item: LayoutItem, bar: VisualFormatLine.Bar) throws(VisualFormatError) -> View {
        let superview = (item as? View).map(\.superview) ?? item.owningView
        guard let superview else {
            throw VisualFormatError(
                message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                format: format, position: bar.position)
        }
        return superview
    }

    /// A view's width (`H:`) or height (`V:`) predicates.
    private mutating func size(of view: VisualFormatLine.View) {
        let attribute: LayoutAttribute = line.isVertical ? .height : .width
        for predicate in view.predicates {
            let constraint: LayoutConstraint
            switch predicate.object {
            case .constant(let constant):
                constraint = LayoutConstraint(item: view.item, attribute: attribute, relatedBy: predicate.relation,
                                              toItem: nil, attribute: .notAnAttribute, constant: constant,
                                              file: file, line: sourceLine)
            case .item(let other):
                constraint = LayoutConstraint(item: view.item, attribute: attribute, relatedBy: predicate.relation,
                                              toItem: other, attribute: attribute, file: file, line: sourceLine)
            }
            add(constraint, priority: predicate.priority)
        }
    }

    /// The space from `before` to `after` (`before` comes first in the line).
    private mutating func spacing(from before: Element, to after: Element, _ connection: VisualFormatLine.Connection) {
        let betweenViews = !before.isSuperview && !after.isSuperview
        let predicates: [VisualFormatLine.Predicate]
        switch connection {
        case .flush:
            predicates = [VisualFormatLine.Predicate(relation: .equal, object: .constant(0), priority: .required)]
        case .standard:
            let standard = betweenViews ? LayoutConstraint.standardSpacing : LayoutConstraint.standardSuperviewSpacing
            predicates = [VisualFormatLine.Predicate(relation: .equal, object: .constant(standard), priority: .required)]
        case .predicates(let list):
            predicates = list
        }
        // The superview's edge is the one on the view's side: `|-[a]` ties
        // the superview's start to the view's start.
        var beforeEdge = before.isSuperview ? startEdge : endEdge
        var afterEdge = after.isSuperview ? endEdge : startEdge
        if baselineSpacing, betweenViews {
            (beforeEdge, afterEdge) = (.lastBaseline, .firstBaseline)
        }
        for predicate in predicates {
            guard case .constant(let constant) = predicate.object else { continue }  // the parser allows no views here
            // gap = after.start - before.end, read in the line's direction.
            let constraint = reversed
                ? LayoutConstraint(item: before.item, attribute: beforeEdge, relatedBy: predicate.relation,
                                   toItem: after.item, attribute: afterEdge, constant: constant,
                                   file: file, line: sourceLine)
                : LayoutConstraint(item: after.item, attribute: afterEdge, relatedBy: predicate.relation,
                                   toItem: before.item, attribute: beforeEdge, constant: constant,
                                   file: file, line: sourceLine)
            add(constraint, priority: predicate.priority)
        }
    }

    private mutating func add(_ constraint: LayoutConstraint, priority: LayoutPriority = .required) {
        constraint.priority = priority
        result.append(constraint)
    }
}
