// swift-tools-version: 6.1
// A client's test suite as a new user writes one: a separate package that
// depends on Trellis by path and tests its UIKit screens with the products
// docs/snapshots.md documents (TrellisUIKit, TrellisTesting) and
// swift-snapshot-testing. scripts/client-tests
// runs it: references verified byte for byte, then a 3-point change to one
// constraint must fail naming the device and traits.
import PackageDescription

let package = Package(
    name: "Checkout",
    // On a Mac, for the UIKitProbe run: iOS 17's `traitOverrides` and
    // swift-testing need it (SwiftPM's default iOS target is older).
    platforms: [.iOS(.v17)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The app's screens, written for iOS: each file builds with UIKit
        // there and with TrellisUIKit here (its import line switched).
        .target(name: "Checkout", dependencies: [.product(name: "TrellisUIKit", package: "Trellis")]),
        // Whole screens (issue 30): a settings table in a navigation
        // controller, written for iOS the same way.
        .target(name: "Screens", dependencies: [.product(name: "TrellisUIKit", package: "Trellis")]),
        // Probes of the numbers docs/uikit-numbers.md leaves UNSOURCED
        // ("Gaps worth a simulator measurement"): public UIKit API only, so
        // the same sources run on an iOS simulator, where TrellisUIKit is
        // not needed, and here, where they read Trellis's choices back.
        .target(
            name: "UIKitProbe",
            dependencies: [.product(name: "TrellisUIKit", package: "Trellis", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(name: "UIKitProbeTests", dependencies: ["UIKitProbe",
            .product(name: "TrellisUIKit", package: "Trellis", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "ScreensTests",
            dependencies: [
                "Screens",
                .product(name: "TrellisUIKit", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CheckoutTests",
            dependencies: [
                "Checkout",
                .product(name: "TrellisUIKit", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
