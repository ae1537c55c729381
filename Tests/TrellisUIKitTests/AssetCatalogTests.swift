import Foundation
import Testing
import TrellisUIKit

/// Asset catalogs read as Xcode writes them: a `.xcassets` folder made in
/// a temporary folder (registered with `TrellisImageCatalog`, as a
/// package's copied resources would be found), with a colour set of a
/// light and a dark colour and an image set of 1x, 2x and dark 2x PNGs
/// (drawn by `UIGraphicsImageRenderer`) inside a group that provides a
/// namespace.
@MainActor @Suite(.serialized) struct AssetCatalogTests {
    private static func write(_ json: String, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try json.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    /// A PNG of `pixels` × `pixels` at one pixel per point.
    private static func png(pixels: Int) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).pngData { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
        }
    }

    /// The catalog, made once per run in its own folder.
    private static let catalog: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-assets-\(getpid())")
            .appendingPathComponent("Media.xcassets")
        try? FileManager.default.removeItem(at: root)
        do {
            try write(#"{"info":{"author":"xcode","version":1}}"#, to: root)
            try write(#"{"info":{"author":"xcode","version":1}}"#, to: root.appendingPathComponent("Colors"))
            try write("""
                {"colors":[
                 {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.600","alpha":"1.000"}}},
                 {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
                  "color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x00","blue":"51","alpha":"0.500"}}}
                ],"info":{"author":"xcode","version":1}}
                """, to: root.appendingPathComponent("Colors/TrellisTestBrand.colorset"))
            let icons = root.appendingPathComponent("Icons")
            try write(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#, to: icons)
            let set = icons.appendingPathComponent("star.imageset")
            try write("""
                {"images":[
                 {"idiom":"universal","filename":"star.png","scale":"1x"},
                 {"idiom":"universal","filename":"star-2.png","scale":"2x"},
                 {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"star-dark.png","scale":"2x"},
                 {"idiom":"universal","scale":"3x"}
                ],"info":{"author":"xcode","version":1}}
                """, to: set)
            try png(pixels: 2).write(to: set.appendingPathComponent("star.png"))
            try png(pixels: 4).write(to: set.appendingPathComponent("star-2.png"))
            try png(pixels: 6).write(to: set.appendingPathComponent("star-dark.png"))
        } catch {
            Issue.record("could not write the catalog: \(error)")
        }
        TrellisImageCatalog.register(folder: root.path)
        return root
    }()

    /// Light: 0.2, 0.4, 0.6 (floats). Dark: 0xFF → 1, 0x00 → 0, the
    /// integer 51 → 51/255 = 0.2, alpha 0.5.
    @Test func colourSetWithADarkAppearance() throws {
        _ = Self.catalog
        let brand = try #require(UIColor(named: "TrellisTestBrand"))
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.4) < 1e-9 && abs(b - 0.6) < 1e-9 && a == 1)
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0 && abs(b - 0.2) < 1e-9 && a == 0.5)
        #expect(UIColor(named: "NoSuchColour") == nil)
        // A group without a namespace adds nothing to the name.
        #expect(UIColor(named: "Colors/TrellisTestBrand") == nil)
    }

    /// At display scale 2, the 2x file (4 pixels, 2 points, scale 2); at
    /// scale 1 the 1x (2 pixels, 2 points); dark at 2x, the dark file (6
    /// pixels, 3 points); the name carries the namespace group.
    @Test func imageSetByScaleAndAppearance() throws {
        _ = Self.catalog
        let two = try #require(UIImage(named: "Icons/star", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.size == CGSize(width: 2, height: 2))
        let one = try #require(UIImage(named: "Icons/star", in: nil, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 2, height: 2))
        let darkTraits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2),
                                                         UITraitCollection(userInterfaceStyle: .dark)])
        let dark = try #require(UIImage(named: "Icons/star", in: nil, compatibleWith: darkTraits))
        #expect(dark.scale == 2 && dark.size == CGSize(width: 3, height: 3))
        #expect(UIImage(named: "star", in: nil, compatibleWith: nil) == nil)
    }
}
