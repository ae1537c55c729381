/// How a view's content fills its bounds (UIKit's `UIView.ContentMode`,
/// its 13 cases in UIKit's order).
public enum ContentMode: Int, CaseIterable, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `contentSize` is drawn in `bounds`: scaled to fill
    /// (`scaleToFill`, and `redraw`, which for an image view is the same),
    /// scaled keeping its aspect ratio to fit inside or to cover
    /// (centred), or at its own size pinned to a side or corner (centred
    /// along the other axis). The rectangle may lie outside `bounds`
    /// (`scaleAspectFill`, or content larger than the view): only
    /// `clipsToBounds` cuts it.
    public func rect(for contentSize: Size, in bounds: Rect) -> Rect {
        let w = contentSize.width, h = contentSize.height
        func placed(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
        let left = bounds.minX, right = bounds.maxX - w, centerX = bounds.midX - w / 2
        let top = bounds.minY, bottom = bounds.maxY - h, centerY = bounds.midY - h / 2
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            // An empty image or view has no aspect ratio: it fills the bounds.
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = Size(width: w * s, height: h * s)
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height)
        case .center: return placed(centerX, centerY)
        case .top: return placed(centerX, top)
        case .bottom: return placed(centerX, bottom)
        case .left: return placed(left, centerY)
        case .right: return placed(right, centerY)
        case .topLeft: return placed(left, top)
        case .topRight: return placed(right, top)
        case .bottomLeft: return placed(left, bottom)
        case .bottomRight: return placed(right, bottom)
        }
    }
}
