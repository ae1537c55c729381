// generated — do not edit: scripts/gen-doc-snippets writes this file from every document's ```swift blocks.

// Snippets are compiled, never run: a namespace whose snippets declare tests is disabled.
import Testing

/// The ```swift blocks of README.md.
@Suite(.disabled("a documentation snippet: compiled, not run"))
enum Doc_README {}

/// The ```swift blocks of docs/scenes.md.
enum Doc_docs_scenes {}

/// The ```swift blocks of docs/snapshots.md.
@Suite(.disabled("a documentation snippet: compiled, not run"))
enum Doc_docs_snapshots {}

/// The ```swift blocks of docs/uikit.md.
enum Doc_docs_uikit {}

/// The ```swift blocks of Sources/Cassowary/Cassowary.docc/Cassowary.md.
enum Doc_Cassowary_Cassowary {}

/// The ```swift blocks of Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md.
enum Doc_Cassowary_SolvingAConstraintSystem {}

/// The ```swift blocks of Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md.
@Suite(.disabled("a documentation snippet: compiled, not run"))
enum Doc_InterfaceBuilder_LoadingNibsInTests {}

/// The ```swift blocks of Sources/Layout/Layout.docc/BreakableConstraints.md.
enum Doc_Layout_BreakableConstraints {}

/// The ```swift blocks of Sources/Layout/Layout.docc/Layout.md.
enum Doc_Layout_Layout {}

/// The ```swift blocks of Sources/Layout/Layout.docc/SelfSizingCells.md.
enum Doc_Layout_SelfSizingCells {}

/// The ```swift blocks of Sources/Layout/Layout.docc/TheLayoutCycle.md.
enum Doc_Layout_TheLayoutCycle {}

/// The ```swift blocks of Sources/Layout/Layout.docc/ViewsThatWrap.md.
enum Doc_Layout_ViewsThatWrap {}

/// The ```swift blocks of Sources/Render/Render.docc/Render.md.
enum Doc_Render_Render {}

/// The ```swift blocks of Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md.
enum Doc_Render_RenderingAndCheckingYourOwnViews {}

/// The ```swift blocks of Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md.
enum Doc_TextLayout_ShapingOnceWrappingAtEveryWidth {}

/// The ```swift blocks of Sources/TextLayout/TextLayout.docc/TextLayout.md.
enum Doc_TextLayout_TextLayout {}

/// The ```swift blocks of Sources/TrellisTesting/TrellisTesting.docc/SnapshotTestingOnLinux.md.
@Suite(.disabled("a documentation snippet: compiled, not run"))
enum Doc_TrellisTesting_SnapshotTestingOnLinux {}

/// The ```swift blocks of Sources/TrellisTesting/TrellisTesting.docc/TrellisTesting.md.
enum Doc_TrellisTesting_TrellisTesting {}

/// Every ```swift block of the documents, by the line of its opening fence.
enum DocSnippetIndex {
    /// Compiled in this target.
    static let compiled: [String] = [
        "README.md:42",
        "README.md:169",
        "README.md:196",
        "README.md:221",
        "docs/scenes.md:75",
        "docs/snapshots.md:183",
        "docs/snapshots.md:276",
        "docs/snapshots.md:478",
        "docs/snapshots.md:532",
        "docs/snapshots.md:758",
        "docs/uikit.md:7",
        "docs/uikit.md:112",
        "docs/uikit.md:288",
        "docs/uikit.md:382",
        "docs/uikit.md:663",
        "docs/uikit.md:859",
        "docs/uikit.md:975",
        "docs/uikit.md:1362",
        "docs/uikit.md:2353",
        "docs/uikit.md:4396",
        "docs/uikit.md:4693",
        "Sources/Cassowary/Cassowary.docc/Cassowary.md:13",
        "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:13",
        "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:40",
        "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:65",
        "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:80",
        "Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md:46",
        "Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md:75",
        "Sources/Layout/Layout.docc/BreakableConstraints.md:24",
        "Sources/Layout/Layout.docc/BreakableConstraints.md:91",
        "Sources/Layout/Layout.docc/BreakableConstraints.md:121",
        "Sources/Layout/Layout.docc/Layout.md:17",
        "Sources/Layout/Layout.docc/SelfSizingCells.md:19",
        "Sources/Layout/Layout.docc/SelfSizingCells.md:45",
        "Sources/Layout/Layout.docc/TheLayoutCycle.md:34",
        "Sources/Layout/Layout.docc/TheLayoutCycle.md:83",
        "Sources/Layout/Layout.docc/ViewsThatWrap.md:29",
        "Sources/Layout/Layout.docc/ViewsThatWrap.md:53",
        "Sources/Layout/Layout.docc/ViewsThatWrap.md:85",
        "Sources/Layout/Layout.docc/ViewsThatWrap.md:139",
        "Sources/Render/Render.docc/Render.md:16",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:28",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:63",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:85",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:96",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:108",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:122",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:146",
        "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:15",
        "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:31",
        "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:60",
        "Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md:71",
        "Sources/TextLayout/TextLayout.docc/TextLayout.md:28",
        "Sources/TrellisTesting/TrellisTesting.docc/SnapshotTestingOnLinux.md:18",
        "Sources/TrellisTesting/TrellisTesting.docc/TrellisTesting.md:14",
    ]
    /// Not compiled (`<!-- snippet: skip — reason -->`), with the reason.
    static let skipped: [String: String] = [
        "README.md:112": "a Package.swift excerpt",
        "README.md:252": "run as written, with the real ArticleViewController, by Tests/TrellisUIKitTests/ReadmeContactSheetTests.swift",
        "docs/interface-builder.md:388": "a Package.swift excerpt",
        "docs/interface-builder.md:397": "needs the opt-in for @IBOutlet and a resource bundle",
        "docs/objective-c.md:18": "a Package.swift excerpt",
        "docs/snapshots.md:408": "XCTestCase classes: SwiftPM's discovery would run them as tests; Tests/TrellisUIKitTests/MainActorXCTestTests.swift is the same two spellings, run",
        "docs/uikit.md:216": "#selector and @objc need the opt-in of docs/objective-c.md",
        "docs/uikit.md:256": "#selector and @objc need the opt-in of docs/objective-c.md",
        "Sources/InterfaceBuilder/InterfaceBuilder.docc/LoadingNibsInTests.md:22": "needs the app's cell class with its @IBOutlets (the opt-in of docs/objective-c.md) and the xib as a resource",
        "Sources/Render/Render.docc/RenderingAndCheckingYourOwnViews.md:13": "an excerpt of a manifest; ClientExample/Package.swift, built by scripts/client-example, is the whole of it",
    ]
}
