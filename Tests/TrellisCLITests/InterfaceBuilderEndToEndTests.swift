import Foundation
import Testing
import TrellisTestSupport

/// `trellis layout|render|sweep|check|verify|docs` given Interface Builder
/// files (issue 31, item 3). Fixtures/ib/ holds files written for these
/// tests: views laid out by constraints alone, without text, so every frame
/// below is worked out by hand from the constraints in the file.
@Suite struct InterfaceBuilderEndToEndTests {
    func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments, directory: TestPaths.root)
    }

    static let cards = "Fixtures/ib/two-cards.xib"
    static let scenes = "Fixtures/ib/two-scenes.storyboard"

    // MARK: Picking a hierarchy

    @Test func aXibsFirstViewAtItsSavedSize() throws {
        // card-1 is 320 × 100 in the file; bar-1 is 20 in from each side,
        // 10 from the top, 50 tall: 320 - 2 × 20 = 280 wide.
        let outcome = try trellis(["layout", Self.cards])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
            card-1  IBRootView  (0, 0, 320, 100)
              bar-1  View  (20, 10, 280, 50)
            conflicts: none
            ambiguous: none

            """)
    }

    @Test func viewPicksAnotherTopLevelView() throws {
        // dot-2, 40 × 40, centred in card-2 (60 tall): at 300 wide, x = (300 - 40) / 2.
        let outcome = try trellis(["layout", Self.cards, "--view", "card-2", "--width", "300"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("card-2  IBRootView  (0, 0, 300, 60)\n  dot-2  View  (130, 10, 40, 40)\n"))
    }

    @Test(arguments: [["--scene", "scn-b"], ["--view", "vc-b"], ["--view", "root-b"]])
    func sceneOrControllerOrRootPicksAStoryboardHierarchy(_ pick: [String]) throws {
        // box-b, 100 × 100, centred in a 375 × 667 root: ((375 - 100) / 2, (667 - 100) / 2).
        let outcome = try trellis(["layout", Self.scenes] + pick)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("root-b  IBRootView  (0, 0, 375, 667)\n  box-b  View  (137.5, 283.5, 100, 100)\n"))
    }

    @Test func widthAndHeightOverrideTheSavedSize() throws {
        // ((275 - 100) / 2, (400 - 100) / 2).
        let outcome = try trellis(["layout", Self.scenes, "--scene", "scn-b", "--width", "275", "--height", "400", "--json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#""name": "box-b",\#n      "type": "View",\#n      "frame": {"x": 87.5, "y": 150, "width": 100, "height": 100}"#))
    }

    @Test(arguments: [
        (["layout", scenes, "--view", "nope"],
         "error: --view: Fixtures/ib/two-scenes.storyboard: no view or view controller has the id \"nope\"; the file holds: "
            + "view root-a, viewController vc-a, scene scn-a; view root-b, viewController vc-b, scene scn-b"),
        (["render", scenes, "--scene", "scn-c", "-o", "/tmp/never.png"],
         "error: --scene: Fixtures/ib/two-scenes.storyboard: no scene has the id \"scn-c\"; the file holds: "
            + "view root-a, viewController vc-a, scene scn-a; view root-b, viewController vc-b, scene scn-b"),
        (["check", cards, "--scene", "scn-a"],
         "error: --scene: Fixtures/ib/two-cards.xib: a xib has no scenes (asked for --scene scn-a); pick a view with --view; "
            + "the file holds: view card-1; view card-2"),
        (["layout", "Fixtures/min-spacing.yaml", "--view", "card-1"],
         "error: --view: picks a hierarchy of a .xib or .storyboard file; give one"),
        // Line 5 is `    </objects>`, 14 characters, where `</view>` (line 4) is due: reported once read, at column 15.
        (["layout", "Fixtures/ib/bad/not-closed.xib"],
         "error: Fixtures/ib/bad/not-closed.xib:5:15: not well-formed XML (</objects> where </view> of line 4 expected)"),
        (["verify", "Fixtures/ib", "--snapshots", "/tmp/never-snapshots", "--view", "card-2"],
         "error: --view: Fixtures/ib/two-scenes.storyboard: no view or view controller has the id \"card-2\"; the file holds: "
            + "view root-a, viewController vc-a, scene scn-a; view root-b, viewController vc-b, scene scn-b"),
    ])
    func aWrongIdOrABadFileIsOneMessage(arguments: [String], message: String) throws {
        let outcome = try trellis(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }

    @Test func bothViewAndSceneIsAUsageError() throws {
        let outcome = try trellis(["layout", Self.scenes, "--view", "vc-b", "--scene", "scn-b"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("give --view or --scene, not both"))
    }

    // MARK: The other commands

    @Test func renderPaintsTheCanvasSize() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("card.png").path
        let outcome = try trellis(["render", Self.cards, "--view", "card-2", "--overlay", "frames", "-o", output])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
        // IHDR: width and height, big-endian, at bytes 16 and 20: card-2's 200 × 60.
        #expect(Array(png[16..<24]) == [0, 0, 0, 200, 0, 0, 0, 60])
    }

    @Test func sweepAndCheckLayTheRootOutAtEachWidth() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = directory.appendingPathComponent("sweep.gif").path
        let sweep = try trellis(["sweep", Self.cards, "--from", "240", "--to", "360", "--step", "40", "-o", gif, "--critical"])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        // Nothing changes shape: bar-1 only stretches.
        #expect(sweep.stdout.contains("no critical widths"))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: gif)))
        // GIF89a, then the logical screen: the widest frame (360) by the saved height (100), little-endian.
        #expect(Array(bytes[0..<10]) == Array("GIF89a".utf8) + [104, 1, 100, 0])

        let check = try trellis(["check", Self.scenes, "--scene", "scn-b", "--from", "300", "--to", "400", "--step", "50"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "check Fixtures/ib/two-scenes.storyboard: 3 widths, 300 to 400\n300–400: ok\nno findings\n")
    }

    @Test func verifyRecordsAndChecksAnInterfaceBuilderFile() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshots = directory.appendingPathComponent("snapshots").path
        let recorded = try trellis(["verify", Self.cards, Self.scenes, "--snapshots", snapshots, "--record", "missing"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let picked = try trellis(["verify", Self.cards, "--view", "card-2", "--snapshots", snapshots, "--record", "missing"])
        #expect(picked.status == 0, "\(picked.stderr)")
        #expect(picked.stdout.contains("ok   Fixtures/ib/two-cards.xib --view card-2 (scenes/two-cards-card-2,"))
        // The key widths: the sweep's ends (200, 600) and the saved width (320); bar-1 is 40 narrower.
        let layout = try String(contentsOfFile: snapshots + "/scenes/two-cards/layout.txt", encoding: .utf8)
        #expect(layout.contains("width 200\n•<IBRootView: card-1> (0, 0, 200, 100)\n|   *<View: bar-1> (20, 10, 160, 50)\n"))
        #expect(layout.contains("width 320\n•<IBRootView: card-1> (0, 0, 320, 100)\n|   *<View: bar-1> (20, 10, 280, 50)\n"))
        let again = try trellis(["verify", "Fixtures/ib", "--snapshots", snapshots])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.hasSuffix("2 of 2 match\n"))
    }

    @Test func docsWritesAPagePerFile() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("gallery").path
        let outcome = try trellis(["docs", "Fixtures/ib", "-o", output])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "wrote 2 pages to \(output)/index.html and index.md\n")
        for page in ["two-cards", "two-scenes"] {
            #expect(FileManager.default.fileExists(atPath: "\(output)/scenes/\(page)/sweep.webp"))
            #expect(!FileManager.default.fileExists(atPath: "\(output)/scenes/\(page)/scene.yaml"))
        }
        #expect(FileManager.default.fileExists(atPath: "\(output)/scenes/two-scenes/base-375.png"))
        // IB's frames drawn over Trellis's at IB's size: bar-1 at (20, 10, 280, 50) in both.
        let svg = try String(contentsOfFile: "\(output)/scenes/two-cards/reference-frames.svg", encoding: .utf8)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100" viewBox="0 0 320 100">"#))
        #expect(svg.contains(##"<rect x="20" y="10" width="280" height="50" stroke="#c026d3"/>"##))
        let page = try String(contentsOfFile: "\(output)/scenes/two-cards/README.md", encoding: .utf8)
        #expect(page.contains("at 320 pt: 1 of 1 within 0.5 pt"))
        #expect(page.contains("| ![Trellis, 320 pt](base-320.png) | ![Interface Builder's frames](reference-frames.svg) |"))
    }

    /// A scene file's page has no reference frames.
    @Test func aScenesPageHasNoInterfaceBuilderFrames() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("gallery").path
        let outcome = try trellis(["docs", "Fixtures/min-spacing.yaml", "-o", output])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(output)/scenes/min-spacing/reference-frames.svg"))
        #expect(!(try String(contentsOfFile: "\(output)/scenes/min-spacing/index.html", encoding: .utf8)).contains("Interface Builder"))
    }

    // MARK: The corpus

    static let corpus = (repositoryRoot as NSString).deletingLastPathComponent + "/shared/ib-corpus"

    /// Every file of ../shared/ib-corpus, as MANIFEST.tsv lists them; nil without the corpus.
    static var corpusFiles: [String]? {
        guard let manifest = try? String(contentsOfFile: corpus + "/MANIFEST.tsv", encoding: .utf8) else { return nil }
        return manifest.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map { corpus + "/files/" + $0 } }
    }

    /// Three corpus files' gallery pages (scripts/ib-gallery writes all 40): each
    /// with IB's frames drawn next to Trellis's picture at IB's size.
    @Test(.enabled(if: corpusFiles != nil, "skipped: the Interface Builder corpus is expected at \(corpus)"))
    func corpusPagesShowInterfaceBuildersFrames() throws {
        let files = try #require(Self.corpusFiles).filter {
            $0.hasSuffix("/duckduckgo__iOS__FindInPage.xib") || $0.hasSuffix("/SwiftKickMobile__SwiftMessages__CardView.xib")
                || $0.hasSuffix("/duckduckgo__iOS__Tab.storyboard")
        }
        #expect(files.count == 3)
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("gallery").path
        let outcome = try trellis(["docs"] + files + ["-o", output])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for file in files {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let svg = try String(contentsOfFile: "\(output)/scenes/\(name)/reference-frames.svg", encoding: .utf8)
            #expect(svg.hasPrefix("<svg "), "\(name)")
            #expect(svg.contains(##"stroke="#c026d3""##) || svg.contains(##"stroke="#dc2626""##), "\(name): no frame drawn")
            let page = try String(contentsOfFile: "\(output)/scenes/\(name)/index.html", encoding: .utf8)
            #expect(page.contains("<h2>Interface Builder's frames</h2>"), "\(name)")
        }
    }

    @Test(.enabled(if: corpusFiles != nil, "skipped: the Interface Builder corpus is expected at \(corpus)"))
    func everyCorpusFileLaysOutAndChecks() throws {
        let files = try #require(Self.corpusFiles)
        #expect(files.count == 40)
        for file in files {
            let layout = try trellis(["layout", file])
            #expect(layout.status == 0, "\(file): \(layout.stderr)")
            #expect(layout.stderr.isEmpty, "\(file)")
            // The report's two sections (two files' canvases hold conflicts: OmniBar.xib's buttons, JSAlertController's text).
            #expect(layout.stdout.contains("\nconflicts:") && layout.stdout.contains("\nambiguous:"), "\(file)")
        }
    }
}
