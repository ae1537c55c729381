/// A control's state, for `setTitle(_:for:)`; only `.normal` is drawn.
public enum ControlState: Sendable { case normal, highlighted, disabled, selected }

/// How a control places its content horizontally.
public enum ContentHorizontalAlignment: Sendable { case center, left, right, fill, leading, trailing }

/// A tappable title (UIKit's system `UIButton`): its intrinsic size is its
/// title's plus `contentEdgeInsets`.
///
/// The title lives in `titleLabel`, optional as in UIKit (`button.titleLabel?.font =
/// …` works); it is drawn by the button, not laid out as a subview (unless
/// a host makes it one: `drawsTitle`), placed in the content rectangle (the bounds inset by `contentEdgeInsets`) by
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

    /// The title label may outlive the button (`titleLabel` hands it out):
    /// its host reference is not weak (`View.contentHost`).
    deinit { ownTitleLabel.contentHost = nil }

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
        let moved = shift(by: titleEdgeInsets)
        guard let image else {
            var text = ownTitleLabel.drawnText(in: content, alignment: titleAlignment)
            text.origin.x += insets.left + moved.x
            text.origin.y += insets.top + moved.y
            return text
        }
        // With an image, the title is drawn after it (before it right to
        // left), and the pair is placed as one.
        let lead = image.size.width + imagePadding
        var text = ownTitleLabel.drawnText(in: Size(width: max(0, content.width - lead), height: content.height),
                                           alignment: .left)
        text.origin.x += groupStart(in: size, titleWidth: text.lines.map { $0.x + $0.width }.max() ?? 0)
            + (imageAfterTitle ? 0 : lead) + moved.x
        text.origin.y += insets.top + moved.y
        return text
    }

    /// UIKit's `titleEdgeInsets` and `imageEdgeInsets` (deprecated in iOS
    /// 15, common in real files): each moves its part inside the content
    /// rectangle, the button's size unchanged. UIKit places the part in the
    /// content rectangle inset by them, so a centred part moves by half of
    /// left − right (and of top − bottom), a left-aligned one by left, a
    /// right-aligned one back by right: `left: 8, right: -8` moves a title
    /// 8 points after its image.
    public var titleEdgeInsets = EdgeInsets()
    public var imageEdgeInsets = EdgeInsets()

    private func shift(by insets: EdgeInsets) -> (x: Double, y: Double) {
        let x: Double
        switch titleAlignment {
        case .left, .natural, .justified: x = insets.left
        case .right: x = -insets.right
        case .center: x = (insets.left - insets.right) / 2
        }
        return (x, (insets.top - insets.bottom) / 2)
    }

    /// An image drawn before the title (UIButton's `setImage(_:for:)`):
    /// nil for none. Template images take the title's colour.
    public var image: Image? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the button draws `image` itself (true by default). A host
    /// that shows the image in a subview of its own (TrellisUIKit's
    /// `UIButton.imageView`, which the app may hide, round or move) turns
    /// it off; the image still sizes the button and places the title.
    public var drawsImage = true

    /// Whether the button draws its title itself (true by default). A host
    /// that makes `titleLabel` a subview of the button (TrellisUIKit's
    /// `UIButton`, as UIKit's title label is) turns it off: the label then
    /// draws the title, where the button would have
    /// (``drawnTitle(inLabelFrame:buttonSize:)``).
    public var drawsTitle = true

    /// The title as the title label draws it when it is the button's
    /// subview at `labelFrame`, in a button of `buttonSize`, in the label's
    /// own coordinates: where the button draws it (``drawnTitle(in:)``),
    /// moved with the label when the label is moved from the frame
    /// ``titleFrame(in:)`` gives it, so its pixels are the ones the button
    /// drew. nil when the label's size is not that frame's (the app sized
    /// it): the label then draws its text as any label does in its bounds.
    public func drawnTitle(inLabelFrame labelFrame: Rect, buttonSize: Size) -> DrawnText? {
        let placed = titleFrame(in: buttonSize)
        guard labelFrame.width == placed.width, labelFrame.height == placed.height else { return nil }
        var text = drawnTitle(in: buttonSize)
        text.origin.x -= placed.minX
        text.origin.y -= placed.minY
        return text
    }

    /// An image stretched over the whole button, under the title and
    /// image (UIButton's `setBackgroundImage(_:for:)`); a resizable one
    /// keeps its caps.
    public var backgroundImage: Image?

    /// The background image as drawn in a button whose frame in the root is `frameInRoot`.
    public func drawnBackgroundImage(inRootFrame frameInRoot: Rect) -> DrawnImage? {
        guard let image = backgroundImage else { return nil }
        return DrawnImage(image: image, rect: frameInRoot, tintColor: image.tintColor, isMirrored: false,
                          slices: ImageSlice.nineSlices(imageSize: image.size, capInsets: image.capInsets,
                                                        destination: frameInRoot, resizingMode: image.resizingMode))
    }

    /// Space between the image and the title.
    public var imagePadding: Double = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The image as drawn in a button whose frame in the root is `frameInRoot`.
    public func drawnImage(inRootFrame frameInRoot: Rect) -> DrawnImage? {
        guard let image else { return nil }
        let hasTitle = !(ownTitleLabel.text ?? "").isEmpty
        let titleWidth = hasTitle ? drawnTitle(in: frameInRoot.size).lines.map { $0.width }.max() ?? 0 : 0
        let x = groupStart(in: frameInRoot.size, titleWidth: titleWidth)
            + (imageAfterTitle && titleWidth > 0 ? titleWidth + imagePadding : 0)
        let insets = contentEdgeInsets
        let contentHeight = frameInRoot.height - insets.top - insets.bottom
        let moved = shift(by: imageEdgeInsets)
        let rect = Rect(x: frameInRoot.minX + x + moved.x,
                        y: frameInRoot.minY + insets.top + (contentHeight - image.size.height) / 2 + moved.y,
                        width: image.size.width, height: image.size.height)
        let tint: Color? = image.tintColor ?? (image.isTemplate ? ownTitleLabel.textColor : nil)
        return DrawnImage(image: image, rect: rect, tintColor: tint, isMirrored: false,
                          slices: ImageSlice.nineSlices(imageSize: image.size, capInsets: image.capInsets, destination: rect,
                                                        resizingMode: image.resizingMode))
    }

    /// The title label's frame in a button of `size`, as UIKit lays out a
    /// classic (non-configuration) button's: the title's size rounded up to
    /// points (its width cut to what the content rectangle leaves beside
    /// the image), after the image in the group `contentHorizontalAlignment`
    /// places, centred down the content rectangle, moved by
    /// `titleEdgeInsets`; `.fill` stretches it over what the image leaves.
    /// A title that wraps is as tall as its lines at that width. Zero with
    /// no title. UIKit logs `(0 6; 47 18)` for a 15-point title
    /// in a 30-point button (docs/uikit-numbers.md, "Button title label frame").
    public func titleFrame(in size: Size) -> Rect {
        guard !(ownTitleLabel.text ?? "").isEmpty else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let insets = contentEdgeInsets
        let content = Size(width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
        let lead = image.map { $0.size.width + imagePadding } ?? 0
        let available = max(0, content.width - lead)
        // A title of more than one line (`numberOfLines` 0, a subtitle)
        // wraps at the width the button draws it in: its label is as tall
        // as its lines.
        let measured = ownTitleLabel.measure(width: ownTitleLabel.numberOfLines == 1 ? nil : max(available, 0.001)).size
        let width = contentHorizontalAlignment == .fill ? available : min(measured.width.rounded(.up), available)
        let height = measured.height.rounded(.up)
        let moved = shift(by: titleEdgeInsets)
        let x = groupStart(in: size, titleWidth: width) + (imageAfterTitle ? 0 : lead) + moved.x
        return Rect(x: x, y: insets.top + (content.height - height) / 2 + moved.y, width: width, height: height)
    }

    /// Whether the image follows the title: in a button laid out right to
    /// left, the image-and-title group reads from the right, so the image
    /// is at the title's right. This is the common idiom for a trailing
    /// icon, `semanticContentAttribute = .forceRightToLeft` on a button of
    /// a left-to-right screen (docs/uikit.md, "Buttons").
    private var imageAfterTitle: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The image's frame in a button of `size` (nil without one): first in
    /// the group (last right to left), centred down the content rectangle,
    /// moved by `imageEdgeInsets`.
    public func imageFrame(in size: Size) -> Rect? {
        guard let image else { return nil }
        return drawnImage(inRootFrame: Rect(x: 0, y: 0, width: size.width, height: size.height))?.rect
    }

    /// Where the image-and-title group starts, from the button's left edge.
    private func groupStart(in size: Size, titleWidth: Double) -> Double {
        let insets = contentEdgeInsets
        let contentWidth = size.width - insets.left - insets.right
        let group = (image?.size.width ?? 0) + (titleWidth > 0 && image != nil ? imagePadding : 0) + titleWidth
        switch titleAlignment {
        case .left, .natural, .justified: return insets.left
        case .right: return insets.left + contentWidth - group
        case .center: return insets.left + (contentWidth - group) / 2
        }
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

    /// The title's size (and the image's beside it, `imagePadding` apart)
    /// plus `contentEdgeInsets`.
    open override var intrinsicContentSize: Size {
        let m = ownTitleLabel.measure(width: nil)
        let hasTitle = !(ownTitleLabel.text ?? "").isEmpty
        let imageSize = image?.size ?? .zero
        let gap = image != nil && hasTitle ? imagePadding : 0
        // The title's size is rounded up to points, as a label's is; the
        // insets are added as they are (UIKit: 0.01 above and below a
        // 10-point title makes 10.02, the known way to drop the padding).
        let title = hasTitle ? Size(width: m.size.width.rounded(.up), height: m.size.height.rounded(.up)) : .zero
        return Size(width: imageSize.width + gap + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: max(imageSize.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var firstBaselineOffsetFromTop: Double? {
        contentEdgeInsets.top + titleDrop + ownTitleLabel.measure(width: nil).firstBaseline
    }

    /// How far a title shorter than the image sits below the content's top
    /// (the two are centred on each other).
    private var titleDrop: Double {
        max(0, ((image?.size.height ?? 0) - ownTitleLabel.measure(width: nil).size.height) / 2)
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        let m = ownTitleLabel.measure(width: nil)
        return contentEdgeInsets.bottom + titleDrop + m.size.height - m.lastBaseline
    }

    open override var description: String {
        name ?? "Button:'\(title ?? "")'"
    }
}
