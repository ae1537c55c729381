import Foundation
import Layout
import Testing
@testable import TrellisUIKit
import TrellisTestSupport

/// UIImage over Layout.Image. Fixtures from scripts/gen-image-fixtures
/// (bar.png, bar@2x.png: 40 × 20 pixels).
@Suite(.serialized) struct UIImageTests {
    let images = fixtures + "/images"

    @Test func contentsOfFileGivesSizeInPointsAndScale() throws {
        let image = try #require(UIImage(contentsOfFile: images + "/bar.png"))
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 1)
        let double = try #require(UIImage(contentsOfFile: images + "/bar@2x.png"))
        #expect(double.size == CGSize(width: 20, height: 10) && double.scale == 2)
    }

    @Test func badFilesGiveNilAndSayWhy() {
        #expect(UIImage(contentsOfFile: "/nonexistent/x.png") == nil)
        #expect(TrellisImageCatalog.lastError?.description == "/nonexistent/x.png cannot be read (No such file or directory)")
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(TrellisImageCatalog.lastError?.path == nil)
    }

    @Test func dataHasScaleOne() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: images + "/bar@2x.png"))
        #expect(UIImage(data: data)?.size == CGSize(width: 40, height: 20))
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 20, height: 10))
    }

    /// `named:` tries name@3x.png, name@2x.png, name.png in each place;
    /// "bar" in the fixtures has @2x and plain: the @2x wins.
    @Test func namedSearchesRegisteredFolders() throws {
        #expect(UIImage(named: "bar") == nil)  // not in the main bundle, no folder registered yet
        TrellisImageCatalog.register(folder: images)
        defer { TrellisImageCatalog.folders.removeAll { $0 == images } }
        let bar = try #require(UIImage(named: "bar"))
        #expect(bar.scale == 2)
        #expect(UIImage(named: "pair.png")?.size == CGSize(width: 2, height: 1))
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(TrellisImageCatalog.candidateFileNames(for: "icon", preferredScale: 0)
                == ["icon@3x.png", "icon@2x.png", "icon.png"])
        #expect(TrellisImageCatalog.candidateFileNames(for: "icon.png", preferredScale: 2)
                == ["icon@2x.png", "icon@3x.png", "icon.png"])
        let scale2 = UIImage(named: "bar", in: nil, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(scale2?.scale == 2)
    }

    @Test func resizableImagesKeepTheirInsetsAndMode() throws {
        let image = try #require(UIImage(contentsOfFile: images + "/bar.png"))
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let tiled = image.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
        let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(stretched.layoutImage.capInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(stretched.size == image.size)
    }

    /// UIKit's raw values: automatic 0, alwaysOriginal 1, alwaysTemplate 2; tile 0, stretch 1.
    @Test func renderingModesAndRawValues() throws {
        let image = try #require(UIImage(contentsOfFile: images + "/bar.png"))
        #expect(image.renderingMode == .automatic)
        #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(image.withRenderingMode(.alwaysTemplate).layoutImage.isTemplate)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2 && UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
        #expect(UIImage.ResizingMode.stretch.rawValue == 1)
    }

    @Test func flippedForRightToLeft() throws {
        let image = try #require(UIImage(contentsOfFile: images + "/bar.png"))
        #expect(!image.flipsForRightToLeftLayoutDirection)
        #expect(image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
    }

    /// A symbol is a 17-point square placeholder (the body style's size), a template.
    @Test func systemNameIsAPlaceholderOfTheBodySize() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.size == CGSize(width: 17, height: 17))
        #expect(star.isSymbolImage && star.renderingMode == .automatic && star.layoutImage.isTemplate)
    }
}

/// `withTintColor`: the image carries its own tint, which an image view's
/// tint does not replace.
@MainActor @Suite struct ImageTintTests {
    @Test func ownTintWinsOverTheViewsTint() throws {
        let image = try #require(UIImage(contentsOfFile: fixtures + "/images/bar.png"))
        let red = image.withTintColor(.red)
        let view = UIImageView(image: red)
        view.tintColor = .systemGreen
        let drawn = try #require(try view.trellis.solvedLayout(width: view.frame.width).views.first?.image)
        #expect(drawn.tintColor == Color(red: 1, green: 0, blue: 0))
        #expect(image.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    }
}
