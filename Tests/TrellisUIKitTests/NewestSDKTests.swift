import Foundation
import Layout
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// The iOS 17–26 API a view file touches in its `#available` branches:
/// a file written for the iOS 26 SDK compiles and takes its newest
/// branches (`#available(iOS N, *)` is true on Linux), and each API draws
/// its documented approximation or nothing (docs/uikit.md, "#available and
/// the newest SDK").
@MainActor @Suite(.serialized) struct NewestSDKTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("NewestSDK")

    /// `#available(iOS 26, *)` is true here: the glass branch runs, and the
    /// iOS 17 registration in the same file hears a style change.
    @Test func theNewestBranchIsTaken() {
        let bar = NowPlayingBarView()
        #expect(bar.usesLiquidGlass)
        #expect(bar.playButton.titleColor(for: .normal) == .white)  // prominent glass
        #expect(bar.nextButton.trellis.layoutView.borderWidth == 1)  // glass's border
        bar.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        #expect(bar.styleChanges == 1)
        bar.showNextTrack(UIImage(systemName: "forward.fill")!)
        #expect(bar.artworkView.image != nil)
        withExtendedLifetime(bar) {}
    }

    /// The file is plain UIKit code, as the idiom views are.
    @Test func theViewFileIsPlainUIKitCode() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("NowPlayingBarView.swift"), encoding: .utf8)
        #expect(IdiomSourceTests.problems(in: text) == [])
        #expect(text.contains("if #available(iOS 26, *)"))
    }

    /// The bar drawn light and dark, 390 points wide (an iPhone 13/14).
    @Test(arguments: [false, true])
    func picture(dark: Bool) {
        let bar = NowPlayingBarView()
        bar.backgroundColor = .systemTeal
        bar.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        assertSnapshot(of: bar.trellis.layoutView, as: .png(width: 390), named: dark ? "dark" : "light",
                       testName: "nowPlayingBar")
    }

    /// Corner configurations drawn through the layer: fixed, the largest
    /// of differing corners, a capsule (clamped by the painter), and a
    /// concentric radius (the container's 20 less the 8-point inset: 12).
    @Test func cornerConfiguration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.cornerConfiguration = .uniformCorners(radius: .fixed(12))
        #expect(view.layer.cornerRadius == 12)
        view.cornerConfiguration = .corners(topLeftRadius: 10, topRightRadius: 20, bottomLeftRadius: nil, bottomRightRadius: 4)
        #expect(view.layer.cornerRadius == 20)
        view.cornerConfiguration = .capsule()
        #expect(view.effectiveRadius(corner: .allCorners) == 20)
        view.cornerConfiguration = .capsule(maximumRadius: 6)
        #expect(view.effectiveRadius(corner: .topLeft) == 6)

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.layer.cornerRadius = 20
        let inner = UIView(frame: CGRect(x: 8, y: 8, width: 184, height: 184))
        container.addSubview(inner)
        inner.cornerConfiguration = .corners(radius: .containerConcentric())
        #expect(inner.layer.cornerRadius == 12)
        inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 16))
        #expect(inner.layer.cornerRadius == 16)
    }

    /// Glass in a visual effect view: a translucent fill and a border;
    /// a glass container draws nothing of its own.
    @Test func glassEffectView() throws {
        let glass = UIGlassEffect(style: .clear)
        glass.isInteractive = true
        glass.tintColor = .systemBlue
        let view = UIVisualEffectView(effect: glass)
        let fill = try #require(view.trellis.layoutView.backgroundColor)
        #expect(fill.alpha == 0.5)
        #expect(view.trellis.layoutView.borderWidth == 1)
        let container = UIGlassContainerEffect()
        container.spacing = 20
        view.effect = container
        #expect(view.trellis.layoutView.backgroundColor == nil)
        #expect(view.trellis.layoutView.borderWidth == 0)
        #expect(UIGlassEffect().isInteractive == false)
    }

    /// Symbol effects draw nothing and finish at once.
    @Test func symbolEffectsFinishAtOnce() {
        let imageView = UIImageView(image: UIImage(systemName: "heart"))
        var finished: [Bool] = []
        imageView.addSymbolEffect(.bounce.up, options: .repeat(2)) { finished.append($0.isFinished) }
        imageView.addSymbolEffect(.variableColor.iterative.reversing)
        imageView.addSymbolEffect(.appear, animated: false) { finished.append($0.isFinished) }
        imageView.addSymbolEffect(.breathe.pulse.byLayer, options: .speed(2).nonRepeating)
        imageView.addSymbolEffect(.rotate.clockwise)
        imageView.removeSymbolEffect(ofType: .disappear) { finished.append($0.isFinished) }
        imageView.removeAllSymbolEffects()
        imageView.setSymbolImage(UIImage(systemName: "heart.fill")!, contentTransition: .replace.magic(fallback: .replace.offUp)) {
            finished.append($0.contentTransition != nil)
        }
        #expect(finished == [true, true, true, true])
        #expect(imageView.image?.isSymbolImage == true)
        #expect(BounceSymbolEffect.bounce.up != .bounce.down)
    }

    /// The rest: kept values, the regions' guides, spring animation at once.
    @Test func keptValuesAndRegions() throws {
        let view = UIView()
        #expect(view.hoverStyle == nil)
        let style = UIHoverStyle(effect: .lift, shape: .rect(cornerRadius: 8))
        view.hoverStyle = style
        #expect(view.hoverStyle === style)
        #expect(view.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)) === view.safeAreaLayoutGuide)
        #expect(view.layoutGuide(for: .margins()) === view.layoutMarginsGuide)
        let bar = view.layoutGuide(for: .bar(onEdge: NSDirectionalRectEdge.top, extent: 44))
        #expect(view.layoutGuide(for: .bar(onEdge: NSDirectionalRectEdge.top, extent: 44)) === bar)
        _ = try view.trellis.solvedLayout(width: 320, height: 480)
        #expect(bar.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 44))

        let label = UILabel()
        #expect(label.sizingRule == .typographic && !label.showsExpansionTextWhenTruncated)
        label.sizingRule = .oversize
        #expect(label.sizingRule == .oversize)

        let scrollView = UIScrollView()
        scrollView.topEdgeEffect.style = .hard
        #expect(scrollView.topEdgeEffect.style === UIScrollEdgeEffect.Style.hard)
        #expect(scrollView.bottomEdgeEffect.isHidden == false)

        var completed = false
        UIView.animate(springDuration: 0.4, bounce: 0.2) { view.alpha = 0.5 } completion: { completed = $0 }
        #expect(view.alpha == 0.5 && completed)
        #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
    }
}
