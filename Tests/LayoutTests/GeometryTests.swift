import Testing
import Layout

/// Alignment rectangles, baselines, margins and right-to-left layout.
@Suite struct GeometryTests {
    /// A view with a 4-point "shadow" below and right of its alignment rect:
    /// constraints place the alignment rect; the frame is 4 larger.
    @Test func constraintsPlaceTheAlignmentRectNotTheFrame() {
        let screen = root(width: 300, height: 300)
        let badge = View(name: "badge")
        badge.setAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 4, right: 4))
        screen.addSubview(badge)
        LayoutConstraint.activate([
            badge.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        screen.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 10, y: 20, width: 54, height: 34))
        #expect(badge.alignmentRect(forFrame: badge.frame) == Rect(x: 10, y: 20, width: 50, height: 30))
    }

    /// Two labels of different sizes on one baseline. At 10 pt the baseline
    /// is 8 below the top; at 20 pt, 16. Tops 40 and 40 - (16 - 8) = 32.
    @Test func firstBaselineAlignment() {
        let screen = root(width: 400, height: 200)
        let small = TestText.label("AB", size: 10, name: "small")
        let big = TestText.label("CD", size: 20, name: "big")
        for label in [small, big] { screen.addSubview(label) }
        LayoutConstraint.activate([
            small.leftAnchor.constraint(equalTo: screen.leftAnchor),
            small.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
            big.leftAnchor.constraint(equalTo: small.rightAnchor, constant: 8),
            big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(small.frame.minY == 40)
        #expect(big.frame.minY == 32)
    }

    /// Last baselines of a two-line and a one-line label: "AB CD" wraps at
    /// 30 into two lines (20 tall, last baseline 18, 2 above the bottom).
    @Test func lastBaselineAlignment() {
        let screen = root(width: 400, height: 200)
        let twoLines = TestText.label("AB CD", lines: 0, name: "twoLines")
        twoLines.preferredMaxLayoutWidth = 30
        let one = TestText.label("EF", name: "one")
        for label in [twoLines, one] { screen.addSubview(label) }
        LayoutConstraint.activate([
            twoLines.leftAnchor.constraint(equalTo: screen.leftAnchor),
            twoLines.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
            one.leftAnchor.constraint(equalTo: twoLines.rightAnchor, constant: 8),
            one.lastBaselineAnchor.constraint(equalTo: twoLines.lastBaselineAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(twoLines.frame.height == 20)
        // Last baseline at 10 + 18 = 28; the one-line label's baseline is 8 below its top.
        #expect(one.frame.minY == 20)
    }

    @Test func marginsAndTheMarginsGuide() {
        let screen = root(width: 300, height: 300)
        let panel = View(name: "panel")
        panel.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let content = View(name: "content")
        screen.addSubview(panel)
        panel.addSubview(content)
        LayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 5),
            panel.topAnchor.constraint(equalTo: screen.topAnchor, constant: 5),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor),
        ])
        screen.layoutIfNeeded()
        // Inside the panel: x 20, y 10, width 200 - 20 - 40, height 100 - 10 - 30.
        #expect(content.frame == Rect(x: 20, y: 10, width: 140, height: 60))
        #expect(panel.layoutMarginsGuide.layoutFrame == Rect(x: 20, y: 10, width: 140, height: 60))
        #expect(View().layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func marginAttributes() {
        let screen = root(width: 300, height: 300)
        let child = View(name: "child")
        screen.addSubview(child)
        screen.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 24)
        LayoutConstraint.activate([
            LayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: screen,
                             attribute: .leadingMargin),
            LayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: screen,
                             attribute: .trailingMargin),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: screen, attribute: .topMargin),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(child.frame == Rect(x: 16, y: 8, width: 260, height: 10))
    }

    /// In a right-to-left tree, leading is the right edge.
    @Test func leadingAndTrailingFlipRightToLeft() {
        func layout(_ direction: UserInterfaceLayoutDirection) -> Rect {
            let screen = root(width: 300, height: 100)
            screen.userInterfaceLayoutDirection = direction
            let child = View(name: "child")
            screen.addSubview(child)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.topAnchor.constraint(equalTo: screen.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            screen.layoutIfNeeded()
            return child.frame
        }
        #expect(layout(.leftToRight) == Rect(x: 10, y: 0, width: 50, height: 10))
        // Leading 10 from the right edge: 300 - 10 - 50 = 240.
        #expect(layout(.rightToLeft) == Rect(x: 240, y: 0, width: 50, height: 10))
    }

    @Test func invalidPairingsAreReportedNotCrashes() {
        let a = View(name: "a")
        let screen = root(width: 100, height: 100)
        screen.addSubview(a)
        let line = #line + 1
        let mixed = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: screen, attribute: .left)
        let axes = LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: screen, attribute: .left)
        let size = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: screen, attribute: .left)
        #expect(mixed.invalidReason == "leading and trailing cannot be tied to left and right (leading and left)")
        #expect(axes.invalidReason == "a horizontal position cannot be tied to a vertical one (top and left)")
        #expect(size.invalidReason == "a size (width) cannot be tied to a position (left)")
        mixed.isActive = true
        screen.layoutIfNeeded()
        #expect(screen.layoutIssues.map(\.description) == [
            "Invalid constraint <LayoutConstraint a.leading == root.left (LayoutTests/GeometryTests.swift:\(line))>: leading and trailing cannot be tied to left and right (leading and left).",
        ])
    }
}
