import Foundation

/// A shape for hover effects and other system drawing (UIKit's `UIShape`,
/// iOS 17). Kept for `UIHoverStyle`; Trellis draws no hover.
public struct UIShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case rect(cornerRadius: CGFloat, cornerCurve: UICornerCurve), capsule, circle, fixedRect(CGRect)
    }

    let kind: Kind

    public static let rect = UIShape(kind: .rect(cornerRadius: 0, cornerCurve: .automatic))
    public static let capsule = UIShape(kind: .capsule)
    public static let circle = UIShape(kind: .circle)

    public static func rect(cornerRadius: CGFloat, cornerCurve: UICornerCurve = .automatic) -> UIShape {
        UIShape(kind: .rect(cornerRadius: cornerRadius, cornerCurve: cornerCurve))
    }

    public static func fixedRect(_ rect: CGRect) -> UIShape { UIShape(kind: .fixedRect(rect)) }
}

/// How a rounded corner is drawn (UIKit's `UICornerCurve`, iOS 17).
public enum UICornerCurve: Sendable, Hashable {
    case automatic, circular, continuous
}

/// An effect a pointer or gaze hovering over a view shows (UIKit's `UIHoverEffect`).
public protocol UIHoverEffect: Sendable {}

/// The system's choice of hover effect.
public struct UIHoverAutomaticEffect: UIHoverEffect, Hashable {
    public init() {}
}

/// A highlight under the pointer.
public struct UIHoverHighlightEffect: UIHoverEffect, Hashable {
    public init() {}
}

/// The view lifting under the pointer.
public struct UIHoverLiftEffect: UIHoverEffect, Hashable {
    public init() {}
}

extension UIHoverEffect where Self == UIHoverAutomaticEffect {
    public static var automatic: UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}

extension UIHoverEffect where Self == UIHoverHighlightEffect {
    public static var highlight: UIHoverHighlightEffect { UIHoverHighlightEffect() }
}

extension UIHoverEffect where Self == UIHoverLiftEffect {
    public static var lift: UIHoverLiftEffect { UIHoverLiftEffect() }
}

/// A view's hover effect and its shape (UIKit's `UIHoverStyle`, iOS 17).
/// Trellis has no pointer: a style is kept on its view and draws nothing.
@preconcurrency @MainActor
public final class UIHoverStyle {
    public var effect: any UIHoverEffect
    public var shape: UIShape?
    public var isEnabled = true

    public convenience init(shape: UIShape? = nil) { self.init(effect: UIHoverAutomaticEffect(), shape: shape) }

    public init(effect: some UIHoverEffect, shape: UIShape? = nil) {
        self.effect = effect
        self.shape = shape
    }

    public static func automatic() -> UIHoverStyle { UIHoverStyle() }
}

extension UIView {
    private static let hoverStyles = ObjectSideTable<UIHoverStyle>()

    /// The view's hover style (iOS 17): nil by default, as UIKit documents;
    /// kept, nothing is drawn for it.
    public var hoverStyle: UIHoverStyle? {
        get { Self.hoverStyles[self] }
        set { Self.hoverStyles[self] = newValue }
    }
}
