import Layout
@testable import TrellisUIKit
import TrellisTestSupport

/// The test font (TrellisTestSupport's `TestFont`: every ASCII letter 1 em
/// wide, a space 0.5 em, a line 1 em tall with its baseline 0.8 em below
/// its top) as a `UIFont`, so that text sizes can be worked out by hand.
///
/// `UIFont(name: TestFont.family, size:)` is nil: UIKit fonts look names up
/// in the process's font stack (fontconfig), which does not have the test
/// font; the font is made from its Layout font instead (internal API).
enum UIKitTestFont {
    static func font(_ size: CGFloat = 10) -> UIFont { UIFont(TestFont.font(Double(size))) }

    /// Measures `root`'s tree with the test font's measurer.
    @MainActor static func measure(_ root: UIView) {
        root.trellis.layoutView.textMeasurer = TestFont.measurer
    }

    /// A measurer that sets the system font in the test font too, for
    /// controls whose parts use the system font at a fixed size.
    static let systemMeasurer: ShapedTextMeasurer = {
        let face = try! TestFont.fontSet()  // the fixture font is part of the repository
        return ShapedTextMeasurer(families: [TestFont.family: face, Layout.Font.systemFamily: face])
    }()

    /// Measures `root`'s tree with the test font, the system font included.
    @MainActor static func measureSystemFontToo(_ root: UIView) {
        root.trellis.layoutView.textMeasurer = systemMeasurer
    }
}
