import Foundation
import Layout
import Testing
import TrellisUIKit

/// NSLayoutConstraint's UIKit spellings: raw values, the visual format with
/// every kind of metric, priorities, identifiers, removal, system spacing,
/// and a conflict reported where the broken constraint was written.
@MainActor @Suite struct NSLayoutConstraintTests {
    private func root(_ views: UIView...) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return root
    }

    /// A constraint kept after its views are gone reads nil items, as
    /// UIKit's weak `firstItem` and `secondItem` do; while they live, the
    /// views themselves. The views are freed: the constraint does not keep them.
    @Test func itemsAreNilOnceTheViewsAreFreed() {
        weak var freedRoot: UIView?
        let kept: NSLayoutConstraint
        do {
            let label = UILabel(), box = UIView()
            let root = root(label, box)
            kept = label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8)
            kept.isActive = true
            #expect(kept.firstItem === label)
            #expect(kept.secondItem === box)
            root.layoutIfNeeded()
            freedRoot = root
        }
        #expect(freedRoot == nil)
        #expect(kept.firstItem == nil)
        #expect(kept.secondItem == nil)
        #expect(kept.constant == 8)
    }

    /// NSLayoutAttribute: left 1 … centerY 10, lastBaseline 11 (= baseline),
    /// firstBaseline 12, leftMargin 13 … centerYWithinMargins 20,
    /// notAnAttribute 0 (NSLayoutConstraint.h; the values as bound in
    /// https://learn.microsoft.com/en-us/dotnet/api/uikit.nslayoutattribute and
    /// https://pub.dev/documentation/uikit_bindings/latest/uikit_bindings.g/NSLayoutAttribute.html).
    @Test func attributeRawValues() {
        let attributes: [NSLayoutConstraint.Attribute] = [
            .notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        #expect(attributes.map(\.rawValue) == Array(0...20))
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
    }

    /// NSLayoutRelation: lessThanOrEqual −1, equal 0, greaterThanOrEqual 1;
    /// UILayoutConstraintAxis: horizontal 0, vertical 1 (NSLayoutConstraint.h).
    @Test func relationAndAxisRawValues() {
        #expect([NSLayoutConstraint.Relation.lessThanOrEqual, .equal, .greaterThanOrEqual].map(\.rawValue) == [-1, 0, 1])
        #expect([NSLayoutConstraint.Axis.horizontal, .vertical].map(\.rawValue) == [0, 1])
    }

    /// NSLayoutFormatOptions: alignAllLeft 1 << 1 = 2, right 4, top 8,
    /// bottom 16, leading 32, trailing 64, centerX 1 << 9 = 512, centerY
    /// 1024, lastBaseline 2048, firstBaseline 4096; alignmentMask 0xFFFF;
    /// directionLeftToRight 1 << 16, directionRightToLeft 2 << 16,
    /// spacingBaselineToBaseline 1 << 19 (NSLayoutConstraint.h, as bound in
    /// https://learn.microsoft.com/en-us/dotnet/api/uikit.nslayoutformatoptions).
    @Test func formatOptionRawValues() {
        typealias O = NSLayoutConstraint.FormatOptions
        #expect([O.alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
                 .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline].map(\.rawValue)
            == [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
        #expect(O.alignAllBaseline == .alignAllLastBaseline)
        #expect(O.alignmentMask.rawValue == 0xFFFF)
        #expect(O.directionLeadingToTrailing.rawValue == 0)
        #expect(O.directionLeftToRight.rawValue == 65_536)
        #expect(O.directionRightToLeft.rawValue == 131_072)
        #expect(O.directionMask.rawValue == 196_608)
        #expect(O.spacingBaselineToBaseline.rawValue == 524_288)
    }

    /// Metrics of every numeric type UIKit code passes (`NSNumber` in
    /// Objective-C, Swift numbers bridged) give the same constants.
    @Test func visualFormatMetricsOfEveryType() {
        let a = UIView(), b = UIView()
        let root = root(a, b)
        let metrics: [String: Any] = ["i": 10, "d": 20.5, "c": CGFloat(30), "n": NSNumber(value: 40)]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(i)-[a(c)]-(d)-[b(n)]", options: [],
                                                  metrics: metrics, views: ["a": a, "b": b])
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(5)]", metrics: nil,
                                                                   views: ["a": a]))
        b.heightAnchor.constraint(equalToConstant: 5).isActive = true
        b.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(root.trellis.layoutView.layoutIssues.isEmpty)
        // a at 10, 30 wide; b at 10 + 30 + 20.5 = 60.5, 40 wide.
        #expect(a.frame == CGRect(x: 10, y: 0, width: 30, height: 5))
        #expect(b.frame == CGRect(x: 60.5, y: 0, width: 40, height: 5))
        #expect(Set(made.map(\.constant)) == [10, 20.5, 30, 40])
    }

    /// `.alignAllCenterY` ties each view's centre Y to the first view's.
    @Test func alignAllCenterY() {
        let a = UIView(), b = UIView()
        let root = root(a, b)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(20)]-8-[b(20)]", options: .alignAllCenterY,
                                                  metrics: nil, views: ["a": a, "b": b])
        // Two horizontal pieces (|[a], [a]-[b]) and two widths, plus one centre-Y alignment.
        #expect(made.filter { $0.firstAttribute == .centerY }.count == 1)
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // a's centre: 10 + 40 / 2 = 30; b (10 tall) centred there: 25.
        #expect(b.frame == CGRect(x: 28, y: 25, width: 20, height: 10))
    }

    /// UILayoutPriority: required 1000, defaultHigh 750, defaultLow 250,
    /// fittingSizeLevel 50 (UIKit's documented constants); a constraint
    /// keeps the priority it is given.
    @Test func priorityRoundTrip() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(width.priority == .required)
        width.priority = .defaultHigh - 1
        #expect(width.priority.rawValue == 749)
        width.priority = UILayoutPriority(rawValue: 999)
        #expect(width.priority == UILayoutPriority(999))
    }

    @Test func identifierFirstAnchorAndDescription() {
        let a = UIView()
        let root = root(a)
        let line = #line + 1
        let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        leading.identifier = "cardLeading"
        #expect(leading.identifier == "cardLeading")
        #expect(leading.firstAnchor.description == a.leadingAnchor.description)
        #expect(leading.secondAnchor?.description == root.leadingAnchor.description)
        #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading)
        #expect(leading.description.hasPrefix("<NSLayoutConstraint"))
        #expect(leading.description.contains("'cardLeading'"))
        #expect(leading.description.contains("NSLayoutConstraintTests.swift:\(line)"))
    }

    @Test func removeConstraints() {
        let a = UIView()
        let root = root(a)
        let constraints = [a.widthAnchor.constraint(equalToConstant: 10), a.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        root.addConstraints(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        root.removeConstraints(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(!root.constraints.contains { $0 === constraints[1] })
        #expect(!a.constraints.contains { $0 === constraints[0] })
    }

    /// System spacing after an anchor is 8 × the multiplier (8: Trellis's
    /// system spacing, docs/uikit-numbers.md).
    @Test func systemSpacingTimesTheMultiplier() {
        let a = UIView(), b = UIView()
        let root = root(a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // 10 + 2 × 8 = 26 across; 10 + 8 = 18 down.
        #expect(b.frame.origin == CGPoint(x: 26, y: 18))
    }

    /// Two required widths that disagree: one is broken, and the report
    /// names the file and line where the broken one was written.
    @Test func conflictNamesTheBrokenConstraintsPlace() throws {
        let a = UIView()
        let root = root(a)
        let first = #line + 1
        let wide = a.widthAnchor.constraint(equalToConstant: 100)
        let second = #line + 1
        let narrow = a.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([wide, narrow, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     a.topAnchor.constraint(equalTo: root.topAnchor),
                                     a.heightAnchor.constraint(equalToConstant: 10)])
        let layout = try root.trellis.solvedLayout(width: 200, height: 100)
        let report = try #require(layout.conflicts.first)
        let brokenLine = Int(report.brokenLine)
        #expect([first, second].contains(brokenLine))
        #expect(report.brokenFile.hasSuffix("NSLayoutConstraintTests.swift"))
        #expect(layout.issues.contains { "\($0)".contains("NSLayoutConstraintTests.swift:\(brokenLine)") })
        // The width kept is the other one's.
        let kept: CGFloat = brokenLine == first ? 50 : 100
        #expect(layout[a.trellis.layoutView]?.frame.width == Double(kept))
    }
}
