// swift-tools-version: 6.1
// A client of Trellis as a new user writes one: a separate package that
// depends on Trellis by path and uses only its documented products. It runs
// the code of the DocC article "Rendering and checking your own views"
// (Sources/Render/Render.docc) with the system's fonts; scripts/test builds
// and runs it (scripts/client-example).
import PackageDescription

let package = Package(
    name: "Cards",
    dependencies: [.package(name: "Trellis", path: "..")],
    targets: [
        .executableTarget(name: "Cards", dependencies: [
            .product(name: "Layout", package: "Trellis"),
            .product(name: "Render", package: "Trellis"),
            .product(name: "Scene", package: "Trellis"),
            .product(name: "TextLayout", package: "Trellis"),
        ]),
        // A view written for iOS, built with its import line switched, in
        // Swift 5 mode as much app code still is (docs/uikit.md).
        .executableTarget(
            name: "UIKitCard",
            dependencies: [.product(name: "TrellisUIKit", package: "Trellis")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
