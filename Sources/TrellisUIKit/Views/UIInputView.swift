/// A view shown in place of the keyboard (UIKit's `UIInputView`): a plain
/// view here, since no keyboard appears; its style is kept, and
/// `allowsSelfSizing` lets Auto Layout give it its height, as in UIKit.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// Raw values are UIKit's `UIInputViewStyle`.
    public enum Style: Int, Sendable { case `default` = 0, keyboard }

    open var inputViewStyle: UIInputView.Style { style }
    /// Whether the view sizes itself by its constraints (UIKit's default: false).
    open var allowsSelfSizing = false
    private let style: Style

    public init(frame: CGRect, inputViewStyle: UIInputView.Style) {
        style = inputViewStyle
        super.init(frame: frame)
    }

    /// The default style; designated, as UIView's is in UIKit (a subclass
    /// may call `super.init(frame:)`).
    public override init(frame: CGRect) {
        style = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
    }
}

/// An input view that clicks when keys are tapped (UIKit's
/// `UIInputViewAudioFeedback`); nothing clicks here.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: AnyObject {
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}
