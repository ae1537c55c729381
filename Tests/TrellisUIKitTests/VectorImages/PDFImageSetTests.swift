import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// PDF image sets (an asset catalog's vector icons, one PDF with
/// `preserves-vector-representation`) drawn by Trellis's own PDF reader.
/// Each PDF is written by ``TestPDF`` from a content stream written here;
/// the pixels expected are worked out by hand from the page: PDF's y goes
/// up from the MediaBox's bottom, so a shape at PDF y (a…b) on a page `h`
/// tall lands on rows (h − b)…(h − a) points, times the scale. Images are
/// painted in an image view of their own size on white.
@MainActor @Suite(.serialized) struct PDFImageSetTests {
    static let white: UInt32 = 0xFFFFFF
    static let red: UInt32 = 0xFF0000
    static let blue: UInt32 = 0x0000FF
    static let black: UInt32 = 0x000000

    /// A catalog of this run's own, registered once.
    private static let catalog: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pdf-sets-\(getpid())")
            .appendingPathComponent("Vectors.xcassets")
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        TrellisImageCatalog.register(folder: root.path)
        return root
    }()

    /// Writes `bytes` as the image set `name` (one PDF, vector kept, as Xcode writes it).
    @discardableResult
    private func write(_ name: String, _ bytes: [UInt8], properties: String = #""preserves-vector-representation":true"#) throws -> String {
        let set = Self.catalog.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try """
            {"images":[{"idiom":"universal","filename":"\(name).pdf"}],"info":{"author":"xcode","version":1},
             "properties":{\(properties)}}
            """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let file = set.appendingPathComponent("\(name).pdf")
        try Data(bytes).write(to: file)
        return file.path
    }

    private func image(_ name: String, scale: CGFloat) -> UIImage? {
        UIImage(named: name, in: nil, compatibleWith: UITraitCollection(displayScale: scale))
    }

    /// The image painted at its own scale on white: a pixel's RGB.
    private func pixels(of image: UIImage, tint: UIColor? = nil) throws -> (Int, Int) -> UInt32 {
        let view = UIView()
        let imageView = UIImageView(image: image)
        if let tint { imageView.tintColor = tint }
        imageView.frame = CGRect(origin: .zero, size: image.size)
        view.addSubview(imageView)
        let canvas = try SceneRenderer(scale: Double(image.scale))
            .render(view.trellis.solvedLayout(width: image.size.width, height: image.size.height))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    private func drawn(_ name: String, _ pdf: TestPDF, scale: CGFloat = 1) throws -> (Int, Int) -> UInt32 {
        try write(name, pdf.bytes)
        let made = try #require(image(name, scale: scale), "\(TrellisImageCatalog.lastError.map(String.init(describing:)) ?? "")")
        return try pixels(of: made)
    }

    /// `2 2 4 4 re f` on a 10-point page at scale 2: x 2…6 points → pixels
    /// 4…11; PDF y 2…6 → rows 4…8 points → pixels 8…15. Every other pixel white.
    @Test func filledSquareCoversExactlyItsPixels() throws {
        try write("trellis-square", TestPDF(content: "1 0 0 rg 2 2 4 4 re f").bytes)
        let made = try #require(image("trellis-square", scale: 2))
        #expect(made.size == CGSize(width: 10, height: 10))
        #expect(made.scale == 2)
        let at = try pixels(of: made)
        var wrong: [String] = []
        for y in 0..<20 {
            for x in 0..<20 {
                let expected = (4..<12).contains(x) && (8..<16).contains(y) ? Self.red : Self.white
                if at(x, y) != expected { wrong.append("(\(x), \(y))") }
            }
        }
        #expect(wrong.isEmpty, "pixels not as computed: \(wrong.prefix(10))")
    }

    /// The same square through FlateDecode (stored deflate blocks): the same pixels.
    @Test func flateDecodedContent() throws {
        var pdf = TestPDF(content: "1 0 0 rg 2 2 4 4 re f")
        pdf.flate = true
        let at = try drawn("trellis-flate", pdf, scale: 2)
        #expect(at(4, 8) == Self.red && at(11, 15) == Self.red)
        #expect(at(3, 8) == Self.white && at(12, 15) == Self.white && at(4, 7) == Self.white && at(4, 16) == Self.white)
    }

    /// A 4-point line at PDF y 10 on a 20-point page: rows 8…11 blue, 7 and 12 white.
    @Test func strokeWidth() throws {
        let at = try drawn("trellis-stroke", TestPDF(mediaBox: "0 0 20 20", content: "0 0 1 RG 4 w 0 10 m 20 10 l S"))
        for y in 8...11 { #expect(at(10, y) == Self.blue, "row \(y)") }
        #expect(at(10, 7) == Self.white)
        #expect(at(10, 12) == Self.white)
    }

    /// Two squares, the inner 3…7: even-odd leaves a hole, non-zero (same direction) does not.
    @Test func evenOddHole() throws {
        let evenOdd = try drawn("trellis-evenodd", TestPDF(content: "0 g 0 0 10 10 re 3 3 4 4 re f*"))
        #expect(evenOdd(1, 1) == Self.black && evenOdd(2, 5) == Self.black && evenOdd(7, 5) == Self.black)
        #expect(evenOdd(3, 3) == Self.white && evenOdd(5, 5) == Self.white && evenOdd(6, 6) == Self.white)
        let nonZero = try drawn("trellis-nonzero", TestPDF(content: "0 g 0 0 10 10 re 3 3 4 4 re f"))
        #expect(nonZero(5, 5) == Self.black)
    }

    /// rg 0.2 0.4 0.6 → 51, 102, 153; an ICC-based RGB space (`cs`/`sc`,
    /// as Sketch writes colours) → green; CMYK 0 0 0 1 → black.
    @Test func colours() throws {
        var pdf = TestPDF(content: "0.2 0.4 0.6 rg 0 0 5 10 re f /Cs1 cs 0 1 0 sc 5 0 5 5 re f 0 0 0 1 k 5 5 5 5 re f")
        pdf.resources = "<< /ColorSpace << /Cs1 5 0 R >> >>"
        pdf.extraObjects = ["[/ICCBased 6 0 R]", "<< /N 3 /Length 0 >>\nstream\n\nendstream"]
        let at = try drawn("trellis-colours", pdf)
        #expect(at(2, 5) == 0x336699)
        #expect(at(7, 7) == 0x00FF00)  // PDF y 0…5: rows 5…10
        #expect(at(7, 2) == Self.black)
    }

    /// `q … cm … Q`: the scale and the colour end at Q. Red 0…2 scaled 2×
    /// covers x 0…4, rows 6…10; after Q a black (the default) square at 8…10, rows 0…2.
    @Test func saveRestoreAndTransform() throws {
        let at = try drawn("trellis-cm", TestPDF(content: "q 1 0 0 rg 2 0 0 2 0 0 cm 0 0 2 2 re f Q 8 8 2 2 re f"))
        #expect(at(1, 7) == Self.red && at(3, 9) == Self.red)
        #expect(at(5, 7) == Self.white && at(1, 5) == Self.white)
        #expect(at(9, 1) == Self.black)
        #expect(at(7, 1) == Self.white)
    }

    /// `re W n` clips to the left half: a full red square shows only there.
    @Test func clipping() throws {
        let at = try drawn("trellis-clip", TestPDF(content: "0 0 5 10 re W n 1 0 0 rg 0 0 10 10 re f"))
        #expect(at(2, 5) == Self.red && at(4, 5) == Self.red)
        #expect(at(5, 5) == Self.white && at(8, 5) == Self.white)
    }

    /// A circle of radius 4 about (5, 5) in four cubic curves (the usual
    /// 0.5523 control distance): pixels wholly inside it black (the
    /// centre; x 2…3 at rows 5…6, whose farthest point is 3.6 away; rows
    /// 7…8 at x 5…6, 3.6 away), the corner pixels (their nearest point
    /// 4.24 away) white.
    @Test func curves() throws {
        let k = 4 * 0.5523
        let content = "0 g 9 5 m 9 \(5 + k) \(5 + k) 9 5 9 c \(5 - k) 9 1 \(5 + k) 1 5 c 1 \(5 - k) \(5 - k) 1 5 1 c "
            + "\(5 + k) 1 9 \(5 - k) 9 5 c h f"
        let at = try drawn("trellis-circle", TestPDF(content: content))
        #expect(at(5, 5) == Self.black && at(2, 5) == Self.black && at(5, 7) == Self.black)
        #expect(at(1, 1) == Self.white && at(8, 8) == Self.white && at(1, 8) == Self.white)
    }

    /// `gs` with `/ca 0.5`: red at half alpha over white → 255, ~128, ~128.
    @Test func constantAlpha() throws {
        var pdf = TestPDF(content: "/Half gs 1 0 0 rg 0 0 10 10 re f")
        pdf.resources = "<< /ExtGState << /Half << /ca 0.5 >> >> >>"
        let pixel = try drawn("trellis-alpha", pdf)(5, 5)
        #expect(pixel >> 16 == 0xFF)
        #expect((126...129).contains((pixel >> 8) & 0xFF) && (126...129).contains(pixel & 0xFF), "\(String(pixel, radix: 16))")
    }

    /// Text is left out with one warning naming the file; the rest is drawn.
    @Test func textIsSkippedWithAWarning() throws {
        let path = try write("trellis-text", TestPDF(content: "BT /F1 12 Tf 1 1 Td (Hi) Tj ET 0 g 0 0 10 10 re f").bytes)
        let made = try #require(image("trellis-text", scale: 1))
        #expect(try pixels(of: made)(5, 5) == Self.black)
        let warning = try #require(TrellisImageCatalog.lastWarning)
        #expect(warning.path == path)
        #expect(warning.description.contains("text"))
    }

    /// Every file drawn with a warning is listed once (drawing one again
    /// adds nothing), the last one is `lastWarning`, and standard error
    /// gets one line for them all at exit, counting them.
    @Test func warningsAreListedOncePerFile() throws {
        let first = try write("trellis-text-a", TestPDF(content: "BT /F1 12 Tf 1 1 Td (A) Tj ET 0 g 0 0 10 10 re f").bytes)
        let second = try write("trellis-text-b", TestPDF(content: "BT /F1 12 Tf 1 1 Td (B) Tj ET 0 g 0 0 10 10 re f").bytes)
        let before = TrellisImageCatalog.warnings.count
        for name in ["trellis-text-a", "trellis-text-b"] { _ = try #require(image(name, scale: 1)) }
        #expect(TrellisImageCatalog.lastWarning?.path == second)
        _ = try #require(image("trellis-text-a", scale: 1))
        let listed = TrellisImageCatalog.warnings
        #expect(listed.count == before + 2)
        #expect(listed.suffix(2).map(\.path) == [first, second])
        let summary = try #require(TrellisImageCatalog.warningSummary)
        #expect(summary.hasPrefix("warning: \(listed.count) PDF images were drawn without some of their content"))
        #expect(!summary.contains("\n"))
    }

    /// "Render As: Template Image": drawn in the image view's tint.
    @Test func templateSetIsTinted() throws {
        try write("trellis-template", TestPDF(content: "0 g 0 0 10 10 re f").bytes,
                  properties: #""preserves-vector-representation":true,"template-rendering-intent":"template""#)
        let made = try #require(image("trellis-template", scale: 1))
        #expect(made.renderingMode == .alwaysTemplate)
        #expect(try pixels(of: made, tint: .red)(5, 5) == Self.red)
    }

    /// Bad files: nil, and one sentence naming the file.
    @Test func badFilesAreRefusedByName() throws {
        func refused(_ name: String, _ bytes: [UInt8], saying words: String) throws {
            let path = try write(name, bytes)
            #expect(image(name, scale: 1) == nil, "\(name)")
            let error = try #require(TrellisImageCatalog.lastError)
            #expect(error.path == path)
            #expect(error.description.contains(words), "\(error)")
        }
        try refused("trellis-notpdf", Array("hello".utf8), saying: "is not a PDF file")
        let whole = TestPDF(content: "0 g 0 0 10 10 re f").bytes
        try refused("trellis-truncated", Array(whole.prefix(whole.count / 2)), saying: "truncated")
        var jpeg = TestPDF(content: "0 g 0 0 10 10 re f")
        jpeg.streamEntries = "/Filter /DCTDecode"
        try refused("trellis-dct", jpeg.bytes, saying: "DCTDecode")
        var damaged = TestPDF(content: "0 g 0 0 10 10 re f")
        damaged.content = [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0x00]
        damaged.streamEntries = "/Filter /FlateDecode"
        try refused("trellis-damaged", damaged.bytes, saying: "FlateDecode")
    }

    /// An object stream whose numbers are out of any range (`/First` 10³⁰,
    /// `/N` 10³⁰⁰) is skipped: the page still draws, nothing traps.
    @Test func objectStreamWithNumbersOutOfRangeIsSkipped() throws {
        var pdf = TestPDF(content: "0 g 0 0 10 10 re f")
        pdf.extraObjects = [
            "<< /Type /ObjStm /N 1 /First 1\(String(repeating: "0", count: 30)) /Length 4 >>\nstream\n9 0 \nendstream",
            "<< /Type /ObjStm /N 1\(String(repeating: "0", count: 300)) /First 0 /Length 4 >>\nstream\n9 0 \nendstream",
        ]
        let read = try PDFVectorImage.drawing(of: pdf.bytes)
        #expect(read.size.width == 10 && read.size.height == 10, "the page is read: \(read.size)")
    }

    /// Every prefix of a file, and every byte of it changed in turn, gives
    /// an image or an error, never a trap (the reader's own entry point).
    @Test func damagedBytesNeverTrap() {
        var pdf = TestPDF(content: "q 0.5 0 0 0.5 1 1 cm /Cs1 cs 1 0 0 sc 0 0 4 4 re f* Q 2 w [1 1] 0 d 0 0 m 10 10 l S")
        pdf.resources = "<< /ColorSpace << /Cs1 5 0 R >> >>"
        pdf.extraObjects = ["[/ICCBased 6 0 R]", "<< /N 3 /Length 0 >>\nstream\n\nendstream"]
        pdf.flate = true
        let bytes = pdf.bytes
        var drawnCount = 0
        for length in stride(from: 0, through: bytes.count, by: 3) {
            if (try? PDFVectorImage.drawing(of: Array(bytes.prefix(length)))) != nil { drawnCount += 1 }
        }
        for index in bytes.indices {
            for replacement: UInt8 in [0x00, 0x28, 0x5B, 0x3C, 0xFF] {
                var changed = bytes
                changed[index] = replacement
                _ = try? PDFVectorImage.drawing(of: changed)
            }
        }
        #expect(drawnCount >= 1)  // the whole file, at least
    }
}
