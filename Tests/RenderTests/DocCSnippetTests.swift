import Foundation
import Layout
import Render
import Scene
import Testing
import TrellisTestSupport

/// The code of Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md,
/// block by block as the article shows it, in the test font (the article's
/// numbers are the test font's), followed by what the article says it
/// gives. Change both together.
/// (That the article's blocks compile as written is DocSnippetTests' job,
/// generated from the article; this copy checks what they give.)
final class CardView: View {
    let title = Label(text: "Trellis wraps text", name: "title")
    let button = Button(title: "Open", name: "button")

    override init(name: String? = "card") {
        super.init(name: name)
        backgroundColor = Color(white: 0.95)
        title.numberOfLines = 0
        addSubview(title)
        addSubview(button)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            button.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
        ])
    }
}

@Suite struct DocCSnippetTests {
    /// The card in the test font: 10 points a letter, 5 a space, 10 a line.
    func testCard() -> CardView {
        let card = CardView()
        card.textMeasurer = TestFont.measurer
        card.title.font = TestFont.font(10)
        card.button.titleLabel?.font = TestFont.font(10)
        return card
    }

    func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "trellis-docc-\(UUID().uuidString)-\(name)"
    }

    @Test func layItOut() throws {
        let card = testCard()
        let layout = try card.solvedLayout(width: 320)
        let title = layout.view(named: "title")!
        // One line, 170 wide; the button from 26 to 48; the card 56 tall.
        #expect(layout.size == Size(width: 320, height: 56))
        #expect(title.text!.lines.map(\.text) == ["Trellis wraps text"])
        #expect(title.text!.lines[0].width == 170)
        #expect(layout.view(named: "button")!.frame == Rect(x: 8, y: 26, width: 40, height: 22))
        // At 100: three lines (trailing spaces are kept in the line's text), 76 tall.
        let narrow = try card.solvedLayout(width: 100)
        #expect(narrow.view(named: "title")!.text!.lines.map(\.text) == ["Trellis ", "wraps ", "text"])
        #expect(narrow.size == Size(width: 100, height: 76))
    }

    @Test func paintIt() throws {
        let card = testCard()
        let layout = try card.solvedLayout(width: 320)
        let path = temporary("card.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let renderer = SceneRenderer(overlays: .frames)
        try renderer.writePNG(of: layout, to: path)
        // The PNG's header: width and height, big-endian, at bytes 16 and 20.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(word(16) == 320 && word(20) == 56)
    }

    @Test func sweepItsWidth() throws {
        let card = testCard()
        let path = temporary("card.gif")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plan = try SweepPlan(from: 160, to: 480, step: 4)
        try SceneRenderer().sweep(card, plan: plan, to: path)
        let gif = try #require(decodeGIF(path))
        // 160, 164, …, 480: 81 frames; 480 wide, 66 tall (two lines at 160).
        #expect(gif.frames.count == 81)
        #expect(gif.width == 480 && gif.height == 66)
    }

    @Test func findWhereItChanges() throws {
        let changes = try CriticalWidths.find(in: testCard(), from: 100, to: 320, step: 4)
        // The title (card width − 16) fits "wraps text" (95) on one line from 111, and all 170 from 186.
        #expect(changes.count == 2)
        #expect(abs(changes[0].width - 111) <= 1.0 / 64 && changes[0].what == ["title lines 3 → 2"])
        #expect(abs(changes[1].width - 186) <= 1.0 / 64 && changes[1].what == ["title lines 2 → 1"])
        #expect(changes.map(\.description) == ["111: title lines 3 → 2", "186: title lines 2 → 1"])
    }

    @Test func checkIt() {
        let report = LayoutCheck.run(testCard(), widths: [40, 100, 320])
        // At 40 the button (40 wide from x = 8) ends at 48, past the card's 40.
        #expect(report.text == """
            check card: 3 widths, 40 to 320
            40: 1 finding
              outside: button leaves card (right)
            100–320: ok
            1 distinct finding

            """)
        #expect(!report.isClean)
    }

    @Test func sceneFiles() throws {
        let scene = try Scene.load(contentsOf: fixtures + "/min-spacing.yaml")
        let root = scene.makeRoot(width: 320)
        let path = temporary("min-spacing.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SceneRenderer(background: scene.background).writePNG(of: root.solvedLayout(), to: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
