import Foundation
@testable import ImageCodecs
import Layout
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A team's helper, as apps write them over swift-snapshot-testing on iOS
/// (issue 30: helpers typed with `UIImage` did not build while the strategies
/// made `Data`).
extension Snapshotting where Value == UIViewController, Format == UIImage {
    static func screen(_ device: ViewImageConfig) -> Snapshotting { .image(on: device, precision: 0.99) }

    /// Forwarding every parameter, `drawHierarchyInKeyWindow` among them, as helpers do.
    static func custom(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool, precision: Float) -> Snapshotting {
        image(on: config, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision)
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    static func custom(drawHierarchyInKeyWindow: Bool, size: CGSize) -> Snapshotting {
        image(drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: 1, perceptualPrecision: 0.98, size: size)
    }
}

/// The UIKit image strategies' format is `UIImage`, as on iOS: helpers typed
/// with it build, record and match; the reference written is the PNG the
/// strategy painted, byte for byte; `pullback` and `wait(for:on:)` compose
/// with them; a failure says what it said before.
@MainActor @Suite(.serialized) struct UIImageFormatTests {
    /// A folder of its own for each test's references.
    private func temporaryFolder() -> String {
        NSTemporaryDirectory() + "UIImageFormatTests-" + UUID().uuidString
    }

    /// A wrapper typed as teams write theirs.
    private func verify(_ view: UIView, as strategy: Snapshotting<UIView, UIImage> = .image, named name: String,
                        in directory: String, record: SnapshotTestingConfiguration.Record) -> String? {
        withSnapshotTesting(record: record) {
            verifySnapshot(of: view, as: strategy, named: name, snapshotDirectory: directory, testName: "view")
        }
    }

    /// White, with a black square of `side` points at its top left (none when 0).
    private func controller(blackSquare side: CGFloat) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        if side > 0 {
            let square = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
            square.backgroundColor = .black
            controller.view.addSubview(square)
        }
        return controller
    }

    @Test func aHelperTypedWithUIImageRecordsAndMatches() throws {
        let directory = temporaryFolder()
        let recorded = withSnapshotTesting(record: .all) {
            verifySnapshot(of: UIKitSnapshotTests.WelcomeController(), as: .screen(.iPhone13), named: "screen",
                           snapshotDirectory: directory, testName: "helper")
        }
        #expect(recorded?.contains("Record mode is on") == true)
        let matched = withSnapshotTesting(record: .never) {
            verifySnapshot(of: UIKitSnapshotTests.WelcomeController(), as: .screen(.iPhone13), named: "screen",
                           snapshotDirectory: directory, testName: "helper")
        }
        #expect(matched == nil)
        // The file written is the reference UIKitSnapshotTests committed for the same screen (recorded when the
        // strategies made Data): the UIImage carries the painted PNG, and those bytes are what is written.
        let written = try Data(contentsOf: URL(fileURLWithPath: directory + "/helper.screen.png"))
        let committed = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/UIKitSnapshotTests/imageOnADevice.iPhone13.png"))
        let same = written == committed  // a Bool first: swift-testing would diff two unequal Data byte by byte
        #expect(same, "written \(written.count) bytes, committed \(committed.count)")
        // The image is the screen in points, at the strategy's scale (1 unless told).
        let image = take(Snapshotting<UIViewController, UIImage>.screen(.iPhone13), of: UIKitSnapshotTests.WelcomeController())
        #expect(image.size == CGSize(width: 390, height: 844))
        #expect(image.scale == 1)
        #expect(take(Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, scale: 2), of: controller(blackSquare: 0))
            .size == CGSize(width: 320, height: 568))
    }

    /// `Snapshotting<UIView, UIImage>.image.pullback { (cell: UITableViewCell) in cell.contentView }`:
    /// the picture is the content view's, without the accessory beside it.
    @Test func pullbackToACellsContentView() throws {
        // `MainActor.assumeIsolated`: this target is Swift 6; a team's Swift 5 helper writes `cell.contentView`.
        let contentOnly = Snapshotting<UIView, UIImage>.image.pullback { (cell: UITableViewCell) in
            MainActor.assumeIsolated { cell.contentView }
        }
        func makeCell() -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Pulled back"
            cell.accessoryType = .disclosureIndicator
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()  // the cell places its content view beside the accessory
            return cell
        }
        let cell = makeCell()
        let contentFrame = cell.contentView.frame
        #expect(contentFrame.width < 320, "the disclosure indicator is beside the content view, not in it")
        let content = take(contentOnly, of: cell)
        let whole = take(Snapshotting<UIView, UIImage>.image, of: makeCell())
        #expect(whole.size == CGSize(width: 320, height: 44))
        // Whole pixels at the default scale 1: 292.5 points wide is 293 pixels.
        #expect(content.size == CGSize(width: contentFrame.width.rounded(.up), height: contentFrame.height.rounded(.up)))
        #expect(content != whole)

        let directory = temporaryFolder()
        let recorded = withSnapshotTesting(record: .all) {
            verifySnapshot(of: makeCell(), as: contentOnly, named: "content", snapshotDirectory: directory, testName: "cell")
        }
        #expect(recorded != nil)
        let matched = withSnapshotTesting(record: .never) {
            verifySnapshot(of: makeCell(), as: contentOnly, named: "content", snapshotDirectory: directory, testName: "cell")
        }
        #expect(matched == nil)
    }

    /// `drawHierarchyInKeyWindow:` is taken (helpers forward it) and draws
    /// the same picture: there is no window server to draw through.
    @Test func drawHierarchyInKeyWindowIsTakenAndDrawsTheSame() {
        #expect(take(Snapshotting<UIViewController, UIImage>.custom(on: .iPhoneSe, drawHierarchyInKeyWindow: true, precision: 1),
                     of: controller(blackSquare: 10))
                == take(.image(on: .iPhoneSe), of: controller(blackSquare: 10)))
        let view = UIView()
        view.backgroundColor = .red
        let picture = take(Snapshotting<UIView, UIImage>.custom(drawHierarchyInKeyWindow: true, size: CGSize(width: 30, height: 10)),
                           of: view)
        #expect(picture.size == CGSize(width: 30, height: 10))
        #expect(picture == take(Snapshotting<UIView, UIImage>.image(size: CGSize(width: 30, height: 10)), of: view))
    }

    /// The image carries its palette PNG with the rows stored (ImageCodecs'
    /// `DraftPNG`, compared with the reference before anything is
    /// compressed); what is written, a recording or a failure's artefact,
    /// is `toData`'s: that palette image compressed as a reference, the
    /// bytes it had when the strategy compressed every picture.
    @Test func thePictureIsCompressedOnlyWhenWritten() throws {
        let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe)
        let image = take(strategy, of: controller(blackSquare: 10))
        let carried = try #require(image.trellisSourcePNGData)
        let palette = try #require(DraftPNG.image([UInt8](carried)))
        // The iPhone SE's 320 × 568 points at scale 1: white, and the 10 × 10 black square.
        #expect(palette.width == 320 && palette.height == 568)
        #expect(Set(palette.palette) == [0xFFFFFF, 0x000000])
        #expect(palette.indices.filter { palette.palette[Int($0)] == 0x000000 }.count == 100)
        let written = strategy.diffing.toData(image)
        #expect(written == Data(PalettePNG.encode(palette)))
        #expect(DraftPNG.image([UInt8](written)) == nil, "written compressed, not stored")
        // Trellis's own strategy for a tree, likewise.
        let tree = View(name: "card")
        tree.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let treeStrategy = Snapshotting<View, Data>.png(width: 8, height: 4)
        let drawn = take(treeStrategy, of: tree)
        let red = try #require(DraftPNG.image([UInt8](drawn)))
        #expect(red.palette == [0xFF0000] && red.indices == [UInt8](repeating: 0, count: 32))
        #expect(treeStrategy.diffing.toData(drawn) == Data(PalettePNG.encode(red)))
    }

    /// A reference whose palette is in another order than the fresh
    /// picture's (a reference recorded by another encoder, or edited) but
    /// whose pixels are the same matches, as the pixel comparison passed it.
    @Test func aReferenceOfTheSameColoursInAnotherOrderMatches() throws {
        let directory = temporaryFolder()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        square.backgroundColor = .black
        view.addSubview(square)
        // Black first in the palette, where the strategy's (by use) puts white first.
        let reordered = PaletteImage(width: 4, height: 2, palette: [0x000000, 0xFFFFFF], indices: [0, 1, 1, 1, 1, 1, 1, 1])
        try Data(PalettePNG.encode(reordered)).write(to: URL(fileURLWithPath: directory + "/view.reordered.png"))
        #expect(verify(view, named: "reordered", in: directory, record: .never) == nil)
        square.backgroundColor = .red
        let message = try #require(verify(view, named: "reordered", in: directory, record: .never))
        #expect(message.contains("1 pixels differ (largest channel difference 255) in x 0…0, y 0…0"))
    }

    /// `.wait(for:on:)` (swift-snapshot-testing's, for any format) takes the
    /// same picture after the pause, under the same file name. (Under Swift
    /// Testing the pause is `duration` + 1 s, its XCTWaiter's timeout: the
    /// test holds the main queue, so the block that would end the wait
    /// sooner runs only afterwards; docs/snapshots.md says so.)
    @Test func waitThenTheImage() {
        let waiting = Snapshotting<UIViewController, UIImage>.wait(for: 0.01, on: .image(on: .iPhoneSe))
        #expect(waiting.pathExtension == "png")
        let picture = take(waiting, of: controller(blackSquare: 10))
        #expect(picture == take(.image(on: .iPhoneSe), of: controller(blackSquare: 10)))
        #expect(picture != take(.image(on: .iPhoneSe), of: controller(blackSquare: 0)))
    }

    /// A 10 × 10 black square on a white iPhone SE screen (320 × 568 at
    /// scale 1): 100 pixels differ, each channel by 255, in x 0…9, y 0…9.
    /// The exact strategy fails saying so after the device; the helper
    /// (precision 0.99: 1,817 of the 181,760 pixels may differ) passes.
    @Test func aFailingComparisonSaysWhereAndHowMuch() throws {
        let directory = temporaryFolder()
        _ = withSnapshotTesting(record: .all) {
            verifySnapshot(of: controller(blackSquare: 0), as: .image(on: .iPhoneSe), named: "plain",
                           snapshotDirectory: directory, testName: "screen")
        }
        let message = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: controller(blackSquare: 10), as: .image(on: .iPhoneSe), named: "plain",
                           snapshotDirectory: directory, testName: "screen")
        })
        #expect(message.contains("iPhone SE: 100 pixels differ (largest channel difference 255) in x 0…9, y 0…9"))
        let helper = withSnapshotTesting(record: .never) {
            verifySnapshot(of: controller(blackSquare: 10), as: .screen(.iPhoneSe), named: "plain",
                           snapshotDirectory: directory, testName: "screen")
        }
        #expect(helper == nil)

        // A view's wrapper: no device, so the message starts with the count.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        _ = verify(view, named: "card", in: directory, record: .all)
        let square = UIView(frame: CGRect(x: 30, y: 10, width: 10, height: 10))
        square.backgroundColor = .black
        view.addSubview(square)
        let viewMessage = try #require(verify(view, named: "card", in: directory, record: .never))
        #expect(viewMessage.contains("100 pixels differ (largest channel difference 255) in x 30…39, y 10…19"))
    }

    /// A reference that is not a PNG (a corrupt or foreign file) fails with
    /// what to do, rather than crashing as a force-unwrapped `UIImage(data:)` would.
    @Test func aReferenceThatIsNotAPNG() throws {
        let directory = temporaryFolder()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: directory + "/view.junk.png"))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let message = try #require(verify(view, named: "junk", in: directory, record: .never))
        #expect(message.contains("the reference (13 bytes) is not a PNG TrellisUIKit can read: delete it and record again"))
    }

    /// `Snapshotting<UIImage, UIImage>.image`: an image compared with its
    /// reference, as `pngData()` encodes it.
    @Test func anImageAsItsOwnSnapshot() throws {
        let directory = temporaryFolder()
        let picture = take(Snapshotting<UIView, UIImage>.image, of: {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
            view.backgroundColor = .red
            return view
        }())
        _ = withSnapshotTesting(record: .all) {
            verifySnapshot(of: picture, as: .image, named: "red", snapshotDirectory: directory, testName: "image")
        }
        let again = withSnapshotTesting(record: .never) {
            verifySnapshot(of: picture, as: .image(precision: 1, perceptualPrecision: 1, scale: nil), named: "red",
                           snapshotDirectory: directory, testName: "image")
        }
        #expect(again == nil)
        let reference = try #require(UIImage(data: Data(contentsOf: URL(fileURLWithPath: directory + "/image.red.png"))))
        #expect(reference.size == CGSize(width: 8, height: 4))
    }
}
