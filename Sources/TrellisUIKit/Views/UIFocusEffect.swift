import Foundation

/// The effect a focused view shows on iPad with a keyboard (UIKit's
/// `UIFocusEffect`, iOS 15). Nothing here takes focus: an effect is kept on
/// its view (``UIView/focusEffect``) and draws nothing.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject {
    public override init() { super.init() }

    /// The system's default effect.
    public static func effect() -> UIFocusEffect { UIFocusEffect() }
}

/// A halo around the focused view (UIKit's `UIFocusHaloEffect`, iOS 15).
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo sits on the shape's edge.
    public enum Position: Int, Sendable {
        case automatic = 0, outside, inside
    }

    /// The halo's shape, in the coordinates of the view it is on.
    public enum Shape: Sendable, Equatable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat, curve: UICornerCurve)
        /// A path's halo, kept as the path's bounding box.
        case path(bounds: CGRect)
    }

    public let shape: Shape
    open var position = Position.automatic
    open weak var containerView: UIView?
    open weak var referenceView: UIView?

    public init(rect: CGRect) {
        shape = .rect(rect)
        super.init()
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: UICornerCurve) {
        shape = .roundedRect(rect, cornerRadius: cornerRadius, curve: curve)
        super.init()
    }

    /// A halo following `bezierPath`.
    public init(bezierPath: UIBezierPath) {
        shape = .path(bounds: bezierPath.bounds)
        super.init()
    }

    public override convenience init() { self.init(rect: .zero) }
}

extension UIView {
    private static let focusEffects = ObjectSideTable<UIFocusEffect>()

    /// The view's focus effect (iOS 15): nil by default; kept, never drawn.
    public var focusEffect: UIFocusEffect? {
        get { Self.focusEffects[self] }
        set { Self.focusEffects[self] = newValue }
    }
}
