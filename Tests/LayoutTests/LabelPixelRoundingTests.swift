import Testing
import Layout

/// A label's size is its text's rounded up to its pixel grid, 1/`pixelScale`
/// of a point, as UIKit rounds a label (docs/uikit-numbers.md, "UILabel size
/// … rounding"). The test font at 10.25 points: "AB" is two letters of 10.25,
/// 20.5 wide, on a line 10.25 tall.
@Suite struct LabelPixelRoundingTests {
    /// Whole points: 20.5 → 21, 10.25 → 11. Halves (@2x): 41 pixels, already
    /// whole, so 20.5; 20.5 pixels → 21 → 10.5. Thirds (@3x): 61.5 pixels →
    /// 62 → 20.667; 30.75 → 31 → 10.333.
    @Test(arguments: [(1.0, 21.0, 11.0), (2.0, 20.5, 10.5), (3.0, 62.0 / 3, 31.0 / 3)])
    func intrinsicSizeIsOnThePixelGrid(scale: Double, width: Double, height: Double) {
        let label = TestText.label("AB", size: 10.25)
        label.pixelScale = scale
        let size = label.intrinsicContentSize
        #expect(abs(size.width - width) < 1e-9 && abs(size.height - height) < 1e-9, "\(size)")
        #expect(label.pixelRounded(Size(width: 20.5, height: 10.25)) == size)
    }

    /// A layout scene has no screen: whole points, as before pixel rounding.
    @Test func wholePointsByDefault() {
        let label = TestText.label("AB", size: 10.25)
        #expect(label.pixelScale == 1)
        #expect(label.intrinsicContentSize == Size(width: 21, height: 11))
    }

    /// A wrapping label's height, measured at its solved width, rounds the
    /// same way: "AB CD" at 10.25 wraps at 30 into "AB" / "CD", two lines of
    /// 10.25, 20.5 tall: 20.667 at @3x (61.5 pixels → 62). Its width is the
    /// widest line's whole text, 5.125 for the space: 46.125 → 138.375
    /// pixels → 139 → 46.333, held to 30 here.
    @Test func aWrappingLabelsHeightAtItsWidth() {
        let screen = root(width: 200, height: 100)
        let label = TestText.label("AB CD", size: 10.25, lines: 0)
        label.pixelScale = 3
        screen.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: screen.leftAnchor),
            label.topAnchor.constraint(equalTo: screen.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 30),
        ])
        screen.layoutIfNeeded()
        #expect(abs(label.frame.height - 62.0 / 3) < 1e-9, "\(label.frame)")
        #expect(abs(label.intrinsicContentSize.width - 139.0 / 3) < 1e-9, "\(label.intrinsicContentSize)")
    }

    /// A new scale is a new intrinsic size: the next layout takes it.
    @Test func changingTheScaleLaysTheLabelOutAgain() {
        let screen = root(width: 200, height: 100)
        let label = TestText.label("AB", size: 10.25)
        screen.addSubview(label)
        screen.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 21, height: 11))
        label.pixelScale = 2
        screen.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 20.5, height: 10.5))
    }
}
