import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// An app's image helper as Storytel-Assignment writes it (`UIImage.image(with:size:)`,
/// a solid colour, called from a `static let`): nonisolated code that
/// begins an image context, fills it and ends it. UIKit's functions may be
/// called from any thread (Apple's documentation of each), so this file
/// compiling is half the test; the other half runs the helper on a thread
/// of its own while the main thread has a context current.
nonisolated private func solidColorImage(_ color: UIColor, size: CGSize, scale: CGFloat) -> UIImage? {
    let rect = CGRect(origin: .zero, size: size)
    UIGraphicsBeginImageContextWithOptions(rect.size, false, scale)
    color.setFill()
    UIRectFill(rect)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
}

/// The same helper with `UIGraphicsImageRenderer`, also nonisolated (UIKit
/// does not mark the renderer classes for the main thread).
nonisolated private func rendererImage(_ color: UIColor, size: CGSize, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// The result of a helper run on another thread, handed back once it ends.
private final class ThreadResult: @unchecked Sendable {
    var image: UIImage?
    var contextBefore: CGContext?
    var contextAfter: CGContext?
}

@MainActor @Suite struct NonisolatedImageContextTests {
    private func pixels(of image: UIImage, width: Int, height: Int) throws -> (Int, Int) -> UInt32 {
        let imageView = UIImageView(image: image)
        imageView.backgroundColor = .white
        let canvas = try SceneRenderer(scale: 1).render(imageView.trellis.solvedLayout(width: CGFloat(width), height: CGFloat(height)))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// The helper, called from the main actor: a 4 × 3 point image at
    /// scale 2, red all over (pixel (1, 1) and (3, 2) red), and no context
    /// left current.
    @Test func theNonisolatedHelperMakesItsImage() throws {
        let image = try #require(solidColorImage(.red, size: CGSize(width: 4, height: 3), scale: 2))
        #expect(image.size == CGSize(width: 4, height: 3))
        #expect(image.scale == 2)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let at = try pixels(of: image, width: 4, height: 3)
        #expect(at(1, 1) == 0xFF0000)
        #expect(at(3, 2) == 0xFF0000)
    }

    /// Each thread has its own stack of contexts, as UIKit's: while the
    /// main thread has an image context current, a helper on another
    /// thread sees none, begins, reads and ends its own, and the main
    /// thread's is still current after it and still makes its own image
    /// (8 × 8, not the helper's 2 × 2).
    @Test func aHelperOnAnotherThreadKeepsToItsOwnContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 1)
        let mine = try #require(UIGraphicsGetCurrentContext())
        let result = ThreadResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.contextBefore = UIGraphicsGetCurrentContext()
            result.image = solidColorImage(.blue, size: CGSize(width: 2, height: 2), scale: 1)
            result.contextAfter = UIGraphicsGetCurrentContext()
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(result.contextBefore == nil)
        #expect(result.contextAfter == nil)
        let helperImage = try #require(result.image)
        #expect(helperImage.size == CGSize(width: 2, height: 2))
        #expect(try pixels(of: helperImage, width: 2, height: 2)(1, 1) == 0x0000FF)
        #expect(UIGraphicsGetCurrentContext() === mine)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 8, height: 8))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// An image renderer on another thread: a 3 × 2 image at scale 1,
    /// green at (2, 1); the main thread has no context current meanwhile.
    @Test func aRendererOnAnotherThreadDrawsItsImage() throws {
        let result = ThreadResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.image = rendererImage(UIColor(red: 0, green: 1, blue: 0, alpha: 1), size: CGSize(width: 3, height: 2), scale: 1)
            done.signal()
        }
        thread.start()
        done.wait()
        let image = try #require(result.image)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(try pixels(of: image, width: 3, height: 2)(2, 1) == 0x00FF00)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A scale of 0 is the screen's, read off the main actor from the copy
    /// `UIScreen` keeps: the same number `UIScreen.main.scale` gives.
    @Test func scaleZeroIsTheScreensOffTheMainActor() throws {
        let result = ThreadResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.image = solidColorImage(.red, size: CGSize(width: 1, height: 1), scale: 0)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(try #require(result.image).scale == UIScreen.main.scale)
    }
}
