import Foundation
import Layout

/// A path with its line settings (UIKit's `UIBezierPath`), filled and
/// stroked into the current context (`draw(_:)`, an image renderer's block)
/// or handed to a layer through `cgPath`.
///
/// Rounded rectangles have circular corners: UIKit's `roundedRect`
/// initialisers draw a continuous ("squircle") corner, slightly softer
/// where it meets the straight edge (docs/uikit.md, Drawing).
@preconcurrency @MainActor
open class UIBezierPath: CustomStringConvertible {
    var path: Layout.Path

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() { path = Layout.Path() }

    init(path: Layout.Path) { self.path = path }

    /// A new path with the same elements and line settings (UIKit's
    /// `UIBezierPath` is `NSCopying`); changing one leaves the other.
    open func copy() -> Any {
        let copy = UIBezierPath(path: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashes = dashes
        copy.dashPhase = dashPhase
        return copy
    }

    public convenience init(rect: CGRect) { self.init(path: Layout.Path(rect: rect.layoutRect)) }

    public convenience init(ovalIn rect: CGRect) { self.init(path: Layout.Path(ellipseIn: rect.layoutRect)) }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        var path = Layout.Path()
        path.addRoundedRect(rect.layoutRect, radii: CornerRadii(radius: Double(cornerRadius)))
        self.init(path: path)
    }

    /// Rounds the corners `corners` names by `cornerRadii.width` (UIKit
    /// uses the width; the height is ignored, as UIKit does in practice).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var mask: CornerMask = []
        if corners.contains(.topLeft) { mask.insert(.topLeft) }
        if corners.contains(.topRight) { mask.insert(.topRight) }
        if corners.contains(.bottomLeft) { mask.insert(.bottomLeft) }
        if corners.contains(.bottomRight) { mask.insert(.bottomRight) }
        var path = Layout.Path()
        path.addRoundedRect(rect.layoutRect, radii: CornerRadii(radius: Double(cornerRadii.width), corners: mask))
        self.init(path: path)
    }

    /// An arc; UIKit's `clockwise` is clockwise on the screen (the angle
    /// grows, y down), unlike Core Graphics' (see `CGMutablePath.addArc`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }

    /// The path as a `CGPath` (a copy; setting it replaces the path).
    public var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    public var isEmpty: Bool { path.isEmpty }
    public var bounds: CGRect { CGRect(path.boundingBox) }
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    public func move(to point: CGPoint) { path.move(to: point.layoutPoint) }
    public func addLine(to point: CGPoint) { path.addLine(to: point.layoutPoint) }
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end.layoutPoint, control1: controlPoint1.layoutPoint, control2: controlPoint2.layoutPoint)
    }
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end.layoutPoint, control: controlPoint.layoutPoint)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        ArcCurves.add(to: &path, center: center.layoutPoint, radius: Double(radius), startAngle: Double(startAngle),
                      endAngle: Double(endAngle), increasingAngle: clockwise)
    }
    public func close() { path.close() }
    public func removeAllPoints() { path = Layout.Path() }
    public func append(_ other: UIBezierPath) { path.append(other.path) }
    /// Moves every point by `transform`.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform.layoutTransform) }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashes = pattern.map { pointer in (0..<max(0, count)).map { pointer[$0] } } ?? []
        dashPhase = phase
    }

    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, value) in dashes.enumerated() { pattern[index] = value } }
        count?.pointee = dashes.count
        phase?.pointee = dashPhase
    }

    /// The line settings as Layout's stroke style.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: Double(lineWidth), lineCap: lineCapStyle.layoutCap, lineJoin: lineJoinStyle.layoutJoin,
                    miterLimit: Double(miterLimit), dashes: dashes.map(Double.init), dashPhase: Double(dashPhase))
    }

    /// Fills the inside in the context's fill colour (`UIColor.setFill()`).
    public func fill() { UIGraphicsGetCurrentContext()?.fill(path, evenOdd: usesEvenOddFillRule) }

    /// Strokes the outline in the context's stroke colour (`UIColor.setStroke()`)
    /// with this path's line settings.
    public func stroke() { UIGraphicsGetCurrentContext()?.stroke(path, style: strokeStyle) }

    /// Fills at `alpha` with `blendMode`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.setBlendMode(blendMode)
        fill()
        context.restoreGState()
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.setBlendMode(blendMode)
        stroke()
        context.restoreGState()
    }

    /// Later drawing only inside the path, until the state is restored.
    public func addClip() { UIGraphicsGetCurrentContext()?.clip(path, evenOdd: usesEvenOddFillRule) }

    nonisolated public var description: String { "UIBezierPath" }
}

extension UIColor {
    /// The current context's fill and stroke colour (UIKit's `set()`).
    public func set() {
        setFill()
        setStroke()
    }

    /// The current context's fill colour, resolved for the current traits.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFill(resolvedLayoutColor(with: .current), pattern: patternImage?.layoutImage) }

    /// The current context's stroke colour, resolved for the current traits.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStroke(resolvedLayoutColor(with: .current)) }
}

extension UIImage {
    /// Draws the image stretched into `rect` of the current context.
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(layoutImage, in: rect) }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

/// Fills `rect` with the current fill colour (UIKit's `UIRectFill`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
