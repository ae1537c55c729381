/// One lossless WebP bitstream (RFC 9649 §3, the payload of a "VP8L"
/// chunk) of a picture with at most 256 colours, made by Trellis. Its
/// pixels are parsed once, as indices, by `LZ77Matcher` with WebP's
/// limits (a match of indices is a match of colours), its distances
/// written as 2-D neighbour codes where one fits (§3.5.2.2: the row above
/// is distance code 1, not a distance of a row's width); then the smaller
/// of two codings is kept:
///
/// - the colour-indexing transform (§3.4.4): a palette, delta-coded, and
///   one green symbol a pixel, the indices bundled 2, 4 or 8 to a pixel
///   when there are at most 16, 4 or 2 colours (then parsed bundled;
///   a picture of at most 16 colours and ``smallPicture`` pixels is coded
///   both ways too, the smaller kept);
/// - the subtract-green transform (§3.4.3): each pixel's green, and red
///   and blue less green, which for the greys of antialiased text is 0:
///   no palette to send, as libwebp codes these pictures.
///
/// No colour cache and one group of prefix codes (no entropy image): what
/// libwebp's cost-driven search adds beyond that (and an optimal parse)
/// is left out, for a fraction of its work. The same pixels always give
/// the same bytes.
enum VP8LImage {
    /// The bitstream of `pixels` (0xAARRGGBB, `width` × `height`, row by
    /// row); nil when they have more than 256 colours.
    static func encode(pixels: [UInt32], width: Int, height: Int) -> [UInt8]? {
        precondition(pixels.count == width * height && !pixels.isEmpty, "a pixel for every place")
        precondition((1...16384).contains(width) && (1...16384).contains(height), "WebP's sides are 1 to 16,384 pixels")
        guard var runs = ColorTable.numberedRuns(pixels, opaqueRGB: false) else { return nil }
        // Colours in order of value: the order only changes the palette's
        // bytes, and neighbours in value differ little channel by channel.
        let order = runs.colors.indices.sorted { runs.colors[$0] < runs.colors[$1] }
        let colors = order.map { runs.colors[$0] }
        var remap = [UInt8](repeating: 0, count: colors.count)
        for (k, number) in order.enumerated() { remap[number] = UInt8(truncatingIfNeeded: k) }  // checked: k < 256
        ColorTable.remap(&runs.numbers, remap)
        let indices = runs.numbers
        let alpha = colors.contains { $0 >> 24 != 0xFF }
        var writer = DeflateBitWriter(capacity: width * height / 8 + 256)
        if colors.count <= 16 && width * height > smallPicture {
            paletteCoded(indices, width: width, height: height, colors: colors, alpha: alpha, parse: nil, to: &writer)
        } else if colors.count <= 16 {
            // A small picture (a sweep's frame that only moved an edge: a
            // column of 2 × 90 pixels) is mostly its codes, and the palette
            // coding sends two images' codes: the subtract-green coding,
            // one image's, is tried too.
            var palette = BitCounter(), subtracted = BitCounter()
            paletteCoded(indices, width: width, height: height, colors: colors, alpha: alpha, parse: nil, to: &palette)
            let symbols = indices.withUnsafeBufferPointer { LZ77Matcher.parse($0, rowLength: width, limits: .webP) }
            subtractGreenCoded(symbols, width: width, height: height, colors: colors, alpha: alpha, to: &subtracted)
            if (subtracted.bits + 7) / 8 < (palette.bits + 7) / 8 {
                subtractGreenCoded(symbols, width: width, height: height, colors: colors, alpha: alpha, to: &writer)
            } else {
                paletteCoded(indices, width: width, height: height, colors: colors, alpha: alpha, parse: nil, to: &writer)
            }
        } else {
            // Both codings counted, the smaller written (ties: the palette).
            let symbols = indices.withUnsafeBufferPointer { LZ77Matcher.parse($0, rowLength: width, limits: .webP) }
            var palette = BitCounter(), subtracted = BitCounter()
            paletteCoded(indices, width: width, height: height, colors: colors, alpha: alpha, parse: symbols, to: &palette)
            subtractGreenCoded(symbols, width: width, height: height, colors: colors, alpha: alpha, to: &subtracted)
            if (subtracted.bits + 7) / 8 < (palette.bits + 7) / 8 {
                subtractGreenCoded(symbols, width: width, height: height, colors: colors, alpha: alpha, to: &writer)
            } else {
                paletteCoded(indices, width: width, height: height, colors: colors, alpha: alpha, parse: symbols, to: &writer)
            }
        }
        writer.flush()
        return writer.bytes
    }

    /// The most pixels of a picture of at most 16 colours coded both ways.
    static let smallPicture = 4096

    /// The signature, the size and the alpha hint; version 0.
    private static func header<Sink: BitSink>(width: Int, height: Int, alpha: Bool, to sink: inout Sink) {
        sink.write(0x2F, 8)
        sink.write(width - 1, 14)
        sink.write(height - 1, 14)
        sink.write(alpha ? 1 : 0, 1)
        sink.write(0, 3)
    }

    /// The subtract-green coding of the parse of indices into `colors`.
    private static func subtractGreenCoded<Sink: BitSink>(_ symbols: LZ77Matcher.Symbols, width: Int, height: Int,
                                                          colors: [UInt32], alpha: Bool, to sink: inout Sink) {
        header(width: width, height: height, alpha: alpha, to: &sink)
        sink.write(1, 1)
        sink.write(2, 2)  // subtract green
        sink.write(0, 1)  // no further transform
        sink.write(0, 1)  // no colour cache
        sink.write(0, 1)  // one group of codes
        let channels = colors.map { color in
            let green = color >> 8 & 0xFF
            return (green, (color >> 16 &- green) & 0xFF, (color &- green) & 0xFF, color >> 24)
        }
        writeImage(symbols, width: width, channels: channels, to: &sink)
    }

    /// The colour-indexing coding of `indices` into `colors`; `parse` is
    /// their parse when they are not bundled (more than 16 colours).
    private static func paletteCoded<Sink: BitSink>(_ indices: [UInt8], width: Int, height: Int, colors: [UInt32], alpha: Bool,
                                                    parse: LZ77Matcher.Symbols?, to writer: inout Sink) {
        header(width: width, height: height, alpha: alpha, to: &writer)
        // The transform and its palette: a 1-row image, each colour less
        // the one before it, channel by channel.
        writer.write(1, 1)
        writer.write(3, 2)
        writer.write(colors.count - 1, 8)
        var deltas: [(UInt32, UInt32, UInt32, UInt32)] = []
        for k in colors.indices {
            let before = k == 0 ? 0 : colors[k - 1]
            func delta(_ shift: UInt32) -> UInt32 { (colors[k] >> shift &- before >> shift) & 0xFF }
            deltas.append((delta(8), delta(16), delta(0), delta(24)))
        }
        writer.write(0, 1)  // no colour cache
        let literals = LZ77Matcher.Symbols(lengths: (0..<UInt16(colors.count)).map { $0 },  // checked: ≤ 256
                                           distances: [UInt32](repeating: 0, count: colors.count))
        writeImage(literals, width: colors.count, channels: deltas, to: &writer)
        writer.write(0, 1)  // no further transform

        // The indices, bundled, in green.
        let bits = colors.count <= 2 ? 1 : colors.count <= 4 ? 2 : colors.count <= 16 ? 4 : 8
        let perPixel = 8 / bits
        let packedWidth = (width + perPixel - 1) / perPixel
        var packed = indices
        if perPixel > 1 {
            packed = [UInt8](repeating: 0, count: packedWidth * height)
            for y in 0..<height {
                for x in 0..<width {
                    packed[y * packedWidth + x / perPixel] |= indices[y * width + x] << UInt8(x % perPixel * bits)
                }
            }
        }
        writer.write(0, 1)  // no colour cache
        writer.write(0, 1)  // one group of codes
        let symbols = parse ?? packed.withUnsafeBufferPointer { LZ77Matcher.parse($0, rowLength: packedWidth, limits: .webP) }
        writeImage(symbols, width: packedWidth, channels: (0...255).map { (UInt32($0), 0, 0, 0) }, to: &writer)
    }

    /// The prefix code of a length or distance (§3.5.2.2): code, extra bits, their value.
    static func prefix(_ value: Int) -> (code: Int, extraBits: Int, extra: Int) {
        if value <= 4 { return (value - 1, 0, 0) }
        let d = value - 1
        let highest = Int.bitWidth - 1 - d.leadingZeroBitCount
        let second = d >> (highest - 1) & 1
        return (2 * highest + second, highest - 1, d & (1 << (highest - 1) - 1))
    }

    /// The distance code of a backward distance in pixels, in an image
    /// `width` wide: one of the 120 neighbour codes when the distance is a
    /// neighbour's (up to 7 rows up and 7 to the right or 8 to the left),
    /// else the distance plus 120.
    static func distanceCode(_ distance: Int, width: Int) -> Int {
        let y = distance / width, x = distance - y * width
        if x <= 8 && y < 8 { return Int(neighbourCodes[y * 16 + 7 + x]) }
        if x > width - 8 && y < 7 { return Int(neighbourCodes[(y + 1) * 16 + 7 + x - width]) }
        return distance + 120
    }

    /// RFC 9649 §3.5.2.2's distance map: code k + 1 is the pixel `xi`
    /// columns left and `yi` rows up (negative `xi`: right).
    static let neighbours: [(xi: Int, yi: Int)] = [
        (0, 1), (1, 0), (1, 1), (-1, 1), (0, 2), (2, 0), (1, 2), (-1, 2), (2, 1), (-2, 1), (2, 2), (-2, 2), (0, 3), (3, 0),
        (1, 3), (-1, 3), (3, 1), (-3, 1), (2, 3), (-2, 3), (3, 2), (-3, 2), (0, 4), (4, 0), (1, 4), (-1, 4), (4, 1), (-4, 1),
        (3, 3), (-3, 3), (2, 4), (-2, 4), (4, 2), (-4, 2), (0, 5), (3, 4), (-3, 4), (4, 3), (-4, 3), (5, 0), (1, 5), (-1, 5),
        (5, 1), (-5, 1), (2, 5), (-2, 5), (5, 2), (-5, 2), (4, 4), (-4, 4), (3, 5), (-3, 5), (5, 3), (-5, 3), (0, 6), (6, 0),
        (1, 6), (-1, 6), (6, 1), (-6, 1), (2, 6), (-2, 6), (6, 2), (-6, 2), (4, 5), (-4, 5), (5, 4), (-5, 4), (3, 6), (-3, 6),
        (6, 3), (-6, 3), (0, 7), (7, 0), (1, 7), (-1, 7), (5, 5), (-5, 5), (7, 1), (-7, 1), (4, 6), (-4, 6), (6, 4), (-6, 4),
        (2, 7), (-2, 7), (7, 2), (-7, 2), (3, 7), (-3, 7), (7, 3), (-7, 3), (5, 6), (-5, 6), (6, 5), (-6, 5), (8, 0), (4, 7),
        (-4, 7), (7, 4), (-7, 4), (8, 1), (8, 2), (6, 6), (-6, 6), (8, 3), (5, 7), (-5, 7), (7, 5), (-7, 5), (8, 4), (6, 7),
        (-6, 7), (7, 6), (-7, 6), (8, 5), (7, 7), (-7, 7), (8, 6), (8, 7),
    ]

    /// `neighbours` turned round: the code of (xi, yi) at yi × 16 + 7 + xi.
    private static let neighbourCodes: [UInt8] = {
        var codes = [UInt8](repeating: 0, count: 8 * 16)
        for (k, n) in neighbours.enumerated() { codes[n.yi * 16 + 7 + n.xi] = UInt8(k + 1) }
        return codes
    }()

    /// The order the code-length code's lengths are listed in (§3.7.2.1.2).
    private static let codeLengthOrder = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]

    /// An image's codes and symbols: a literal byte is the pixel
    /// `channels` gives for it (green, red, blue, alpha).
    private static func writeImage<Sink: BitSink>(_ symbols: LZ77Matcher.Symbols, width: Int,
                                                  channels: [(UInt32, UInt32, UInt32, UInt32)], to writer: inout Sink) {
        var uses = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 4)
        uses[0] += [Int](repeating: 0, count: 24)
        var distanceUses = [Int](repeating: 0, count: 40)
        var extraBits = 0
        for i in symbols.lengths.indices {
            let length = Int(symbols.lengths[i]), distance = Int(symbols.distances[i])
            if distance == 0 {
                let c = channels[length]
                uses[0][Int(c.0)] += 1
                uses[1][Int(c.1)] += 1
                uses[2][Int(c.2)] += 1
                uses[3][Int(c.3)] += 1
            } else {
                let l = prefix(length), d = prefix(distanceCode(distance, width: width))
                uses[0][256 + l.code] += 1
                distanceUses[d.code] += 1
                extraBits += l.extraBits + d.extraBits
            }
        }
        let green = writeCode(uses: uses[0], to: &writer), red = writeCode(uses: uses[1], to: &writer)
        let blue = writeCode(uses: uses[2], to: &writer), alpha = writeCode(uses: uses[3], to: &writer)
        let distances = writeCode(uses: distanceUses, to: &writer)
        if Sink.countsOnly {
            // The symbols' bits, from the counts: no need to go through them again.
            for (code, counts) in zip([green, red, blue, alpha, distances], uses + [distanceUses]) where !code.lone {
                writer.write(0, zip(code.code.lengths, counts).reduce(0) { $0 + Int($1.0) * $1.1 })  // checked: UInt8 lengths
            }
            writer.write(0, extraBits)
            return
        }
        for i in symbols.lengths.indices {
            let length = Int(symbols.lengths[i]), distance = Int(symbols.distances[i])
            if distance == 0 {
                let c = channels[length]
                green.write(Int(c.0), to: &writer)
                red.write(Int(c.1), to: &writer)
                blue.write(Int(c.2), to: &writer)
                alpha.write(Int(c.3), to: &writer)
                continue
            }
            let l = prefix(length)
            green.write(256 + l.code, to: &writer)
            writer.write(l.extra, l.extraBits)
            let d = prefix(distanceCode(distance, width: width))
            distances.write(d.code, to: &writer)
            writer.write(d.extra, d.extraBits)
        }
    }

    /// A prefix code as the stream uses it: a lone symbol takes no bits.
    private struct Code {
        var code: HuffmanCode
        var lone: Bool

        @inline(__always) func write<Sink: BitSink>(_ symbol: Int, to writer: inout Sink) {
            if !lone { writer.write(Int(code.codes[symbol]), Int(code.lengths[symbol])) }
        }
    }

    /// Declares the code for symbols used `uses` times (§3.7.2.1): the
    /// simple form for one or two symbols below 256, else the lengths,
    /// run-length coded in the code-length code.
    private static func writeCode<Sink: BitSink>(uses: [Int], to writer: inout Sink) -> Code {
        let used = uses.indices.filter { uses[$0] > 0 }
        if used.count <= 2 && used.allSatisfy({ $0 < 256 }) {
            let symbols = used.isEmpty ? [0] : used
            writer.write(1, 1)
            writer.write(symbols.count - 1, 1)
            if symbols[0] < 2 {
                writer.write(0, 1)
                writer.write(symbols[0], 1)
            } else {
                writer.write(1, 1)
                writer.write(symbols[0], 8)
            }
            if symbols.count == 2 { writer.write(symbols[1], 8) }
            var lengths = [UInt8](repeating: 0, count: uses.count)
            for s in symbols { lengths[s] = 1 }
            return Code(code: HuffmanCode(lengths: lengths), lone: symbols.count == 1)
        }
        let code = HuffmanCode(frequencies: uses, limit: 15)
        writer.write(0, 1)
        // Trailing zeros are written too (no max_symbol): a run or two of code 18.
        let runs = DeflateSymbols.codeLengthRuns(code.lengths)
        var runUses = [Int](repeating: 0, count: 19)
        for run in runs { runUses[run.symbol] += 1 }
        let runCode = HuffmanCode(frequencies: runUses, limit: 7)
        let runLone = runUses.filter { $0 > 0 }.count == 1
        var listed = 19
        while listed > 4 && runCode.lengths[codeLengthOrder[listed - 1]] == 0 { listed -= 1 }
        writer.write(listed - 4, 4)
        for k in 0..<listed { writer.write(Int(runCode.lengths[codeLengthOrder[k]]), 3) }
        writer.write(0, 1)  // every symbol's length follows
        for run in runs {
            if !runLone { writer.write(Int(runCode.codes[run.symbol]), Int(runCode.lengths[run.symbol])) }
            writer.write(run.extra, run.symbol == 16 ? 2 : run.symbol == 17 ? 3 : run.symbol == 18 ? 7 : 0)
        }
        return Code(code: code, lone: used.count == 1)
    }
}

/// Where `VP8LImage` writes bits: a `DeflateBitWriter` (the same packing,
/// least significant first), or a `BitCounter` that only counts them.
protocol BitSink {
    /// True when the sink only counts: writing `count` bits of 0 then
    /// stands for any `count` bits.
    static var countsOnly: Bool { get }
    mutating func write(_ value: Int, _ count: Int)
}

extension DeflateBitWriter: BitSink {
    static var countsOnly: Bool { false }
}

/// Counts the bits a coding would take, to choose one before writing it.
struct BitCounter: BitSink {
    private(set) var bits = 0
    static var countsOnly: Bool { true }
    @inline(__always) mutating func write(_ value: Int, _ count: Int) { bits += count }
}
