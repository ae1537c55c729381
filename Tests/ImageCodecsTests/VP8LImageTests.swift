import CWebP
@testable import ImageCodecs
import Testing

/// A still WebP of one VP8L bitstream, decoded by libwebp: 0xAARRGGBB.
private func decodeWithLibwebp(_ bitstream: [UInt8], width: Int, height: Int) throws -> [UInt32] {
    var chunk = Array("VP8L".utf8) + littleEndian(bitstream.count) + bitstream
    if bitstream.count % 2 == 1 { chunk.append(0) }
    let file = Array("RIFF".utf8) + littleEndian(4 + chunk.count) + Array("WEBP".utf8) + chunk
    var w: Int32 = 0, h: Int32 = 0
    let rgba = try #require(file.withUnsafeBufferPointer { WebPDecodeRGBA($0.baseAddress, $0.count, &w, &h) })
    defer { WebPFree(rgba) }
    #expect(Int(w) == width && Int(h) == height)
    return (0..<width * height).map { i in
        UInt32(rgba[4 * i + 3]) << 24 | UInt32(rgba[4 * i]) << 16 | UInt32(rgba[4 * i + 1]) << 8 | UInt32(rgba[4 * i + 2])
    }
}

private func littleEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

/// Deterministic noise (a linear congruential generator), for pictures without matches.
private struct Noise {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33) % bound
    }
}

/// Bit `at` of the stream (least significant first), and the transform
/// the stream declares first (3: colour indexing, 2: subtract green).
private func firstTransform(_ bitstream: [UInt8]) -> Int {
    func bit(_ at: Int) -> Int { Int(bitstream[at / 8] >> UInt8(at % 8) & 1) }
    // 8 bits of signature, 14 + 14 of size, 1 of alpha, 3 of version.
    #expect(bit(40) == 1, "a transform")
    return bit(41) | bit(42) << 1
}

@Suite struct VP8LImageTests {
    /// RFC 9649 §3.5.2.2, decoding: a prefix code below 4 is the value
    /// less one; above, `extra_bits = (code − 2) >> 1`,
    /// `offset = (2 + (code & 1)) << extra_bits`, value = offset + extra + 1.
    @Test func prefixCodesDecodeToTheirValues() {
        #expect(VP8LImage.prefix(1) == (0, 0, 0))
        #expect(VP8LImage.prefix(4) == (3, 0, 0))
        #expect(VP8LImage.prefix(5) == (4, 1, 0))
        #expect(VP8LImage.prefix(6) == (4, 1, 1))
        #expect(VP8LImage.prefix(7) == (5, 1, 0))
        #expect(VP8LImage.prefix(9) == (6, 2, 0))
        #expect(VP8LImage.prefix(4096) == (23, 10, 1023))
        for value in Array(1...5000) + [(1 << 20) - 1, 1 << 20] {
            let p = VP8LImage.prefix(value)
            let decoded: Int
            if p.code < 4 {
                decoded = p.code + 1
            } else {
                let extraBits = (p.code - 2) >> 1
                #expect(extraBits == p.extraBits)
                decoded = ((2 + (p.code & 1)) << extraBits) + p.extra + 1
            }
            #expect(decoded == value)
            #expect(p.code < 40 && p.extra < 1 << p.extraBits)
        }
    }

    /// A neighbour's distance gets its code from the spec's map (§3.5.2.2:
    /// `dist = xi + yi × xsize`, at least 1), anything else the distance
    /// plus 120; in narrow images several codes mean one distance and any
    /// of them decodes right.
    @Test func distanceCodesDecodeToTheirDistances() {
        #expect(VP8LImage.distanceCode(100, width: 100) == 1)  // (0, 1): the row above
        #expect(VP8LImage.distanceCode(1, width: 100) == 2)  // (1, 0): the pixel before
        #expect(VP8LImage.distanceCode(101, width: 100) == 3)  // (1, 1)
        #expect(VP8LImage.distanceCode(99, width: 100) == 4)  // (−1, 1)
        #expect(VP8LImage.distanceCode(800, width: 100) == 920)  // eight rows up: no neighbour
        #expect(VP8LImage.distanceCode(50, width: 100) == 170)
        for width in [1, 2, 3, 7, 8, 9, 16, 100, 600] {
            for distance in 1...2000 {
                let code = VP8LImage.distanceCode(distance, width: width)
                if code > 120 {
                    #expect(code - 120 == distance)
                } else {
                    let n = VP8LImage.neighbours[code - 1]
                    #expect(max(1, n.xi + n.yi * width) == distance, "width \(width), distance \(distance), code \(code)")
                }
            }
        }
    }

    /// libwebp decodes every picture to its pixels: 1, 2, 4 and 8 bits an
    /// index, greys and colours, transparency, a run longer than the
    /// longest match, noise without matches, one pixel, one column.
    @Test(arguments: [1, 2, 3, 4, 5, 16, 17, 100, 256])
    func libwebpDecodesThePixels(colours: Int) throws {
        var noise = Noise(state: UInt64(colours))
        let palette = (0..<colours).map { k -> UInt32 in
            k == 1 ? 0 : 0xFF00_0000 | UInt32(noise.next(1 << 24))  // one transparent colour
        }
        let width = 67, height = 23
        // Rows of runs, rows repeating earlier ones, and noise.
        let pixels = (0..<width * height).map { i -> UInt32 in
            let x = i % width, y = i / width
            if y % 5 == 4 { return palette[(x / 3 + y) % colours] }
            if y % 3 == 0 { return palette[noise.next(colours)] }
            return palette[(x / 7 + y / 3) % colours]
        }
        let bitstream = try #require(VP8LImage.encode(pixels: pixels, width: width, height: height))
        let decoded = try decodeWithLibwebp(bitstream, width: width, height: height)
        // libwebp keeps a transparent pixel's colour (exact), here 0.
        #expect(decoded == pixels)
    }

    @Test(arguments: [(1, 1), (1, 300), (300, 1), (5000, 3)])
    func edgeShapesDecode(width: Int, height: Int) throws {
        // A white page with a grey stripe: a run far longer than 4,096 pixels.
        let pixels = (0..<width * height).map { $0 % width == width / 2 ? 0xFF80_8080 : UInt32(0xFFFF_FFFF) }
        let bitstream = try #require(VP8LImage.encode(pixels: pixels, width: width, height: height))
        #expect(try decodeWithLibwebp(bitstream, width: width, height: height) == pixels)
    }

    /// Matches reaching further than the 120 neighbour codes (a repeat
    /// 40 rows up), and noise over 256 colours: exact.
    @Test func farMatchesDecode() throws {
        var noise = Noise(state: 7)
        let width = 50, height = 80
        let top = (0..<width * 40).map { _ in 0xFF00_0000 | UInt32(noise.next(200)) * 0x01_0101 }
        let pixels = top + top
        let bitstream = try #require(VP8LImage.encode(pixels: pixels, width: width, height: height))
        #expect(try decodeWithLibwebp(bitstream, width: width, height: height) == pixels)
        #expect(bitstream.count < width * 40 * 2, "the second half is one match, not noise again")
    }

    /// More than 256 colours: not a picture for this encoder.
    @Test func moreThan256ColoursAreRefused() {
        let pixels = (0..<300).map { 0xFF00_0000 | UInt32($0) }
        #expect(VP8LImage.encode(pixels: pixels, width: 30, height: 10) == nil)
    }

    /// Antialiased greys cost nothing in red and blue after subtracting
    /// green, and need no palette: that coding wins; a few colours take
    /// the palette, bundled.
    @Test func theSmallerCodingIsKept() throws {
        let width = 120, height = 40
        let greys = (0..<width * height).map { i -> UInt32 in
            let x = i % width, y = i / width
            return 0xFF00_0000 | UInt32((x * 7 + y * 13) % 150 + 50) * 0x01_0101
        }
        let grey = try #require(VP8LImage.encode(pixels: greys, width: width, height: height))
        #expect(firstTransform(grey) == 2)
        #expect(try decodeWithLibwebp(grey, width: width, height: height) == greys)
        let few = greys.map { $0 & 0xFF00_0000 | ($0 & 0xFF) / 40 * 0x40_4040 }
        let indexed = try #require(VP8LImage.encode(pixels: few, width: width, height: height))
        #expect(firstTransform(indexed) == 3)
        #expect(try decodeWithLibwebp(indexed, width: width, height: height) == few)
    }

    /// The same pixels, the same bytes.
    @Test func repeatEncodingsAreByteIdentical() {
        var noise = Noise(state: 3)
        let pixels = (0..<4000).map { _ in 0xFF00_0000 | UInt32(noise.next(40)) * 0x03_0507 }
        #expect(VP8LImage.encode(pixels: pixels, width: 80, height: 50) == VP8LImage.encode(pixels: pixels, width: 80, height: 50))
    }
}
