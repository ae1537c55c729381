import Foundation
import Testing
@testable import TrellisUIKit

/// `UIImage.animatedImage(with:duration:)` (missing until the fidelity pass
/// met an app's cell whose placeholder is one): the frames and duration as
/// given, the first frame's size, and drawn as its first frame, as UIKit's
/// reference of that cell shows it (Storytel-Assignment, iOS 16: systemGray,
/// the first of its frames).
@MainActor @Suite struct AnimatedImageTests {
    private func solid(_ color: UIColor, _ size: CGSize) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, false, 2)
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image ?? UIImage()
    }

    @Test func keepsItsFramesAndDurationAndTheFirstFramesSize() throws {
        let grey = solid(.systemGray, CGSize(width: 64, height: 64))
        let white = solid(.white, CGSize(width: 64, height: 64))
        let animated = try #require(UIImage.animatedImage(with: [grey, white, grey], duration: 3))
        #expect(animated.images?.count == 3)
        #expect(animated.images?.first === grey)
        #expect(animated.duration == 3)
        #expect(animated.size == CGSize(width: 64, height: 64))
        #expect(animated.scale == 2)
        // Drawn as the first frame.
        #expect(animated == grey)
        #expect(animated != white)
    }

    @Test func noFramesNoImageAndAStillImageHasNone() {
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let still = solid(.white, CGSize(width: 4, height: 4))
        #expect(still.images == nil)
        #expect(still.duration == 0)
    }
}
