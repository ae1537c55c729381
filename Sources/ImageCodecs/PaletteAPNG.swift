import FileSafety

/// An animated PNG with a palette, written in one go from frames held in
/// memory: what `APNGEncoder` writes for an animation short enough to hold
/// (every gallery card, most sweeps) whose frames have at most 256 colours
/// between them.
///
/// Streaming cannot know the colours of frames not yet seen, so it writes
/// RGBA and rewrites the finished file (`APNGPalette`). Holding the frames
/// skips that detour: no RGBA row filters, no deflating four bytes a pixel
/// only to inflate them again. The file is laid out as `APNGPalette` lays
/// it out but for one thing: the colours by use (ties by colour), with
/// transparency (when there is a later frame) at index 1, not 0 — rows start with
/// their filter type, 0, and the commonest colour at index 0 continues
/// that run across every row boundary (a 120-point sweep of 101 frames:
/// 7 % fewer bytes than with transparency at 0). Each later frame stores
/// only the rectangle that changed, as it is (blend "source") or with
/// unchanged pixels transparent (blend "over"), whichever deflates
/// smaller; rows unfiltered; a frame identical to the one before only
/// lengthens its delay. Lossless.
enum PaletteAPNG {
    /// The file for `frames` (0xRRGGBB, `width` × `height` each) shown for
    /// `delays` hundredths of a second, looping forever; nil when the
    /// frames have more than 256 colours between them.
    static func encode(_ frames: [[UInt32]], delays: [Int], width: Int, height: Int, jobs: Int = 1) -> [UInt8]? {
        precondition(!frames.isEmpty && frames.count == delays.count, "a delay for every frame, and a frame")
        let shown = shownFrames(frames, delays: delays, width: width, height: height)
        // Every colour a stored rectangle holds, counted.
        var uses = ColorTable()
        for frame in shown {
            count(frames[frame.index], frame.rectangle, width: width, into: &uses)
            if uses.count > 256 { return nil }
        }
        let palette = Palette(uses: uses, shownCount: shown.count)
        let coded = ParallelWork.map(count: shown.count, jobs: jobs) { _, k in
            code(frames[shown[k].index], shown[k].rectangle, previous: k == 0 ? nil : frames[shown[k - 1].index],
                 palette: palette, width: width, longAnimation: shown.count >= 16)
        }
        return file(shown, palette: palette, width: width, height: height, data: coded)
    }

    /// Adds the colours of `pixels`' rectangle `r` to `uses`, a run at a time.
    static func count(_ pixels: [UInt32], _ r: AnimationPixels.Rectangle, width: Int, into uses: inout ColorTable) {
        for y in r.top..<r.bottom {
            ColorTable.forEachRun(pixels[(y * width + r.left)..<(y * width + r.right)]) { color, start, end in
                uses.add(end - start, to: color)
            }
        }
    }

    /// The palette of an animation whose stored rectangles hold the colours
    /// `uses` counts, in `shownCount` stored frames: the colours by use
    /// (ties by colour). Index 1 is kept for transparency while an "over"
    /// frame may use it. If none does, it stays in the palette unused and
    /// tRNS is left out: 3 bytes, where laying the palette out again without
    /// it would deflate every frame a second time (a third of a gallery
    /// card's APNG work).
    ///
    /// More than 256 colours (antialiased text over a sweep) are cut to
    /// 255 by median cut weighted by use (`Quantizer`), as `APNGPalette`
    /// cuts a streamed file's: each colour is drawn in its entry's.
    struct Palette {
        var colors: [UInt32]
        var index: ColorTable
        var reserved: Bool

        init(uses: ColorTable, shownCount: Int) {
            let counts = uses.dictionary
            guard counts.count > 256 else {
                colors = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
                reserved = shownCount > 1 && colors.count < 256
                index = ColorTable(minimumCapacity: colors.count)
                for (k, color) in colors.enumerated() { index.add(reserved && k > 0 ? k + 1 : k, to: color) }
                return
            }
            let quantized = Quantizer.palette(for: counts, limit: shownCount > 1 ? 255 : 256)
            var entryUses = [Int](repeating: 0, count: quantized.palette.count)
            for (color, n) in counts { entryUses[Int(quantized.index[color]!)] += n }
            let order = entryUses.indices.sorted {
                (entryUses[$1], quantized.palette[$0]) < (entryUses[$0], quantized.palette[$1])
            }
            colors = order.map { quantized.palette[$0] }
            reserved = shownCount > 1 && colors.count < 256
            var slot = [Int](repeating: 0, count: order.count)
            for (k, entry) in order.enumerated() { slot[entry] = reserved && k > 0 ? k + 1 : k }
            index = ColorTable(minimumCapacity: counts.count)
            for color in counts.keys { index.add(slot[Int(quantized.index[color]!)], to: color) }
        }
    }

    /// A frame as stored: which input it shows, the rectangle that changed
    /// since the frame before (the whole canvas for the first), and how
    /// long it shows (the delays of identical inputs after it added).
    struct Shown {
        var index: Int
        var rectangle: AnimationPixels.Rectangle
        var delay: Int
    }

    private static func shownFrames(_ frames: [[UInt32]], delays: [Int], width: Int, height: Int) -> [Shown] {
        var shown = [Shown(index: 0, rectangle: .init(left: 0, top: 0, right: width, bottom: height), delay: delays[0])]
        for i in frames.indices.dropFirst() {
            if let changed = AnimationPixels.changedRectangle(frames[i], frames[i - 1], width: width, height: height) {
                shown.append(Shown(index: i, rectangle: changed, delay: delays[i]))
            } else {
                shown[shown.count - 1].delay += delays[i]
            }
        }
        return shown
    }

    struct Coded {
        /// 0: source (replace), 1: over (transparent pixels show the frame before).
        var blend: UInt8
        var data: [UInt8]
        var usesTransparency: Bool
    }

    /// A stored frame's indices (`previous`: the frame before it, nil for
    /// the first), deflated by `PictureDeflate`, in the smaller of its two
    /// blends. The bytes depend only on these arguments, so frames may be
    /// coded on any thread, in any order.
    static func code(_ pixels: [UInt32], _ rectangle: AnimationPixels.Rectangle, previous: [UInt32]?, palette: Palette,
                     width: Int, longAnimation: Bool) -> Coded {
        let raw = indices(pixels, rectangle, width: width, index: palette.index, unchanged: nil)
        var source = PictureDeflate.compress(raw, rowLength: rectangle.width + 1)
        // A long animation of small changes (a caption's digits) is
        // mostly frame headers, and its first frame, the whole canvas,
        // is the one large stream: plain level 9 too, the smaller kept
        // (`baseline-alignment`: 75 bytes fewer, and the APNG smaller
        // than the GIF). A small share of the work there; not done for
        // short ones (the gallery's cards), where it would not be.
        if previous == nil && longAnimation {
            let maximum = Deflate.compress(raw, .maximum)
            if maximum.count < source.count { source = maximum }
        }
        guard let previous, palette.reserved else { return Coded(blend: 0, data: source, usesTransparency: false) }
        let over = PictureDeflate.compress(indices(pixels, rectangle, width: width, index: palette.index, unchanged: previous),
                                           rowLength: rectangle.width + 1)
        // An "over" rectangle always holds an unchanged pixel unless
        // every pixel in it changed; then both forms are the same bytes.
        return over.count < source.count ? Coded(blend: 1, data: over, usesTransparency: true)
                                         : Coded(blend: 0, data: source, usesTransparency: false)
    }

    /// The rectangle's rows, each filter type 0 (none) then one index a
    /// pixel; pixels equal to `unchanged` (when given) are index 1, transparent.
    private static func indices(_ pixels: [UInt32], _ r: AnimationPixels.Rectangle, width: Int, index: ColorTable,
                                unchanged: [UInt32]?) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: (r.width + 1) * r.height)
        raw.withUnsafeMutableBufferPointer { raw in
            pixels.withUnsafeBufferPointer { pixels in
                (unchanged ?? []).withUnsafeBufferPointer { unchanged in
                    var line = 0
                    for y in r.top..<r.bottom {
                        line += 1  // the filter byte, 0
                        var x = r.left
                        while x < r.right {
                            // A run of one colour is looked up once.
                            let color = pixels[y * width + x]
                            let value = UInt8(truncatingIfNeeded: index.value(of: color)!)
                            repeat {
                                raw[line] = !unchanged.isEmpty && unchanged[y * width + x] == color ? 1 : value
                                line += 1; x += 1
                            } while x < r.right && pixels[y * width + x] == color
                        }
                    }
                }
            }
        }
        return raw
    }

    /// The file of the stored frames `shown`, coded as `data`: index 1 is
    /// the transparent slot when `palette.reserved` (in tRNS only when a
    /// frame uses it).
    /// With `key`, the frames are `KeyedAPNG`'s: RGB (colour type 2), no
    /// palette, `key` the transparent colour (in tRNS when a frame uses it).
    static func file(_ shown: [Shown], palette: Palette, width: Int, height: Int, data: [Coded], key: UInt32? = nil) -> [UInt8] {
        let colors = palette.colors, reserved = palette.reserved
        let transparent = data.contains(where: \.usesTransparency)
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Depth 8, colour type 3 (palette) or 2 (RGB), deflate, filter method 0, no interlace.
        PalettePNG.appendChunk("IHDR", bigEndian(width) + bigEndian(height) + [8, key == nil ? 3 : 2, 0, 0, 0], to: &out)
        PalettePNG.appendChunk("acTL", bigEndian(shown.count) + bigEndian(0), to: &out)  // frames; plays: 0, forever
        if let key {
            // The key's red, green and blue, 16 bits each.
            if transparent { PalettePNG.appendChunk("tRNS", [0, UInt8(key >> 16 & 0xFF), 0, UInt8(key >> 8 & 0xFF), 0, UInt8(key & 0xFF)], to: &out) }
        } else {
            let palette = reserved ? [colors[0], 0] + colors.dropFirst() : colors
            PalettePNG.appendChunk("PLTE", palette.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }, to: &out)
            if transparent { PalettePNG.appendChunk("tRNS", [255, 0], to: &out) }
        }
        var sequence = 0
        for (k, frame) in shown.enumerated() {
            PalettePNG.appendChunk("fcTL", APNGEncoder.frameControl(sequence: UInt32(sequence), frame.rectangle,  // checked: 2 a frame, frames ≤ 2³¹
                                                                   delay: frame.delay, blend: data[k].blend), to: &out)
            sequence += 1
            if k == 0 {
                PalettePNG.appendChunk("IDAT", data[k].data, to: &out)
            } else {
                PalettePNG.appendChunk("fdAT", bigEndian(sequence) + data[k].data, to: &out)
                sequence += 1
            }
        }
        PalettePNG.appendChunk("IEND", [], to: &out)
        return out
    }

    /// Four bytes, most significant first, of a size or sequence number
    /// (all below 2³¹: canvas sides and frame counts are checked before).
    private static func bigEndian(_ value: Int) -> [UInt8] {
        PalettePNG.bigEndian(UInt32(truncatingIfNeeded: value))
    }
}
