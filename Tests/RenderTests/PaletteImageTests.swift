import CZlib
import Foundation
@testable import ImageCodecs
import Layout
@testable import Render
import Testing

/// Palette images: built from pixels, written as PNGs and read back, and
/// compared colour by colour, as `trellis verify` compares a fresh picture
/// with its reference without compressing the picture.
@Suite struct PaletteImageTests {
    /// 4 × 3: red, green, blue, white; runs of one colour and single pixels.
    let pixels: [UInt32] = [
        0xFFFF0000, 0xFFFF0000, 0xFF00FF00, 0xFF0000FF,
        0xFFFFFFFF, 0xFFFF0000, 0xFFFF0000, 0xFFFF0000,
        0xFF0000FF, 0xFF0000FF, 0xFFFFFFFF, 0xFF00FF00,
    ]

    @Test func aPaletteImageIsItsPixels() {
        let image = PaletteImage(pixels: pixels, width: 4, height: 3)
        // Four colours, sorted by value (the quantizer's order when all fit).
        #expect(image.palette == [0x0000FF, 0x00FF00, 0xFF0000, 0xFFFFFF])
        #expect(image.indices == [2, 2, 1, 0, 3, 2, 2, 2, 0, 0, 3, 1])
    }

    @Test func itsPNGReadsBackAsTheSameImage() throws {
        let image = PaletteImage(pixels: pixels, width: 4, height: 3)
        let png = PalettePNG.encode(image)
        let read = try #require(PaletteImage(png: png, width: 4, height: 3))
        #expect(read == image)
        #expect(read.hasSameColors(as: image))
        // cairo reads the same pixels.
        let decoded = try PNGImage(png)
        for y in 0..<3 { for x in 0..<4 { #expect(decoded.rgba(x, y) == (pixels[y * 4 + x] << 8 | 0xFF)) } }
    }

    /// The same colours under another palette order are the same picture;
    /// one pixel of another colour is not.
    @Test func colorsAreComparedNotIndices() {
        let image = PaletteImage(pixels: pixels, width: 4, height: 3)
        let reversed = PaletteImage(width: 4, height: 3, palette: image.palette.reversed(),
                                    indices: image.indices.map { 3 - $0 })
        #expect(reversed != image)
        #expect(reversed.hasSameColors(as: image))
        var changed = reversed
        changed.indices[5] = 3 - 1  // green where red was
        #expect(!changed.hasSameColors(as: image))
        #expect(!PaletteImage(pixels: pixels, width: 3, height: 4).hasSameColors(as: image))
    }

    /// A reference against a fresh canvas's pixels, as `trellis verify`
    /// compares them: colours flattened onto white, not bytes.
    @Test func colorsAreComparedWithPixels() {
        let image = PaletteImage(pixels: pixels, width: 4, height: 3)
        #expect(image.hasSameColors(asPixels: pixels))
        var changed = pixels
        changed[11] = 0xFF00FF01  // green, one step bluer
        #expect(!image.hasSameColors(asPixels: changed))
        // Transparent over white is white; half-transparent premultiplied
        // black (0x80000000) is 0x7F7F7F, which is no colour of the image.
        changed = pixels
        changed[4] = 0x00000000
        #expect(image.hasSameColors(asPixels: changed))
        changed[4] = 0x80000000
        #expect(!image.hasSameColors(asPixels: changed))
        #expect(!image.hasSameColors(asPixels: Array(pixels.dropLast())))
    }

    /// Anything but a palette PNG as PalettePNG writes it, whole, is left
    /// to the full decoder.
    @Test func otherPNGsAreRefused() throws {
        let image = PaletteImage(pixels: pixels, width: 4, height: 3)
        let png = PalettePNG.encode(image)
        #expect(PaletteImage(png: png, width: 3, height: 4) == nil, "another size")
        #expect(PaletteImage(png: Array(png.dropLast(5)), width: 4, height: 3) == nil, "cut short")
        var damaged = png
        damaged[damaged.count - 20] ^= 0x01  // inside IDAT: its CRC no longer holds
        #expect(PaletteImage(png: damaged, width: 4, height: 3) == nil, "a wrong CRC")
        // Rows with filter 1 (sub): valid PNG, not ours.
        var rows = [UInt8]()
        for y in 0..<3 { rows.append(y == 1 ? 1 : 0); rows += image.indices[(y * 4)..<(y * 4 + 4)] }
        #expect(PaletteImage(png: rebuilt(png, idat: rows), width: 4, height: 3) == nil, "a filtered row")
        // An index past the four colours.
        var past = [UInt8]()
        for y in 0..<3 { past.append(0); past += image.indices[(y * 4)..<(y * 4 + 4)].map { $0 == 3 ? 4 : $0 } }
        #expect(PaletteImage(png: rebuilt(png, idat: past), width: 4, height: 3) == nil, "an index past the palette")
        // More bytes than the pixels.
        #expect(PaletteImage(png: rebuilt(png, idat: rows.map { _ in 0 } + [0, 0]), width: 4, height: 3) == nil)
        // A chunk we do not write (a comment before IEND).
        let comment = chunk("tEXt", Array("Comment\0hello".utf8))
        #expect(PaletteImage(png: Array(png.dropLast(12)) + comment + Array(png.suffix(12)), width: 4, height: 3) == nil)
        // cairo's 32-bit PNG of the same pixels.
        let canvas = try Canvas(size: Size(width: 4, height: 3))
        #expect(PaletteImage(png: try canvas.pngData(), width: 4, height: 3) == nil)
    }

    @Test func exactlyOnlyForOpaquePixelsOfAtMost256Colours() {
        let many = (0..<257).map { 0xFF00_0000 | UInt32($0) }
        #expect(PaletteImage(exactly: Array(many.prefix(256)), width: 16, height: 16) != nil)
        #expect(PaletteImage(exactly: many + Array(repeating: many[0], count: 15), width: 16, height: 17) == nil)
        var translucent = pixels
        translucent[7] = 0x80800000
        #expect(PaletteImage(exactly: translucent, width: 4, height: 3) == nil)
        #expect(PaletteImage(exactly: pixels, width: 4, height: 3) == PaletteImage(pixels: pixels, width: 4, height: 3))
    }

    /// `trellis render` and the gallery: a palette PNG when that is exact,
    /// cairo's PNG otherwise (RGB: the canvas is opaque); both decode to the
    /// canvas's pixels.
    @Test func losslessPNGsAreExact() throws {
        let flat = try Canvas(size: Size(width: 40, height: 20))
        flat.fill(Rect(x: 5, y: 5, width: 20, height: 10), Color(red: 1, green: 0.5, blue: 0), cornerRadius: 4)
        let many = try Canvas(size: Size(width: 20, height: 20))
        for k in 0..<400 {
            many.fill(Rect(x: Double(k % 20), y: Double(k / 20), width: 1, height: 1),
                      Color(red: Double(k % 20) / 19, green: Double(k / 20) / 19, blue: 0.5))
        }
        for (canvas, colourType) in [(flat, 3), (many, 2)] as [(Canvas, UInt8)] {
            let png = try canvas.losslessPNGData()
            #expect(png[25] == colourType)
            let decoded = try PNGImage(png)
            let expected = canvas.pixels()
            for y in 0..<canvas.height {
                for x in 0..<canvas.width { #expect(decoded.rgba(x, y) == (expected[y * canvas.width + x] << 8 | 0xFF)) }
            }
        }
    }

    /// The true-colour PNG's rows, filtered as worked by hand: a red ramp
    /// (R = 10·x) is all 10s apart, so Sub (1) wins the first row (10s
    /// after the first pixel; None and Up sum to the ramp itself, Average
    /// and Paeth are worse); the second row repeats it, so Up (2) leaves
    /// zeros. A translucent pixel makes it cairo's business (nil).
    @Test func trueColourRowsAreFilteredAsWorkedByHand() throws {
        let ramp = (0..<20).map { 0xFF00_0000 | UInt32($0 * 10) << 16 }
        let png = try #require(TrueColorPNG.encode(ramp + ramp, width: 20, height: 2))
        #expect(png[25] == 2, "RGB")
        // The IDAT's data starts after the signature (8), IHDR (25) and the IDAT's length and type (8).
        let idatLength = png[33..<37].reduce(0) { $0 << 8 | Int($1) }
        let compressed = Array(png[41..<(41 + idatLength)])
        var raw = [UInt8](repeating: 0, count: 2 * 61)
        var length = uLong(raw.count)
        #expect(uncompress(&raw, &length, compressed, uLong(compressed.count)) == Z_OK && length == 122)
        #expect(raw[0] == 1)
        #expect(Array(raw[1...3]) == [0, 0, 0])
        #expect(Array(raw[4..<61]) == (1..<20).flatMap { _ in [10, 0, 0] as [UInt8] })
        #expect(raw[61] == 2)
        #expect(raw[62...].allSatisfy { $0 == 0 })
        var translucent = ramp
        translucent[3] = 0x8040_0000
        #expect(TrueColorPNG.encode(translucent, width: 20, height: 1) == nil)
    }

    /// The tuned level-9 stream inflates to its input, and the three
    /// efforts are deterministic.
    @Test func everyEffortInflatesToItsInput() throws {
        let data = (0..<20_000).map { UInt8(truncatingIfNeeded: ($0 / 7) * ($0 % 13 == 0 ? 3 : 1)) }
        for effort in [Deflate.Effort.quick, .thorough, .maximum] {
            let compressed = Deflate.compress(data, effort)
            #expect(compressed == Deflate.compress(data, effort))
            var out = [UInt8](repeating: 0, count: data.count)
            var length = uLong(out.count)
            let status = uncompress(&out, &length, compressed, uLong(compressed.count))
            #expect(status == Z_OK && Int(length) == data.count && out == data)
        }
    }

    private func rebuilt(_ png: [UInt8], idat rows: [UInt8]) -> [UInt8] {
        // Signature, IHDR (25 bytes), PLTE (12 + 12), then our IDAT, IEND.
        let head = Array(png.prefix(8 + 25 + 24))
        return head + chunk("IDAT", Deflate.compress(rows, .maximum)) + chunk("IEND", [])
    }

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(UInt32(crc32(0, body, uInt(body.count))))
    }
}
