/// An APNG's frames as 8-bit RGB (colour type 2) with one colour that the
/// animation never draws made transparent by tRNS: how `APNGEncoder`
/// writes a sweep whose stored rectangles hold exactly 256 colours, when
/// that is smaller than the palette form.
///
/// A GIF frame may make transparent any index it does not draw; an APNG's
/// tRNS is one for the whole file. With 256 colours the palette has no
/// entry left to be transparent, so every palette frame stores its
/// unchanged pixels too (blend "source"), and layout-cycle's 200-frame
/// sweep was 157,892 bytes against its GIF's 132,487. In RGB any colour
/// not drawn can be the transparent key: each later frame has its
/// unchanged pixels the key (blend "over"), but for unchanged stretches
/// (in reading order) of one colour, which keep it (a one-colour stretch
/// drawn in its colour lengthens the run around it, as the GIF's first
/// fill finds, `GIFEncoder`); a frame under 3/4 unchanged is also coded
/// as it is (blend "source"), and the smaller kept. Rows unfiltered (on
/// layout-cycle the per-row filter heuristic never made a frame smaller).
/// Lossless: every pixel is drawn in its colour or shows the same colour
/// underneath.
enum KeyedAPNG {
    /// The colour drawn transparent: the smallest 0xRRGGBB not in `colors`.
    static func key(avoiding colors: [UInt32]) -> UInt32 {
        let used = Set(colors)
        var key: UInt32 = 0
        while used.contains(key) { key += 1 }
        return key
    }

    /// A stored frame (`previous`: the frame before, nil for the first) in
    /// the smaller of its forms; the bytes depend only on the arguments, so
    /// frames may be coded on any thread.
    static func code(_ pixels: [UInt32], _ r: AnimationPixels.Rectangle, previous: [UInt32]?, key: UInt32,
                     width: Int) -> PaletteAPNG.Coded {
        let colors = rectangle(pixels, r, width: width)
        guard let previous else {
            return PaletteAPNG.Coded(blend: 0, data: deflate(rows(colors, width: r.width, unchanged: nil, key: key).raw),
                                     usesTransparency: false)
        }
        let before = rectangle(previous, r, width: width)
        let unchanged = colors.indices.map { colors[$0] == before[$0] }
        let over = rows(colors, width: r.width, unchanged: unchanged, key: key)
        // No stretch keyed: the same rows as the frame as it is.
        guard over.keyed else { return PaletteAPNG.Coded(blend: 0, data: deflate(over.raw), usesTransparency: false) }
        let blended = PaletteAPNG.Coded(blend: 1, data: deflate(over.raw), usesTransparency: true)
        // The frame as it is only when under 3/4 of it is unchanged: above,
        // it never won on layout-cycle's 200 frames (below, once in six).
        guard 4 * unchanged.lazy.filter({ $0 }).count < 3 * colors.count else { return blended }
        let source = deflate(rows(colors, width: r.width, unchanged: nil, key: key).raw)
        return source.count <= blended.data.count ? PaletteAPNG.Coded(blend: 0, data: source, usesTransparency: false) : blended
    }

    /// `pixels`' colours in `r`, row by row.
    private static func rectangle(_ pixels: [UInt32], _ r: AnimationPixels.Rectangle, width: Int) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(r.width * r.height)
        for y in r.top..<r.bottom { out += pixels[(y * width + r.left)..<(y * width + r.right)] }
        return out
    }

    /// PNG rows (filter byte 0, then R, G, B a pixel) of `colors`, `width`
    /// a row; where `unchanged` is true the key, but in stretches (in
    /// reading order) of unchanged pixels all one colour, which keep it.
    /// Also whether any pixel is the key.
    private static func rows(_ colors: [UInt32], width: Int, unchanged: [Bool]?, key: UInt32) -> (raw: [UInt8], keyed: Bool) {
        var drawn = colors
        var keyed = false
        if let unchanged {
            var i = 0
            while i < colors.count {
                guard unchanged[i] else { i += 1; continue }
                var end = i, oneColour = true
                while end < colors.count && unchanged[end] {
                    oneColour = oneColour && colors[end] == colors[i]
                    end += 1
                }
                if !oneColour {
                    for k in i..<end { drawn[k] = key }
                    keyed = true
                }
                i = end
            }
        }
        let height = colors.count / max(1, width)
        var raw = [UInt8](repeating: 0, count: (3 * width + 1) * height)
        var o = 0
        for (k, color) in drawn.enumerated() {
            if k % width == 0 { o += 1 }  // the filter byte, 0
            raw[o] = UInt8(color >> 16 & 0xFF); raw[o + 1] = UInt8(color >> 8 & 0xFF); raw[o + 2] = UInt8(color & 0xFF)
            o += 3
        }
        return (raw, keyed)
    }

    /// zlib at level 6: level 9 made layout-cycle's sweep 6 % smaller for
    /// six times the CPU, and `PictureDeflate` (whose parse is tuned to
    /// one byte a pixel) 3 % larger.
    private static func deflate(_ raw: [UInt8]) -> [UInt8] { Deflate.compress(raw, .quick) }
}
