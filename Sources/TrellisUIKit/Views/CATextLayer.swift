import Foundation
import Layout
import Render

/// A layer that draws a string (QuartzCore's `CATextLayer`), as apps use
/// it for a count inside a progress ring or a badge: `string` (a `String`
/// or an `NSAttributedString`), `font` (a `UIFont` or a font name; its size
/// is ignored: `fontSize` gives it, 36 by default), `foregroundColor`
/// (opaque white by default), `alignmentMode`, `isWrapped` and
/// `truncationMode`, as Apple documents them
/// (<https://developer.apple.com/documentation/quartzcore/catextlayer>).
///
/// The text is drawn from the layer's top edge, as Core Animation draws it,
/// and rasterized at the layer's `contentsScale` (1 unless the app sets it,
/// as in Core Animation, where an unscaled text layer is blurred on a
/// Retina screen): it is laid out and painted by a label in the engine of
/// the tree the layer is shown in, and drawn as an image.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`; nil draws nothing.
    open var string: Any?
    /// A `UIFont`, a ``CGFont`` or a font name (`String`); nil: Helvetica in Core
    /// Animation, the system font here (Linux has no Helvetica).
    open var font: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor? = CGColor.white
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var allowsFontSubpixelQuantization = false

    /// The size the text needs: one line (or, when `isWrapped`, the lines
    /// at the layer's width), in the engine of the tree the layer is in
    /// (else the one in effect).
    open override func preferredFrameSize() -> CGSize {
        let label = makeLabel()
        if isWrapped, bounds.width > 0 {
            return label.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        }
        return label.intrinsicContentSize
    }

    override func contentDrawing(in bounds: Rect) -> Drawing {
        var drawing = Drawing()
        if let image = textImage(width: bounds.width) {
            drawing.commands.append(.image(image, in: Rect(x: 0, y: 0, width: image.size.width, height: image.size.height)))
        }
        drawing.commands += super.contentDrawing(in: bounds).commands
        return drawing
    }

    /// The text painted at `contentsScale`, as tall as its lines, `width` wide.
    private func textImage(width: Double) -> Layout.Image? {
        guard width > 0, width.isFinite, hasText else { return nil }
        let label = makeLabel()
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        guard let png = try? label.trellis.pngData(width: CGFloat(width), scale: scale) else { return nil }
        return try? Layout.Image(pngData: png, scale: Double(scale))
    }

    private var hasText: Bool {
        switch string {
        case let text as String: return !text.isEmpty
        case let text as NSAttributedString: return text.length > 0
        default: return false
        }
    }

    /// A label showing what the layer shows, measured by the engine of the
    /// tree the layer is in.
    private func makeLabel() -> UILabel {
        let label = UILabel()
        if let measurer = hostView?.trellis.layoutView.effectiveTextMeasurer {
            label.trellis.textMeasurer = measurer
        }
        label.font = resolvedFont
        label.textColor = foregroundColor.map(UIColor.init(cgColor:)) ?? .white
        label.textAlignment = alignmentMode.textAlignment
        label.numberOfLines = isWrapped ? 0 : 1
        label.lineBreakMode = truncationMode.lineBreakMode(wrapped: isWrapped)
        switch string {
        case let text as NSAttributedString: label.attributedText = text
        case let text as String: label.text = text
        default: label.text = nil
        }
        return label
    }

    private var resolvedFont: UIFont {
        switch font {
        case let font as UIFont: return font.withSize(fontSize)
        case let name as String: return UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        case let font as CGFont:
            return font.postScriptName.flatMap { UIFont(name: $0, size: fontSize) } ?? .systemFont(ofSize: fontSize)
        default: return .systemFont(ofSize: fontSize)
        }
    }

    /// The view whose layer this layer is under.
    private var hostView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.view { return view }
            layer = current.superlayer
        }
        return nil
    }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var textAlignment: NSTextAlignment {
        switch self {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    func lineBreakMode(wrapped: Bool) -> NSLineBreakMode {
        switch self {
        case .start: return .byTruncatingHead
        case .end: return .byTruncatingTail
        case .middle: return .byTruncatingMiddle
        default: return wrapped ? .byWordWrapping : .byClipping
        }
    }
}
