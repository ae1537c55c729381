import Foundation

/// An action VoiceOver offers for an element (UIKit's
/// `UIAccessibilityCustomAction`): a name, and a handler or a target and
/// selector. Stored in a view's `accessibilityCustomActions`; no
/// assistive technology runs here, so a test performs one as VoiceOver
/// would: `action.actionHandler?(action)`, or with a target the selector
/// is sent through ``ObjCRuntime`` (docs/objective-c.md) with the action
/// as its argument.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The closure an action runs; it returns whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    /// Held weakly, as UIKit's.
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: UIAccessibilityCustomAction.Handler?

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// An action that runs `actionHandler` (iOS 13).
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// With an image (iOS 14).
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    public convenience init(name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    public convenience init(attributedName: NSAttributedString, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }
}

/// The direction of an accessibility scroll; raw values are UIKit's
/// `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
