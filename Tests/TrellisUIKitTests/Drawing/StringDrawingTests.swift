import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// Strings drawn into the current graphics context (`NSString`'s and
/// `String`'s `draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// `draw(with:options:attributes:context:)`, `NSAttributedString`'s
/// `draw(at:)`, `draw(in:)`), read back one pixel per point. The 10-point
/// test font: a letter 10 wide, a space 5, a line 10 tall with its
/// baseline 8 below its top; a letter's ink is a rectangle from 1 to 9
/// across and from 7 above the baseline to it, so a line whose top is at
/// y has ink on rows y + 1 … y + 7.
@MainActor @Suite struct StringDrawingTests {
    private let red: UInt32 = 0xFF0000, white: UInt32 = 0xFFFFFF
    private var attributes: [NSAttributedString.Key: Any] {
        [.font: UIKitTestFont.font(10), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
    }

    /// `draw` on white in a 100 × 40 image renderer at scale 1, measured
    /// with the test font; its pixels, through an image view.
    private func pixels(_ draw: () -> Void) throws -> (Int, Int) -> UInt32 {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = TrellisTextEngine.withMeasurer(TestFont.measurer) {
            UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: format).image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 100, height: 40))
                draw()
            }
        }
        let canvas = try SceneRenderer(scale: 1).render(UIImageView(image: image).trellis.solvedLayout(width: 100, height: 40))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// "AB" at (10, 5): A's ink x 11…19, B's 21…29, rows 6…12.
    @Test func drawAtPutsTheLinesTopLeftAtThePoint() throws {
        let at = try pixels { "AB".draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes) }
        #expect(at(15, 6) == red)
        #expect(at(15, 12) == red)
        #expect(at(25, 9) == red)
        #expect(at(15, 4) == white)   // above the ink
        #expect(at(15, 14) == white)  // below the baseline (13)
        #expect(at(20, 9) == white)   // between the letters' ink
        #expect(at(10, 9) == white)   // the letter's side bearing
    }

    /// Without a colour: black, UIKit's default foreground.
    @Test func textWithoutAColourIsBlack() throws {
        let at = try pixels { ("A" as NSString).draw(at: .zero, withAttributes: [.font: UIKitTestFont.font(10)]) }
        #expect(at(5, 5) == 0x000000)
    }

    /// "AAAA BBBB" in a 60-wide rect wraps: "BBBB" on the second line
    /// (top 10, ink rows 11…17); a rect 15 tall clips it at row 15.
    @Test func drawInWrapsAndClipsToTheRect() throws {
        let tall = try pixels { "AAAA BBBB".draw(in: CGRect(x: 0, y: 0, width: 60, height: 40), withAttributes: attributes) }
        #expect(tall(5, 5) == red)
        #expect(tall(5, 16) == red)
        #expect(tall(50, 5) == white)  // on one line, the first B's ink (46…54) would be here
        let short = try pixels { "AAAA BBBB".draw(in: CGRect(x: 0, y: 0, width: 60, height: 15), withAttributes: attributes) }
        #expect(short(5, 13) == red)
        #expect(short(5, 16) == white)
    }

    /// A centred paragraph in a 100-wide rect: "AB" (20) starts at 40.
    @Test func paragraphAlignmentCentresTheLine() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        var centred = attributes
        centred[.paragraphStyle] = paragraph
        let at = try pixels {
            NSAttributedString(string: "AB", attributes: centred).draw(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        }
        #expect(at(45, 5) == red)
        #expect(at(55, 5) == red)
        #expect(at(5, 5) == white)
        #expect(at(65, 5) == white)
    }

    /// Without `.usesLineFragmentOrigin` the rect's origin is the baseline:
    /// at (10, 20) the line's top is 12, its ink rows 13…19.
    @Test func drawWithOptionsStartsAtTheBaseline() throws {
        let at = try pixels {
            "A".draw(with: CGRect(x: 10, y: 20, width: 50, height: 20), options: [], attributes: attributes, context: nil)
        }
        #expect(at(15, 13) == red)
        #expect(at(15, 19) == red)
        #expect(at(15, 11) == white)
        #expect(at(15, 21) == white)
        let top = try pixels {
            "A".draw(with: CGRect(x: 10, y: 20, width: 50, height: 20), options: .usesLineFragmentOrigin,
                     attributes: attributes, context: nil)
        }
        #expect(top(15, 21) == red)
        #expect(top(15, 19) == white)
    }

    final class Caption: UIView {
        override func draw(_ rect: CGRect) {
            "AB".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: UIKitTestFont.font(10),
                                                                 .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
        }
    }

    /// In a view's `draw(_:)` override: the same "AB" at (10, 5).
    @Test func drawnInADrawOverride() throws {
        let view = Caption(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.backgroundColor = .white
        let canvas = try TrellisTextEngine.withMeasurer(TestFont.measurer) {
            try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: 100, height: 40))
        }
        let all = canvas.pixels(), stride = canvas.width
        let at = { (x: Int, y: Int) in all[y * stride + x] & 0xFFFFFF }
        #expect(at(15, 9) == red)
        #expect(at(25, 9) == red)
        #expect(at(20, 9) == white)
        #expect(at(15, 14) == white)
    }
}
