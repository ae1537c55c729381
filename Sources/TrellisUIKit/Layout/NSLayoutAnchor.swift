import Layout

/// An attribute of a view or guide, for making constraints (UIKit's
/// `NSLayoutAnchor`). The type parameter keeps axes apart at compile time.
/// The `file` and `line` arguments are never passed: they record where
/// the constraint was written, for conflict reports.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @preconcurrency CustomStringConvertible {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0, file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c, file, line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c, file, line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c, file, line)
    }

    func make(
        _ relation: LayoutRelation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat, constant: CGFloat,
        _ file: String, _ line: UInt
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute,
            multiplier: Double(multiplier), constant: Double(constant), file: file, line: line))
    }

    public var description: String { "\(item).\(attribute)" }
}

/// The standard space UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`
/// and `…Below:` stand for between two views' edges: 8 points (see
/// docs/uikit.md; UIKit derives the baseline-to-baseline figure from the
/// fonts, which Trellis does not yet do).
let systemSpacing: CGFloat = 8

/// A horizontal position: left, right, leading, trailing, centerX.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier, file, line)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier, file, line)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier, file, line)
    }
}

/// A vertical position: top, bottom, centerY, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier, file, line)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier, file, line)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier, file, line)
    }
}

/// A width or a height: also a constant, or a multiple of another.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat, file: String = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        makeConstant(.equal, c, file, line)
    }

    public func constraint(
        greaterThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        makeConstant(.greaterThanOrEqual, c, file, line)
    }

    public func constraint(
        lessThanOrEqualToConstant c: CGFloat, file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        makeConstant(.lessThanOrEqual, c, file, line)
    }

    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, file, line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file, line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
        file: String = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file, line)
    }

    private func makeConstant(_ relation: LayoutRelation, _ c: CGFloat, _ file: String, _ line: UInt) -> NSLayoutConstraint {
        NSLayoutConstraint(wrapping: LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: Double(c), file: file, line: line))
    }
}

