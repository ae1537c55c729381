import Foundation
import Testing
import TrellisUIKit

/// Keyframe animations, the animation switch, the view-swapping transition
/// and presentation layers (UIView+Keyframes.swift,
/// CALayer+Presentation.swift): changes apply at once, completions run
/// with true, in the order Apple's pages give. And `UIImage.pngData()`.
@MainActor @Suite struct AnimationsAndImageDataTests {
    /// Keyframes apply in the order added, so the last one's values are
    /// drawn (where UIKit's animation ends); the completion runs once, after.
    @Test func keyframesApplyInOrderThenTheCompletionRuns() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.alpha = 0.5
                log.append("first")
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.alpha = 0.2
                view.frame.origin.x = 40
                log.append("second")
            }
        } completion: { finished in
            log.append("completion \(finished) alpha \(view.alpha)")
        }
        #expect(log == ["first", "second", "completion true alpha 0.2"])
        #expect(view.frame.origin.x == 40)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue == 3 << 10)
    }

    @Test func animationsEnabledIsKeptAndTurnedOffWithoutAnimation() {
        #expect(UIView.areAnimationsEnabled)
        var inside: Bool?
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        #expect(inside == false)
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }

    /// Apple: "By default, the view in fromView is replaced in the view
    /// hierarchy by the view in toView"; `.showHideTransitionViews` hides
    /// and shows instead.
    @Test func transitionFromToSwapsTheViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(), old = UIView(), above = UIView(), new = UIView()
        [below, old, above].forEach(container.addSubview)
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionFlipFromLeft]) { finished = $0 }
        #expect(container.subviews == [below, new, above])
        #expect(old.superview == nil)
        #expect(finished == true)

        let shown = UIView()
        shown.isHidden = true
        container.addSubview(shown)
        UIView.transition(from: new, to: shown, duration: 0.3, options: [.showHideTransitionViews])
        #expect(new.superview === container && new.isHidden)
        #expect(!shown.isHidden)
    }

    /// Nothing animates, so the presentation layer is the model layer:
    /// its frame is the final one.
    @Test func presentationIsTheModelLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { view.frame.origin.y = 30 }
        #expect(view.layer.presentation() === view.layer)
        #expect(view.layer.presentation()?.frame.origin.y == 30)
        #expect(view.layer.model() === view.layer)
    }

    /// A 2 × 1-point image at scale 2, red left point and transparent
    /// right: 4 × 2 pixels of PNG, decoded back to the same pixels.
    @Test func pngDataKeepsThePixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let png = try #require(image.pngData())
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])  // the PNG signature
        let decoded = try #require(UIImage(data: png))
        let bitmap = try #require(decoded.cgImage)
        #expect(bitmap.width == 4 && bitmap.height == 2)
        let data = try #require(bitmap.dataProvider?.data)
        let bytes = try #require(CFDataGetBytePtr(data))
        let pixel = { (x: Int, y: Int) in (0..<4).map { bytes[y * bitmap.bytesPerRow + 4 * x + $0] } }
        #expect(pixel(0, 0) == [255, 0, 0, 255] && pixel(1, 1) == [255, 0, 0, 255])
        #expect(pixel(2, 0) == [0, 0, 0, 0] && pixel(3, 1) == [0, 0, 0, 0])
        #expect(UIImage().pngData() == nil)
    }

    /// `changesSelectionAsPrimaryAction` without a menu: each tap toggles
    /// `isSelected` (Apple's page); a button with a menu answers a
    /// context-menu request with it; `role` is kept with UIKit's raw values.
    @Test func buttonSelectionMenuAndRole() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        var selectedAtAction: [Bool] = []
        button.addAction(UIAction { _ in selectedAtAction.append(button.isSelected) }, for: .primaryActionTriggered)
        button.trellis.tap()
        #expect(!button.isSelected)
        button.changesSelectionAsPrimaryAction = true
        button.trellis.tap()
        #expect(button.isSelected)
        button.trellis.tap()
        #expect(!button.isSelected)
        #expect(selectedAtAction == [false, true, false])

        #expect(button.trellis.contextMenu(at: CGPoint(x: 10, y: 10)) == nil)
        let menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }])
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.trellis.contextMenu(at: CGPoint(x: 10, y: 10)) === menu)
        button.trellis.tap()  // with a menu, the pop-up selection is not modelled: no toggle
        #expect(!button.isSelected)

        #expect(button.role == .normal)
        button.role = .destructive
        #expect(button.role.rawValue == 3 && UIButton.Role.primary.rawValue == 1)
    }
}
