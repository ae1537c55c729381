/// Which colours an animation's frames draw, counted frame by frame, and
/// the global table that suits them: the first frame's colours and those
/// most frames use (at most 255: a frame needs a free index for
/// transparency; all 256 when those are every colour drawn, ``room``), the colours of frames with few colours first (those
/// frames then need few bits a code), then by how many frames use each.
///
/// `GIFTableMerge` counts a finished file's frames; a sweep counts its
/// frames before encoding them (`GIFEncoder.survey(_:)`), so the encoder
/// knows every colour from the first frame on and codes each frame once.
struct GIFColorCensus {
    /// Frames that draw each colour, and its pixels over all frames.
    private var framesUsing: [UInt32: Int] = [:], pixels: [UInt32: Int] = [:]
    /// The fewest bits a code of a frame that draws the colour could have.
    private var fewestBits: [UInt32: Int] = [:]
    /// The first frame's colours (it has no table of its own).
    private(set) var first: Set<UInt32>?
    /// Whether a later frame of more than 255 colours could not be counted
    /// (its colours and those before made more than 256).
    private var wideLeftOut = false
    /// Whether a later frame of more than 255 colours was counted.
    private var wideCounted = false
    /// The colours of each later frame that draws at most 127 (a code size
    /// under 8 bits is then possible), sorted, with how many frames draw
    /// exactly those: ``palette()`` puts such sets first.
    private var smallSets: [[UInt32]: Int] = [:]
    /// Whether a frame is drawn in the nearest of the first frame's
    /// colours: a wide frame left out, or one counted when the colours came
    /// to more than a table holds after all.
    var quantizes: Bool { wideLeftOut || (wideCounted && framesUsing.count > 256) }

    /// Adds a frame that draws `counts` (pixels of each colour); the
    /// first frame added is the animation's first.
    /// A later frame of more than 255 colours that are not all the first
    /// frame's is drawn in the first frame's colours nearest to them
    /// (`GIFEncoder`), so its own colours are not counted — unless they and
    /// every colour before come to 256 at most: one table may then hold
    /// them all (``room``).
    mutating func add(_ counts: [UInt32: Int]) {
        let isFirst = first == nil
        if let first, counts.count > 255, !counts.keys.allSatisfy(first.contains) {
            let new = counts.keys.filter { framesUsing[$0] == nil }.count
            guard framesUsing.count + new <= 256 else {
                wideLeftOut = true
                return
            }
            wideCounted = true
        }
        // A later frame's table needs one more entry: its transparent index.
        let bits = GIFEncoder.tableBits(for: counts.count + (isFirst ? 0 : 1))
        for (color, n) in counts {
            pixels[color, default: 0] += n
            framesUsing[color, default: 0] += 1
            fewestBits[color] = min(fewestBits[color] ?? 8, bits)
        }
        if isFirst {
            first = Set(counts.keys)
        } else if counts.count < 1 << 7 {
            smallSets[counts.keys.sorted(), default: 0] += 1
        }
    }

    /// How many colours the global table may hold: 255, so that a frame
    /// drawing every one of them still has an index to be transparent, or
    /// 256 when the animation draws exactly 256 colours, none quantized:
    /// the table then holds every colour, and a frame that draws all 256
    /// draws its unchanged pixels too, with no transparency (as gifsicle
    /// -O3 does; layout-cycle's sweep is such a file).
    var room: Int { !quantizes && framesUsing.count == 256 ? 256 : 255 }

    /// The global table, most suitable first; nil when the first frame has
    /// more colours than it may hold (``room``; or no frame was added).
    ///
    /// Which colours: the first frame's, then those of frames with few
    /// colours, then those most frames use. Their order: a frame's codes
    /// start as wide as its largest index needs, so the first 2, 4, …, 128
    /// entries are each chosen to hold every colour of as many frames that
    /// draw fewer as fit (``smallFirst(_:by:)``), the rest by use.
    func palette() -> [UInt32]? {
        let room = room
        guard let first, first.count <= room else { return nil }
        let fewestBits = fewestBits, framesUsing = framesUsing, pixels = pixels
        func byUse(_ a: UInt32, _ b: UInt32) -> Bool {
            (fewestBits[a]!, framesUsing[b]!, pixels[b]!, a) < (fewestBits[b]!, framesUsing[a]!, pixels[a]!, b)
        }
        let others = framesUsing.keys.filter { !first.contains($0) }.sorted(by: byUse)
        return smallFirst(Array(first) + others.prefix(room - first.count), by: byUse)
    }

    /// `colors` in order: for each size 2, 4, …, 128 in turn, the colours
    /// of small frames' sets (``smallSets``) that fit that many entries with
    /// those placed before, the set with the most frames for each new
    /// colour first (then the fewest new colours); each size's new colours,
    /// and then the rest, ordered by `byUse`. (By use alone, colours of
    /// other frames came between a set's: layout-cycle's three frames of 64
    /// and 109 colours coded 8 bits, where gifsicle's table gives them 7.)
    private func smallFirst(_ colors: [UInt32], by byUse: (UInt32, UInt32) -> Bool) -> [UInt32] {
        let chosen = Set(colors)
        // Most frames first, then by colours: a deterministic order to pick from.
        var sets = smallSets.filter { $0.key.allSatisfy(chosen.contains) }.sorted { a, b in
            if a.value != b.value { return a.value > b.value }
            return a.key.count != b.key.count ? a.key.count < b.key.count : a.key.lexicographicallyPrecedes(b.key)
        }
        var placed: [UInt32] = [], isPlaced = Set<UInt32>()
        for bits in 1...7 {
            let capacity = 1 << bits
            while true {
                var best: (set: Int, new: [UInt32])?
                var k = 0
                while k < sets.count {
                    let set = sets[k].key
                    guard set.count < capacity else { k += 1; continue }
                    let new = set.filter { !isPlaced.contains($0) }
                    if new.isEmpty {
                        // Every colour placed already: this size holds it.
                        sets.remove(at: k)
                        continue
                    }
                    if placed.count + new.count <= capacity {
                        // More frames a new colour (cross-multiplied), then fewer new colours.
                        let better = best.map { best in
                            let (mine, theirs) = (sets[k].value * best.new.count, sets[best.set].value * new.count)
                            return mine > theirs || (mine == theirs && new.count < best.new.count)
                        } ?? true
                        if better { best = (k, new) }
                    }
                    k += 1
                }
                guard let best else { break }
                let added = best.new.sorted(by: byUse)
                placed += added
                isPlaced.formUnion(added)
                sets.remove(at: best.set)
            }
        }
        return placed + colors.filter { !isPlaced.contains($0) }.sorted(by: byUse)
    }

    /// The colours of `rgb`'s pixels in `r` (all of them when nil) that
    /// differ from `previous` (all when nil), with their counts: what the
    /// frame must draw. Frames are `width` pixels wide.
    static func changedColors(
        _ rgb: [UInt32], previous: [UInt32]?, width: Int, in r: AnimationPixels.Rectangle? = nil
    ) -> [UInt32: Int] {
        let r = r ?? AnimationPixels.Rectangle(left: 0, top: 0, right: width, bottom: rgb.count / width)
        var counts = ColorCounts()
        // Counted a run of one colour at a time: neighbours mostly share theirs.
        var runColor: UInt32 = 0, run = 0
        @inline(__always) func count(_ color: UInt32) {
            if run > 0, color == runColor {
                run += 1
            } else {
                if run > 0 { counts.add(run, to: runColor) }
                runColor = color
                run = 1
            }
        }
        rgb.withUnsafeBufferPointer { rgb in
            if let previous {
                previous.withUnsafeBufferPointer { previous in
                    for y in r.top..<r.bottom {
                        // Only between a row's first and last changed pixels, found a block at a time.
                        let end = y * width + r.right
                        let first = AnimationPixels.firstDifference(rgb, previous, in: (y * width + r.left)..<end)
                        guard first < end else { continue }
                        let last = AnimationPixels.lastDifference(rgb, previous, in: first..<end)
                        var i = first
                        while i <= last {
                            if rgb[i] != previous[i] {
                                count(rgb[i])
                                i += 1
                                continue
                            }
                            // After an unchanged pixel, four unchanged a step: the
                            // gaps between a row's changes (tried at every pixel,
                            // the changed ones, most, paid for it: perf35).
                            i += 1
                            while i + 3 <= last,
                                  UnsafeRawPointer(rgb.baseAddress! + i).loadUnaligned(as: SIMD4<UInt32>.self)
                                    == UnsafeRawPointer(previous.baseAddress! + i).loadUnaligned(as: SIMD4<UInt32>.self) {
                                i += 4
                            }
                        }
                    }
                }
            } else {
                for y in r.top..<r.bottom {
                    for i in (y * width + r.left)..<(y * width + r.right) { count(rgb[i]) }
                }
            }
        }
        if run > 0 { counts.add(run, to: runColor) }
        return counts.dictionary
    }
}
