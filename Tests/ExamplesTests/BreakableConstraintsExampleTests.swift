import Examples
import Layout
import Testing

/// breakable-constraints in the test font: "Some text" is 8 letters and a
/// space, 85 × 10; "Press" (and "Adjust") buttons are 10 + 2 × 6 = 22 tall.
@Suite struct BreakableConstraintsExampleTests {
    /// myView: 8 above the label, the label (10), 16, the button (22), 8 = 64
    /// tall, 8 from the root's top and sides. The Adjust button sits 80
    /// below it: 8 + 64 + 80 = 152.
    @Test(arguments: [200.0, 320, 600]) func expanded(width: Double) {
        let root = TestText.root("breakable-constraints", width: width)
        let myView = root.view(named: "myView")!, label = root.label("label"), button = root.view(named: "button")!
        #expect(myView.frame == Rect(x: 8, y: 8, width: width - 16, height: 64))
        #expect(label.frame == Rect(x: 8, y: 8, width: width - 32, height: 10))
        // 100 wide, centred in myView.
        #expect(button.frame == Rect(x: (width - 16 - 100) / 2, y: 34, width: 100, height: 22))
        #expect(root.view(named: "adjustButton")!.frame.minY == 152)
        #expect(root.layoutIssues.isEmpty)
    }

    /// Collapsed, the breakable constraint holds: 8 + 10 + 8 = 26, shorter
    /// by exactly the button's height plus the 16 between it and the label.
    @Test(arguments: [200.0, 320, 600]) func collapsedIsShorterByTheButtonAndItsSpacing(width: Double) {
        let expanded = TestText.root("breakable-constraints", width: width)
        let collapsed = TestText.root("breakable-constraints", width: width, state: "collapsed")
        let button = expanded.view(named: "button")!
        #expect(collapsed.view(named: "myView")!.frame.height == 26)
        #expect(expanded.view(named: "myView")!.frame.height - collapsed.view(named: "myView")!.frame.height
                == button.frame.height + 16)
        #expect(collapsed.view(named: "button")!.isHidden)
        #expect(collapsed.view(named: "adjustButton")!.frame.minY == 152 - 38)
        #expect(collapsed.layoutIssues.isEmpty)
    }

    /// The article's fonts are kept when no test text is given.
    @Test func portKeepsTheArticlesFonts() {
        let root = Examples.named("breakable-constraints")!.makeRoot(width: 320, text: .system)
        #expect(root.label("label").font == Font.systemFont(ofSize: 16))
        #expect((root.view(named: "button") as! Button).titleLabel?.font == Font.systemFont(ofSize: 16))
        #expect(root.label("label").numberOfLines == 0)
    }
}
