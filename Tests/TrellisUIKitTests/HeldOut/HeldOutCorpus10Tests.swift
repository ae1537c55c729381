import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the tenth held-out corpus (docs/uikit.md, "Held-out corpus 10":
/// chat bubbles and typing indicators, settings rows, a progress HUD,
/// bar buttons) found missing, in the behaviour Apple documents: a view
/// as another's mask (MessageKit's message bubbles), asset symbols
/// (`ImageResource`, `ColorResource`: Home Assistant's buttons) and a
/// label's `drawText(in:)` moving its text (MessageKit's inset labels).
@MainActor @Suite(.serialized) struct HeldOutCorpus10Tests {
    // MARK: UIView.mask

    /// The mask view's layer becomes the view's layer's mask, as UIKit
    /// sets it; nil takes it away.
    @Test func aMaskViewIsTheLayersMask() {
        let view = UIView(), mask = UIView()
        view.mask = mask
        #expect(view.mask === mask)
        #expect(view.layer.mask === mask.layer)
        view.mask = nil
        #expect(view.mask == nil && view.layer.mask == nil)
    }

    /// A plain mask view shows the view where its background is: a 50-point
    /// square at (25, 25) on a 100-point red square leaves the rest clear
    /// (white canvas), its frame in the masked view's coordinates. The
    /// mask view is not a subview and is not drawn itself (black).
    @Test func aMaskViewsBackgroundLetsTheViewShow() throws {
        let view = UIView()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let mask = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        mask.backgroundColor = .black
        view.mask = mask
        #expect(mask.superview == nil)
        let at = try onePointPixels(view, width: 100, height: 100)
        #expect(at(50, 50) == 0xFF0000)
        #expect(at(26, 26) == 0xFF0000 && at(73, 73) == 0xFF0000)
        #expect(at(10, 10) == 0xFFFFFF && at(80, 50) == 0xFFFFFF && at(50, 90) == 0xFFFFFF)
    }

    /// An image view as the mask (MessageKit's bubbles): where the image's
    /// alpha is, drawn as the image view draws it. A 30-point black square
    /// with corners of radius 10, resizable with 10-point caps, stretched
    /// over 100 × 60: each corner keeps its radius-10 arc (the pixel at 1, 1
    /// lies 12 points from the arc's centre at 10, 10, so it is clear; the
    /// pixel at 5, 5 lies 7 from it and shows), and the middle shows. A
    /// stretched, uncapped corner would clear the pixel at 5, 5 too.
    @Test func anImageViewMaskShowsWhereTheImageIsOpaque() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let bubble = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { _ in
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 10).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let view = UIView()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let mask = UIImageView(image: bubble)
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        view.mask = mask
        let at = try onePointPixels(view, width: 100, height: 60)
        #expect(at(1, 1) == 0xFFFFFF && at(98, 1) == 0xFFFFFF && at(1, 58) == 0xFFFFFF && at(98, 58) == 0xFFFFFF)
        #expect(at(5, 5) == 0x0000FF && at(94, 54) == 0x0000FF)
        #expect(at(50, 1) == 0x0000FF && at(50, 30) == 0x0000FF && at(1, 30) == 0x0000FF)
    }

    /// A mask clips the view's subviews too ("the view's content").
    @Test func aMaskClipsTheSubviews() throws {
        let view = UIView()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.addSubview(child)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        mask.backgroundColor = .white
        view.mask = mask
        let at = try onePointPixels(view, width: 100, height: 100)
        #expect(at(20, 50) == 0x00FF00)
        #expect(at(60, 50) == 0xFFFFFF)
    }

    // MARK: Asset symbols

    /// A folder of its own with a 4 × 4 PNG and an asset catalog with a
    /// colour set (light 0.2, 0.4, 0.6; dark 1, 0, 0), registered once.
    private static let folder: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-corpus10-\(getpid())")
        let catalog = root.appendingPathComponent("Symbols.xcassets")
        let set = catalog.appendingPathComponent("Corpus10Tint.colorset")
        try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).pngData { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        try? png.write(to: root.appendingPathComponent("corpus10-compass.png"))
        try? #"{"info":{"author":"xcode","version":1}}"#.write(
            to: catalog.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try? """
            {"colors":[
             {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.600","alpha":"1.000"}}},
             {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
              "color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}
            ],"info":{"author":"xcode","version":1}}
            """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        TrellisImageCatalog.register(folder: root.path)
        TrellisImageCatalog.register(folder: catalog.path)
        return root
    }()

    /// `UIImage(resource:)` finds the image its symbol names, as
    /// `UIImage(named:)` does; a missing one is the named placeholder
    /// `UIImage(imageLiteralResourceName:)` gives, not a trap.
    @Test func anImageResourceIsTheNamedImage() {
        _ = Self.folder
        let image = UIImage(resource: ImageResource(name: "corpus10-compass", bundle: .main))
        #expect(image.size == CGSize(width: 4, height: 4))
        let missing = UIImage(resource: ImageResource(name: "corpus10-none", bundle: .main))
        #expect(missing.size == UIImage(imageLiteralResourceName: "corpus10-none").size)
        #expect(ImageResource(name: "a", bundle: .main) == ImageResource(name: "a", bundle: .main))
    }

    /// `UIColor(resource:)` is the colour set, light and dark; a missing set is clear.
    @Test func aColorResourceIsTheColourSet() {
        _ = Self.folder
        let tint = UIColor(resource: ColorResource(name: "Corpus10Tint", bundle: .main))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 0.001 && abs(g - 0.4) < 0.001 && abs(b - 0.6) < 0.001 && a == 1)
        tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0 && b == 0)
        let missing = UIColor(resource: ColorResource(name: "Corpus10None", bundle: .main))
        missing.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(a == 0)
    }

    // MARK: drawText(in:)

    /// A label that draws its text inset, as MessageKit's `InsetLabel` does.
    final class InsetTextLabel: UILabel {
        var textInsets = UIEdgeInsets.zero
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: textInsets)) }
    }

    /// A label whose override never reaches UILabel's: no text is drawn.
    final class SilentLabel: UILabel {
        override func drawText(in rect: CGRect) {}
    }

    private func label<L: UILabel>(_ label: L) -> L {
        UIKitTestFont.measure(label)
        label.font = UIKitTestFont.font(10)
        label.text = "AB"
        return label
    }

    /// Test font at 10 points: "AB" is 20 wide and one line 10 tall, its
    /// baseline 8 below its top. In a 100 × 50 label the line is centred:
    /// top (50 − 10) / 2 = 20. Insets (10, 20, 20, 10) give the box
    /// (20, 10, 70, 20): the line starts at x 20 and is centred in its
    /// 20 points, top 10 + 5 = 15, baseline 23.
    @Test func drawTextInAnInsetRectangleMovesTheText() throws {
        let plain = try #require(try label(UILabel()).trellis.solvedLayout(width: 100, height: 50).views.first?.text)
        #expect(plain.origin == Point(x: 0, y: 20))
        let inset = label(InsetTextLabel())
        inset.textInsets = UIEdgeInsets(top: 10, left: 20, bottom: 20, right: 10)
        let layout = try inset.trellis.solvedLayout(width: 100, height: 50)
        let text = try #require(layout.views.first?.text)
        #expect(text.origin == Point(x: 20, y: 15))
        #expect(text.firstBaseline == 23)
        // The glyphs are filled boxes 1 to 9 across and 1 to 8 down from a letter's top left: "A" from 21, 16.
        let at = try onePointPixels(inset, width: 100, height: 50)
        #expect(at(25, 19) != 0xFFFFFF)
        #expect(at(5, 24) == 0xFFFFFF)
    }

    /// An override that does not call `super` draws no text, as in UIKit.
    @Test func drawTextThatSkipsSuperDrawsNothing() throws {
        let silent = label(SilentLabel())
        let text = try silent.trellis.solvedLayout(width: 100, height: 50).views.first?.text
        #expect(text?.lines.isEmpty ?? true)
        let at = try onePointPixels(silent, width: 100, height: 50)
        #expect((0..<100).allSatisfy { x in (0..<50).allSatisfy { at(x, $0) == 0xFFFFFF } })
    }
}

/// Seen in the pictures: Sileo's theme row puts a picker under a 44-point
/// title and a 0.7-point separator, so its top is at 44.7. The picker
/// places its rows in its layout; read back from the solution relative to
/// a superview at 44.7, a row's frame differs from the one set by
/// floating-point rounding alone, and the picker was laid out again and
/// again until the layout gave up. A layout settles there as at 44.
@MainActor @Suite struct HeldOutCorpus10PickerTests {
    final class Rows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Theme \(row)" }
    }

    @Test(arguments: [44.0, 44.7]) func aPickerAtAFractionalTopSettles(top: CGFloat) throws {
        let rows = Rows()
        let root = UIView(), picker = UIPickerView()
        picker.dataSource = rows
        picker.delegate = rows
        picker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            picker.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
            picker.heightAnchor.constraint(equalToConstant: 116),
        ])
        let layout = try root.trellis.solvedLayout(width: 320, height: 300)
        #expect(layout.issues.isEmpty, "\(layout.issues)")
        #expect(picker.frame == CGRect(x: 0, y: top, width: 320, height: 116))
        // The selected row sits on the band, centred on the picker's middle (58).
        let first = try #require(picker.subviews.first { ($0 as? UILabel)?.text == "Theme 0" })
        #expect(abs(first.center.y - 58) < 1e-9)
    }
}
