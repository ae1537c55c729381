import Foundation
import Layout
import Testing
import TrellisTestSupport

/// Images as Layout knows them: a PNG's size from its header, the scale from
/// the file name, clear errors for what is not a PNG. The fixtures are made
/// by scripts/gen-image-fixtures (bar.png: 40 × 20 pixels).
@Suite struct ImageTests {
    let images = fixtures + "/images"

    @Test func sizeComesFromTheHeader() throws {
        let image = try Image(contentsOfFile: images + "/bar.png")
        #expect(image.pixelWidth == 40 && image.pixelHeight == 20)
        #expect(image.scale == 1)
        #expect(image.size == Size(width: 40, height: 20))
    }

    /// UIKit: a file named with @2x has scale 2 and half the pixels in points.
    @Test func scaleComesFromTheFileName() throws {
        let double = try Image(contentsOfFile: images + "/bar@2x.png")
        #expect(double.scale == 2 && double.size == Size(width: 20, height: 10))
        let triple = try Image(contentsOfFile: images + "/bar@3x~iphone.png")
        #expect(triple.scale == 3 && triple.size == Size(width: 40.0 / 3, height: 20.0 / 3))
        #expect(Image.scale(forFileName: "a/b/icon@2x.png") == 2)
        #expect(Image.scale(forFileName: "icon@3x~ipad.png") == 3)
        #expect(Image.scale(forFileName: "icon.png") == 1)
        #expect(Image.scale(forFileName: "icon@2x") == 2)
        #expect(Image.scale(forFileName: "sets@2x/icon.png") == 1)  // the folder's name does not count
        #expect(Image.scale(forFileName: "icon@4x.png") == 1)       // UIKit knows 2 and 3
    }

    @Test func dataInMemoryHasTheScaleItIsGiven() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: images + "/bar.png")))
        #expect(try Image(pngData: bytes).size == Size(width: 40, height: 20))
        #expect(try Image(pngData: bytes, scale: 2).size == Size(width: 20, height: 10))
    }

    // MARK: Bad input: one error naming the file

    func error(_ make: () throws(ImageError) -> Image) -> ImageError? {
        do { _ = try make(); return nil } catch { return error }
    }

    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "trellis-image-\(UUID().uuidString).png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aMissingFileIsNamed() {
        let e = error { () throws(ImageError) in try Image(contentsOfFile: "/nonexistent/icon.png") }
        #expect(e?.description == "/nonexistent/icon.png cannot be read (No such file or directory)")
    }

    @Test func aFolderIsNamed() {
        let e = error { () throws(ImageError) in try Image(contentsOfFile: fixtures + "/images") }
        #expect(e?.description == fixtures + "/images cannot be read (Is a directory)")
    }

    /// A FIFO would block the open until a writer comes: refused at once.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = NSTemporaryDirectory() + "trellis-image-\(UUID().uuidString).png"
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let e = error { () throws(ImageError) in try Image(contentsOfFile: path) }
        #expect(e?.description == path + " cannot be read (it is a FIFO; images are read from regular files only)")
        let device = error { () throws(ImageError) in try Image(contentsOfFile: "/dev/zero") }
        #expect(device?.description == "/dev/zero cannot be read (it is a device; images are read from regular files only)")
    }

    @Test func aFileThatIsNotAPNGIsNamed() throws {
        let path = try temporaryFile(Array("GIF89a, not a PNG at all, long enough".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let e = error { () throws(ImageError) in try Image(contentsOfFile: path) }
        #expect(e?.path == path)
        #expect(e?.description == "\(path) is not a PNG image (it does not start with PNG's 8-byte signature)")
    }

    @Test func damagedHeadersAreNamed() throws {
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: images + "/bar.png")))
        // Cut inside the IHDR chunk.
        let cut = error { () throws(ImageError) in try Image(pngData: Array(good.prefix(20))) }
        #expect(cut?.description == "PNG data is cut short: a PNG image needs 33 bytes for its header, it has 20")
        // One bit of the width changed: the CRC no longer matches.
        var flipped = good
        flipped[19] ^= 1
        let crc = error { () throws(ImageError) in try Image(pngData: flipped) }
        #expect(crc?.problem == "is not a valid PNG image (its IHDR chunk's CRC does not match: the file is damaged)")
        let empty = error { () throws(ImageError) in try Image(pngData: []) }
        #expect(empty?.description == "PNG data is empty, not a PNG image")
        let scale = error { () throws(ImageError) in try Image(pngData: good, scale: 0) }
        #expect(scale?.problem == "cannot be drawn at scale 0.0 (a scale is a positive number)")
    }

    /// A PNG header of `width` × `height` pixels with a correct CRC.
    func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += be(width) + be(height) + [8, 6, 0, 0, 0]
        return bytes + be(zlibCRC32(bytes[12..<29]))
    }

    /// A zero width is refused by the PNG rule (1…2³¹−1); a side above
    /// 16384 by Trellis's limit; 16384 itself is accepted.
    @Test func sizesOutOfRangeAreRefused() throws {
        let zero = error { () throws(ImageError) in try Image(pngData: header(width: 0, height: 5)) }
        #expect(zero?.problem == "is not a valid PNG image (its size is 0 × 5 pixels; each side must be 1 to 2147483647)")
        let huge = error { () throws(ImageError) in try Image(pngData: header(width: 16385, height: 5)) }
        #expect(huge?.problem == "is 16385 × 5 pixels; Trellis draws images of at most 16384 pixels a side")
        #expect(try Image(pngData: header(width: 16384, height: 1)).pixelWidth == 16384)
    }

    /// CRC-32 written out from its definition (bit by bit, not the table),
    /// so the test does not share the code it checks.
    func zlibCRC32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func placeholdersAreSquaresOfTheirPointSize() {
        let symbol = Image.placeholder(named: "star", pointSize: 17, scale: 2)
        #expect(symbol.size == Size(width: 17, height: 17))
        #expect(symbol.pixelWidth == 34)
        #expect(symbol.isTemplate)  // automatic: a symbol draws as a template
    }
}
