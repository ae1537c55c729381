import Layout
import Render
import Testing
@testable import TrellisUIKit

/// A slider's custom images drawn (`setThumbImage(_:for:)`,
/// `setMinimumTrackImage(_:for:)`, `setMaximumTrackImage(_:for:)`): solid
/// images read back one pixel per point on a white slider 200 × 31.
///
/// With a 10 × 20 thumb image at value 0.25 the thumb's centre is at
/// 5 + 0.25 × (200 − 10) = 52.5 (its centre runs from half its width in at
/// each end), so the thumb covers x 47.5…57.5 and, centred in the 31-point
/// height, y 5.5…25.5. Track images 6 tall cover y 12.5…18.5: the minimum
/// track from x 0 to the thumb's centre, the maximum from there to 200.
@MainActor @Suite struct SliderImageDrawingTests {
    private let red: UInt32 = 0xFF0000, green: UInt32 = 0x00FF00, blue: UInt32 = 0x0000FF, white: UInt32 = 0xFFFFFF

    private func solid(_ color: UIColor, _ width: CGFloat, _ height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    private func pixels(_ view: UIView) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: 200, height: 31))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    private func slider() -> UISlider {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.backgroundColor = .white
        slider.value = 0.25
        return slider
    }

    @Test func thumbAndTrackImagesAreDrawnInPlaceOfTheRoundThumbAndTintedTracks() throws {
        let slider = slider()
        slider.setThumbImage(solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1), 10, 20), for: .normal)
        slider.setMinimumTrackImage(solid(UIColor(red: 0, green: 1, blue: 0, alpha: 1), 4, 6), for: .normal)
        slider.setMaximumTrackImage(solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1), 4, 6), for: .normal)
        let at = try pixels(slider)
        #expect(at(52, 7) == red)     // the thumb, above the track
        #expect(at(52, 24) == red)    // ... and below it
        #expect(at(52, 15) == red)    // over the tracks
        #expect(at(52, 3) == white)   // 20 tall: not at y 3
        #expect(at(45, 7) == white)   // 10 wide: not at x 45 (the round thumb's 28 would reach)
        #expect(at(2, 15) == green)   // the minimum track, stretched from the leading end
        #expect(at(45, 15) == green)
        #expect(at(60, 15) == blue)   // the maximum track, from the thumb to the trailing end
        #expect(at(197, 15) == blue)
        #expect(at(100, 11) == white) // 6 tall: y 12.5…18.5
        #expect(at(100, 19) == white)
    }

    /// Apple's `setThumbImage(_:for:)`: the normal state's image serves
    /// states without their own; a highlighted image shows while
    /// highlighted.
    @Test func theCurrentStatesImageIsDrawn() throws {
        let slider = slider()
        slider.setThumbImage(solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1), 10, 20), for: .normal)
        slider.setThumbImage(solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1), 10, 20), for: .highlighted)
        slider.isEnabled = false
        #expect(try pixels(slider)(52, 7) == red)  // disabled has none of its own: the normal one
        slider.isEnabled = true
        slider.isHighlighted = true
        #expect(try pixels(slider)(52, 7) == blue)
        slider.isHighlighted = false
        slider.setThumbImage(nil, for: .normal)
        slider.setThumbImage(nil, for: .highlighted)
        // The round thumb again: 28 wide, white with a faint border, so x 45 is inside it and not red.
        let at = try pixels(slider)
        #expect(at(52, 7) != red)
    }

    /// Only a minimum track image: the maximum track keeps its tint
    /// (`.systemFill`, not white and not the image's green).
    @Test func aTrackWithoutAnImageKeepsItsTint() throws {
        let slider = slider()
        slider.setMinimumTrackImage(solid(UIColor(red: 0, green: 1, blue: 0, alpha: 1), 4, 4), for: .normal)
        let at = try pixels(slider)
        #expect(at(20, 15) == green)
        #expect(at(150, 15) != white && at(150, 15) != green)
    }
}
