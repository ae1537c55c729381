import Layout
import Testing
import TrellisTestSupport

/// `Button.drawsImage`: a host that shows the image in a subview of its
/// own (TrellisUIKit's `UIButton.imageView`) turns the button's drawing of
/// it off; the image still sizes the button and places the title. The
/// image is bar.png, 40 × 20; the button has no title and no insets.
@Suite struct ButtonDrawsImageTests {
    private func button(drawsImage: Bool) throws -> Button {
        let button = Button()
        button.contentEdgeInsets = EdgeInsets()
        button.image = try Image(contentsOfFile: fixtures + "/images/bar.png")
        button.drawsImage = drawsImage
        return button
    }

    @Test func theButtonDrawsItsImageByDefault() throws {
        let button = try button(drawsImage: true)
        #expect(Button().drawsImage)
        let drawn = try #require(button.solvedLayout(width: 40, height: 20).views.first)
        #expect(drawn.image?.rect == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func turnedOffTheImageIsNotDrawnButStillSizesTheButton() throws {
        let button = try button(drawsImage: false)
        let drawn = try #require(button.solvedLayout(width: 40, height: 20).views.first)
        #expect(drawn.image == nil)
        #expect(button.intrinsicContentSize == Size(width: 40, height: 20))
        #expect(button.imageFrame(in: Size(width: 40, height: 20)) == Rect(x: 0, y: 0, width: 40, height: 20))
    }
}
