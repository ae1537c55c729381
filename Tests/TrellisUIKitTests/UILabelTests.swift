import Layout
import Testing
import TrellisUIKit

/// UILabel measured with the test font (UIKitTestFont: at 10 points a
/// letter is 10 wide, a space 5, a line 10 tall, the baseline 8 below the
/// top). Every expected size is worked out by hand in the comment beside it.
@MainActor @Suite struct UILabelTests {
    private func label(_ text: String, size: CGFloat = 10) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIKitTestFont.font(size)
        return label
    }

    /// A root of `width` measuring with the test font, holding `label`
    /// pinned at its top left (and to its right edge when `pinWidth`).
    private func root(width: CGFloat, holding label: UILabel, pinWidth: Bool) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        UIKitTestFont.measure(root)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        if pinWidth { label.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true }
        return root
    }

    /// UIKit's defaults, and autoshrink through the façade: "ABCDEFGHIJ"
    /// at 20 points is 200 wide; in a 160 × 40 label it is drawn at
    /// 160 / 200 = 0.8 (16 points), the intrinsic size staying 200 × 20.
    @Test func adjustsFontSizeToFitWidth() throws {
        let label = label("ABCDEFGHIJ", size: 20)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(!label.allowsDefaultTighteningForTruncation && label.baselineAdjustment == .alignBaselines)
        #expect(UIBaselineAdjustment.alignCenters.rawValue == 1 && UIBaselineAdjustment.none.rawValue == 2)
        UIKitTestFont.measure(label)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        label.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
        #expect(label.intrinsicContentSize == CGSize(width: 200, height: 20))
        let layoutLabel = try #require(label.trellis.layoutView as? Label)
        let drawn = layoutLabel.drawnText
        #expect(drawn.scale == 0.8)
        #expect(drawn.lines.first?.glyphRuns.map(\.size) == [16])
        // alignCenters: the 16-point line centred in 40.
        #expect(drawn.origin.y == 12)
    }

    @Test func oneLineIntrinsicSize() {
        let label = label("Hi there")
        UIKitTestFont.measure(label)
        // "Hi" 2 × 10 + space 5 + "there" 5 × 10 = 75 wide; one line 10 tall.
        #expect(label.intrinsicContentSize == CGSize(width: 75, height: 10))
        label.font = UIKitTestFont.font(20)
        // Twice the size: 150 × 20.
        #expect(label.intrinsicContentSize == CGSize(width: 150, height: 20))
    }

    /// No text, no size (and an empty string the same).
    @Test func emptyLabelHasZeroSize() {
        let label = UILabel()
        UIKitTestFont.measure(label)
        label.font = UIKitTestFont.font(10)
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    /// numberOfLines 0 with automatic preferredMaxLayoutWidth (0) wraps at
    /// the width the constraints give the label.
    @Test func wrapsAtTheWidthItIsGiven() {
        let label = label("aaaa bbbb cccc")
        label.numberOfLines = 0
        let root = root(width: 100, holding: label, pinWidth: true)
        root.layoutIfNeeded()
        // "aaaa bbbb" = 40 + 5 + 40 = 85 ≤ 100; adding " cccc" makes 130 > 100: two lines, 20 tall.
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    /// An explicit preferredMaxLayoutWidth wraps the intrinsic size there.
    @Test func wrapsAtAnExplicitPreferredMaxLayoutWidth() {
        let label = label("aaaa bbbb cccc")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50
        let root = root(width: 300, holding: label, pinWidth: false)
        root.layoutIfNeeded()
        // "aaaa bbbb" = 85 > 50: one word a line, three lines; widest 40: 40 × 30.
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(label.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(label.preferredMaxLayoutWidth == 50)
    }

    /// Fitting a multi-line label to a required width wraps it there (what
    /// a self-sizing cell asks): at 50, three lines of 40: 50 × 30.
    @Test func systemLayoutSizeFittingWraps() {
        let label = label("aaaa bbbb cccc")
        UIKitTestFont.measure(label)
        label.numberOfLines = 0
        let size = label.systemLayoutSizeFitting(CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 50, height: 30))
    }

    @Test func sizeThatFits() {
        let label = label("aaaa bbbb cccc")
        UIKitTestFont.measure(label)
        label.numberOfLines = 0
        // At 90 wide: "aaaa bbbb" (85) then "cccc" (40): 85 × 20.
        #expect(label.sizeThatFits(CGSize(width: 90, height: 1000)) == CGSize(width: 85, height: 20))
        // At 50: three lines of 40: 40 × 30.
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == CGSize(width: 40, height: 30))
        label.numberOfLines = 2
        // Held to two lines: 40 × 20.
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)).height == 20)
        label.sizeToFit()  // bounds are zero: no width limit, one line of 130 (capped to 2 lines: still 1)
        #expect(label.frame.size == CGSize(width: 130, height: 10))
    }

    /// UIKit's raw values: NSTextAlignment on iOS left 0, center 1, right 2,
    /// justified 3, natural 4 (the iOS header order, as bound in
    /// https://learn.microsoft.com/en-us/dotnet/api/uikit.uitextalignment and
    /// https://pub.dev/documentation/uikit_bindings/latest/uikit_bindings.g/NSTextAlignment.html;
    /// macOS differs: right 1, center 2). NSLineBreakMode: byWordWrapping 0 …
    /// byTruncatingMiddle 5 (NSParagraphStyle.h). A label's default line
    /// break mode is byTruncatingTail (UILabel.h: "default is
    /// NSLineBreakByTruncatingTail"), its alignment natural.
    @Test func alignmentAndLineBreakRawValues() {
        #expect([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                 .byTruncatingMiddle].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        let label = UILabel()
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        #expect((label.trellis.layoutView as? Label)?.textAlignment == .center)
        #expect((label.trellis.layoutView as? Label)?.lineBreakMode == .byWordWrapping)
    }

    /// A preferred font with adjustsFontForContentSizeCategory follows the
    /// tree's Dynamic Type size: body is 17 at Large and 28 at
    /// accessibilityMedium (AX1), 14 at extraSmall (Apple's Dynamic Type
    /// table, docs/uikit.md "Fonts").
    @Test func dynamicTypeResizesTheFont() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel()
        label.text = "Body"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        root.addSubview(label)
        let node = try #require(label.trellis.layoutView as? Label)
        #expect(node.font.size == 17)
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(node.font.size == 28)
        #expect(label.font.pointSize == 28)  // UIKit replaces the label's font
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(node.font.size == 14)
        #expect(label.font.pointSize == 14)
        // Without adjustsFontForContentSizeCategory the font stays as set.
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        root.addSubview(fixed)
        #expect(fixed.font.pointSize == 17)
    }

    /// A UIFontMetrics-scaled font is re-scaled from its base each time, not
    /// from the last scaled size: title1 is 28 at Large and 38 at AX1 (the
    /// Dynamic Type table), so 34 becomes 34 × 38 / 28 and back to 34.
    @Test func scaledFontFollowsFromItsBase() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .boldSystemFont(ofSize: 34))
        label.adjustsFontForContentSizeCategory = true
        root.addSubview(label)
        #expect(label.font.pointSize == 34)
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(abs(label.font.pointSize - 34.0 * 38 / 28) < 1e-9)
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(abs(label.font.pointSize - 34.0 * 38 / 28) < 1e-9)
        root.trellis.traitOverrides = nil
        #expect(label.font.pointSize == 34)
        #expect(label.font == .boldSystemFont(ofSize: 34))
    }

    /// Two labels of 10 and 20 points on one first baseline: the big one's
    /// baseline is 0.8 × 20 = 16 below its top, the small one's 0.8 × 10 = 8,
    /// so the small one's top is 16 − 8 = 8.
    @Test func firstBaselinesAlign() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        UIKitTestFont.measure(root)
        let big = label("Big", size: 20), small = label("small", size: 10)
        for view in [big, small] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // big: 3 × 20 = 60 × 20; small at 60 + 4 = 64, 5 × 10 = 50 × 10.
        #expect(big.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(small.frame == CGRect(x: 64, y: 8, width: 50, height: 10))
    }
}
