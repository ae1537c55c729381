import Foundation
import Layout
import Render

/// UIKit's older image contexts (`UIGraphicsBeginImageContextWithOptions`
/// … `UIGraphicsEndImageContext`): a stack of recording contexts, each
/// painted by cairo as `UIGraphicsImageRenderer`'s is when its image is
/// asked for. Not main-actor isolated, as UIKit's functions are not: the
/// image contexts begun are kept per thread, beside the thread's current
/// contexts (`GraphicsContextStack`, CGContext.swift), so an image helper
/// on any thread begins, reads and ends its own.
enum ImageContextStack {
    struct Entry {
        let context: CGContext
        let size: CGSize
        let opaque: Bool
        let scale: CGFloat
    }

    /// This thread's image contexts, innermost last.
    static var entries: [Entry] {
        get { GraphicsContextStack.stacks.imageContexts }
        set { GraphicsContextStack.stacks.imageContexts = newValue }
    }

    /// The drawing recorded in `context`, painted at `size` and `scale`
    /// (white below when opaque, else transparent), as PNG bytes; nil when
    /// no canvas can be made (a size of no pixels, or too large).
    static func pngBytes(of context: CGContext, size: CGSize, scale: CGFloat, opaque: Bool) -> [UInt8]? {
        let layoutSize = Size(width: Double(size.width), height: Double(size.height))
        guard let canvas = try? Canvas(size: layoutSize, scale: Double(scale), background: opaque ? .white : .clear)
        else { return nil }
        Painter().paint(context.recorded, on: canvas)
        return try? canvas.pngData()
    }
}

/// Starts an image context of `size` points and makes it current; a
/// `scale` of 0 is the screen's (UIKit's rule). Callable from any thread,
/// as UIKit's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext()
    ImageContextStack.entries.append(.init(context: context, size: size, opaque: opaque,
                                           scale: scale > 0 ? scale : UIScreen.mainScale))
    GraphicsContextStack.push(context)
}

/// An image context of `size` at scale 1, not opaque (as UIKit's).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What has been drawn in the current image context, as an image; nil
/// when no image context is current or it cannot be painted.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContextStack.entries.last, entry.context === GraphicsContextStack.current,
          let bytes = ImageContextStack.pngBytes(of: entry.context, size: entry.size, scale: entry.scale, opaque: entry.opaque),
          let image = try? Layout.Image(pngData: bytes, scale: Double(entry.scale))
    else { return nil }
    return UIImage(layoutImage: image)
}

/// Ends the current image context (nothing when none is current).
public func UIGraphicsEndImageContext() {
    guard let entry = ImageContextStack.entries.last, entry.context === GraphicsContextStack.current else { return }
    ImageContextStack.entries.removeLast()
    GraphicsContextStack.pop()
}

extension UIView {
    /// Draws the view and its subviews, as laid out at its bounds' size,
    /// into `rect` of the current context (UIKit's snapshot drawing);
    /// returns false when there is no current context or the view cannot
    /// be drawn. `afterScreenUpdates` changes nothing: the tree is laid out
    /// when it is drawn.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        let scale = ImageContextStack.entries.last?.scale ?? UIScreen.main.scale
        guard let bytes = try? trellis.pngData(width: bounds.width, height: bounds.height, scale: scale),
              let image = try? Layout.Image(pngData: bytes, scale: Double(scale)) else { return false }
        context.draw(image, in: rect)
        return true
    }
}
