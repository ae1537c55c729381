import Foundation

/// Pointer effects (UIKit's `UIPointerInteraction`, iPadOS 13.4). There is
/// no pointer here: the interaction and its delegate are kept, and a test
/// asks the delegate itself for the style of a region.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    public private(set) weak var view: UIView?
    open var isEnabled = true

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    /// Asks the delegate again for the current region; there is none here.
    open func invalidate() {}
}

/// What a pointer interaction asks (UIKit's `UIPointerInteractionDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        nil
    }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// UIKit's `UIPointerInteractionAnimating`: animations run at once here.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// A part of a view with its own pointer style (UIKit's `UIPointerRegion`).
@preconcurrency @MainActor
public final class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    public var latchingAxes: UIAxis = []
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is (UIKit's `UIPointerRegionRequest`).
@preconcurrency @MainActor
public final class UIPointerRegionRequest: NSObject {
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags
    public init(location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// How the pointer looks over a region (UIKit's `UIPointerStyle`); kept.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    public let effect: UIPointerEffect?
    public let shape: UIPointerShape?
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        self.shape = shape
    }
    public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        effect = nil
        self.shape = shape
    }
    private override init() {
        effect = nil
        shape = nil
    }
    public static func hidden() -> UIPointerStyle { UIPointerStyle() }
    public static func system() -> UIPointerStyle { UIPointerStyle() }
}

/// A pointer effect (UIKit's `UIPointerEffect`).
public enum UIPointerEffect {
    public enum TintMode: Int, Sendable { case none = 0, overlay, underlay }
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)
}

/// A pointer's shape (UIKit's `UIPointerShape`).
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = 0)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)
}

extension UIButton {
    /// UIKit's `UIButton.PointerStyleProvider`.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
}
