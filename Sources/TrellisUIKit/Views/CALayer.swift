import Layout

/// A view's Core Animation layer (QuartzCore's `CALayer`), for what UIKit
/// code sets on it: corner radius, border, masking, opacity and shadow.
/// Each property reads and writes the view it belongs to.
@preconcurrency @MainActor
open class CALayer {
    private weak var view: UIView?
    private var node: View? { view?.node }

    init(view: UIView) { self.view = view }

    open var cornerRadius: CGFloat {
        get { CGFloat(node?.cornerRadius ?? 0) }
        set { node?.cornerRadius = Double(newValue) }
    }

    open var borderWidth: CGFloat {
        get { CGFloat(node?.borderWidth ?? 0) }
        set { node?.borderWidth = Double(newValue) }
    }

    open var borderColor: CGColor? {
        didSet { node?.borderColor = borderColor.map { UIColor(cgColor: $0).resolvedLayoutColor(with: .trellisDefault) } }
    }

    open var masksToBounds: Bool {
        get { node?.clipsToBounds ?? false }
        set { node?.clipsToBounds = newValue }
    }

    open var opacity: Float {
        get { Float(node?.alpha ?? 1) }
        set { node?.alpha = Double(newValue) }
    }

    open var isHidden: Bool {
        get { node?.isHidden ?? false }
        set { node?.isHidden = newValue }
    }

    open var backgroundColor: CGColor? {
        get { view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    /// The shadow, painted under the view (Core Animation's defaults: opaque
    /// black, opacity 0, offset (0, −3), radius 3; docs/layout.md, Shadows).
    open var shadowColor: CGColor? = CGColor.black { didSet { applyShadow() } }
    open var shadowOpacity: Float = 0 { didSet { applyShadow() } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { applyShadow() } }
    open var shadowRadius: CGFloat = 3 { didSet { applyShadow() } }

    private func applyShadow() {
        let color = shadowColor.map { UIColor(cgColor: $0).resolvedLayoutColor(with: .trellisDefault) } ?? .clear
        node?.shadow = Shadow(color: color, opacity: Double(shadowOpacity), offset: shadowOffset.layoutSize,
                              radius: Double(shadowRadius))
    }

    open var cornerCurve: CALayerCornerCurve = .circular
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                            .layerMaxXMaxYCorner]

    open var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    open var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
