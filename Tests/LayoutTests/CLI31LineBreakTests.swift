import Layout
import Testing

/// One line clipped, and a tail cut after a space, as UIKit draws them.
/// In the test font at 10 points a letter is 10 wide, a space 5, "…" 10.
@Suite @MainActor struct CLI31LineBreakTests {
    private func line(_ mode: LineBreakMode, lines: Int = 1, width: Double) -> [String] {
        let label = TestText.label("AB CDEF", lines: lines)
        label.lineBreakMode = mode
        return label.measure(width: width).lines.map(\.text)
    }

    /// Apple: with `.byClipping` "lines are simply not drawn past the edge
    /// of the text container", and it is a mode "that doesn't support
    /// multiple lines" (`lineBreakStrategy`). At 45: "AB CD" is 10 + 10 +
    /// 5 + 10 + 10 = 45, the edge; it stopped at the word ("AB ").
    @Test func oneClippedLineIsCutAtTheEdgeMidWord() {
        let label = TestText.label("AB CDEF", lines: 1)
        label.lineBreakMode = .byClipping
        let measured = label.measure(width: 45)
        #expect(measured.lines.map(\.text) == ["AB CD"])
        #expect(measured.lines.map(\.width) == [45])
        #expect(measured.isTruncated)
    }

    /// Word wrapping on one line still ends at a word (UIKit's, no
    /// ellipsis); more than one clipped line still wraps at words.
    @Test func wordWrappingAndSeveralClippedLinesStillBreakAtWords() {
        #expect(line(.byWordWrapping, width: 45) == ["AB "])
        #expect(line(.byClipping, lines: 2, width: 45) == ["AB ", "CDEF"])
    }

    /// At 38, 28 are left beside the ellipsis: "AB " (25) fits, "AB C"
    /// (35) does not. UIKit shows "custom…" for "custom properties" cut
    /// after the space (Ranchero-Software/NetNewsWire#1840): "AB…", 30
    /// wide; it was "AB …", 35.
    @Test func tailTruncationDropsTheSpaceBeforeTheEllipsis() {
        let label = TestText.label("AB CDEF", lines: 1)
        let measured = label.measure(width: 38)
        #expect(measured.lines.map(\.text) == ["AB…"])
        #expect(measured.lines.map(\.width) == [30])
    }
}

/// The root's size the required constraints refuse, said as it was asked:
/// a side of 0 is no request (the root is as tall as its content), so it
/// is not shown as asked ("asked to be 300 × 0").
@Suite @MainActor struct CLI31RootSizeMessageTests {
    /// A 300-wide root holding a box 500 wide and 10 tall, pinned to every
    /// edge: the root is 500 × 10 whatever was asked.
    private func issue(height: Double) -> String? {
        let screen = root(width: 300, height: height)
        let box = View(name: "box")
        screen.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: screen.leftAnchor), box.rightAnchor.constraint(equalTo: screen.rightAnchor),
            box.topAnchor.constraint(equalTo: screen.topAnchor), box.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 500), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        return screen.layoutIssues.first?.description
    }

    @Test func noHeightAskedSaysTheWidthAlone() {
        #expect(issue(height: 0) == "The root view was asked to be 300 wide but its required constraints make it 500 × 10.")
    }

    @Test func bothSidesAskedSaysBoth() {
        #expect(issue(height: 50) == "The root view was asked to be 300 × 50 but its required constraints make it 500 × 10.")
    }

    @Test func aHeightAloneSaysTheHeight() {
        let issue = LayoutIssue.rootSizeNotHonoured(requested: Size(width: 0, height: 50), actual: Size(width: 20, height: 10))
        #expect(issue.description == "The root view was asked to be 50 tall but its required constraints make it 20 × 10.")
    }
}
