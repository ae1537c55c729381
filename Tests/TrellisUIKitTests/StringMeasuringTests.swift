import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// `NSAttributedString.boundingRect(with:options:context:)`, `size()`,
/// `NSString`'s and `String`'s `size(withAttributes:)` and
/// `boundingRect(with:options:attributes:context:)`, measured with the
/// test font (a letter 1 em wide, a space 0.5 em, a line 1 em tall with
/// its baseline 0.8 em below its top) as the engine in scope.
@MainActor @Suite struct StringMeasuringTests {
    private let font10 = UIKitTestFont.font(10)

    private func measured<R>(_ body: () -> R) -> R { TrellisTextEngine.withMeasurer(TestFont.measurer, operation: body) }

    /// Without `.usesLineFragmentOrigin`: one line, the origin at the
    /// baseline, 8 below the top at 10 points: (0, −8, 50, 10).
    @Test func singleLineFromTheBaseline() {
        let string = NSAttributedString(string: "Hello", attributes: [.font: font10])
        let rect = measured { string.boundingRect(with: CGSize(width: 20, height: 20), options: [], context: nil) }
        #expect(rect == CGRect(x: 0, y: -8, width: 50, height: 10))
    }

    /// With it: lines wrapped at the width. "AAAA BBBB" at 60: "AAAA" (40)
    /// over "BBBB", 20 tall, from the top; with room (100), one line, 85.
    @Test func wrappedWithLineFragmentOrigin() {
        let string = NSAttributedString(string: "AAAA BBBB", attributes: [.font: font10])
        let narrow = measured {
            string.boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
                                options: .usesLineFragmentOrigin, context: nil)
        }
        #expect(narrow == CGRect(x: 0, y: 0, width: 40, height: 20))
        let wide = measured { string.boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin, context: nil) }
        #expect(wide == CGRect(x: 0, y: 0, width: 85, height: 10))
    }

    /// Sizes are not rounded: "ABC" at 10.5 points is 31.5 × 10.5.
    @Test func fractionalSizes() {
        let size = measured { "ABC".size(withAttributes: [.font: UIKitTestFont.font(10.5)]) }
        #expect(size == CGSize(width: 31.5, height: 10.5))
    }

    /// NSString's and String's: "AB C" on one line 35 × 10; wrapped at 25,
    /// "AB" (20) over "C", 20 × 20; the context's total bounds are the rect
    /// returned.
    @Test func nsStringAndString() {
        let context = NSStringDrawingContext()
        let rect = measured {
            ("AB C" as NSString).boundingRect(with: CGSize(width: 25, height: 100), options: .usesLineFragmentOrigin,
                                              attributes: [.font: font10], context: context)
        }
        #expect(rect == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
        #expect(measured { ("AB C" as NSString).size(withAttributes: [.font: font10]) } == CGSize(width: 35, height: 10))
        #expect(measured { "AB C".size(withAttributes: [.font: font10]) } == CGSize(width: 35, height: 10))
    }

    /// Runs in two fonts: "AB" at 10 and "CD" at 20, 20 + 40 = 60 wide; the
    /// line as tall as the larger font's ascent over the larger descent,
    /// 16 + 4 = 20.
    @Test func runsInTheirOwnFonts() {
        let string = NSMutableAttributedString(string: "AB", attributes: [.font: font10])
        string.append(NSAttributedString(string: "CD", attributes: [.font: UIKitTestFont.font(20)]))
        #expect(measured { string.size() } == CGSize(width: 60, height: 20))
    }

    /// No font: UIKit's default is 12-point Helvetica Neue; with no such
    /// face the system font at 12 stands in (the test font here): "AB" 24 × 12.
    @Test func defaultFontIsTwelvePoints() {
        let size = TrellisTextEngine.withMeasurer(UIKitTestFont.systemMeasurer) { NSAttributedString(string: "AB").size() }
        #expect(size == CGSize(width: 24, height: 12))
    }
}
