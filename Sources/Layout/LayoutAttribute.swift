/// The part of an item a constraint ties (UIKit's `NSLayoutConstraint.Attribute`).
/// Every attribute lives on the item's alignment rectangle.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// Which way the attribute measures.
    public enum Kind: Sendable {
        case horizontalPosition, verticalPosition, size, none
    }

    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontalPosition
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .verticalPosition
        case .width, .height:
            return .size
        case .notAnAttribute:
            return .none
        }
    }

    /// Leading and trailing follow the reading direction; left and right do not.
    /// A baseline: where it lies depends on the measured text.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// Why two attributes cannot be related, or nil when they can.
    static func incompatibility(_ a: LayoutAttribute, _ b: LayoutAttribute) -> String? {
        if b == .notAnAttribute {
            return a.kind == .size ? nil : "a constant can only be given for a width or a height, not for \(a)"
        }
        switch (a.kind, b.kind) {
        case (.size, .size): return nil
        case (.size, _), (_, .size): return "a size (\(a.kind == .size ? a : b)) cannot be tied to a position (\(a.kind == .size ? b : a))"
        case (.horizontalPosition, .verticalPosition), (.verticalPosition, .horizontalPosition):
            return "a horizontal position cannot be tied to a vertical one (\(a) and \(b))"
        default: break
        }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            return "leading and trailing cannot be tied to left and right (\(a) and \(b))"
        }
        return nil
    }
}

/// How the two sides of a constraint relate.
public enum LayoutRelation: String, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}
