import Layout
import Render
import Testing
@testable import TrellisUIKit

/// UIKit's older image contexts and `drawHierarchy(in:afterScreenUpdates:)`,
/// read back through an image view painted at one pixel per point on white.
@MainActor @Suite struct ImageContextTests {
    private func pixels(of image: UIImage, width: Int, height: Int) throws -> (Int, Int) -> UInt32 {
        let imageView = UIImageView(image: image)
        imageView.backgroundColor = .white
        let canvas = try SceneRenderer(scale: 1).render(imageView.trellis.solvedLayout(width: CGFloat(width), height: CGFloat(height)))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// A 10 × 10 context at scale 2, the left half filled red: a 10 × 10
    /// point image (20 pixels a side); pixel (2, 5) red, (7, 5) white
    /// (transparent, over the image view's white). After the end, no
    /// context is current.
    @Test func imageFromCurrentContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.scale == 2)
        let at = try pixels(of: image, width: 10, height: 10)
        #expect(at(2, 5) == 0xFF0000)
        #expect(at(7, 5) == 0xFFFFFF)
    }

    /// Contexts nest: the inner one is current until it ends, then the outer.
    @Test func contextsNest() {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        #expect(UIGraphicsGetCurrentContext() !== outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == UIScreen.main.scale)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 4, height: 4))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A 20 × 10 view, blue with a red 10 × 10 subview at its left, drawn
    /// with `drawHierarchy` into a context of its size: pixel (5, 5) red,
    /// (15, 5) blue. Without a context it draws nothing and says so.
    @Test func drawHierarchyDrawsTheViewIntoTheContext() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .blue
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        red.backgroundColor = .red
        view.addSubview(red)
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) == false)
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let at = try pixels(of: image, width: 20, height: 10)
        #expect(at(5, 5) == 0xFF0000)
        #expect(at(15, 5) == 0x0000FF)
    }
}
