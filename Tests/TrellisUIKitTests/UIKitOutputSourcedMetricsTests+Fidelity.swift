import Foundation
import Testing
@testable import TrellisUIKit

/// Fidelity (issue 30): UIKit's view tree as swift-snapshot-testing logged it,
/// Tinder/Layout @ eb8ac90c9b7fbd51ae53049824441a09a9594587,
/// `Tests/LayoutTests/__Snapshots__/LayoutExampleTests/testReadmeExample.iPhone-13-portrait.txt`
/// (recorded at 5cef50e0: Xcode 15.4, an iPhone 15 simulator, iOS 17.5; the
/// 390 × 844 configuration at @3x). A `UIButton(type: .system)` titled
/// "Layout" is logged `(171.667 367.333; 47 30)`, its `UIButtonLabel`
/// `(0 6; 47 18)`; the same log's 17-point `UILabel` is 20.3333 tall.
/// docs/uikit-numbers.md, "UIButton default title font".
extension UIKitOutputSourcedMetricsTests {
    /// The system font's line is 20.3333 / 17 ≈ 1.196 em at most (20.29 = 17 × 2444/2048,
    /// rounded up to the @3x grid); the title's 18 is that line at a size s with
    /// 17.667 < 1.1934 s ≤ 18: 14.80 < s ≤ 15.08, so 15 (14 gives 16.667, 16 gives 19.333).
    @Test func systemButtonTitleIsFifteenPointsAsLogged() throws {
        let button = UIButton(type: .system)
        button.setTitle("Layout", for: .normal)
        let font = try #require(button.titleLabel?.font)
        #expect(font.pointSize == 15)
    }

    /// The logged title label sits 6 below the button's top in a 30-point
    /// button: 6 + 18 + 6. With the test font (a line 1 em tall) the title
    /// is 15 tall, so the button is 6 + 15 + 6 = 27. (Trellis gives the
    /// title label no frame of its own, where UIKit logs `(0 6; 47 18)`:
    /// not checked here.)
    @Test func systemButtonTitleSixInsideAsLogged() {
        let button = UIButton(type: .system)
        UIKitTestFont.measure(button)
        button.setTitle("Layout", for: .normal)
        button.titleLabel?.font = UIKitTestFont.font(15)
        #expect(button.intrinsicContentSize.height == 27)
    }
}
