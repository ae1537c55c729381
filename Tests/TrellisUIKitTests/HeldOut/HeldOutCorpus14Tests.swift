import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the fourteenth held-out corpus (docs/uikit.md, "Held-out corpus
/// 14": custom controls of four MIT component libraries, a star rating
/// built of layers, a range slider with accessibility elements, circular
/// sliders, a segmented control) found missing or drawn wrong. The star
/// rating places each star by `position` with `anchorPoint = .zero`, and
/// draws a partial star by narrowing the filled layer's bounds; Trellis
/// kept every standalone layer's anchor in the middle, so by its geometry
/// the stars sat half a star up and left and a half star's filled part
/// was its middle.
@MainActor @Suite(.serialized) struct HeldOutCorpus14Tests {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func whiteView(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    /// Apple's `frame` page: the frame "is derived from the bounds,
    /// anchorPoint and position properties". With the anchor at (0, 0) the
    /// position is the top left corner: bounds 40 × 20 at position (10, 5)
    /// give the frame (10, 5, 40, 20); halving the width keeps that corner;
    /// the default anchor (0.5, 0.5) puts the position in the middle
    /// (frame origin 10 − 20, 5 − 10); moving the anchor keeps the position.
    @Test func aStandaloneLayersFrameComesFromPositionAndAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 10, y: 5)
        #expect(layer.frame == CGRect(x: -10, y: -5, width: 40, height: 20))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 10, y: 5))
        #expect(layer.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
        layer.bounds.size.width *= 0.5
        #expect(layer.frame == CGRect(x: 10, y: 5, width: 20, height: 20))
        layer.frame = CGRect(x: 30, y: 40, width: 8, height: 6)
        #expect(layer.position == CGPoint(x: 30, y: 40))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: 22, y: 34, width: 8, height: 6))
    }

    /// Drawn where the frame says: a red 20 × 10 layer anchored at (0, 0)
    /// at position (0, 0) fills x 0–20, y 0–10 of a white 40 × 20 view (it
    /// filled x −10–10, y −5–5 before).
    @Test func aLayerAnchoredAtItsCornerIsDrawnFromThatCorner() throws {
        let view = whiteView(40, 20)
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.backgroundColor = Self.red.cgColor
        view.layer.addSublayer(layer)
        let at = try onePointPixels(view, width: 40, height: 20)
        #expect(at(1, 1) == 0xFF0000 && at(18, 8) == 0xFF0000)
        #expect(at(22, 5) == 0xFFFFFF && at(5, 12) == 0xFFFFFF)
    }

    /// `CALayer.transform` (a `CATransform3D`), applied about the anchor
    /// point. The star rating's right-to-left flip: a turn by π about the
    /// y axis after a translation by −w (Apple, `CATransform3DTranslate`:
    /// "t' = translate(tx, ty, tz) * t") maps x to −(x − w) = w − x on a
    /// layer anchored at (0, 0), a mirror image in the same place. A red
    /// left half (x 0–10 of 20) is then drawn on the right (x 10–20).
    @Test func aFlipAboutTheYAxisMirrorsALayerInPlace() throws {
        let view = whiteView(20, 10)
        let layer = CALayer(), left = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        left.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        left.backgroundColor = Self.red.cgColor
        layer.addSublayer(left)
        let rotation = CATransform3DMakeRotation(.pi, 0, 1, 0)
        layer.transform = CATransform3DTranslate(rotation, -20, 0, 0)
        // x' = x·m11 + m41 = −x + 20: the translation row −20 times the turn's m11 = cos π = −1.
        #expect(layer.transform.m11 == -1 && layer.transform.m41 == 20)
        view.layer.addSublayer(layer)
        let at = try onePointPixels(view, width: 20, height: 10)
        #expect(at(15, 5) == 0xFF0000)
        #expect(at(5, 5) == 0xFFFFFF)
    }

    /// A view's layer's `transform` is the view's affine transform.
    @Test func aViewsLayerTransformIsTheViewsTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        view.transform = CGAffineTransform(translationX: 4, y: 0)
        #expect(view.layer.transform == CATransform3DMakeTranslation(4, 0, 0))
    }

    /// A red square image of `side` points at one pixel a point.
    private func redSquare(_ side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            Self.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// `contentsGravity = .resizeAspect` (the star rating's image stars)
    /// fits the image whole, centred: a 10 × 10 image on a 40 × 20 layer
    /// is drawn 20 × 20 at x 10–30, the sides left clear.
    @Test func resizeAspectFitsTheContentsCentred() throws {
        let view = whiteView(40, 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = redSquare(10).cgImage
        layer.contentsGravity = .resizeAspect
        view.layer.addSublayer(layer)
        let at = try onePointPixels(view, width: 40, height: 20)
        #expect(at(11, 1) == 0xFF0000 && at(28, 18) == 0xFF0000)
        #expect(at(5, 10) == 0xFFFFFF && at(35, 10) == 0xFFFFFF)
    }

    /// `.resizeAspectFill` covers the bounds (the square grows to 40 × 40,
    /// all of a 40 × 20 layer red); `.center` keeps the image's size (10
    /// points at `contentsScale` 1: x 15–25, y 15–25 of 40 × 40); `.bottom`
    /// names the bottom of Core Animation's upward axis, the top edge of an
    /// iOS layer (Apple's `contentsGravity` page; docs/uikit-numbers.md):
    /// y 0–10, centred.
    @Test func otherGravitiesPlaceTheContentsAsCoreAnimationNamesThem() throws {
        let fill = whiteView(40, 20), fillLayer = CALayer()
        fillLayer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        fillLayer.contents = redSquare(10).cgImage
        fillLayer.contentsGravity = .resizeAspectFill
        fill.layer.addSublayer(fillLayer)
        let filled = try onePointPixels(fill, width: 40, height: 20)
        #expect(filled(1, 1) == 0xFF0000 && filled(38, 18) == 0xFF0000)

        for (gravity, inside, outside) in [(CALayerContentsGravity.center, (20, 20), (20, 5)),
                                           (.bottom, (20, 5), (20, 20)), (.topLeft, (5, 35), (5, 5))] {
            let view = whiteView(40, 40), layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = redSquare(10).cgImage
            layer.contentsGravity = gravity
            view.layer.addSublayer(layer)
            let at = try onePointPixels(view, width: 40, height: 40)
            #expect(at(inside.0, inside.1) == 0xFF0000, "\(gravity.rawValue)")
            #expect(at(outside.0, outside.1) == 0xFFFFFF, "\(gravity.rawValue)")
        }
    }

    /// `CGFont(name as CFString)` for a text layer: nil for a name no font
    /// has (Core Graphics returns nil), else the layer draws the text in
    /// that font at its `fontSize`, the same picture as the name given as
    /// a string.
    @Test func aTextLayerTakesACGFont() throws {
        #expect(CGFont("No Such Font Family Anywhere" as CFString) == nil)
        let name = UIFont.boldSystemFont(ofSize: 12).fontName
        let font = try #require(CGFont(name as CFString))
        #expect(font.postScriptName == name)
        func picture(_ font: Any) throws -> [UInt32] {
            let view = whiteView(60, 20), text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            text.string = "Ab"
            text.font = font
            text.fontSize = 14
            text.foregroundColor = Self.blue.cgColor
            view.layer.addSublayer(text)
            let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: 60, height: 20))
            return canvas.pixels()
        }
        let drawn = try picture(font)
        #expect(drawn == (try picture(name)))
        #expect(drawn.contains { ($0 & 0xFF) > (($0 >> 16) & 0xFF) + 40 })  // some blue text
        #expect(drawn != (try picture(UIFont.systemFont(ofSize: 12).fontName)))
    }

    /// The range slider's handles as accessibility elements: a container
    /// view answers UIKit's three container methods from its
    /// `accessibilityElements` by default (`NSNotFound` for an element not
    /// there, as Apple documents `index(ofAccessibilityElement:)`); an
    /// element's frame set in its container's space is the container's
    /// rectangle in window coordinates; an adjustable element's
    /// `accessibilityIncrement()` is the app's override.
    @Test func accessibilityElementsOfACustomControl() {
        final class Handle: UIAccessibilityElement {
            var steps = 0
            override func accessibilityIncrement() { steps += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let slider = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 40))
        window.addSubview(slider)
        let left = Handle(accessibilityContainer: slider), right = UIAccessibilityElement(accessibilityContainer: slider)
        left.accessibilityTraits = .adjustable
        left.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 10, width: 20, height: 20)
        #expect(left.accessibilityFrame == CGRect(x: 25, y: 40, width: 20, height: 20))
        #expect(left.accessibilityContainer as? UIView === slider)
        #expect(slider.accessibilityElementCount() == 0 && slider.accessibilityElement(at: 0) == nil)
        slider.accessibilityElements = [left, right]
        #expect(slider.accessibilityElementCount() == 2)
        #expect(slider.accessibilityElement(at: 1) as? UIAccessibilityElement === right)
        #expect(slider.index(ofAccessibilityElement: right) == 1)
        #expect(slider.index(ofAccessibilityElement: UIAccessibilityElement(accessibilityContainer: slider)) == NSNotFound)
        (slider.accessibilityElement(at: 0) as? UIAccessibilityElement)?.accessibilityIncrement()
        #expect(left.steps == 1)
        #expect([left, right].firstIndex(of: right) == 1)
    }

    /// RangeSeekSlider gives its text layers their font as
    /// `font as CFTypeRef` (`AnyObject`); the layer draws it as the
    /// `UIFont` it is. HGCircularSlider's example controllers override
    /// `didReceiveMemoryWarning()`, which nothing here calls.
    @Test func aFontAsCFTypeRefAndAMemoryWarningOverride() throws {
        final class Screen: UIViewController {
            var warned = false
            override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); warned = true }
        }
        let screen = Screen()
        screen.loadViewIfNeeded()
        #expect(!screen.warned)
        let text = CATextLayer()
        let font = UIFont.boldSystemFont(ofSize: 12)
        text.font = font as CFTypeRef
        #expect((text.font as? UIFont) === font)
    }
}
