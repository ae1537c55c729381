import CZlib

/// An image of at most 256 colours: a palette and one index a pixel.
///
/// What a snapshot reference holds (``PalettePNG``). Built from a canvas's
/// pixels (median cut when there are more colours), or read back from a
/// palette PNG of Trellis's own, so that `trellis verify` can compare a
/// fresh render with its reference colour by colour without compressing
/// the fresh one: zlib at level 9 was half of verify's time.
public struct PaletteImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Opaque colours, 0xRRGGBB.
    public var palette: [UInt32]
    /// One palette index a pixel, row by row.
    public var indices: [UInt8]

    /// The palette image of premultiplied ARGB pixels flattened onto white:
    /// exact for at most 256 colours, median cut (`Quantizer`) beyond.
    public init(pixels: [UInt32], width: Int, height: Int) {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        self.init(pixels: pixels, width: width, height: height, counts: Self.counts(of: pixels).colors)
    }

    /// The palette image of opaque pixels of at most 256 colours, exactly;
    /// nil when some pixel is not opaque or there are more colours.
    ///
    /// One pass over the runs: each new colour gets the next index and the
    /// runs are written with those; the palette's own order (by use) is
    /// then a remapping of at most 256 indices, not a second lookup a run.
    public init?(exactly pixels: [UInt32], width: Int, height: Int) {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        guard var runs = ColorTable.numberedRuns(pixels, opaqueRGB: true) else { return nil }
        let quantized = Quantizer.palette(for: Dictionary(uniqueKeysWithValues: zip(runs.colors, runs.uses)), limit: 256)
        ColorTable.remap(&runs.numbers, runs.colors.map { quantized.index[$0]! })
        self.init(width: width, height: height, palette: quantized.palette, indices: runs.numbers)
    }

    /// `pixels` as indices into the palette of their flattened colours, whose
    /// uses are `counts`.
    private init(pixels: [UInt32], width: Int, height: Int, counts: ColorTable) {
        let quantized = Quantizer.palette(for: counts.dictionary, limit: 256)
        let lookup = ColorTable(quantized.index.mapValues(Int.init))
        var indices = [UInt8](repeating: 0, count: pixels.count)
        indices.withUnsafeMutableBufferPointer { out in
            ColorTable.forEachRun(pixels) { argb, start, end in
                let index = UInt8(truncatingIfNeeded: lookup.value(of: AnimationPixels.opaqueRGB(argb))!)
                ColorTable.fill(out, start, end - start, with: index)
            }
        }
        self.init(width: width, height: height, palette: quantized.palette, indices: indices)
    }

    /// How many pixels have each colour, flattened onto white, and whether
    /// all are opaque. Counted a run at a time, each run's colour flattened
    /// once: flat UI is mostly long runs of one colour, and a dictionary
    /// lookup a pixel cost more than the painting.
    private static func counts(of pixels: [UInt32]) -> (colors: ColorTable, opaque: Bool) {
        var colors = ColorTable()
        var opaque = true
        ColorTable.forEachRun(pixels) { argb, start, end in
            colors.add(end - start, to: AnimationPixels.opaqueRGB(argb))
            if argb >> 24 != 0xFF { opaque = false }
        }
        return (colors, opaque)
    }

    init(width: Int, height: Int, palette: [UInt32], indices: [UInt8]) {
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = indices
    }

    /// The image a palette PNG as ``PalettePNG`` writes it holds: 8-bit
    /// indices, no interlace, every row unfiltered, every CRC right, exactly
    /// `width` × `height` pixels. Nil for any other PNG (read those with a
    /// full decoder) and for anything damaged.
    public init?(png bytes: [UInt8], width: Int, height: Int) {
        guard width > 0, height > 0, PNGChunks.areWithinBounds(bytes) else { return nil }
        var palette: [UInt32]?
        var compressed: [UInt8] = []
        var offset = 8, sawHeader = false
        while true {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let body = (offset + 4)..<(offset + 8 + length)
            let stored = bytes[(body.upperBound)..<(body.upperBound + 4)].reduce(0) { $0 << 8 | UInt32($1) }
            let crc = bytes.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress! + body.lowerBound, uInt(body.count)) }
            guard UInt32(truncatingIfNeeded: crc) == stored else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = bytes[(offset + 8)..<(offset + 8 + length)]
            switch type {
            case "IHDR":
                // Width, height, depth 8, colour type 3, deflate, filter 0, no interlace.
                let expected = PalettePNG.header(width: width, height: height)
                guard !sawHeader, data.elementsEqual(expected) else { return nil }
                sawHeader = true
            case "PLTE":
                guard sawHeader, palette == nil, length % 3 == 0, (3...768).contains(length) else { return nil }
                palette = stride(from: data.startIndex, to: data.endIndex, by: 3).map {
                    UInt32(bytes[$0]) << 16 | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2])
                }
            case "IDAT":
                guard palette != nil else { return nil }
                compressed += data
            case "IEND":
                guard let palette, !compressed.isEmpty else { return nil }
                guard let indices = Self.inflate(compressed, width: width, height: height, colors: palette.count) else {
                    return nil
                }
                self.init(width: width, height: height, palette: palette, indices: indices)
                return
            default:
                // Any other chunk (transparency, gamma, text): not a reference
                // of ours; the full decoder decides.
                return nil
            }
            offset = body.upperBound + 4
        }
    }

    /// Whether every pixel of `pixels` (premultiplied ARGB, row by row, as
    /// many as this image has) has this image's colour there, flattened
    /// onto white as a palette image of them would be. True means
    /// `PaletteImage(pixels:…)` would have the same colours (they are at
    /// most this palette's 256, so it would be exact) without building it:
    /// what `trellis verify` asks of every fresh picture.
    public func hasSameColors(asPixels pixels: [UInt32]) -> Bool {
        guard pixels.count == indices.count else { return false }
        return pixels.withUnsafeBufferPointer { pixels in
            indices.withUnsafeBufferPointer { indices in
                palette.withUnsafeBufferPointer { palette in
                    // Flattened once a run: flat UI is mostly long runs.
                    var last: UInt32 = 0, flat = AnimationPixels.opaqueRGB(0)
                    for k in 0..<pixels.count {
                        if pixels[k] != last {
                            last = pixels[k]
                            flat = AnimationPixels.opaqueRGB(last)
                        }
                        if flat != palette[Int(indices[k])] { return false }
                    }
                    return true
                }
            }
        }
    }

    /// Whether every pixel has the same colour in both, however the palettes
    /// are ordered.
    public func hasSameColors(as other: PaletteImage) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return indices.withUnsafeBufferPointer { mine in
            other.indices.withUnsafeBufferPointer { theirs in
                palette.withUnsafeBufferPointer { myPalette in
                    other.palette.withUnsafeBufferPointer { theirPalette in
                        for k in 0..<mine.count where myPalette[Int(mine[k])] != theirPalette[Int(theirs[k])] {
                            return false
                        }
                        return true
                    }
                }
            }
        }
    }

    /// The rows' indices, each row's filter byte dropped (nil: a filter other
    /// than none, an index past the palette, or not exactly the pixels' bytes).
    private static func inflate(_ compressed: [UInt8], width: Int, height: Int, colors: Int) -> [UInt8]? {
        let (rowBytes, overflow) = (width + 1).multipliedReportingOverflow(by: height)
        guard !overflow, rowBytes <= Int(UInt32.max) else { return nil }
        // One byte more than the rows: a stream that inflates to more is refused.
        var raw = [UInt8](repeating: 0, count: rowBytes + 1)
        var length = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { target in
            compressed.withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(length) == rowBytes else { return nil }
        // Each row's filter byte must be 0 and no index past the palette: the
        // rows are copied whole and their largest index checked (a loop
        // that vectorises, where a check a byte did not).
        var largest: UInt8 = 0, filtered = false
        let indices = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            raw.withUnsafeBufferPointer { raw in
                for y in 0..<height {
                    let row = raw.baseAddress! + y * (width + 1)
                    if row[0] != 0 { filtered = true }
                    (out.baseAddress! + y * width).initialize(from: row + 1, count: width)
                    for x in 1...width { largest = max(largest, row[x]) }
                }
            }
            count = width * height
        }
        guard !filtered, Int(largest) < colors else { return nil }
        return indices
    }
}
