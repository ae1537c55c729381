// swift-tools-version: 6.1
// Trellis: Auto Layout on Linux, painted.
//
// Import direction (see docs/architecture.md): the C shims know nothing of Swift;
// `Cassowary` uses the standard library only; the CLI may import everything,
// and no library imports TrellisCLI or ArgumentParser.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Scene", targets: ["Scene"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "Examples", targets: ["Examples"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
        .library(name: "FileSafety", targets: ["FileSafety"]),
        .library(name: "Verification", targets: ["Verification"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        // Selectors, method tables and NSObject's selector API without an
        // Objective-C runtime: what the opt-in's rewritten files call (docs/objective-c.md).
        .library(name: "TrellisObjC", targets: ["TrellisObjC"]),
        // JSON that keeps key order; the libraries that read and write JSON hand out its values.
        .library(name: "JSONSupport", targets: ["JSONSupport"]),
        .library(name: "ConstraintSystems", targets: ["ConstraintSystems"]),
        .library(name: "TextCases", targets: ["TextCases"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        // The opt-in for UIKit files with @objc, #selector and outlets: a
        // swift-frontend that compiles a rewritten rendition of them
        // (bin/trellis-swift-frontend builds and runs it; docs/objective-c.md).
        .executable(name: "trellis-swift-frontend", targets: ["trellis-swift-frontend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // IssueReporting: failures reported to XCTest or Swift Testing, whichever runs.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        // MARK: C libraries (installed by scripts/setup from Debian's packages)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Hyphenation (TeX patterns). Debian's libhyphen-dev has no pkg-config
        // file: the module map links libhyphen, the header is in /usr/include.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // libwebp's animation encoder (libwebpmux) and decoder (libwebpdemux, for the tests).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // ICU sits behind plain C: Foundation ships its own copy of ICU's headers,
        // and a Swift file that sees both does not compile.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),

        // MARK: Swift libraries
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
        // A pthread-backed lock for the caches threads share (ThreadSanitizer
        // sees it; it does not see Synchronization.Mutex's futex).
        .target(name: "Locking"),
        // NSParagraphStyle's spacing and indents, one value below the text
        // engine and the layout, which both carry it.
        .target(name: "TextSpacing"),
        .target(name: "TextLayout", dependencies: ["Locking", "TextSpacing", "CHarfBuzz", "CFontconfig", "CICU", "CHyphen"]),
        // Views and the layout engine. TextLayout only for the default text
        // measurer (Text/ShapedTextMeasurer.swift); labels measure through
        // the TextMeasuring protocol.
        .target(name: "Layout", dependencies: ["Cassowary", "Locking", "TextSpacing", "TextLayout"]),
        // Files written whole or not at all (outputs, output folders,
        // temporaries a killed run left), plain names that stay inside their
        // folder, and ordered results from parallel jobs: what every writer
        // of many files shares. Knows nothing of views or pixels.
        .target(name: "FileSafety", dependencies: ["Locking"]),
        // Pixels to files: PNG (with its own deflate), GIF (LZW, quantizer,
        // palettes), WebP (VP8L) and APNG, stills and animations. Knows
        // nothing of views, layout or cairo.
        .target(name: "ImageCodecs", dependencies: ["FileSafety", "CZlib", "CWebP"]),
        // Paints laid-out trees with cairo; overlays, captions, sweeps and
        // state animations, encoded by ImageCodecs.
        .target(name: "Render", dependencies: ["Layout", "Locking", "FileSafety", "ImageCodecs", "CCairo", "CFreeType"]),
        // The articles' scenarios as view trees (`trellis layout --example`).
        .target(name: "Examples", dependencies: ["Layout"]),
        // Scene files (Fixtures/*.yaml): YAML → view tree, constraints, states.
        // TextLayout only for fonts a scene names by file.
        .target(
            name: "Scene",
            dependencies: ["Layout", "TextLayout", "FileSafety", "JSONSupport", .product(name: "Yams", package: "Yams")]
        ),
        // Interface Builder files (.xib, .storyboard): XML → a typed document,
        // built into view trees, and Trellis's frames compared with the ones
        // Interface Builder saved (docs/interface-builder.md).
        .target(name: "InterfaceBuilder", dependencies: ["Layout"]),
        // Snapshot references: layout text, sweeps and palette PNGs, compared in
        // layout terms (`trellis verify`, and TrellisTesting's strategies).
        .target(name: "Verification", dependencies: ["JSONSupport", "Layout", "Render", "FileSafety", "ImageCodecs", "Scene", "Examples", "CCairo"]),
        // Snapshot strategies for test suites: layout text and PNGs, on Linux.
        .target(
            name: "TrellisTesting",
            dependencies: [
                "Layout", "Render", "FileSafety", "ImageCodecs", "Verification", "TrellisUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Linked, not imported: IssueReporting finds it at run time to
                // record failures in Swift Testing. Without it, on Linux, a
                // failing assertLayoutHealth only prints "An issue was recorded
                // without linking the Testing framework" and the test passes.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The static gallery of scenes and examples, in HTML and Markdown (`trellis docs`).
        // UIKit's names and signatures over Layout, so that UIKit layout code
        // builds on Linux with its import line changed (docs/uikit.md).
        .target(name: "TrellisUIKit", dependencies: ["Layout", "Render", "TrellisObjC", "InterfaceBuilder", "CZlib"]),
        // Objective-C's runtime as far as UIKit code needs it: Selector,
        // classes' @objc methods by selector, responds(to:), perform(_:),
        // selector observers and timers. Foundation only. Not named
        // `ObjectiveC`: packages test `#if canImport(ObjectiveC)` to mean
        // "an Apple platform" (swift-snapshot-testing does).
        .target(name: "TrellisObjC", dependencies: ["Locking"]),
        // Rewrites Swift files that use @objc, #selector, outlets and
        // @objc protocols into files that compile without an Objective-C
        // runtime. The standard library only: bin/trellis-swift-frontend
        // compiles it with swiftc alone.
        .target(name: "ObjCRewriter"),
        .target(name: "Gallery", dependencies: ["Layout", "Render", "FileSafety", "Scene", "Verification", "Examples"]),
        // What the test targets share: the Fixtures folder, the test font, a
        // measurer and the examples' text built on it. In no product: only
        // test targets depend on it.
        .target(name: "TrellisTestSupport", dependencies: ["Layout", "TextLayout", "Examples"]),
        .target(
            name: "SystemLibraries",
            dependencies: ["CCairo", "CHarfBuzz", "CFreeType", "CFontconfig", "CGIF", "CICU"]
        ),
        // JSON that keeps key order, read and written as the Python references
        // do: the CLI's input and output, trellis-bench's documents.
        .target(name: "JSONSupport", linkerSettings: [.linkedLibrary("m")]),
        // Constraint systems as JSON (the kiwi oracle's format): parsed,
        // solved with Cassowary, reported as the oracle reports them (`trellis solve`).
        .target(name: "ConstraintSystems", dependencies: ["Cassowary", "JSONSupport"]),
        // Paragraphs to lay out as JSON lines (the Pango reference's cases):
        // parsed, laid out with TextLayout, reported line by line (`trellis text`).
        .target(name: "TextCases", dependencies: ["TextLayout", "JSONSupport"]),
        .target(
            name: "TrellisCLI",
            dependencies: [
                "JSONSupport", "Cassowary", "ConstraintSystems", "TextCases", "Gallery", "SystemLibraries", "TextLayout", "Examples", "Layout",
                "FileSafety", "ImageCodecs", "Render", "Scene", "Verification", "InterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Executables
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                "JSONSupport", "Cassowary", "TextLayout", "Layout", "Examples", "Render", "FileSafety", "ImageCodecs", "TrellisUIKit",
                "InterfaceBuilder", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .executableTarget(name: "trellis-swift-frontend", dependencies: ["ObjCRewriter"]),

        // MARK: Tests
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "SystemLibrariesTests", dependencies: ["SystemLibraries"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "TrellisTestSupport"], resources: [.copy("Generated")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TextLayout", "Examples", "TrellisTestSupport"]),
        .testTarget(name: "FileSafetyTests", dependencies: ["FileSafety", "Locking"]),
        .testTarget(name: "ImageCodecsTests", dependencies: ["ImageCodecs", "CGIF", "CWebP", "CZlib"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "ImageCodecs", "FileSafety", "Layout", "Locking", "Scene", "TextLayout", "CGIF", "CCairo", "CWebP", "CZlib", "TrellisTestSupport"]),
        .testTarget(name: "ExamplesTests", dependencies: ["Examples", "Layout", "TextLayout", "TrellisTestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout", "TrellisTestSupport"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "FileSafety", "Layout", "TextLayout", "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisTestingTests",
            dependencies: ["TrellisTesting", "TrellisUIKit", "Examples", "ImageCodecs", "Layout", "Render", "TextLayout"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VerificationTests",
            dependencies: ["Verification", "Scene", "Examples", "Layout", "Locking", "Render", "ImageCodecs", "FileSafety", "TrellisTestSupport"]
        ),
        .testTarget(name: "JSONSupportTests", dependencies: ["JSONSupport"]),
        .testTarget(name: "ObjCRewriterTests", dependencies: ["ObjCRewriter"]),
        .testTarget(name: "TrellisObjCTests", dependencies: ["TrellisObjC"]),
        .testTarget(
            name: "ConstraintSystemsTests",
            dependencies: ["ConstraintSystems", "Cassowary", "JSONSupport", "TrellisTestSupport"],
            resources: [.copy("Generated")]
        ),
        .testTarget(name: "TextCasesTests", dependencies: ["TextCases", "TextLayout", "JSONSupport", "TrellisTestSupport"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery"]),
        .testTarget(
            name: "TrellisUIKitTests",
            dependencies: ["TrellisUIKit", "Layout", "Render", "Scene", "TrellisTestSupport", "TrellisTesting"],
            exclude: ["__Snapshots__", "Tables/__Snapshots__", "Collections/__Snapshots__"],
            // Copied as they are: SwiftPM on Linux does not compile xibs (docs/interface-builder.md).
            resources: [.copy("Nibs/Resources/NibProfileCell.xib"), .copy("Nibs/Resources/NibGreeting.storyboard")]
        ),
        // Every ```swift block of README.md, docs/ and the DocC catalogs,
        // compiled: Generated/ is written by scripts/gen-doc-snippets, the
        // partial snippets' contexts are in Contexts/ (docs/architecture.md).
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "Cassowary", "TextLayout", "Layout", "Render", "Scene", "TrellisTesting", "TrellisUIKit", "InterfaceBuilder",
                "TrellisTestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // End to end: runs the `trellis` executable (built with TrellisCLI) as a user does.
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI", "JSONSupport", "Scene", "TrellisTestSupport"]),
    ]
)
