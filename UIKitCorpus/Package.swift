// swift-tools-version: 6.1
// UIKit files written the way open-source iOS apps write them (target–action,
// outlets, selector observers, @objc delegates with optional requirements,
// gesture recognizers, bar button items, generic factories), built on Linux
// unchanged but for their import line, through the opt-in of
// docs/objective-c.md, as a user's package builds them. scripts/uikit-corpus
// builds it and runs its tests, which fire every action as UIKit sends it
// and snapshot the views.
import PackageDescription

// The opt-in: one line (docs/objective-c.md). Trellis is this package's
// parent folder here; beside your package it is "/../Trellis/bin/…".
let objectiveC: SwiftSetting = .unsafeFlags(["-driver-use-frontend-path", Context.packageDirectory + "/../bin/trellis-swift-frontend"])

let package = Package(
    name: "UIKitCorpus",
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Swift 6 language mode.
        .target(
            name: "CorpusViews",
            dependencies: [.product(name: "TrellisUIKit", package: "Trellis")],
            // Interface Builder files copied as they are: SwiftPM on Linux
            // does not compile them; UINib and UIStoryboard read their XML.
            resources: [.copy("TrackCell.xib"), .copy("Player.storyboard"), .copy("IconChoiceCell.xib"), .copy("NoteCell.xib")],
            swiftSettings: [objectiveC]
        ),
        // Swift 5 language mode, as much app code still is.
        .target(
            name: "CorpusViewsSwift5",
            dependencies: [.product(name: "TrellisUIKit", package: "Trellis")],
            swiftSettings: [objectiveC, .swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CorpusTests",
            dependencies: [
                "CorpusViews", "CorpusViewsSwift5",
                .product(name: "TrellisUIKit", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            // Test doubles written as an iOS test writes them (@objc
            // delegate spies, #selector), so the opt-in here too.
            swiftSettings: [objectiveC]
        ),
    ]
)
