import Testing
@testable import TrellisUIKit

/// `UIImage(cgImage:scale:orientation:)` and `imageOrientation`: a 3 × 2
/// bitmap of six colours
///
///     A B C
///     D E F
///
/// shown in each of UIKit's eight orientations. The grids below are worked
/// out by hand from Apple's words on each case
/// (https://developer.apple.com/documentation/uikit/uiimage/orientation):
/// `.down` turned 180°; `.upMirrored` "horizontally flipped";
/// `.downMirrored` flipped top to bottom; `.right` "rotated 90° clockwise"
/// (the bitmap's left column becomes the top row, read upwards); `.left`
/// 90° counterclockwise; `.leftMirrored` "rotate it 90° clockwise, then
/// flip horizontally"; `.rightMirrored` "rotate 90° counter-clockwise,
/// then flip horizontally". The left and right ones are 2 wide and 3 tall:
/// `size` "reflects the image's orientation" (Apple, `UIImage.size`).
@MainActor @Suite struct ImageOrientationTests {
    /// The six colours, A to F, as RGBA bytes.
    nonisolated static let colours: [Character: [UInt8]] = [
        "A": [200, 0, 0, 255], "B": [0, 200, 0, 255], "C": [0, 0, 200, 255],
        "D": [200, 200, 0, 255], "E": [0, 200, 200, 255], "F": [200, 0, 200, 255],
    ]

    nonisolated static let shown: [(UIImage.Orientation, [String])] = [
        (.up, ["ABC", "DEF"]),
        (.down, ["FED", "CBA"]),
        (.upMirrored, ["CBA", "FED"]),
        (.downMirrored, ["DEF", "ABC"]),
        (.right, ["DA", "EB", "FC"]),
        (.left, ["CF", "BE", "AD"]),
        (.leftMirrored, ["AD", "BE", "CF"]),
        (.rightMirrored, ["FC", "EB", "DA"]),
    ]

    /// The bitmap, drawn at scale 1 (one pixel a point).
    func bitmap() throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { context in
            for (row, letters) in ["ABC", "DEF"].enumerated() {
                for (column, letter) in letters.enumerated() {
                    let rgba = Self.colours[letter]!
                    UIColor(red: CGFloat(rgba[0]) / 255, green: CGFloat(rgba[1]) / 255, blue: CGFloat(rgba[2]) / 255, alpha: 1)
                        .setFill()
                    context.fill(CGRect(x: column, y: row, width: 1, height: 1))
                }
            }
        }
        return try #require(image.cgImage)
    }

    /// The RGBA bytes of each pixel of `image` as drawn (at scale 1), row by row.
    func drawnPixels(_ image: UIImage) throws -> [[[UInt8]]] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
        let bitmap = try #require(drawn.cgImage)
        let data = try #require(bitmap.dataProvider?.data)
        let bytes = try #require(CFDataGetBytePtr(data))
        return (0..<bitmap.height).map { y in
            (0..<bitmap.width).map { x in (0..<4).map { bytes[y * bitmap.bytesPerRow + 4 * x + $0] } }
        }
    }

    @Test(arguments: shown)
    func eachOrientationIsDrawnTurned(orientation: UIImage.Orientation, rows: [String]) throws {
        let source = try bitmap()
        let image = UIImage(cgImage: source, scale: 1, orientation: orientation)
        #expect(image.imageOrientation == orientation)
        #expect(image.size == CGSize(width: rows[0].count, height: rows.count), "\(image.size)")
        let expected = rows.map { $0.map { Self.colours[$0]! } }
        #expect(try drawnPixels(image) == expected)
        // The bitmap stays as given (UIKit's `cgImage` is not turned).
        #expect(image.cgImage?.width == 3 && image.cgImage?.height == 2)
    }

    /// At scale 2 the points halve: `.right` on the 3 × 2-pixel bitmap is 1 × 1.5 points.
    @Test func theScaleDividesTheTurnedSize() throws {
        let image = UIImage(cgImage: try bitmap(), scale: 2, orientation: .right)
        #expect(image.size == CGSize(width: 1, height: 1.5))
        #expect(image.scale == 2)
    }

    /// Raw values as UIKit's `UIImageOrientation`, and images made otherwise are `.up`.
    @Test func rawValuesAndDefault() {
        #expect(UIImage.Orientation.allCases.map(\.rawValue) == Array(0...7))
        #expect(UIImage.Orientation.leftMirrored.rawValue == 6)
        #expect(UIImage(systemName: "star")?.imageOrientation == .up)
    }
}
