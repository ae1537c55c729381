/// A control's state, for `setTitle(_:for:)`; only `.normal` is drawn.
public enum ControlState: Sendable { case normal, highlighted, disabled, selected }

/// How a control places its content horizontally.
public enum ContentHorizontalAlignment: Sendable { case center, left, right, fill, leading, trailing }

/// A tappable title (UIKit's system `UIButton`): its intrinsic size is its
/// title's plus `contentEdgeInsets`.
///
/// The title lives in `titleLabel`, as in UIKit (`button.titleLabel?.font =
/// …` works); it is drawn by the button, not laid out as a subview. The
/// default insets, 6 points above and below, give a 15-point title a height
/// of about 30 points, as a UIKit system button has.
open class Button: View {
    /// The label holding the title's text, font and colour.
    public let titleLabel: Label
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    public init(title: String? = nil, name: String? = nil) {
        titleLabel = Label(text: title)
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textColor = .systemBlue
        titleLabel.textAlignment = .center
        super.init(name: name)
        titleLabel.contentHost = self
    }

    public var title: String? { titleLabel.text }

    public func setTitle(_ title: String?, for state: ControlState) {
        guard state == .normal else { return }
        titleLabel.text = title
    }

    public func setTitleColor(_ color: Color, for state: ControlState) {
        guard state == .normal else { return }
        titleLabel.textColor = color
    }

    /// The title as drawn: wrapped at the width inside the insets when the
    /// title label allows several lines.
    public var titleMeasurement: TextMeasurement {
        let width = frame.width - contentEdgeInsets.left - contentEdgeInsets.right
        return titleLabel.measure(width: titleLabel.numberOfLines == 1 || width <= 0 ? nil : width)
    }

    open override var intrinsicContentSize: Size {
        let m = titleLabel.measure(width: nil)
        return Size(width: (m.size.width + contentEdgeInsets.left + contentEdgeInsets.right).rounded(.up),
                    height: (m.size.height + contentEdgeInsets.top + contentEdgeInsets.bottom).rounded(.up))
    }

    open override var firstBaselineOffsetFromTop: Double? {
        contentEdgeInsets.top + titleLabel.measure(width: nil).firstBaseline
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        let m = titleLabel.measure(width: nil)
        return contentEdgeInsets.bottom + m.size.height - m.lastBaseline
    }

    open override var description: String {
        name ?? "Button:'\(title ?? "")'"
    }
}
