import Foundation
import Layout
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// swift-snapshot-testing's UIKit spellings on Linux: devices as values,
/// `.image(on:)`, `.recursiveDescription(on:)`, against the references in
/// __Snapshots__ (system fonts). A failure names the device and traits.
@MainActor @Suite(.serialized) struct UIKitSnapshotTests {
    /// A screen as an app writes it: a title under the safe area, a button
    /// pinned to the bottom of the safe area, margins from the controller.
    final class WelcomeController: UIViewController {
        let titleLabel = UILabel()
        let startButton = UIButton(configuration: .filled())
        var titleTop: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            titleLabel.text = "Welcome to Trellis, where Auto Layout runs on Linux"
            titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.numberOfLines = 0
            startButton.configuration?.title = "Get started"
            for subview in [titleLabel, startButton] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            titleTop = titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
            NSLayoutConstraint.activate([
                titleTop,
                titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                startButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                startButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                startButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            ])
        }
    }

    /// The devices' numbers: swift-snapshot-testing's where it has them.
    @Test func devicesAreValues() {
        let phone = ViewImageConfig.iPhone13
        #expect(phone.size == CGSize(width: 390, height: 844))
        #expect(phone.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(phone.traits.horizontalSizeClass == .compact && phone.traits.verticalSizeClass == .regular)
        let landscape = ViewImageConfig.iPhone13(.landscape)
        #expect(landscape.size == CGSize(width: 844, height: 390))
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(landscape.traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.traits.horizontalSizeClass == .regular)
    }

    @Test func imageOnADevice() {
        assertSnapshot(of: WelcomeController(), as: .image(on: .iPhone13), named: "iPhone13")
        assertSnapshot(
            of: WelcomeController(),
            as: .image(on: .iPhoneSe, traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)),
            named: "iPhoneSe-ax")
    }

    @Test func recursiveDescriptionOnADevice() {
        assertSnapshot(of: WelcomeController(), as: .recursiveDescription(on: .iPhone13(.landscape)), named: "iPhone13-landscape")
    }

    /// Three points more above the title: both strategies fail, naming the device and the traits.
    @Test func aThreePointChangeNamesTheDevice() throws {
        let controller = WelcomeController()
        controller.loadViewIfNeeded()
        controller.titleTop.constant += 3
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let image = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: controller, as: .image(on: .iPhoneSe, traits: traits), named: "iPhoneSe-ax",
                           testName: "imageOnADevice()")
        })
        #expect(image.contains("iPhone SE, accessibilityExtraLarge: "))
        let moved = WelcomeController()
        moved.loadViewIfNeeded()
        moved.titleTop.constant += 3
        let text = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: moved, as: .recursiveDescription(on: .iPhone13(.landscape)), named: "iPhone13-landscape",
                           testName: "recursiveDescriptionOnADevice()")
        })
        #expect(text.contains("iPhone 13, landscape: "))
        #expect(text.contains("titleLabel"))
    }

    static let matrix = SnapshotMatrix(devices: [.iPhoneSe, .iPhone13], contentSizes: [.large, .accessibilityExtraLarge],
                                       directions: [.leftToRight, .rightToLeft], styles: [.light, .dark])

    /// Sixteen cells: a reference each, and a contact sheet.
    @Test func matrix() {
        #expect(Self.matrix.cells.count == 16)
        #expect(Self.matrix.cells.last?.name == "iPhone13-ax-xl-rtl-dark")
        assertSnapshots(of: WelcomeController(), as: .images(Self.matrix))
        assertSnapshots(of: WelcomeController(), as: .recursiveDescriptions(Self.matrix))
        assertSnapshot(of: WelcomeController(), as: .contactSheet(Self.matrix), named: "contact-sheet")
    }

    /// A cell that changes names itself and what changed in layout terms.
    @Test func aMatrixFailureNamesTheCell() throws {
        let controller = WelcomeController()
        controller.loadViewIfNeeded()
        controller.titleLabel.text = "Welcome to Trellis, where Auto Layout runs on Linux and nowhere else at all"
        let cell = try #require(Self.matrix.cells.first { $0.name == "iPhoneSE-ax-xl-rtl-dark" })
        let message = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: controller, as: .recursiveDescription(on: cell.device, traits: cell.traits),
                           named: cell.name, testName: "matrix()")
        })
        #expect(message.contains("iPhone SE, accessibilityExtraLarge, right to left, dark: width 320"))
        // From the committed reference's line count to more lines (the
        // counts depend on the system font; the reference holds the first).
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/UIKitSnapshotTests/matrix.iPhoneSE-ax-xl-rtl-dark.layout.txt")
        let recorded = try String(contentsOf: reference, encoding: .utf8)
        let before = try #require(recorded.split(separator: "\n").first { $0.hasPrefix("titleLabel: ") && $0.hasSuffix(" lines") })
        let count = try #require(Int(before.dropFirst("titleLabel: ".count).dropLast(" lines".count)))
        let changed = try #require(message.split(separator: "\n").first { $0.contains("titleLabel: \(count) → ") })
        let after = try #require(Int(changed.split(separator: " ")[3]))
        #expect(after > count, "\(changed)")
    }
}

/// Path extensions: one per format, and the platform's name in front when
/// references are kept per platform.
@Suite struct ReferencePathTests {
    @Test func formatsNeverShareAnExtension() {
        #expect(Snapshotting<Layout.View, String>.layout(widths: [320]).pathExtension == "layout.txt")
        #expect(Snapshotting<Layout.View, String>.sweep(from: 100, to: 200, step: 10).pathExtension == "sweep.txt")
        #expect(Snapshotting<Layout.View, Data>.png(width: 320).pathExtension == "png")
    }

    @Test func referencesPerPlatform() {
        ReferencePlatform.$isSeparate.withValue(true) {
            #expect(Snapshotting<Layout.View, Data>.png(width: 320).pathExtension == "linux.png")
            #expect(Snapshotting<Layout.View, String>.layout(widths: [320]).pathExtension == "linux.layout.txt")
        }
    }
}
