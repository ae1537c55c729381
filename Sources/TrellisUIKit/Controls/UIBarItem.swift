/// What a bar shows (UIKit's `UIBarItem`): the superclass of
/// `UIBarButtonItem` and `UITabBarItem`, an `NSObject` rather than a view;
/// the bar showing it draws it.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() { super.init() }

    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    /// The image for landscape bars on a phone.
    open var landscapeImagePhone: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var tag = 0

    // UIKit's accessibility properties, which every NSObject has there.
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var isAccessibilityElement = false

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        AppearanceStore.shared.setterCalled("setTitleTextAttributes:\(state.rawValue)", on: self)
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        // Bar items are not views: their bar reads the proxies' value as it draws.
        titleAttributes[state.rawValue]
            ?? AppearanceStore.shared.value(forCall: "setTitleTextAttributes:\(state.rawValue)", of: self) as? [NSAttributedString.Key: Any]
    }
}
