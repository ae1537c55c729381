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
            let pixels = frames[frame.index], r = frame.rectangle
            for y in r.top..<r.bottom {
                ColorTable.forEachRun(pixels[(y * width + r.left)..<(y * width + r.right)]) { color, start, end in
                    uses.add(end - start, to: color)
                }
            }
            if uses.count > 256 { return nil }
        }
        let colors = uses.dictionary.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
        // Index 1 is kept for transparency while an "over" frame may use
        // it. If none does, it stays in the palette unused and tRNS is left
        // out: 3 bytes, where laying the palette out again without it would
        // deflate every frame a second time (a third of a gallery card's
        // APNG work).
        let reserved = shown.count > 1 && colors.count < 256
        let coded = frameData(frames, shown, colors: colors, transparency: reserved, width: width, jobs: jobs)
        return file(shown, colors: colors, reserved: reserved, transparent: coded.contains(where: \.usesTransparency),
                    width: width, height: height, data: coded)
    }

    /// A frame as stored: which input it shows, the rectangle that changed
    /// since the frame before (the whole canvas for the first), and how
    /// long it shows (the delays of identical inputs after it added).
    private struct Shown {
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

    private struct Coded {
        /// 0: source (replace), 1: over (transparent pixels show the frame before).
        var blend: UInt8
        var data: [UInt8]
        var usesTransparency: Bool
    }

    /// Each shown frame's indices, deflated by `PictureDeflate`, in the smaller of
    /// its two blends (frames on up to `jobs` threads; the bytes are the same).
    private static func frameData(_ frames: [[UInt32]], _ shown: [Shown], colors: [UInt32], transparency: Bool,
                                  width: Int, jobs: Int) -> [Coded] {
        var index = ColorTable(minimumCapacity: colors.count)
        for (k, color) in colors.enumerated() { index.add(transparency && k > 0 ? k + 1 : k, to: color) }
        return ParallelWork.map(count: shown.count, jobs: jobs) { _, k in
            let frame = shown[k], pixels = frames[frame.index]
            let raw = indices(pixels, frame.rectangle, width: width, index: index, unchanged: nil)
            var source = PictureDeflate.compress(raw, rowLength: frame.rectangle.width + 1)
            // A long animation of small changes (a caption's digits) is
            // mostly frame headers, and its first frame, the whole canvas,
            // is the one large stream: plain level 9 too, the smaller kept
            // (`baseline-alignment`: 75 bytes fewer, and the APNG smaller
            // than the GIF). A small share of the work there; not done for
            // short ones (the gallery's cards), where it would not be.
            if k == 0 && shown.count >= 16 {
                let maximum = Deflate.compress(raw, .maximum)
                if maximum.count < source.count { source = maximum }
            }
            guard k > 0, transparency else { return Coded(blend: 0, data: source, usesTransparency: false) }
            let over = PictureDeflate.compress(indices(pixels, frame.rectangle, width: width, index: index,
                                                       unchanged: frames[shown[k - 1].index]),
                                               rowLength: frame.rectangle.width + 1)
            // An "over" rectangle always holds an unchanged pixel unless
            // every pixel in it changed; then both forms are the same bytes.
            return over.count < source.count ? Coded(blend: 1, data: over, usesTransparency: true)
                                             : Coded(blend: 0, data: source, usesTransparency: false)
        }
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

    /// The file: `reserved`, index 1 is the transparent slot (in tRNS
    /// only when a frame is `transparent` somewhere).
    private static func file(_ shown: [Shown], colors: [UInt32], reserved: Bool, transparent: Bool, width: Int,
                             height: Int, data: [Coded]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Depth 8, colour type 3 (palette), deflate, filter method 0, no interlace.
        PalettePNG.appendChunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 3, 0, 0, 0], to: &out)
        PalettePNG.appendChunk("acTL", bigEndian(shown.count) + bigEndian(0), to: &out)  // frames; plays: 0, forever
        let palette = reserved ? [colors[0], 0] + colors.dropFirst() : colors
        PalettePNG.appendChunk("PLTE", palette.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }, to: &out)
        if transparent { PalettePNG.appendChunk("tRNS", [255, 0], to: &out) }
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
