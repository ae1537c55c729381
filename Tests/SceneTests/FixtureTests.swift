import Layout
import Scene
import Testing

/// The scene files in Fixtures/: each loads, and lays out without conflicts
/// at 200, 320 and 600 points, in every state.
@Suite struct FixtureTests {
    static let names = ["breakable-constraints", "stack-hide", "min-spacing", "baseline-alignment", "centered-label", "article",
                        "attributed-text", "controls"]

    @Test(arguments: names, [200.0, 320, 600]) func laysOutWithoutConflicts(name: String, width: Double) throws {
        let scene = try loadFixture(name)
        for state in [nil] + scene.states.map(\.name) {
            let root = scene.makeRoot(width: width, state: state, measurer: systemText)
            #expect(root.layoutIssues.isEmpty, "\(name) \(state ?? "-") at \(width): \(root.layoutIssues)")
            // Nothing visible is ambiguous, except the root's free height.
            let ambiguous = root.ambiguityReport().attributes.filter {
                !($0.view === root && $0.attribute == .height)
                    && !sequence(first: $0.view, next: \.superview).contains(where: \.isHidden)
            }
            #expect(ambiguous.isEmpty, "\(name) \(state ?? "-") at \(width): \(ambiguous)")
        }
    }

    /// In the test font ("Some text" is 85 × 10, a button 10 + 2 × 6 = 22
    /// tall): myView is 8 + 10 + 16 + 22 + 8 = 64 tall, 8 from the root's top
    /// and sides; the button is 100 wide and centred; "Adjust" sits 80 below
    /// myView, at 8 + 64 + 80 = 152. The same numbers as the Swift port
    /// (Tests/ExamplesTests/BreakableConstraintsExampleTests.swift).
    @Test(arguments: [200.0, 320, 600]) func breakableConstraintsExpanded(width: Double) throws {
        let scene = try loadFixture("breakable-constraints")
        let root = scene.makeRoot(width: width)
        #expect(root["myView"].frame == Rect(x: 8, y: 8, width: width - 16, height: 64))
        #expect(root["label"].frame == Rect(x: 8, y: 8, width: width - 32, height: 10))
        #expect(root["button"].frame == Rect(x: (width - 16 - 100) / 2, y: 34, width: 100, height: 22))
        #expect(root["adjustButton"].frame == Rect(x: (width - 100) / 2, y: 152, width: 100, height: 22))
        #expect(root.layoutIssues.isEmpty)
    }

    /// Collapsed: the breakable constraint holds, 8 + 10 + 8 = 26; the
    /// Adjust button moves up by the button and its spacing, 22 + 16.
    @Test(arguments: [200.0, 320, 600]) func breakableConstraintsCollapsed(width: Double) throws {
        let scene = try loadFixture("breakable-constraints")
        let root = scene.makeRoot(width: width, state: "collapsed")
        #expect(root["myView"].frame == Rect(x: 8, y: 8, width: width - 16, height: 26))
        #expect(root["button"].isHidden)
        #expect(root["adjustButton"].frame.minY == 152 - 38)
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func breakableConstraintsSettings() throws {
        let scene = try loadFixture("breakable-constraints")
        #expect(scene.title == "Breakable constraints")
        #expect(scene.width == 375)
        #expect(scene.height == nil)
        #expect(scene.background == Color(red: 0xEF / 255.0, green: 0xEF / 255.0, blue: 0xF4 / 255.0))
        #expect(scene.sweep == WidthRange(from: 200, to: 600, step: 4))
        #expect(scene.fonts["default"] == Font(family: "TrellisTest", size: 10))
        #expect(scene.states.map(\.name) == ["collapsed"])
        let root = scene.makeRoot(width: scene.width)
        let label = root["label"] as! Label
        #expect(label.textAlignment == .center && label.numberOfLines == 0 && label.textColor == .black)
        #expect(root["myView"].backgroundColor == .red)
        #expect((root["button"] as! Button).titleLabel?.textColor == .blue)
    }

    /// Stack view: hiding the button removes it and its spacing, with no
    /// constraint toggled.
    @Test(arguments: [200.0, 320, 600]) func stackHideShrinks(width: Double) throws {
        let scene = try loadFixture("stack-hide")
        let expanded = scene.makeRoot(width: width, measurer: systemText)
        let collapsed = scene.makeRoot(width: width, state: "collapsed", measurer: systemText)
        let button = expanded["button"]
        #expect(expanded["card"].frame.height - collapsed["card"].frame.height == button.frame.height + 16)
        #expect(collapsed["label"].frame == expanded["label"].frame)
    }

    /// Min spacing: the value keeps its width; the gap is never under 8 (40
    /// in the wide-spacing state).
    @Test(arguments: [200.0, 320, 600]) func minSpacingHolds(width: Double) throws {
        let scene = try loadFixture("min-spacing")
        for (state, spacing) in [(nil, 8.0), ("wide-spacing", 40.0)] {
            let root = scene.makeRoot(width: width, state: state, measurer: systemText)
            let name = root["nameLabel"].frame, value = root["valueLabel"].frame
            #expect(value.minX - name.maxX >= spacing - 0.001)
            #expect(value.width == value.width.rounded(.up))  // the intrinsic width, whole points
            #expect(root["row"].frame.maxX == width - 8)
        }
    }

    /// Baseline alignment: the caption's first baseline is the title's.
    @Test(arguments: [200.0, 320, 600]) func baselinesAlign(width: Double) throws {
        let scene = try loadFixture("baseline-alignment")
        let root = scene.makeRoot(width: width, measurer: systemText)
        let title = root["titleLabel"], caption = root["captionLabel"]
        let titleBaseline = title.frame.minY + title.firstBaselineOffsetFromTop!
        let captionBaseline = caption.frame.minY + caption.firstBaselineOffsetFromTop!
        #expect(abs(titleBaseline - captionBaseline) < 0.001)
        #expect(caption.frame.minY > title.frame.minY)
        let topAligned = scene.makeRoot(width: width, state: "top-aligned", measurer: systemText)
        #expect(topAligned["captionLabel"].frame.minY == topAligned["titleLabel"].frame.minY)
    }

    /// Centred label: centred in its box, at least 16 (the margins) from its sides.
    @Test(arguments: [200.0, 320, 600]) func labelIsCentred(width: Double) throws {
        let scene = try loadFixture("centered-label")
        let root = scene.makeRoot(width: width, measurer: systemText)
        let box = root["box"].frame, label = root["label"].frame
        #expect(abs(label.midX - box.width / 2) < 0.001)
        #expect(label.minX >= 16 - 0.001)
        #expect(box == Rect(x: 20, y: 20, width: width - 40, height: label.height + 32))
    }
}
