import Layout
import Scene
import Testing
import TrellisTestSupport

/// Scene keys of the controls (docs/scenes.md, "Controls"): each builds
/// Layout's control with the values given, UIKit's defaults otherwise.
@Suite struct SceneControlTests {
    private func root(_ views: String, width: Double = 240, constraints: [String] = []) throws -> View {
        let yaml = "views:\n" + views + (constraints.isEmpty ? "" : "constraints:\n" + constraints.map { "  - \($0)\n" }.joined())
        return try Scene(yaml: yaml, directory: fixtures).makeRoot(width: width, height: 100, measurer: systemText)
    }

    @Test func eachTypeBuildsItsControl() throws {
        let tree = try root("""
              - a: { type: switch }
              - b: { type: slider }
              - c: { type: segmented }
              - d: { type: textField }
              - e: { type: image }
              - f: { type: activityIndicator }
              - g: { type: progress }
              - h: { type: pageControl }

            """)
        #expect(tree["a"] is Switch && tree["b"] is Slider && tree["c"] is SegmentedControl && tree["d"] is TextField)
        #expect(tree["e"] is ImageView && tree["f"] is ActivityIndicator && tree["g"] is ProgressView && tree["h"] is PageControl)
        // UIKit's defaults: off, 0, no segment, no border, stopped (and so hidden), no pages.
        #expect((tree["a"] as! Switch).isOn == false)
        #expect((tree["b"] as! Slider).value == 0)
        #expect((tree["c"] as! SegmentedControl).selectedSegmentIndex == SegmentedControl.noSegment)
        #expect((tree["d"] as! TextField).borderStyle == .none)
        #expect(tree["f"].isHidden)
        #expect((tree["h"] as! PageControl).numberOfPages == 0)
    }

    @Test func keysSetTheirProperties() throws {
        let tree = try root("""
              - toggle: { type: switch, on: true, onTint: red }
              - sizes: { type: segmented, segments: [S, M, L], selected: 2, selectedTint: blue }
              - email: { type: textField, text: a@b.c, placeholder: Email, borderStyle: roundedRect, secure: true }
              - photo: { type: image, image: images/bar@2x.png, contentMode: center, tint: red }
              - spinner: { type: activityIndicator, style: large, animating: true }
              - done: { type: progress, progress: 0.25 }
              - dots: { type: pageControl, pages: 4, current: 3, hidesForSinglePage: true }

            """)
        let toggle = tree["toggle"] as! Switch
        #expect(toggle.isOn && toggle.onTintColor == .red)
        let sizes = tree["sizes"] as! SegmentedControl
        #expect(sizes.titles == ["S", "M", "L"] && sizes.selectedSegmentIndex == 2 && sizes.selectedSegmentTintColor == .blue)
        let email = tree["email"] as! TextField
        #expect(email.text == "a@b.c" && email.placeholder == "Email" && email.borderStyle == .roundedRect && email.isSecureTextEntry)
        // Five bullets for five characters, drawn in the field's label.
        #expect(email.textLabel.text == "•••••")
        let photo = tree["photo"] as! ImageView
        // bar@2x.png: 40 × 20 pixels at scale 2 (scripts/gen-image-fixtures).
        #expect(photo.image?.size == Size(width: 20, height: 10) && photo.contentMode == .center && photo.tintColor == .red)
        let spinner = tree["spinner"] as! ActivityIndicator
        #expect(spinner.style == .large && spinner.isAnimating && !spinner.isHidden)
        #expect((tree["done"] as! ProgressView).progress == 0.25)
        let dots = tree["dots"] as! PageControl
        #expect(dots.numberOfPages == 4 && dots.currentPage == 3 && dots.hidesForSinglePage)
    }

    /// Every view's keys win over what a control sets itself, whatever
    /// their order: a hidden spinner stays hidden when it animates, a
    /// background replaces a segmented control's track colour.
    @Test func everyViewsKeysWin() throws {
        let tree = try root("""
              - spinner: { type: activityIndicator, hidden: true, animating: true }
              - sizes: { background: red, type: segmented, segments: [A, B], selected: 0 }

            """)
        #expect(tree["spinner"].isHidden)
        #expect(tree["sizes"].backgroundColor == .red)
    }

    /// Parts land where UIKit's metrics put them (docs/uikit-numbers.md):
    /// the slider's thumb centre at 14 + 0.3 × (200 − 28) = 65.6; the
    /// progress fill 0.6 × 200 = 120 wide; five page dots 15.75 apart,
    /// 5 × 15.75 − 8.75 = 70 wide in all, centred in 240: the first at 85.
    @Test func partsFollowTheValues() throws {
        let tree = try root("""
              - volume: { type: slider, value: 0.3 }
              - upload: { type: progress, progress: 0.6 }
              - dots: { type: pageControl, pages: 5, current: 2 }

            """, constraints: ["H:|[volume(200)]", "H:|[upload(200)]", "H:|[dots]|", "V:|[volume]-[upload]-[dots]"])
        let thumb = try #require(tree.view(named: "UISlider.thumb"))
        #expect(abs(thumb.frame.midX - 65.6) < 1e-9 && thumb.frame.width == 28)
        #expect(abs(try #require(tree.view(named: "UIProgressView.fill")).frame.width - 120) < 1e-9)
        #expect(try #require(tree.view(named: "UIPageControl.dot0")).frame == Rect(x: 85, y: 15, width: 7, height: 7))
        #expect(try #require(tree.view(named: "UIPageControl.dot4")).frame.minX == 85 + 4 * 15.75)
        #expect(tree["dots"].frame.height == 37)
    }
}
