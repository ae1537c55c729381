/// A control's state, for `setTitle(_:for:)`; only `.normal` is drawn.
public enum ControlState: Sendable { case normal, highlighted, disabled, selected }

/// How a control places its content horizontally.
public enum ContentHorizontalAlignment: Sendable { case center, left, right, fill, leading, trailing }

/// A tappable title (UIKit's system `UIButton`): its intrinsic size is its
/// title's plus `contentEdgeInsets`.
///
/// The title lives in `titleLabel`, optional as in UIKit (`button.titleLabel?.font =
/// …` works); it is drawn by the button, not laid out as a subview, placed
/// in the content rectangle (the bounds inset by `contentEdgeInsets`) by
/// `contentHorizontalAlignment`. The default insets, 6 points above and
/// below, give a 15-point title a height of about 30 points, as a UIKit
/// system button has.
open class Button: View {
    /// The label holding the title's text, font and colour.
    public var titleLabel: Label? { ownTitleLabel }
    private let ownTitleLabel: Label
    public var contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Where the title sits across the content rectangle (UIKit's
    /// `UIControl.contentHorizontalAlignment`): centred by default.
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    public init(title: String? = nil, name: String? = nil) {
        ownTitleLabel = Label(text: title)
        ownTitleLabel.font = .systemFont(ofSize: 15)
        ownTitleLabel.textColor = .systemBlue
        ownTitleLabel.textAlignment = .center
        super.init(name: name)
        ownTitleLabel.contentHost = self
    }

    public var title: String? { ownTitleLabel.text }

    public func setTitle(_ title: String?, for state: ControlState) {
        guard state == .normal else { return }
        ownTitleLabel.text = title
    }

    public func setTitleColor(_ color: Color, for state: ControlState) {
        guard state == .normal else { return }
        ownTitleLabel.textColor = color
    }

    /// The title as drawn in the bounds.
    public var drawnTitle: DrawnText { drawnTitle(in: bounds.size) }

    /// The title as drawn in a button of `size`: the title label's drawing
    /// rules in the content rectangle, its lines placed across it by
    /// `contentHorizontalAlignment` (`.fill` keeps the label's own alignment).
    public func drawnTitle(in size: Size) -> DrawnText {
        let insets = contentEdgeInsets
        let content = Size(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
        var text = ownTitleLabel.drawnText(in: content, alignment: titleAlignment)
        text.origin.x += insets.left
        text.origin.y += insets.top
        return text
    }

    private var titleAlignment: TextAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .center: return .center
        case .left: return .left
        case .right: return .right
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .fill: return ownTitleLabel.textAlignment
        }
    }

    open override var intrinsicContentSize: Size {
        let m = ownTitleLabel.measure(width: nil)
        return Size(width: (m.size.width + contentEdgeInsets.left + contentEdgeInsets.right).rounded(.up),
                    height: (m.size.height + contentEdgeInsets.top + contentEdgeInsets.bottom).rounded(.up))
    }

    open override var firstBaselineOffsetFromTop: Double? {
        contentEdgeInsets.top + ownTitleLabel.measure(width: nil).firstBaseline
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        let m = ownTitleLabel.measure(width: nil)
        return contentEdgeInsets.bottom + m.size.height - m.lastBaseline
    }

    open override var description: String {
        name ?? "Button:'\(title ?? "")'"
    }
}
