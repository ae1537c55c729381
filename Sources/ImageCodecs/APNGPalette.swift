import CZlib

/// A pass over a finished APNG that rewrites it with a palette of at most
/// 256 colours (transparency counted as one), when that is smaller.
///
/// The encoder streams RGBA, since it cannot know the colours of frames it
/// has not seen. Flat UI rarely has more than a few hundred colours over a
/// whole sweep; then one byte a pixel instead of four makes the file far
/// smaller. Frames keep their rectangles, delays and blending: only the
/// pixels are stored differently (8-bit indices, rows unfiltered, which
/// suits palette images). The palette is ordered by use. An animation of
/// more colours is cut to 256 by median cut over all its frames, weighted by
/// use, like the GIF's first frame: the APNG is then exact no longer, as the
/// GIF is not. Nil when not smaller, or not as `APNGEncoder` writes them.
enum APNGPalette {
    private struct Chunk {
        var type: String
        var data: ArraySlice<UInt8>
    }

    /// The finished file to keep: the palette form when it is smaller than
    /// `png` as streamed; otherwise `png` with every frame deflated again,
    /// thoroughly (frames stream quickly). So only the form kept is
    /// compressed thoroughly, and once.
    static func smallest(_ png: [UInt8]) -> [UInt8] {
        indexed(png) ?? redeflated(png) ?? png
    }

    /// `png` with each frame's data deflated again, thoroughly (a frame's
    /// new data kept only when smaller). Nil when not as `APNGEncoder`
    /// writes them.
    static func redeflated(_ png: [UInt8]) -> [UInt8]? {
        guard let chunks = chunks(of: png) else { return nil }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var frameSize = (width: 0, height: 0)
        for chunk in chunks {
            if chunk.type == "fcTL" { frameSize = (int(chunk.data, 4), int(chunk.data, 8)) }
            guard chunk.type == "IDAT" || chunk.type == "fdAT" else {
                PalettePNG.appendChunk(chunk.type, Array(chunk.data), to: &out)
                continue
            }
            let prefix = chunk.type == "fdAT" ? Array(chunk.data.prefix(4)) : []
            guard let raw = inflate(chunk, bytes: (frameSize.width * 4 + 1) * frameSize.height) else { return nil }
            let again = Deflate.compress(raw, .thorough)
            PalettePNG.appendChunk(chunk.type, again.count < chunk.data.count - prefix.count ? prefix + again : Array(chunk.data), to: &out)
        }
        PalettePNG.appendChunk("IEND", [], to: &out)
        return out
    }

    static func indexed(_ png: [UInt8]) -> [UInt8]? {
        guard let chunks = chunks(of: png), let header = chunks.first, header.type == "IHDR", header.data.count == 13,
              header.data[header.data.startIndex + 9] == 6 else { return nil }
        // Each frame's RGBA pixels, decoded once to count the colours and
        // again to write them, so that only one frame is held at a time.
        var uses = ColorTable()
        var frameSize = (width: 0, height: 0)
        for chunk in chunks {
            if chunk.type == "fcTL" { frameSize = (int(chunk.data, 4), int(chunk.data, 8)) }
            guard let pixels = pixels(of: chunk, width: frameSize.width, height: frameSize.height) else {
                if chunk.type == "IDAT" || chunk.type == "fdAT" { return nil }
                continue
            }
            ColorTable.forEachRun(pixels) { color, start, end in uses.add(end - start, to: color) }
        }
        // Transparency (0) first, then the colours by use, ties by colour;
        // beyond 256, cut by median cut (`Quantizer`) as the GIF's are.
        let transparent = uses.value(of: 0) != nil
        var opaque: [UInt32: Int] = [:]
        for (color, n) in uses.dictionary where color != 0 { opaque[color & 0xFF_FFFF] = n }
        let quantized = Quantizer.palette(for: opaque, limit: transparent ? 255 : 256)
        var entryUses = [Int](repeating: 0, count: quantized.palette.count)
        for (color, n) in opaque { entryUses[Int(quantized.index[color]!)] += n }
        let order = entryUses.indices.sorted { (entryUses[$1], quantized.palette[$0]) < (entryUses[$0], quantized.palette[$1]) }
        var position = [UInt8](repeating: 0, count: order.count)
        let first = transparent ? 1 : 0
        for (k, entry) in order.enumerated() { position[entry] = UInt8(k + first) }
        let colors = (transparent ? [0] : []) + order.map { quantized.palette[$0] }
        var index = ColorTable(minimumCapacity: opaque.count + 1)
        if transparent { index.add(0, to: 0) }
        for color in opaque.keys { index.add(Int(position[Int(quantized.index[color]!)]), to: 0xFF00_0000 | color) }

        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for chunk in chunks {
            switch chunk.type {
            case "IHDR":
                var data = Array(chunk.data)
                data[9] = 3  // colour type: palette
                PalettePNG.appendChunk("IHDR", data, to: &out)
            case "acTL":
                PalettePNG.appendChunk("acTL", Array(chunk.data), to: &out)
                PalettePNG.appendChunk("PLTE", colors.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }, to: &out)
                if transparent { PalettePNG.appendChunk("tRNS", [0], to: &out) }
            case "fcTL":
                frameSize = (int(chunk.data, 4), int(chunk.data, 8))
                PalettePNG.appendChunk("fcTL", Array(chunk.data), to: &out)
            case "IDAT", "fdAT":
                guard let pixels = pixels(of: chunk, width: frameSize.width, height: frameSize.height) else { return nil }
                var raw = [UInt8](repeating: 0, count: (frameSize.width + 1) * frameSize.height)
                for y in 0..<frameSize.height {
                    for x in 0..<frameSize.width {
                        raw[y * (frameSize.width + 1) + 1 + x] = UInt8(truncatingIfNeeded: index.value(of: pixels[y * frameSize.width + x])!)
                    }
                }
                let prefix = chunk.type == "fdAT" ? Array(chunk.data.prefix(4)) : []
                PalettePNG.appendChunk(chunk.type, prefix + PictureDeflate.compress(raw, rowLength: frameSize.width + 1), to: &out)
            default:
                PalettePNG.appendChunk(chunk.type, Array(chunk.data), to: &out)
            }
        }
        // `chunks(of:)` stops at IEND: the file ends with one again.
        PalettePNG.appendChunk("IEND", [], to: &out)
        return out.count < png.count ? out : nil
    }

    /// A frame's pixels as 0xAARRGGBB with transparent pixels 0 (nil: not a frame's data).
    private static func pixels(of chunk: Chunk, width: Int, height: Int) -> [UInt32]? {
        guard chunk.type == "IDAT" || chunk.type == "fdAT", width > 0, height > 0 else { return nil }
        let stride = width * 4
        guard let raw = inflate(chunk, bytes: (stride + 1) * height) else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        var rows = [UInt8](repeating: 0, count: 2 * stride)
        let decoded: Bool = raw.withUnsafeBufferPointer { raw in
            rows.withUnsafeMutableBufferPointer { rows in
                pixels.withUnsafeMutableBufferPointer { pixels in
                    // Read through pointers, a loop per filter: a switch and
                    // bounds checks a byte made this pass cost more than zlib.
                    var row = rows.baseAddress!, above = row + stride
                    for y in 0..<height {
                        let line = raw.baseAddress! + y * (stride + 1) + 1
                        switch line[-1] {
                        case 0:
                            row.update(from: line, count: stride)
                        case 1:
                            for k in 0..<stride { row[k] = line[k] &+ (k >= 4 ? row[k - 4] : 0) }
                        case 2:
                            for k in 0..<stride { row[k] = line[k] &+ above[k] }
                        case 3:
                            for k in 0..<stride {
                                row[k] = line[k] &+ UInt8((Int(k >= 4 ? row[k - 4] : 0) + Int(above[k])) / 2)
                            }
                        case 4:
                            for k in 0..<stride {
                                let a = k >= 4 ? row[k - 4] : 0, b = above[k], c = k >= 4 ? above[k - 4] : 0
                                let p = Int(a) + Int(b) - Int(c)
                                let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
                                row[k] = line[k] &+ (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                            }
                        default:
                            return false
                        }
                        let out = pixels.baseAddress! + y * width
                        for x in 0..<width {
                            let o = x * 4
                            out[x] = row[o + 3] == 0 ? 0
                                : UInt32(row[o + 3]) << 24 | UInt32(row[o]) << 16 | UInt32(row[o + 1]) << 8 | UInt32(row[o + 2])
                        }
                        swap(&row, &above)
                    }
                    return true
                }
            }
        }
        return decoded ? pixels : nil
    }

    /// A frame's filtered rows, exactly `bytes` of them (nil: not so).
    private static func inflate(_ chunk: Chunk, bytes: Int) -> [UInt8]? {
        guard bytes > 0 else { return nil }
        let compressed = chunk.type == "fdAT" ? chunk.data.dropFirst(4) : chunk.data
        var raw = [UInt8](repeating: 0, count: bytes)
        var length = uLong(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { target in
            Array(compressed).withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(length) == raw.count else { return nil }
        return raw
    }

    private static func chunks(of png: [UInt8]) -> [Chunk]? {
        guard png.count > 8 else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = int(png[...], offset)
            guard length >= 0, offset + 12 + length <= png.count else { return nil }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "IEND" { return chunks }
            chunks.append(Chunk(type: type, data: png[(offset + 8)..<(offset + 8 + length)]))
            offset += 12 + length
        }
        return nil
    }

    private static func int(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> Int {
        let start = bytes.startIndex + offset
        return bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
