import Examples
import Layout
import Testing

/// stack-hide, min-spacing: the rest of breakable-constraints.md, in the
/// test font.
@Suite struct StackHideExampleTests {
    /// The stack is flush with myView and arranges in its margins (8 all
    /// round; the article's −8 bottom is a mistake): 8, the label (10), 16,
    /// the button (22, as wide as the stack's margins), 8 = 64, as the
    /// breakable-constraints version. The Adjust button is 80 below:
    /// 8 + 64 + 80 = 152.
    @Test(arguments: [200.0, 320, 600]) func expanded(width: Double) {
        let root = TestText.root("stack-hide", width: width)
        #expect(root.view(named: "myView")!.frame == Rect(x: 8, y: 8, width: width - 16, height: 64))
        #expect(root.view(named: "stackView")!.frame == Rect(x: 0, y: 0, width: width - 16, height: 64))
        #expect(root.view(named: "stackView")!.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(root.label("label").frame == Rect(x: 8, y: 8, width: width - 32, height: 10))
        #expect(root.view(named: "button")!.frame == Rect(x: 8, y: 34, width: width - 32, height: 22))
        #expect(root.view(named: "adjustButton")!.frame.minY == 152)
        #expect(root.layoutIssues.isEmpty)
    }

    /// Hidden, the button and the 16 before it drop out: 8 + 10 + 8 = 26,
    /// no breakable constraint needed; the Adjust button moves up 38 to 114.
    @Test(arguments: [200.0, 320, 600]) func collapsed(width: Double) {
        let root = TestText.root("stack-hide", width: width, state: "collapsed")
        #expect(root.view(named: "button")!.isHidden)
        #expect(root.view(named: "myView")!.frame.height == 26)
        #expect(root.view(named: "adjustButton")!.frame.minY == 114)
        #expect(root.layoutIssues.isEmpty)
    }

    /// Same heights as the breakable-constraints version, in both states.
    @Test func matchesTheBreakableVersion() {
        for state in [nil, "collapsed"] {
            let stack = TestText.root("stack-hide", width: 320, state: state)
            let breakable = TestText.root("breakable-constraints", width: 320, state: state)
            #expect(stack.view(named: "myView")!.frame == breakable.view(named: "myView")!.frame)
        }
    }

    /// Showing the button again brings back the 64.
    @Test func togglesBack() {
        let root = TestText.root("stack-hide", width: 320, state: "collapsed")
        Examples.named("stack-hide")!.state(named: "collapsed")!.apply(root)
        root.layoutIfNeeded()
        #expect(root.view(named: "myView")!.frame.height == 64)
        #expect(root.layoutIssues.isEmpty)
    }
}

/// min-spacing: the header is W − 40 wide; "Header: wraps when narrow" is
/// 70 + 5 + 50 + 5 + 40 + 5 + 60 = 235 on one line. Below 235 it wraps:
/// "Header: wraps" 125 / "when narrow" 105, 20 tall. The label ("At least
/// 20, preferably 20", 20 + 5 + 50 + 5 + 30 + 5 + 100 + 5 + 20 = 240) must
/// be 20 or more from the top and 8 below the header; it wants exactly 20.
@Suite struct MinSpacingExampleTests {
    /// 200: the header is 160 wide, 2 lines: the label is pushed to
    /// 20 + 8 = 28, past 20; it is 160 wide, "At least 20," (110) /
    /// "preferably 20" (125), 20 tall; the panel ends 20 below it: 68.
    /// 320 and 600: the header is one line (10); 10 + 8 = 18 < 20, so the
    /// label is at 20, 240 × 10; the panel is 20 + 10 + 20 = 50.
    @Test(arguments: [(200.0, 20.0, Rect(x: 20, y: 28, width: 160, height: 20), 68.0),
                      (320, 10, Rect(x: 20, y: 20, width: 240, height: 10), 50),
                      (600, 10, Rect(x: 20, y: 20, width: 240, height: 10), 50)])
    func atLeast20PreferablyTwenty(width: Double, headerHeight: Double, label: Rect, panelHeight: Double) {
        let root = TestText.root("min-spacing", width: width)
        #expect(root.label("header").frame == Rect(x: 20, y: 0, width: width - 40, height: headerHeight))
        #expect(root.label("label").frame == label)
        #expect(root.view(named: "panel")!.frame.height == panelHeight)
        #expect(root.layoutIssues.isEmpty, "breaking the low-priority constraint is not an issue")
    }

    /// The switch: at 275 the header has 235 points and is one line (label
    /// at 20); at 274, 234, it wraps and pushes the label to 28.
    @Test func pushedPastTwentyJustBelow275() {
        #expect(TestText.root("min-spacing", width: 275).label("label").frame.minY == 20)
        #expect(TestText.root("min-spacing", width: 274).label("label").frame.minY == 28)
    }

    /// The two constraints: >= 20 required, == 20 at 250 (breakable).
    @Test func theTwoConstraints() {
        let root = TestText.root("min-spacing", width: 320)
        let constraints = root.view(named: "panel")!.constraints
        let atLeast = constraints.first { $0.identifier == "atLeast20" }!
        let preferably = constraints.first { $0.identifier == "preferably20" }!
        #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 20 && atLeast.priority == .required)
        #expect(preferably.relation == .equal && preferably.constant == 20 && preferably.priority == .defaultLow)
    }
}
