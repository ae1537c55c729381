// swift-tools-version: 6.1
// The fuzz targets (scripts/fuzz, docs/reliability.md): a separate package
// that depends on Trellis by path, so that libFuzzer's instrumentation
// (`swift build --sanitize=fuzzer --sanitize=address`, every module of
// Trellis and Yams instrumented) never touches the normal `swift build`
// and `swift test`. scripts/fuzz builds it into .build-fuzz.
import PackageDescription

let package = Package(
    name: "TrellisFuzz",
    dependencies: [
        .package(name: "Trellis", path: ".."),
    ],
    targets: [
        // One executable for every target (`trellis-fuzz TARGET …`): under
        // --sanitize=fuzzer SwiftPM compiles it as a library
        // (-parse-as-library) and libFuzzer's main runs it.
        .executableTarget(
            name: "trellis-fuzz",
            dependencies: [
                .product(name: "Scene", package: "Trellis"),
                .product(name: "Layout", package: "Trellis"),
                .product(name: "ConstraintSystems", package: "Trellis"),
                .product(name: "TextCases", package: "Trellis"),
                .product(name: "Verification", package: "Trellis"),
                .product(name: "JSONSupport", package: "Trellis"),
            ]
        ),
    ]
)
