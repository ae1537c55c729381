import Layout
import Render
import Testing
@testable import TrellisUIKit

/// UITextField's clear button: shown with text when `clearButtonMode` is
/// `.always` or `.unlessEditing` (the field is not editing), placed in
/// `clearButtonRect(forBounds:)` and kept out of the text's rect (UIKit's
/// `textRect(forBounds:)` "does not include the area occupied by the
/// receiver's border or overlay views"). A field 200 × 40, the 10-point
/// test font: the button is a 19-point square 7 points in from the
/// trailing edge, x 200 − 7 − 19 = 174, y (40 − 19) / 2 = 10.5 (its size
/// and inset: docs/uikit-numbers.md, UNSOURCED).
@MainActor @Suite struct TextFieldClearButtonTests {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 40)

    private func laidOut(_ field: UITextField) throws -> (label: Rect, pixel: (Int, Int) -> UInt32) {
        let root = UIView(frame: bounds)
        root.backgroundColor = .white
        UIKitTestFont.measure(root)
        field.font = UIKitTestFont.font(10)
        field.textColor = .red
        field.frame = bounds
        root.addSubview(field)
        let layout = try root.trellis.solvedLayout(width: 200, height: 40)
        let label = try #require(layout[field.fieldNode.textLabel]).frameInRoot
        let canvas = try SceneRenderer(scale: 1).render(layout)
        let all = canvas.pixels(), stride = canvas.width
        return (label, { x, y in all[y * stride + x] & 0xFFFFFF })
    }

    private func field(text: String?, mode: UITextField.ViewMode) -> UITextField {
        let field = UITextField()
        field.text = text
        field.clearButtonMode = mode
        return field
    }

    /// `.always` with text: the button's rect, and the text's rect ends
    /// where the button starts: x 7 to 174, 167 wide (186 without it).
    @Test func alwaysReservesTheButtonAndShortensTheText() throws {
        let field = field(text: "Hi", mode: .always)
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 174, y: 10.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 167, height: 40))
        let (label, _) = try laidOut(field)
        #expect(label == Rect(x: 7, y: 15, width: 167, height: 10))
        let button = try #require(field.clearButtonView)
        #expect(button.superview === field && !button.isHidden)
        #expect(button.frame == CGRect(x: 174, y: 10.5, width: 19, height: 19))
    }

    /// `.unlessEditing` shows it too (the field is not editing: TextFieldEditingTests covers editing); `.never`
    /// and `.whileEditing` do not, and the text keeps 7 to 193.
    @Test func modesThatShowItWhenNotEditing() throws {
        #expect(field(text: "Hi", mode: .unlessEditing).textRect(forBounds: bounds).width == 167)
        for mode in [UITextField.ViewMode.never, .whileEditing] {
            let field = field(text: "Hi", mode: mode)
            #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 40))
            #expect(try laidOut(field).label.width == 186)
            #expect(field.clearButtonView?.isHidden ?? true)
        }
    }

    /// An empty field shows no clear button (UIKit's appears with text):
    /// the placeholder keeps the full width.
    @Test func noButtonWithoutText() throws {
        let field = field(text: nil, mode: .always)
        field.placeholder = "Name"
        #expect(try laidOut(field).label.width == 186)
        #expect(field.clearButtonView?.isHidden ?? true)
    }

    /// The button goes before a right view shown: a 30-point right view at
    /// x 170, so the button at 170 − 19 = 151 and the text 7 to 151.
    @Test func beforeARightView() {
        let field = field(text: "Hi", mode: .always)
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightViewMode = .always
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 151, y: 10.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds).maxX == 151)
    }

    /// Right to left the button is mirrored to the leading (left) side,
    /// x 200 − 193 = 7, and the text runs from 200 − 174 = 26 to 193.
    @Test func rightToLeftMirrorsTheButton() throws {
        let field = field(text: "Hi", mode: .always)
        field.semanticContentAttribute = .forceRightToLeft
        let (label, _) = try laidOut(field)
        #expect(field.clearButtonView?.frame == CGRect(x: 7, y: 10.5, width: 19, height: 19))
        #expect(label == Rect(x: 26, y: 15, width: 167, height: 10))
    }

    /// Text typed in code after a first layout brings the button in: the
    /// field is laid out again and the text shortened.
    @Test func textSetLaterShowsTheButton() throws {
        let root = UIView(frame: bounds)
        UIKitTestFont.measure(root)
        let field = field(text: nil, mode: .always)
        field.font = UIKitTestFont.font(10)
        field.frame = bounds
        root.addSubview(field)
        _ = try root.trellis.solvedLayout(width: 200, height: 40)
        #expect(field.clearButtonView?.isHidden ?? true)
        field.text = "Hi"
        let layout = try root.trellis.solvedLayout(width: 200, height: 40)
        #expect(field.clearButtonView?.isHidden == false)
        #expect(layout[field.fieldNode.textLabel]?.frameInRoot.width == 167)
    }

    /// Drawn: a circle of `tertiaryLabel` (60, 60, 67 at 30 %) over the
    /// white root, (196.5, 196.5, 198.9) by hand; pixel (183, 13) is inside
    /// the circle (centre 183.5, 20; radius 9.5) and off the cross's
    /// diagonals. Outside it, at (172, 13), white.
    @Test func drawsACircledCross() throws {
        let (_, pixel) = try laidOut(field(text: "Hi", mode: .always))
        let inside = pixel(183, 13)
        let channels = [(inside >> 16) & 0xFF, (inside >> 8) & 0xFF, inside & 0xFF].map(Int.init)
        #expect(abs(channels[0] - 196) <= 1 && abs(channels[1] - 196) <= 1 && abs(channels[2] - 198) <= 1)
        #expect(pixel(172, 13) == 0xFFFFFF)
        // Just above the cross's centre (183.5, 20): every corner of the
        // pixel is within half the 1.9-point stroke of a diagonal, so it
        // is the system background's white, or nearly (antialiasing).
        let centre = pixel(183, 19)
        #expect([(centre >> 16) & 0xFF, (centre >> 8) & 0xFF, centre & 0xFF].allSatisfy { $0 >= 240 })
    }
}
