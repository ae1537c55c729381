import Foundation
import Layout

/// Which view classes draw nothing of their own: TrellisUIKit's classes
/// whose `draw(_:)` reached UIView's (which draws nothing) and recorded
/// nothing. They are not asked again, so a tree of plain views costs no
/// drawing pass. An app's class is not judged by one of its views: its
/// `draw(_:)` may draw only in some states (an input label underlined only
/// when its text is invalid); each of its views is asked again after
/// `setNeedsDisplay()` or at a new size, as UIKit asks it
/// (`UIView.drawnNothingAt`).
@MainActor
enum ViewDrawing {
    static var baseDrawReached = false
    static var classesThatDrawNothing: Set<ObjectIdentifier> = []
    private static var libraryClasses: [ObjectIdentifier: Bool] = [:]

    /// Whether `kind` is one of TrellisUIKit's own classes (not an app's subclass).
    static func isLibraryClass(_ kind: UIView.Type) -> Bool {
        let key = ObjectIdentifier(kind)
        if let known = libraryClasses[key] { return known }
        let isLibrary = String(reflecting: kind).hasPrefix("TrellisUIKit.")
        libraryClasses[key] = isLibrary
        return isLibrary
    }
}

extension UIView {
    /// What the view draws itself at `size`, for the solved layout: its
    /// layer's content (a gradient or shape layer's, `draw(in:)`) and its
    /// `draw(_:)`, under its subviews, then its layer's sublayers, each
    /// where it was added among the subviews. `draw(_:)` runs with the
    /// view's traits current (`UITraitCollection.current`), as UIKit runs it,
    /// so dynamic colours resolve for them.
    func recordedDrawings(in size: Size) -> [PlacedDrawing] {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var content = Drawing()
        if let pattern = backgroundColor?.patternImage, !pattern.isEmpty {
            // A pattern colour as the background: its image tiled over the bounds, under everything the view draws.
            content.commands += patternBackground(pattern.layoutImage, in: bounds)
        }
        if let layerContent = madeLayer?.contentDrawing(in: bounds) { content.commands += layerContent.commands }
        let kind = ObjectIdentifier(type(of: self))
        if !ViewDrawing.classesThatDrawNothing.contains(kind), drawnNothingAt != size, size.width > 0, size.height > 0 {
            let context = CGContext()
            let previousTraits = UITraitCollection.current
            UITraitCollection.current = traitCollection
            ViewDrawing.baseDrawReached = false
            // The rect and the drawing are in bounds coordinates: a scroll view's start at its content offset.
            let origin = (self as? UIScrollView)?.contentOffset ?? .zero
            GraphicsContextStack.with(context) { draw(CGRect(origin: origin, size: CGSize(size))) }
            UITraitCollection.current = previousTraits
            let recorded = context.recorded
            if recorded.isEmpty, ViewDrawing.baseDrawReached {
                if ViewDrawing.isLibraryClass(type(of: self)) {
                    ViewDrawing.classesThatDrawNothing.insert(kind)
                } else {
                    drawnNothingAt = size
                }
            }
            content.commands += inBoundsCoordinates(recorded.commands)
        }
        var placed: [PlacedDrawing] = []
        if !content.isEmpty { placed.append(PlacedDrawing(drawing: content, subviewsBelow: 0)) }
        return placed + inBoundsCoordinates(madeLayer?.placedSublayerDrawings() ?? [])
    }

    /// A pattern background's commands. A layer's background fills its
    /// bounds, and a scroll view's bounds origin is its content offset, so
    /// there the copies stand on the content's grid and move with it (a
    /// table's pattern background "moves with the content", its 0,0 at the
    /// content's: horseshoe7.wordpress.com, 2012); elsewhere they start at
    /// the top left.
    private func patternBackground(_ image: Layout.Image, in bounds: Rect) -> [Drawing.Command] {
        let tile = image.size
        guard let offset = (self as? UIScrollView)?.contentOffset, offset != .zero, tile.width > 0, tile.height > 0 else {
            return [.tiledImage(image, in: bounds)]
        }
        let x = Double(offset.x), y = Double(offset.y)
        // The copy at or before the bounds' top left, on the grid from the content's origin (−offset).
        let left = (x / tile.width).rounded(.down) * tile.width - x
        let top = (y / tile.height).rounded(.down) * tile.height - y
        let covered = Rect(x: left, y: top, width: bounds.width - left, height: bounds.height - top)
        return [.saveState, .clip(Path(rect: bounds), evenOdd: false), .tiledImage(image, in: covered), .restoreState]
    }

    /// Sublayers and `draw(_:)`'s drawing stand in the bounds coordinates,
    /// and a scroll view's bounds origin is its content offset: there they
    /// are drawn that much up and left, scrolling with the subviews (whose
    /// frames are content coordinates too).
    private func inBoundsCoordinates(_ drawings: [PlacedDrawing]) -> [PlacedDrawing] {
        drawings.map { placed in
            var shifted = placed
            shifted.drawing.commands = inBoundsCoordinates(placed.drawing.commands)
            return shifted
        }
    }

    private func inBoundsCoordinates(_ commands: [Drawing.Command]) -> [Drawing.Command] {
        guard !commands.isEmpty, let offset = (self as? UIScrollView)?.contentOffset, offset != .zero else { return commands }
        let shift = Drawing.Command.concatenate(.translation(x: 0 - Double(offset.x), y: 0 - Double(offset.y)))
        return [.saveState, shift] + commands + [.restoreState]
    }
}
