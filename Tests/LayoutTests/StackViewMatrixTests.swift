import Testing
import Layout

/// Every distribution × alignment of a horizontal stack, frames by hand.
///
/// Three labels in the test font: "AB" at 10 pt (20 × 10, baseline 8),
/// "CD" at 20 pt (40 × 20, baseline 16), "E" at 30 pt (30 × 30, baseline
/// 24); spacing 10; the stack 200 wide, its height left to the stack (30:
/// the tallest view). Along the axis 90 of content and 20 of spacing leave
/// 90 to distribute:
/// - fill: the first view takes it (ties go to the first): widths 110, 40,
///   30 at x 0, 120, 170;
/// - fillEqually: (200 − 20) / 3 = 60 each at 0, 70, 140;
/// - fillProportionally: 180 as 20 : 40 : 30, i.e. 40, 80, 60 at 0, 50, 140;
/// - equalSpacing: natural widths, gaps of 90 / 2 = 45 + 10 = 55: x 0, 75, 170;
/// - equalCentering: centres 10 and 185 at the ends, 97.5 between: x 0, 77.5, 170.
/// Across, in a 30-tall stack:
/// - fill: all 30 tall at y 0; leading: y 0; center: y 10, 5, 0;
///   trailing: y 20, 10, 0;
/// - first and last baseline (one line each): baselines level, the tallest
///   at the top: "E" at 0 (baseline 24), "CD" at 8, "AB" at 16.
@Suite struct StackViewMatrixTests {
    static let along: [StackView.Distribution: (x: [Double], width: [Double])] = [
        .fill: ([0, 120, 170], [110, 40, 30]),
        .fillEqually: ([0, 70, 140], [60, 60, 60]),
        .fillProportionally: ([0, 50, 140], [40, 80, 60]),
        .equalSpacing: ([0, 75, 170], [20, 40, 30]),
        .equalCentering: ([0, 77.5, 170], [20, 40, 30]),
    ]

    static let across: [StackView.Alignment: (y: [Double], height: [Double])] = [
        .fill: ([0, 0, 0], [30, 30, 30]),
        .leading: ([0, 0, 0], [10, 20, 30]),
        .center: ([10, 5, 0], [10, 20, 30]),
        .trailing: ([20, 10, 0], [10, 20, 30]),
        .firstBaseline: ([16, 8, 0], [10, 20, 30]),
        .lastBaseline: ([16, 8, 0], [10, 20, 30]),
    ]

    static let cases: [(StackView.Distribution, StackView.Alignment)] =
        StackView.Distribution.allCases.flatMap { d in StackView.Alignment.allCases.map { (d, $0) } }

    @Test(arguments: cases)
    func frames(distribution: StackView.Distribution, alignment: StackView.Alignment) {
        let screen = root(width: 400, height: 400)
        let labels = [TestText.label("AB", size: 10), TestText.label("CD", size: 20), TestText.label("E", size: 30)]
        let stack = StackView(arrangedSubviews: labels, name: "stack")
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        screen.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
            stack.topAnchor.constraint(equalTo: screen.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        screen.layoutIfNeeded()
        let (x, width) = Self.along[distribution]!
        let (y, height) = Self.across[alignment]!
        let expected = (0..<3).map { Rect(x: x[$0], y: y[$0], width: width[$0], height: height[$0]) }
        #expect(labels.map(\.frame) == expected)
        #expect(stack.frame.height == 30)
        #expect(screen.layoutIssues.isEmpty)
    }
}
