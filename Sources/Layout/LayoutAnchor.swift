/// An attribute of an item, for making constraints (UIKit's `NSLayoutAnchor`).
///
/// The type parameter keeps axes apart at compile time: an x-axis anchor can
/// only be tied to an x-axis anchor, a dimension only to a dimension.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0, file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, constant, file, line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant, file, line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant, file, line)
    }

    private func make(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, _ constant: Double, _ file: String, _ line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: 1, constant: constant, file: file, line: line)
    }

    public var description: String { "\(item).\(attribute)" }
}

/// A horizontal position: left, right, leading, trailing, centerX.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centerY, baselines.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or a height: can also be a constant or a multiple of another.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstant(.equal, constant, file, line)
    }

    public func constraint(
        greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstant(.greaterThanOrEqual, constant, file, line)
    }

    public func constraint(
        lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstant(.lessThanOrEqual, constant, file, line)
    }

    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        multiple(.equal, anchor, multiplier, constant, file, line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        multiple(.greaterThanOrEqual, anchor, multiplier, constant, file, line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        file: String = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        multiple(.lessThanOrEqual, anchor, multiplier, constant, file, line)
    }

    private func makeConstant(_ relation: LayoutRelation, _ constant: Double, _ file: String, _ line: UInt) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil,
                         attribute: .notAnAttribute, multiplier: 1, constant: constant, file: file, line: line)
    }

    private func multiple(
        _ relation: LayoutRelation, _ anchor: LayoutDimension, _ multiplier: Double, _ constant: Double,
        _ file: String, _ line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}
