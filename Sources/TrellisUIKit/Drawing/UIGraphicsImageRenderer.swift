import Foundation
import Layout
import Render

/// Draws with UIKit calls into an image (UIKit's `UIGraphicsImageRenderer`):
/// the block's drawing is recorded, then painted by cairo (Render) into
/// pixels, and the image is made from them.
///
///     let dot = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
///         UIColor.systemRed.setFill()
///         UIBezierPath(ovalIn: context.format.bounds).fill()
///     }
///
/// Drawing that cannot be painted (a size of no pixels, or larger than a
/// canvas can be) gives an empty image of the size asked for, not a crash.
///
/// Not main-actor isolated, as UIKit's is not (its headers do not mark the
/// renderer classes for the main thread; apps render images on background
/// queues): the block's context is current on the calling thread only
/// (`GraphicsContextStack`, one stack per thread).
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        format.bounds = CGRect(origin: .zero, size: size)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        format.bounds = bounds
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The image `actions` draws: transparent where nothing is drawn unless
    /// the format is opaque (then white below), `format.scale` pixels per point.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bytes = pngBytes(actions: actions)
        let image = bytes.flatMap { try? Layout.Image(pngData: $0, scale: Double(format.scale)) }
        return UIImage(layoutImage: image ?? .placeholder(named: "UIGraphicsImageRenderer", pointSize: 1))
    }

    /// The same drawing as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        Data(pngBytes(actions: actions) ?? [])
    }

    private func pngBytes(actions: (UIGraphicsImageRendererContext) -> Void) -> [UInt8]? {
        let context = UIGraphicsImageRendererContext(format: format)
        let bounds = format.bounds
        if bounds.origin != .zero { context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY) }
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        return ImageContextStack.pngBytes(of: context.cgContext, size: bounds.size, scale: format.scale, opaque: format.opaque)
    }
}

/// What an image renderer draws at (UIKit's `UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat {
    /// Pixels per point: the screen's (`UIScreen.main.scale`, read through
    /// the copy any thread may read) by default.
    open var scale: CGFloat
    open var opaque = false
    open var preferredRange: Range = .standard
    public internal(set) var bounds: CGRect = .zero

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, `extended`, standard }

    public init() { scale = UIScreen.mainScale }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's block gets (UIKit's `UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext {
    public let cgContext = CGContext()
    public let format: UIGraphicsImageRendererFormat

    init(format: UIGraphicsImageRendererFormat) { self.format = format }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// Strokes the inside edge of `rect`, one point wide, in the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
