import Layout
import Testing
import TrellisUIKit

/// Controls' intrinsic sizes (docs/uikit-numbers.md, each with its source)
/// and where their drawn parts go.
@MainActor @Suite struct ControlTests {
    /// The frames of a control's named parts, laid out at `width`.
    private func parts(of control: UIView, width: CGFloat) throws -> [String: Rect] {
        let layout = try control.trellis.solvedLayout(width: width)
        var frames: [String: Rect] = [:]
        for view in layout.views { if let name = view.name { frames[name] = view.frame } }
        return frames
    }

    /// UISwitch: 51 × 31 whatever it is asked; the 27-point knob 2 points
    /// in from the left when off, from the right when on.
    @Test func switchKnobMovesWithItsState() throws {
        let control = UISwitch()
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(try #require(parts(of: control, width: 51)["UISwitch.knob"]) == Rect(x: 2, y: 2, width: 27, height: 27))
        control.isOn = true
        #expect(try #require(parts(of: control, width: 51)["UISwitch.knob"]) == Rect(x: 22, y: 2, width: 27, height: 27))
    }

    /// UIProgressView: 2 points tall; at 0.25 a quarter of the track is filled.
    @Test func progressFillsItsShare() throws {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.25
        #expect(progress.intrinsicContentSize.height == 2)
        #expect(try #require(parts(of: progress, width: 200)["UIProgressView.fill"]).width == 50)
    }

    /// UISlider: the thumb's centre runs from 14 to width − 14.
    @Test func sliderThumbFollowsTheValue() throws {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 15
        let thumb = try #require(parts(of: slider, width: 228)["UISlider.thumb"])
        // 14 + 0.5 × (228 − 28) = 114.
        #expect(thumb.midX == 114)
        #expect(thumb.width == 28)
    }

    /// UIPageControl: 15.75 n − 8.75 wide and 37 tall; dots 7 points.
    @Test func pageControlSize() {
        let dots = UIPageControl()
        dots.numberOfPages = 3
        #expect(dots.intrinsicContentSize == CGSize(width: 38.5, height: 37))
        #expect(dots.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
    }

    /// UIActivityIndicatorView: 20 or 37 points, hidden until it animates.
    @Test func activityIndicatorSizesAndHiding() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        spinner.style = .medium
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    /// Actions run through `sendActions(for:)`, the closure-based way.
    @Test func actionsRun() {
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1)
    }

    /// A custom button's title is white, a system button's the tint.
    @Test func buttonTitleColoursByType() {
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        #expect(UIButton(type: .system).titleColor(for: .normal) == .systemBlue)
        let filled = UIButton(configuration: .filled())
        #expect(filled.backgroundColor == .systemBlue)
        #expect(filled.titleColor(for: .normal) == .white)
    }
}
