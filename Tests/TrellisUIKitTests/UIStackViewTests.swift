import Layout
import Testing
import TrellisUIKit

/// UIStackView's alignments, distributions and spacing, each frame worked
/// out by hand from the arranged views' fixed sizes.
@MainActor @Suite struct UIStackViewTests {
    private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let box = UIView()
        box.widthAnchor.constraint(equalToConstant: width).isActive = true
        box.heightAnchor.constraint(equalToConstant: height).isActive = true
        return box
    }

    /// A 300 × 200 root holding `stack` at its top left, `width` wide when given.
    @discardableResult
    private func place(_ stack: UIStackView, width: CGFloat? = nil) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        UIKitTestFont.measure(root)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        root.layoutIfNeeded()
        return root
    }

    /// UIKit's raw values (UIStackView.h): distribution fill 0 … equalCentering
    /// 4; alignment fill 0, leading 1 (= top), firstBaseline 2, center 3,
    /// trailing 4 (= bottom), lastBaseline 5.
    @Test func rawValues() {
        #expect([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
            .map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
            .map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func centerAlignment() {
        let short = box(20, 10), tall = box(20, 30)
        let stack = UIStackView(arrangedSubviews: [short, tall])
        stack.alignment = .center
        place(stack)
        // Height is the tallest, 30; the short box is centred: (30 − 10) / 2 = 10.
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(short.frame == CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(tall.frame == CGRect(x: 20, y: 0, width: 20, height: 30))
    }

    /// Labels of 20 and 10 points on one first baseline: 0.8 × 20 = 16 and
    /// 0.8 × 10 = 8 below their tops, so the small label's top is 16 − 8 = 8.
    @Test func firstBaselineAlignment() {
        let big = UILabel(), small = UILabel()
        big.text = "Big"; big.font = UIKitTestFont.font(20)
        small.text = "small"; small.font = UIKitTestFont.font(10)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 4
        place(stack)
        // big 60 × 20 at 0; small 50 × 10 at 60 + 4 = 64, 8 down; the stack 114 × 20.
        #expect(big.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(small.frame == CGRect(x: 64, y: 8, width: 50, height: 10))
        #expect(stack.frame.size == CGSize(width: 114, height: 20))
    }

    @Test func fillEqually() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        views[0].heightAnchor.constraint(equalToConstant: 10).isActive = true
        place(stack, width: 200)
        // (200 − 2 × 10) / 3 = 60 each, at 0, 70, 140.
        #expect(views.map(\.frame.minX) == [0, 70, 140])
        #expect(views.map(\.frame.width) == [60, 60, 60])
    }

    @Test func equalSpacing() {
        let views = [box(20, 10), box(30, 10), box(50, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        place(stack, width: 200)
        // 200 − (20 + 30 + 50) = 100 over two gaps: 50; x = 0, 20 + 50 = 70, 70 + 30 + 50 = 150.
        #expect(views.map(\.frame.minX) == [0, 70, 150])
    }

    /// `.equalCentering`: equal distances between the views' centres. In
    /// 200 with views 20, 40, 20: first centre 10, last 190, the middle
    /// one halfway, 100, so its left edge is 100 − 20 = 80.
    @Test func equalCentering() {
        let views = [box(20, 10), box(40, 10), box(20, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        place(stack, width: 200)
        #expect(views.map(\.frame.minX) == [0, 80, 180])
    }

    @Test func customSpacing() {
        let views = [box(10, 10), box(10, 10), box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 5
        stack.setCustomSpacing(20, after: views[0])
        place(stack)
        // 0; 10 + 20 = 30; 30 + 10 + 5 = 45; width 55.
        #expect(views.map(\.frame.minX) == [0, 30, 45])
        #expect(stack.frame.width == 55)
        #expect(stack.customSpacing(after: views[0]) == 20)
    }

    /// `spacingUseDefault` means the stack's spacing, also after it changes.
    @Test func customSpacingUseDefaultFollowsTheStack() {
        let views = [box(10, 10), box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 5
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        let root = place(stack)
        #expect(views[1].frame.minX == 15)  // 10 + 5
        stack.spacing = 12
        root.layoutIfNeeded()
        #expect(views[1].frame.minX == 22)  // 10 + 12
    }

    /// `spacingUseSystem` is the system spacing: 8 points in Trellis, the
    /// value `constraint(equalToSystemSpacingAfter:multiplier:)` uses (Apple
    /// documents no number; see docs/uikit-numbers.md).
    @Test func systemSpacing() {
        let views = [box(10, 10), box(10, 10), box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        place(stack)
        // 0; 10 + 8 = 18; 18 + 10 + 8 = 36.
        #expect(views.map(\.frame.minX) == [0, 18, 36])
        // UIKit's constants: FLT_MAX and FLT_MIN (UIStackView.h).
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func layoutMarginsRelativeArrangement() {
        let inner = box(20, 10)
        let stack = UIStackView(arrangedSubviews: [inner])
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
        stack.isLayoutMarginsRelativeArrangement = true
        place(stack)
        // 6 + 20 + 6 = 32 by 4 + 10 + 4 = 18; the box at (6, 4).
        #expect(stack.frame.size == CGSize(width: 32, height: 18))
        #expect(inner.frame == CGRect(x: 6, y: 4, width: 20, height: 10))
    }

    /// removeArrangedSubview stops arranging a view but keeps it a subview
    /// (UIKit's documentation of `removeArrangedSubview(_:)`).
    @Test func removeArrangedSubviewKeepsTheSubview() {
        let a = box(10, 10), b = box(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 5
        let root = place(stack)
        #expect(stack.frame.width == 35)  // 10 + 5 + 20
        stack.removeArrangedSubview(a)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [b])
        #expect(stack.subviews.contains(a))
        #expect(a.superview === stack)
        #expect(stack.frame.width == 20)
        #expect(b.frame.minX == 0)
    }

    /// A hidden arranged view takes no room and no spacing.
    @Test func hiddenViewsCollapse() {
        let views = [box(10, 10), box(10, 10), box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 5
        let root = place(stack)
        #expect(stack.frame.width == 40)  // 3 × 10 + 2 × 5
        views[1].isHidden = true
        root.layoutIfNeeded()
        // 10 + 5 + 10 = 25; the third at 15.
        #expect(stack.frame.width == 25)
        #expect(views[2].frame.minX == 15)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.width == 40)
    }
    /// "Whenever an arranged view's removeFromSuperview() method is called,
    /// the stack view removes the view from its arrangedSubviews array"
    /// (https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews).
    @Test func removingFromSuperviewUnarranges() {
        let a = box(10, 10), b = box(20, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        let root = place(stack)
        a.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [b])
        #expect(!stack.subviews.contains(a))
        #expect(stack.frame.width == 20)
        root.addSubview(b)  // moved to another superview: no longer arranged either
        #expect(stack.arrangedSubviews.isEmpty)
    }

    /// A vertical stack: heights add up with the spacing; `.fill` alignment
    /// stretches every view to the widest.
    @Test func verticalFill() {
        let views = [box(30, 10), UIView()]
        views[1].heightAnchor.constraint(equalToConstant: 20).isActive = true
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 6
        place(stack)
        // 10 + 6 + 20 = 36 tall; 30 wide; the second view stretched to 30 at y 16.
        #expect(stack.frame.size == CGSize(width: 30, height: 36))
        #expect(views[1].frame == CGRect(x: 0, y: 16, width: 30, height: 20))
    }
}
