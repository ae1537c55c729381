import Foundation

/// A corner's radius (UIKit's `UICornerRadius`, iOS 26): a fixed number of
/// points (`.fixed(12)`, or the literal `12`), or concentric with the
/// view's container.
public struct UICornerRadius: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fixed(Double)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    /// A radius of `radius` points.
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }

    /// The container's radius less the distance between the corners, at
    /// least `minimum` (UIKit's rule, Apple's `Edge.Corner.Style.concentric`
    /// documentation).
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }

    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { self.init(kind: .fixed(value)) }
    public init(integerLiteral value: Int) { self.init(kind: .fixed(Double(value))) }

    public var description: String {
        switch kind {
        case let .fixed(radius): return "fixed(\(radius))"
        case let .containerConcentric(minimum): return "containerConcentric(minimum: \(minimum.map { "\($0)" } ?? "nil"))"
        }
    }
}

/// How a view's corners are rounded (UIKit's `UICornerConfiguration`, iOS
/// 26), set with `view.cornerConfiguration`.
///
/// Trellis draws one radius for all four corners, through the view's layer
/// (`layer.cornerRadius`): a configuration with different corners is drawn
/// with the largest of them; a capsule with half the shorter side (the
/// painter's clamp); a container-concentric radius with the nearest
/// ancestor's radius less the larger of the view's horizontal and vertical
/// distances to that ancestor's corner, once the view has a frame
/// (docs/uikit.md, "#available and the newest SDK").
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
    enum Shape: Hashable, Sendable {
        case corners(topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?,
                     bottomRight: UICornerRadius?)
        case capsule(maximumRadius: Double?)
    }

    let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// The same radius on every corner, each corner resolved on its own.
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        corners(topLeftRadius: radius, topRightRadius: radius, bottomLeftRadius: radius, bottomRightRadius: radius)
    }

    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners(topLeft: topLeftRadius, topRight: topRightRadius,
                                              bottomLeft: bottomLeftRadius, bottomRight: bottomRightRadius))
    }

    /// The same radius on every corner, the largest when they resolve differently.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration { corners(radius: radius) }

    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        corners(topLeftRadius: topRadius, topRightRadius: topRadius, bottomLeftRadius: bottomRadius,
                bottomRightRadius: bottomRadius)
    }

    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        corners(topLeftRadius: leftRadius, topRightRadius: rightRadius, bottomLeftRadius: leftRadius,
                bottomRightRadius: rightRadius)
    }

    public static func uniformTopRadius(
        _ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        corners(topLeftRadius: topRadius, topRightRadius: topRadius, bottomLeftRadius: bottomLeftRadius,
                bottomRightRadius: bottomRightRadius)
    }

    public static func uniformBottomRadius(
        _ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        corners(topLeftRadius: topLeftRadius, topRightRadius: topRightRadius, bottomLeftRadius: bottomRadius,
                bottomRightRadius: bottomRadius)
    }

    public static func uniformLeftRadius(
        _ leftRadius: UICornerRadius, topRightRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        corners(topLeftRadius: leftRadius, topRightRadius: topRightRadius, bottomLeftRadius: leftRadius,
                bottomRightRadius: bottomRightRadius)
    }

    public static func uniformRightRadius(
        _ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil, bottomLeftRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        corners(topLeftRadius: topLeftRadius, topRightRadius: rightRadius, bottomLeftRadius: bottomLeftRadius,
                bottomRightRadius: rightRadius)
    }

    /// Half the shorter side, at most `maximumRadius`.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius))
    }

    public var description: String {
        switch shape {
        case let .capsule(maximum): return "capsule(maximumRadius: \(maximum.map { "\($0)" } ?? "nil"))"
        case let .corners(topLeft, topRight, bottomLeft, bottomRight):
            let names = [topLeft, topRight, bottomLeft, bottomRight].map { $0.map(\.description) ?? "nil" }
            return "corners(\(names.joined(separator: ", ")))"
        }
    }

    /// The one radius Trellis draws for `view` (see the type's documentation).
    @MainActor
    func drawnRadius(in view: UIView) -> Double {
        switch shape {
        case let .capsule(maximum):
            // The painter clamps a radius to half the shorter side, whatever size the view is laid out at.
            return maximum ?? 10_000
        case let .corners(topLeft, topRight, bottomLeft, bottomRight):
            let corners: [(UICornerRadius?, UIRectCorner)] = [
                (topLeft, .topLeft), (topRight, .topRight), (bottomLeft, .bottomLeft), (bottomRight, .bottomRight),
            ]
            return corners.map { radius, corner in radius.map { Self.resolve($0, corner: corner, in: view) } ?? 0 }.max() ?? 0
        }
    }

    /// A corner's radius: fixed, or concentric with the nearest ancestor that
    /// has rounded corners (0 when there is none, or the minimum).
    @MainActor
    static func resolve(_ radius: UICornerRadius, corner: UIRectCorner, in view: UIView) -> Double {
        switch radius.kind {
        case let .fixed(points): return max(0, points)
        case let .containerConcentric(minimum):
            var concentric = 0.0
            var offset = (x: Double(view.visibleFrame.minX), y: Double(view.visibleFrame.minY))
            var container = view.superview
            while let candidate = container {
                let radius = Double(candidate.layer.cornerRadius)
                if radius > 0 {
                    // The view's untransformed frame: its transform turns and
                    // scales its corners with it, so they are worked out in
                    // its own geometry, as Auto Layout places it.
                    let frame = view.untransformedFrame, size = candidate.bounds.size
                    let dx = corner.contains(.topLeft) || corner.contains(.bottomLeft)
                        ? offset.x : Double(size.width) - offset.x - Double(frame.width)
                    let dy = corner.contains(.topLeft) || corner.contains(.topRight)
                        ? offset.y : Double(size.height) - offset.y - Double(frame.height)
                    concentric = max(0, radius - max(dx, dy))
                    break
                }
                offset = (offset.x + Double(candidate.visibleFrame.minX), offset.y + Double(candidate.visibleFrame.minY))
                container = candidate.superview
            }
            return max(concentric, Double(minimum ?? 0))
        }
    }
}

/// Corners of a rectangle (UIKit's `UIRectCorner`, raw values from UIKit's header).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// `~0` in UIKit's header, as here.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension UIView {
    private static let cornerConfigurations = ObjectSideTable<UICornerConfiguration>()

    /// How the view's corners are rounded (iOS 26); drawn through
    /// `layer.cornerRadius` (see ``UICornerConfiguration``). A radius that
    /// depends on the view's size or its container's is worked out when it
    /// is set (a capsule follows any size: the painter clamps the radius);
    /// set it again after layout (`layoutSubviews`) for a concentric radius
    /// that follows new frames.
    ///
    /// Kept in a side table, as an extension cannot add a stored property to
    /// `UIView`; a view never given one reads `.corners(radius: .fixed(layer.cornerRadius))`.
    public var cornerConfiguration: UICornerConfiguration {
        get { Self.cornerConfigurations[self] ?? .corners(radius: .fixed(Double(layer.cornerRadius))) }
        set {
            Self.cornerConfigurations[self] = newValue
            layer.cornerRadius = CGFloat(newValue.drawnRadius(in: self))
        }
    }

    /// The radius a corner resolves to (iOS 26), as Trellis draws it: the
    /// same for every corner.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let radius = Self.cornerConfigurations[self].map { CGFloat($0.drawnRadius(in: self)) } ?? layer.cornerRadius
        // As painted: at most half the shorter side.
        return min(radius, min(bounds.width, bounds.height) / 2)
    }
}
