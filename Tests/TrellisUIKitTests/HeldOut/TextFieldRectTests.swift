import Layout
import Render
import Testing
@testable import TrellisUIKit

/// UITextField's rect methods place what the field draws. A field 200 × 40
/// with the 10-point test font: "Hi" is a 10-point line, so its label is
/// 10 tall, centred on the rect's middle; each letter's ink is a filled
/// rectangle from 1 to 9 points across its 10-point advance and from 7
/// points above the baseline (8 below the line's top) to the baseline.
@MainActor @Suite struct TextFieldRectTests {
    final class InsetField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    }

    final class PlaceholderLowField: UITextField {
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: 30, y: 20, width: bounds.width - 40, height: 20)
        }
    }

    private func laidOut(_ field: UITextField) throws -> (label: Rect, pixel: (Int, Int) -> UInt32) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        root.backgroundColor = .white
        UIKitTestFont.measure(root)
        field.font = UIKitTestFont.font(10)
        field.textColor = .red
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        root.addSubview(field)
        let layout = try root.trellis.solvedLayout(width: 200, height: 40)
        let label = try #require(layout[field.fieldNode.textLabel]).frameInRoot
        let canvas = try SceneRenderer(scale: 1).render(layout)
        let all = canvas.pixels(), stride = canvas.width
        return (label, { x, y in all[y * stride + x] & 0xFFFFFF })
    }

    /// UIKit's default: 7 points in a side, the full height — the label at
    /// x 7, 186 wide, y (40 − 10) / 2 = 15; "H"'s ink from x 8.
    @Test func defaultRectIsSevenPointsInASide() throws {
        let field = UITextField()
        field.text = "Hi"
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 40)) == CGRect(x: 7, y: 0, width: 186, height: 40))
        let (label, pixel) = try laidOut(field)
        #expect(label == Rect(x: 7, y: 15, width: 186, height: 10))
        // Baseline at 15 + 8 = 23; ink rows 16…22, columns 8…15.
        #expect(pixel(8, 19) == 0xFF0000)
        #expect(pixel(7, 19) == 0xFFFFFF)
    }

    /// An override insetting the text by 12 moves the drawn text: the label
    /// at x 12, 176 wide; "H"'s ink from x 13, so pixel 12 is white.
    @Test func textRectOverrideMovesTheDrawnText() throws {
        let field = InsetField()
        field.text = "Hi"
        let (label, pixel) = try laidOut(field)
        #expect(label == Rect(x: 12, y: 15, width: 176, height: 10))
        #expect(pixel(13, 19) == 0xFF0000)
        #expect(pixel(12, 19) == 0xFFFFFF)
        #expect(pixel(8, 19) == 0xFFFFFF)
    }

    /// The placeholder goes in `placeholderRect`: x 30, width 160; its
    /// middle at 20 + 10 = 30, so the 10-tall line's top is at 25. With text,
    /// `textRect` (the default) places it again.
    @Test func placeholderRectPlacesThePlaceholder() throws {
        let field = PlaceholderLowField()
        field.placeholder = "Name"
        #expect(try laidOut(field).label == Rect(x: 30, y: 25, width: 160, height: 10))
        let typed = PlaceholderLowField()
        typed.text = "Ann"
        #expect(try laidOut(typed).label == Rect(x: 7, y: 15, width: 186, height: 10))
    }

    /// A left view of 20 × 20, always shown: at the leading edge, centred
    /// (y (40 − 20) / 2 = 10); the text starts after it, at x 20 (more than 7).
    @Test func leftViewIsPlacedAndTheTextAfterIt() throws {
        let field = UITextField()
        field.text = "Hi"
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 173, height: 40))
        let (label, _) = try laidOut(field)
        #expect(label.minX == 20)
        #expect(icon.superview === field)
        #expect(icon.frame == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(field.borderRect(forBounds: bounds) == bounds)
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
    }

    /// Right to left the rects are mirrored: the left view on the leading
    /// (right) side, x 200 − 20 = 180; the text from 7 to 180, 173 wide.
    @Test func rightToLeftMirrorsTheRects() throws {
        let field = UITextField()
        field.semanticContentAttribute = .forceRightToLeft
        field.text = "Hi"
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        let (label, _) = try laidOut(field)
        #expect(icon.frame == CGRect(x: 180, y: 10, width: 20, height: 20))
        #expect(label == Rect(x: 7, y: 15, width: 173, height: 10))
    }
}
