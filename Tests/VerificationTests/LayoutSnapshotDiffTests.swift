import Layout
import Testing
@testable import Verification

/// The text diff speaks in layout terms. The snapshots here are written by
/// hand, in the format LayoutSnapshot writes.
@Suite struct LayoutSnapshotDiffTests {
    let reference = """
        width 212
        •<View: root> (0, 0, 212, 0)
        |   *<Label: label> (20, 0, 172, 57)
        |   *<Button: button> (20, 65, 60, 30)
        label: 3 lines
          1 160 "Some text that "
          2 150 "keeps on x "
          3 80 "wrapping"

        """

    @Test func aLineThatBreaksElsewhere() {
        let actual = """
            width 212
            •<View: root> (0, 0, 212, 0)
            |   *<Label: label> (20, 0, 172, 76)
            |   *<Button: button> (20, 84, 60, 30)
            label: 4 lines
              1 160 "Some text that "
              2 120 "keeps on "
              3 20 "x "
              4 80 "wrapping"

            """
        let changes = LayoutSnapshotDiff.changes(reference: reference, actual: actual)
        #expect(changes == [
            "width 212:",
            "  label line 2 now breaks before 'x' (reference: breaks before 'wrapping')",
            "  label: 3 → 4 lines",
            "  label.height 57 → 76",
            "  button.y 65 → 84",
        ])
        let described = LayoutSnapshotDiff.describe(reference: reference, actual: actual) ?? ""
        #expect(described.contains("− |   *<Label: label> (20, 0, 172, 57)"))
        #expect(described.contains("+ |   *<Label: label> (20, 0, 172, 76)"))
    }

    @Test func aLabelThatNowEndsSooner() {
        let actual = reference.replacingOccurrences(of: "label: 3 lines", with: "label: 2 lines")
            .replacingOccurrences(of: "  2 150 \"keeps on x \"\n  3 80 \"wrapping\"", with: "  2 230 \"keeps on x wrapping\"")
        let changes = LayoutSnapshotDiff.changes(reference: reference, actual: actual)
        #expect(changes.contains("  label line 2 now ends the text (reference: breaks before 'wrapping')"))
        #expect(changes.contains("  label: 3 → 2 lines"))
    }

    /// Labels of one name (every row of a list is a "ListLabel") are paired
    /// by their place, the n-th with the n-th: newuser32's settings table,
    /// with one row's text changed, was told as every label's text
    /// becoming another's ("ListLabel text 'Weekly…' → 'Push notifications'",
    /// one line per label), each compared with the first of the name.
    @Test func sameNamedLabelsArePairedByPlace() {
        func rows(_ second: String) -> String {
            """
            width 320
            •<View: root> (0, 0, 320, 88)
            |   *<Label: ListLabel> (16, 12, 40, 20)
            |   *<Label: ListLabel> (16, 56, \(second.count * 10), 20)
            |   *<Label: ListLabel> (16, 100, 80, 20)
            ListLabel: 1 line
              1 40 "Name"
            ListLabel: 1 line
              1 \(second.count * 10) "\(second)"
            ListLabel: 1 line
              1 80 "Password"

            """
        }
        let changes = LayoutSnapshotDiff.changes(reference: rows("Email"), actual: rows("E-mail address"))
        #expect(changes == [
            "width 320:",
            "  ListLabel#2 text \"Email\" → \"E-mail address\"",
            "  ListLabel#2.width 50 → 140",
        ])
    }

    /// newuser33: a hidden label of the name before the changed one made
    /// the text lines say `ListLabel#2` and the frame lines `ListLabel#3`
    /// for one label. Three labels named alike, the second hidden: the
    /// third is the third view of its name, and both kinds of line say so.
    @Test func labelsAndFramesShareOneNumbering() {
        func snapshot(_ third: String, width: Double) -> String {
            let root = View(name: "root")
            for (index, (text, hidden)) in [("Name", false), ("Hidden", true), (third, false)].enumerated() {
                let label = Label(text: text, name: "ListLabel")
                label.isHidden = hidden
                root.addSubview(label)
                // Placed and sized by required constraints: the widths are these.
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(index) * 30).isActive = true
                label.widthAnchor.constraint(equalToConstant: index == 2 ? width : 80).isActive = true
            }
            return LayoutSnapshot.text(of: root, width: 320, height: 100)
        }
        let reference = snapshot("Email", width: 80), actual = snapshot("E-mail address", width: 200)
        #expect(reference.contains("\nListLabel: 1 line\n") && reference.contains("\nListLabel#3: 1 line\n"), "\(reference)")
        #expect(LayoutSnapshotDiff.changes(reference: reference, actual: actual) == [
            "width 320:",
            "  ListLabel#3 text \"Email\" → \"E-mail address\"",
            "  ListLabel#3.width 80 → 200",
        ])
    }

    /// A label that shrinks its text to fit (autoshrink) names its scale,
    /// and a change of scale is told in those terms.
    @Test func aShrunkLabelsScale() {
        let shrunk = reference.replacingOccurrences(of: "label: 3 lines", with: "label: 3 lines, drawn at scale 0.8")
        #expect(LayoutSnapshotDiff.changes(reference: reference, actual: shrunk).contains("  label drawn at scale 1 → 0.8"))
        let smaller = reference.replacingOccurrences(of: "label: 3 lines", with: "label: 3 lines, drawn at scale 0.75, truncated")
        let changes = LayoutSnapshotDiff.changes(reference: shrunk, actual: smaller)
        #expect(changes.contains("  label drawn at scale 0.8 → 0.75"))
        #expect(changes.contains("  label is now truncated"))
    }

    @Test func issuesAmbiguityAndViews() {
        let actual = reference
            .replacingOccurrences(of: "(20, 65, 60, 30)", with: "(20, 65, 60, 30) - AMBIGUOUS LAYOUT for button.minX")
            .replacingOccurrences(of: "|   *<Label: label> (20, 0, 172, 57)\n", with: "|   *<Label: label> (20, 0, 172, 57)\n|   *<View: badge> (0, 0, 8, 8)\n")
            + "issue: Unable to simultaneously satisfy constraints\n"
        let changes = LayoutSnapshotDiff.changes(reference: reference, actual: actual)
        #expect(changes == [
            "width 212:",
            "  new view <View: badge>",
            "  button is now ambiguous: button.minX",
            "  new issue: Unable to simultaneously satisfy constraints",
        ])
    }

    @Test func blocksThatComeAndGo() {
        let actual = reference.replacingOccurrences(of: "width 212", with: "width 213")
        let changes = LayoutSnapshotDiff.changes(reference: reference, actual: actual)
        #expect(changes == ["width 212: no longer snapshotted", "width 213: new"])
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(LayoutSnapshotDiff.describe(reference: reference, actual: reference) == nil)
    }

    @Test func sweepNamesTheFirstDifferingWidth() throws {
        let old = "width 200: 200 × 80; label 3 lines; #00000001\nwidth 204: 204 × 80; label 3 lines; #00000002\nwidth 208: 208 × 60; label 2 lines; #00000003\n"
        let new = "width 200: 200 × 80; label 3 lines; #00000001\nwidth 204: 204 × 80; label 3 lines; #0000000f\nwidth 208: 208 × 80; label 3 lines; #00000004\n"
        let found = try #require(SweepSnapshot.firstDifference(reference: old, actual: new))
        #expect(found.width == "204")
        #expect(found.message.hasPrefix("the sweep first differs at width 204 (2 of 3 widths differ)"))
        #expect(found.message.contains("same size and line counts"))
    }

    @Test func pictureNamesRoundTrip() throws {
        let picture = SnapshotPlan.Picture(state: "wide-spacing", width: 128.391)
        #expect(picture.fileName == "wide-spacing-128.391.png")
        let back = try #require(SnapshotPlan.Picture(fileName: picture.fileName))
        #expect(back == picture)
        #expect(SnapshotPlan.Picture(fileName: "layout.txt") == nil)
    }
}

/// Critical widths read back from a reference `layout.txt` (issue 16).
@Suite struct CriticalWidthsInReferenceTests {
    static let text = """
        # scenes/x: layout snapshots
        critical widths, 120…480 by 2:
          128.391: label lines 6 → 5
          1e300: label lines 5 → 4
          0: label lines 4 → 3
          200.5: label lines 3 → 2

        width 120
        """

    @Test func onlyWidthsAPictureCanHave() {
        #expect(SnapshotPlan.criticalWidths(inLayoutText: Self.text) == [128.391, 200.5])
        let rejected = SnapshotPlan.outOfRangeCriticalWidths(inLayoutText: Self.text)
        #expect(rejected.map(\.line) == [4, 5])
        #expect(rejected.map(\.width) == [1e300, 0])
        #expect(SnapshotPlan.Picture(fileName: "base-1e300.png") == nil)
    }
}
