import Testing
import TrellisUIKit

/// `keyboardDismissMode` (Apple: `.onDrag`, "The keyboard is dismissed when
/// a drag begins"): a drag of the scroll view ends the field's editing and
/// hides the keyboard that editing showed. It was kept and did nothing
/// (newuser38).
@MainActor @Suite struct KeyboardDismissModeTests {
    func screen(_ mode: UIScrollView.KeyboardDismissMode) -> (UIViewController, UIScrollView, UITextField) {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))
        scroll.addSubview(field)
        controller.view.addSubview(scroll)
        controller.trellis.show(size: CGSize(width: 390, height: 844))
        controller.view.trellis.keyboardHeightWhenEditing = 336
        #expect(field.becomeFirstResponder())
        return (controller, scroll, field)
    }

    func drag(_ view: UIView) throws {
        let touch = try #require(view.trellis.touchDown(at: CGPoint(x: 200, y: 600)))
        touch.move(to: CGPoint(x: 200, y: 400))
        touch.lift()
    }

    @Test(arguments: [UIScrollView.KeyboardDismissMode.onDrag, .onDragWithAccessory])
    func aDragEndsEditingAndHidesTheKeyboard(mode: UIScrollView.KeyboardDismissMode) throws {
        let (controller, scroll, field) = screen(mode)
        #expect(controller.view.trellis.keyboardHeight == 336)
        try drag(controller.view)
        #expect(scroll.contentOffset.y > 0)
        #expect(!field.isFirstResponder)
        #expect(controller.view.trellis.keyboardHeight == nil)
    }

    @Test(arguments: [UIScrollView.KeyboardDismissMode.none, .interactive])
    func otherwiseTheFieldKeepsEditing(mode: UIScrollView.KeyboardDismissMode) throws {
        let (controller, scroll, field) = screen(mode)
        try drag(controller.view)
        #expect(scroll.contentOffset.y > 0)
        #expect(field.isFirstResponder)
        #expect(controller.view.trellis.keyboardHeight == 336)
    }
}
