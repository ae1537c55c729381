import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the third held-out corpus (docs/uikit.md, "Held-out corpus 3")
/// found missing, in UIKit's documented behaviour: a text layer in a
/// progress ring, a view that lays out its layers in
/// `layoutSublayers(of:)`, layers compared with `!=`, a keyboard frame read
/// as an `NSValue`, `MAXFLOAT`, image literals and VoiceOver focus hooks.
/// Text in the test font (UIKitTestFont: at 10 points a letter is 10 wide,
/// its ink from 1 to 9 across and 1 to 8 down, a line 10 tall); painted
/// at one pixel per point on white; pixels by hand.
@MainActor @Suite struct HeldOutCorpus3Tests {
    static let white: UInt32 = 0xFFFFFF
    static let red: UInt32 = 0xFF0000

    private func textLayer(_ string: String, in view: UIView) -> CATextLayer {
        UIKitTestFont.measure(view)
        let layer = CATextLayer()
        layer.string = string
        layer.font = UIKitTestFont.font(30)  // its size is ignored: fontSize gives it
        layer.fontSize = 10
        layer.foregroundColor = UIColor.red.cgColor
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        view.layer.addSublayer(layer)
        return layer
    }

    /// Core Animation's defaults (Apple's CATextLayer documentation):
    /// 36-point text, opaque white, not wrapped, natural alignment.
    @Test func textLayerDefaults() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor.white)
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
    }

    /// "AB" at 10 points in the tree's engine: 20 × 10 (two letters of 10,
    /// one line of 10), whatever size the font object had.
    @Test func textLayerPreferredSizeIsItsText() {
        let view = UIView()
        let layer = textLayer("AB", in: view)
        withExtendedLifetime(view) { #expect(layer.preferredFrameSize() == CGSize(width: 20, height: 10)) }
    }

    /// Drawn from the layer's top edge, left aligned: "A" inked over x 1–9
    /// and y 1–8, "B" over x 11–19; nothing between the letters, right of
    /// the text or below its line (a label would have centred the line in
    /// the layer's 20 points).
    @Test func textLayerDrawsItsStringFromTheTop() throws {
        let view = UIView()
        _ = textLayer("AB", in: view)
        let at = try onePointPixels(view, width: 40, height: 20)
        #expect(at(5, 5) == Self.red)
        #expect(at(15, 5) == Self.red)
        #expect(at(10, 5) == Self.white)
        #expect(at(25, 5) == Self.white)
        #expect(at(5, 12) == Self.white)
    }

    /// Centred in the layer's 40 points, "AB" starts at 10: its "A" inked
    /// over x 11–19.
    @Test func textLayerAlignmentMode() throws {
        let view = UIView()
        let layer = textLayer("AB", in: view)
        layer.alignmentMode = .center
        let at = try onePointPixels(view, width: 40, height: 20)
        #expect(at(5, 5) == Self.white)
        #expect(at(15, 5) == Self.red)
        #expect(at(35, 5) == Self.white)
    }

    /// A plain layer's preferred size is its bounds' size (Core Animation
    /// without a layout manager).
    @Test func layerPreferredSizeIsItsBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 3, y: 4, width: 30, height: 12)
        #expect(layer.preferredFrameSize() == CGSize(width: 30, height: 12))
    }

    /// Layers are equal only to themselves (NSObject's identity), so an
    /// app's `if ring.superlayer != layer { layer.addSublayer(ring) }` adds
    /// the ring once.
    @Test func layersCompareByIdentity() {
        let view = UIView()
        let ring = CAShapeLayer()
        for _ in 0..<3 where ring.superlayer != view.layer { view.layer.addSublayer(ring) }
        #expect(view.layer.sublayers?.count == 1)
        #expect(ring != CAShapeLayer())
        #expect(Set([ring, ring, CALayer()] as [CALayer]).count == 2)
    }

    final class SublayerLayingView: UIView {
        var log: [String] = []
        let child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            child.autoresizingMask = [.flexibleWidth]
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 5)
            addSubview(child)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSublayers(of layer: CALayer) {
            log.append(layer === self.layer ? "begin own layer" : "begin other layer")
            super.layoutSublayers(of: layer)
            log.append("end, child \(child.frame.width) wide")
        }
        override func layoutSubviews() {
            log.append("layoutSubviews")
            super.layoutSubviews()
        }
    }

    final class LoggingController: UIViewController {
        let root = SublayerLayingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func loadView() { view = root }
        override func viewWillLayoutSubviews() { root.log.append("will"); super.viewWillLayoutSubviews() }
        override func viewDidLayoutSubviews() { root.log.append("did"); super.viewDidLayoutSubviews() }
    }

    /// The layout pass reaches a view through `layoutSublayers(of:)` with
    /// its own layer, and UIKit's implementation runs the controller's
    /// will/did callbacks around `layoutSubviews()`: an override that calls
    /// `super` sees the subviews placed after it (the flexible-width child
    /// follows the root from 10 to 60 points).
    @Test func layoutSublayersOfLayerWrapsTheViewsLayout() throws {
        let controller = LoggingController()
        controller.loadViewIfNeeded()
        controller.root.log = []
        _ = try controller.root.trellis.solvedLayout(width: 60, height: 10)
        let pass = Array(controller.root.log.prefix(5))
        #expect(pass == ["begin own layer", "will", "layoutSubviews", "did", "end, child 60.0 wide"])
    }

    /// A keyboard frame posted as UIKit posts it, an `NSValue` under
    /// `keyboardFrameEndUserInfoKey`, reads back as the same rectangle.
    @Test func keyboardFrameAsNSValue() {
        let frame = CGRect(x: 0, y: 478, width: 375, height: 334)
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        let read = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(read == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 2, y: 3)).cgPointValue == CGPoint(x: 2, y: 3))
        #expect(NSValue(cgSize: CGSize(width: 4, height: 5)).cgSizeValue == CGSize(width: 4, height: 5))
    }

    /// C's FLT_MAX, 0x1.fffffep+127 (math.h's MAXFLOAT).
    @Test func maxFloat() {
        #expect(MAXFLOAT == Float(bitPattern: 0x7F7F_FFFF))
    }

    /// `UIImage(imageLiteralResourceName:)` of a missing image does not
    /// stop the test run, as UIKit's trap would: a placeholder named so.
    @Test func imageLiteralOfAMissingImage() {
        let image = UIImage(imageLiteralResourceName: "No-Such-Image-Anywhere")
        #expect(image.size == CGSize(width: UIImage.trellisSymbolPointSize, height: UIImage.trellisSymbolPointSize))
        let literal: UIImage = #imageLiteral(resourceName: "No-Such-Image-Anywhere")
        #expect(literal.size == image.size)
    }

    final class FocusReportingControl: UIControl {
        var focusCount = 0
        override func accessibilityElementDidBecomeFocused() {
            super.accessibilityElementDidBecomeFocused()
            focusCount += 1
        }
    }

    /// VoiceOver's focus hooks (UIAccessibilityFocus) can be overridden and
    /// called by a test; `accessibilityElementIsFocused()` follows them.
    @Test func accessibilityFocusHooks() {
        let control = FocusReportingControl()
        #expect(!control.accessibilityElementIsFocused())
        control.accessibilityElementDidBecomeFocused()
        #expect(control.focusCount == 1 && control.accessibilityElementIsFocused())
        control.accessibilityElementDidLoseFocus()
        #expect(!control.accessibilityElementIsFocused())
    }

    final class UnderlinedLabel: UILabel {
        var isValid = true { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            guard !isValid, let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: bounds.height - 3, width: bounds.width, height: 3))
        }
    }

    private func underlinedLabel(valid: Bool) -> UnderlinedLabel {
        let label = UnderlinedLabel()
        label.isValid = valid
        return label
    }

    /// An app's `draw(_:)` that draws only in some states (the held-out TAN
    /// label underlines itself only when its text is invalid) is asked for
    /// each view, not judged by the first of its class that drew nothing:
    /// a valid label drawn first, then an invalid one, shows the invalid
    /// one's 3-point red bar along its bottom (y 17–19 of 20); and a view
    /// that drew nothing draws again after `setNeedsDisplay()`.
    @Test func drawOverrideThatDrawsInSomeStatesOnly() throws {
        let valid = underlinedLabel(valid: true)
        #expect(try onePointPixels(valid, width: 40, height: 20)(20, 18) == Self.white)
        let invalid = underlinedLabel(valid: false)
        #expect(try onePointPixels(invalid, width: 40, height: 20)(20, 18) == Self.red)
        #expect(try onePointPixels(invalid, width: 40, height: 20)(20, 15) == Self.white)
        valid.isValid = false  // its didSet calls setNeedsDisplay()
        #expect(try onePointPixels(valid, width: 40, height: 20)(20, 18) == Self.red)
    }

    /// The scanner's HUD: a gray spinner that `hidesWhenStopped = false`
    /// and is started, beside a label in a horizontal stack spaced 8. It
    /// shows, 20 × 20 (the medium size), the label 28 from the leading edge;
    /// it was left hidden (hidden while stopped, then never shown again).
    @Test func startedSpinnerThatDoesNotHideWhenStoppedShows() throws {
        let spinner = UIActivityIndicatorView(style: .gray)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        let label = UILabel()
        UIKitTestFont.measure(label)
        label.font = UIKitTestFont.font(10)
        label.text = "AB"
        let stack = UIStackView(arrangedSubviews: [spinner, label])
        stack.axis = .horizontal
        stack.alignment = .top
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView()
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        UIKitTestFont.measure(root)
        _ = try root.trellis.solvedLayout(width: 100, height: 40)
        #expect(!spinner.isHidden)
        #expect(spinner.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(label.frame.minX == 28)
    }

    /// A stopped spinner is hidden while it `hidesWhenStopped`, and shown
    /// when that is turned off (UIKit's hidesWhenStopped); a hide its owner
    /// asked for stays.
    @Test func turningOffHidesWhenStoppedShowsAStoppedSpinner() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        let hiddenByOwner = UIActivityIndicatorView(style: .medium)
        hiddenByOwner.hidesWhenStopped = false
        hiddenByOwner.isHidden = true
        hiddenByOwner.startAnimating()
        #expect(hiddenByOwner.isHidden)
    }

    /// The deprecated white styles draw white when no colour is set (Apple:
    /// "the standard-size white style"): the top of the ring, on black, at
    /// (10, 1) of the 20-point square, is white; the gray style's is not.
    @Test func whiteStyleSpinnerIsWhite() throws {
        func ringTop(_ style: UIActivityIndicatorView.Style) throws -> UInt32 {
            let root = UIView()
            root.backgroundColor = .black
            let spinner = UIActivityIndicatorView(style: style)
            spinner.startAnimating()
            spinner.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            root.addSubview(spinner)
            return try onePointPixels(root, width: 20, height: 20)(10, 1)
        }
        #expect(try ringTop(.white) == Self.white)
        #expect(try ringTop(.gray) != Self.white)
    }

    final class PillBadge: UIView {
        var boundsSeen: [CGSize] = []
        var frameSets = 0
        override var bounds: CGRect {
            didSet {
                boundsSeen.append(bounds.size)
                let mask = CAShapeLayer()
                mask.path = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).cgPath
                layer.mask = mask
            }
        }
        override var frame: CGRect { didSet { frameSets += 1 } }
    }

    /// A badge that makes its pill mask in `override var bounds { didSet }`
    /// (Corona-Warn-App's certificate badge), sized 80 × 40 by constraints:
    /// the engine resizes it through `bounds`, as UIKit's does, so the mask
    /// is made for 80 × 40: the corner pixel (1, 1) is outside the pill
    /// (white), the centre red. `frame`'s setter is not called by the
    /// engine (UIKit's Auto Layout does not call it either).
    @Test func engineResizesThroughBounds() throws {
        let root = UIView()
        let badge = PillBadge()
        badge.backgroundColor = .red
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor), badge.topAnchor.constraint(equalTo: root.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 80), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        let at = try onePointPixels(root, width: 80, height: 40)
        #expect(badge.boundsSeen.last == CGSize(width: 80, height: 40))
        #expect(badge.frameSets == 0)
        #expect(at(1, 1) == Self.white)
        #expect(at(40, 20) == Self.red)
    }

    /// A spinner made taller than its 20 points (the scanner's fill-aligned
    /// stack gives it the box's 75) keeps its 20-point ring, centred: on
    /// black, a white-style spinner 20 × 60 has its ring's top at y 20 (the
    /// pixel at (10, 21) white) and nothing at the view's top (black at
    /// (10, 1)); it was drawn as a ring stretched to the whole frame.
    @Test func stretchedSpinnerKeepsItsSizeCentred() throws {
        let root = UIView()
        root.backgroundColor = .black
        let spinner = UIActivityIndicatorView(style: .white)
        spinner.startAnimating()
        spinner.frame = CGRect(x: 0, y: 0, width: 20, height: 60)
        root.addSubview(spinner)
        let at = try onePointPixels(root, width: 20, height: 60)
        #expect(at(10, 21) == Self.white)
        #expect(at(10, 1) == 0x000000)
        #expect(at(10, 58) == 0x000000)
    }
}
