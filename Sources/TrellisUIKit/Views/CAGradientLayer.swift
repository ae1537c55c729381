import Foundation
import Layout

/// A layer filled with a gradient (QuartzCore's `CAGradientLayer`):
/// `colors` (`CGColor`s) at `locations` (evenly spread when nil), from
/// `startPoint` to `endPoint` in the unit square of the bounds (top middle
/// to bottom middle by default), inside its rounded corners, as Core
/// Animation draws it. Axial only: a radial or conic type is drawn axial
/// (docs/uikit.md, Drawing).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    override func contentDrawing(in bounds: Rect) -> Drawing {
        var drawing = Drawing()
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        if !cgColors.isEmpty, bounds.width > 0, bounds.height > 0 {
            let gradient = Gradient(colors: cgColors.map(Self.color), locations: locations?.map(\.doubleValue))
            var rounded = Layout.Path()
            rounded.addRoundedRect(bounds, radii: CornerRadii(radius: Double(cornerRadius), corners: cornerMask))
            func point(_ unit: CGPoint) -> Point {
                Point(x: bounds.minX + Double(unit.x) * bounds.width, y: bounds.minY + Double(unit.y) * bounds.height)
            }
            drawing.commands = [.saveState, .clip(rounded, evenOdd: false),
                                .linearGradient(gradient, start: point(startPoint), end: point(endPoint)), .restoreState]
        }
        drawing.commands += super.contentDrawing(in: bounds).commands
        return drawing
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
