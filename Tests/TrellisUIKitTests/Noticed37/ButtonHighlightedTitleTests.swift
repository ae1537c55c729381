import Foundation
import Testing
@testable import TrellisUIKit

/// A highlighted system button dims its title: UIKit sets the title
/// label's alpha to 0.2. Two UIKit view-tree logs taken while a system
/// button was being tapped (one in the button's action, `sender`) show
/// `<UIButtonLabel; …; alpha = 0.2; …>` (docs/uikit-numbers.md,
/// "Highlighted system button title"). A custom button does not dim (the
/// system type's highlight "is a lighter version" of its colour, which a
/// custom button leaves to `setTitleColor(_:for: .highlighted)`; same row).
///
/// The test font at 10 points: "Hi" centred in a 100 × 30 button, the ink
/// of "H" from (41, 11) to (48, 17). Black at 0.2 over white is
/// 255 × 0.8 = 204 (0xCC) in each channel.
@MainActor @Suite struct ButtonHighlightedTitleTests {
    private func scene(_ type: UIButton.ButtonType) -> (root: UIView, button: UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.backgroundColor = .white
        UIKitTestFont.measure(root)
        let button = UIButton(type: type)
        button.frame = root.bounds
        button.titleLabel?.font = UIKitTestFont.font(10)
        button.setTitleColor(.black, for: .normal)
        button.setTitle("Hi", for: .normal)
        root.addSubview(button)
        return (root, button)
    }

    private func channels(_ pixel: UInt32) -> [Int] { [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)] }

    @Test func aHighlightedSystemButtonsTitleIsAtAlphaPointTwo() throws {
        let (root, button) = scene(.system)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 0.2)
        let dimmed = try onePointPixels(root, width: 100, height: 30)
        for pixel in [dimmed(41, 11), dimmed(48, 17)] {
            #expect(channels(pixel).allSatisfy { abs($0 - 204) <= 1 }, "\(String(pixel, radix: 16))")
        }
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1)
        #expect(try onePointPixels(root, width: 100, height: 30)(41, 11) == 0x000000)
    }

    @Test func aCustomButtonsTitleIsNotDimmed() throws {
        let (root, button) = scene(.custom)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 1)
        #expect(try onePointPixels(root, width: 100, height: 30)(41, 11) == 0x000000)
    }

    /// Only the highlight's changes set the alpha: one the app gave the
    /// label holds while the highlight does not change.
    @Test func anAlphaTheAppGaveTheLabelHoldsUntilAHighlight() throws {
        let (_, button) = scene(.system)
        button.titleLabel?.alpha = 0.5
        button.setTitle("Go", for: .normal)
        #expect(button.titleLabel?.alpha == 0.5)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 0.2)
    }
}
