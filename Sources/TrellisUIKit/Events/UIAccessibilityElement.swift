import Foundation

/// An accessibility element that is not a view (UIKit's
/// `UIAccessibilityElement`): a part of a custom control, such as one of a
/// range slider's two handles, which the control lists as an accessibility
/// container (`accessibilityElementCount()`, `accessibilityElement(at:)`,
/// `index(ofAccessibilityElement:)` or `accessibilityElements`). No
/// assistive technology runs here: a test reads the elements as VoiceOver
/// would and calls `accessibilityIncrement()` and its kin on them.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    // Held weakly, as UIKit declares it (`weak var accessibilityContainer: Any?`).
    private weak var container: AnyObject?

    public init(accessibilityContainer container: Any) {
        self.container = container as AnyObject
        super.init()
    }

    open var accessibilityContainer: Any? {
        get { container }
        set { container = newValue.map { $0 as AnyObject } }
    }

    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    private var screenFrame: CGRect = .zero
    /// The frame in screen coordinates. Once `accessibilityFrameInContainerSpace`
    /// is set it is that rectangle converted from the container view, as
    /// Apple's page says ("when you set this property, the element's
    /// accessibilityFrame is updated … as the container moves").
    open var accessibilityFrame: CGRect {
        get {
            guard let inContainer = accessibilityFrameInContainerSpace, let view = container as? UIView else { return screenFrame }
            return view.convert(inContainer, to: nil)
        }
        set {
            screenFrame = newValue
            accessibilityFrameInContainerSpace = nil
        }
    }

    /// The frame in the container view's bounds; nil until set.
    open var accessibilityFrameInContainerSpace: CGRect?

    /// What VoiceOver's swipe up and down do to an adjustable element; nothing by default.
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    /// A double tap; false (not handled) by default.
    open func accessibilityActivate() -> Bool { false }
}
