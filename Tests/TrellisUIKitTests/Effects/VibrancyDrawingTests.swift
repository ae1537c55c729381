import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// A vibrancy view's content is painted in the vibrancy style's colour for
/// the blur's appearance, whatever colour it was given (UIKit's
/// `UIVibrancyEffect` "amplifies and adjusts the color of the content";
/// the colours: docs/uikit-numbers.md, "Vibrancy").
///
/// The picture: a white root 100 × 40, a blur view over all of it, a
/// vibrancy view in the blur's content view, and in the vibrancy view's
/// content view a white label "H" (10-point test font) at (10, 10): its
/// line is 10 tall, baseline at 18, and "H"'s ink a filled rectangle from
/// x 11 to 19 and y 11 to 18, so pixel (14, 14) is ink and (5, 5) is not.
@MainActor @Suite struct VibrancyDrawingTests {
    private func pixels(blur: UIBlurEffect.Style, vibrancy: UIVibrancyEffectStyle?) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(picture(blur: blur, vibrancy: vibrancy))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// The picture described above, solved.
    private func picture(blur: UIBlurEffect.Style, vibrancy: UIVibrancyEffectStyle?) throws -> SolvedLayout {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.backgroundColor = .white
        UIKitTestFont.measure(root)
        let blurEffect = UIBlurEffect(style: blur)
        let blurView = UIVisualEffectView(effect: blurEffect)
        blurView.frame = root.bounds
        root.addSubview(blurView)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        label.font = UIKitTestFont.font(10)
        label.textColor = .white
        label.text = "H"
        if let vibrancy {
            let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect, style: vibrancy))
            vibrancyView.frame = root.bounds
            blurView.contentView.addSubview(vibrancyView)
            vibrancyView.contentView.addSubview(label)
        } else {
            blurView.contentView.addSubview(label)
        }
        return try root.trellis.solvedLayout(width: 100, height: 40)
    }

    /// Without vibrancy the white title is invisible on a light material
    /// (the material's white at 80 % over white is white): the defect seen
    /// in Mastodon's HUDButton.
    @Test func withoutVibrancyWhiteOnLightMaterialIsInvisible() throws {
        let pixel = try pixels(blur: .systemMaterialLight, vibrancy: nil)
        #expect(pixel(14, 14) == 0xFFFFFF)
    }

    /// Over a light material, `.label` vibrancy draws the content in the
    /// light `label` colour, black; the material around it stays white.
    @Test func labelVibrancyOverLightMaterialIsBlack() throws {
        let pixel = try pixels(blur: .systemMaterialLight, vibrancy: .label)
        #expect(pixel(14, 14) == 0x000000)
        #expect(pixel(5, 5) == 0xFFFFFF)
        #expect(pixel(10, 14) == 0xFFFFFF)  // left of the ink (it starts at 11)
    }

    /// Over a dark material (0.1 grey at 80 % over white: 0.1 × 0.8 + 0.2 =
    /// 0.28, 71 of 255), `.label` vibrancy draws the dark `label`, white.
    @Test func labelVibrancyOverDarkMaterialIsWhite() throws {
        let pixel = try pixels(blur: .systemMaterialDark, vibrancy: .label)
        #expect(pixel(14, 14) == 0xFFFFFF)
        #expect(pixel(5, 5) == 0x474747)
    }

    /// `.secondaryLabel` over a light material: the light secondary label
    /// colour (60, 60, 67) at 60 % over white: 255 − 0.6 × 195 = 138 and
    /// 255 − 0.6 × 188 = 142.2, so (138, 138, 142).
    @Test func secondaryLabelVibrancyKeepsTheColoursAlpha() throws {
        let pixel = try pixels(blur: .systemMaterialLight, vibrancy: .secondaryLabel)
        #expect(pixel(14, 14) == 0x8A8A8E)
    }

    /// An adaptive material follows the traits: `.systemMaterial` in a dark
    /// tree draws `.label` vibrancy content white.
    @Test func adaptiveMaterialFollowsTheTraits() throws {
        let effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .label)
        let view = UIVisualEffectView(effect: effect)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.traitOverrides.userInterfaceStyle = .dark
        _ = try view.trellis.solvedLayout(width: 10, height: 10)
        #expect(view.trellis.layoutView.maskFillColor == Layout.Color(red: 1, green: 1, blue: 1, alpha: 1))
        view.traitOverrides.userInterfaceStyle = .light
        _ = try view.trellis.solvedLayout(width: 10, height: 10)
        #expect(view.trellis.layoutView.maskFillColor == Layout.Color(red: 0, green: 0, blue: 0, alpha: 1))
        view.effect = UIBlurEffect(style: .systemMaterial)
        #expect(view.trellis.layoutView.maskFillColor == nil)
    }

    /// The SVG output (`trellis render -o NAME.svg`, the gallery's overlay
    /// pictures) embeds the picture the PNG painter paints, vibrancy
    /// included: its data URL is the painted PNG, which differs from the
    /// same tree painted without vibrancy (black "H" against white).
    @Test func svgEmbedsThePictureWithVibrancy() throws {
        let layout = try picture(blur: .systemMaterialLight, vibrancy: .label)
        let renderer = SceneRenderer(scale: 1, overlays: .frames)
        var plain = renderer
        plain.overlays = []
        let painted = try plain.render(layout).losslessPNGData()
        let without = try plain.render(picture(blur: .systemMaterialLight, vibrancy: nil)).losslessPNGData()
        #expect(painted != without)
        let svg = String(decoding: try renderer.svgData(of: layout), as: UTF8.self)
        #expect(svg.contains("data:image/png;base64,\(Data(painted).base64EncodedString())"))
        #expect(!svg.contains(Data(without).base64EncodedString()))
    }
}
