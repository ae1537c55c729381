import FileSafety
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an animated GIF frame by frame, keeping memory flat: only the
/// previous frame and one pending frame are held. The bytes are its own
/// (giflib only reads them back in the tests), LZW by `GIFLZW`.
///
/// - Each frame stores only the rectangle that changed since the one
///   before. Its unchanged pixels are filled in several ways (transparent
///   or their own colour, by stretches), each LZW-coded, and the smallest
///   is kept; a full code table is cleared or kept, whichever is smaller.
/// - Colours: after a ``survey(_:)`` of every frame (what a sweep does at
///   `.default` effort), the first frame's colours and those most frames
///   use (`GIFColorCensus`); without one, the first frame's colours (median
///   cut to 255 if it has more), most used first. A later frame uses it
///   when its changed colours are all in it, a local palette of exactly
///   those colours when they are at most 255, and otherwise the nearest
///   of the first frame's colours. Its transparent index is one its changed pixels do not
///   use, and codes are as narrow as its largest index allows.
/// - A frame identical to the previous one only lengthens its delay.
/// - Without a survey, when the file is finished it is encoded again with
///   the colours most frames use as the global palette (`GIFTableMerge`)
///   and kept if smaller; then the most used local palette becomes the global one if
///   that saves bytes (`GIFPalettePromotion`).
/// - The GIF loops forever.
public final class GIFEncoder {
    public let width: Int
    public let height: Int
    private let path: String
    /// nil: the bytes stay in memory (`GIFTableMerge`'s second pass).
    private let descriptor: Int32?
    /// The global palette when it is known before the first frame.
    private let fixedPalette: [UInt32]?
    private var buffer: [UInt8] = []
    var previous: [UInt32]?
    var pending: PendingFrame?
    private var finished = false
    /// The global table: the first frame's colours, most used first (the
    /// table has room for one more: a transparent index).
    private var globalTable: [UInt32] = []
    /// The global index of each colour the table holds exactly.
    private var globalIndex: [UInt32: UInt8] = [:]
    /// The global index of each colour of the first frame (the nearest
    /// when it had more than 255 colours and was cut by median cut).
    private var firstFrameIndex: [UInt32: UInt8] = [:]
    /// How many threads ``addFrames(_:delays:)`` encodes frames on.
    public var jobs = 1
    /// How hard to work for a smaller file: `.fast` codes each frame one
    /// way and keeps the file as streamed; `.default` does the same, then
    /// codes the finished file again trying every way (`GIFTableMerge`);
    /// `.max` tries every way in both passes. Set before the first frame.
    public var effort: EncodingEffort = .default
    /// Whether each frame is coded every way (fills, a full table cleared
    /// or kept) and the smallest kept, or one way.
    private var triesEveryWay: Bool { effort == .max || fixedPalette != nil || surveyed }
    /// Whether a fill coded after the first is given up once it falls
    /// behind the first's pace (`GIFLZW.Pace`): at `.default` only;
    /// `.max` codes every fill to the end.
    private var pacesFills: Bool { effort == .default && fixedPalette == nil }
    /// The fills of the LZW table from which keeping it to the end is tried
    /// (`GIFLZW.encodeSmallest`): the first two at `.default` (keeping the
    /// second table saved layout-cycle's first frame 262 bytes; keeping
    /// from any fill made no example's sweep smaller), every fill at `.max`.
    private var keptTablesTried: Int { effort == .max ? .max : 2 }
    /// The slack of that pace: 1/32 of the first fill's bytes (and 16).
    static let paceSlackShift = 5
    /// The colours of the frames ``survey(_:)`` saw, and the last of them.
    var census: GIFColorCensus?
    var lastSurveyed: [UInt32]?
    /// The survey's colour counts of frames 0, 1, … (each what ``frame``
    /// would count again: the same changed pixels of the same frame), kept
    /// while they hold at most ``keptColorsBudget`` colours in all; frames
    /// past them are counted again (`frame(_:_:previous:delay:scratch:surveyed:)`).
    /// Counting each frame once saves about 4 % of a sweep (docs/benchmarks.md, "perf38").
    var surveyedCounts: [[UInt32: Int]] = []
    /// Colours in ``surveyedCounts``; whether a frame's counts did not fit
    /// (none after it is kept either: the indices are the frames').
    private var keptColors = 0, countsFull = false
    /// The most colours ``surveyedCounts`` holds: 2²⁰, about 40 MB at most
    /// (a dictionary's entry, 12 bytes, at up to ¾ full, and its metadata),
    /// whatever the sweep's length. Set before the survey (tests: a small one).
    var keptColorsBudget = 1 << 20
    /// Frames added so far: the next one's index in the animation.
    private var added = 0
    /// Whether the global table came from the survey: every frame is then
    /// coded once, every way, and the file kept as streamed.
    private var surveyed = false
    /// Whether the survey's table holds every colour of the animation, all
    /// 256: a frame of more than 255 colours is then drawn exactly too.
    private var holdsEveryColour = false
    /// The first frame's colours: a frame of more than 255 colours that are
    /// not all among them is drawn in the nearest of them, whatever the
    /// global table holds (so that every effort draws the same pixels).
    private var firstFrameColors: Set<UInt32> = []
    /// The global index of each first frame's colour that a frame drawn in
    /// nearest colours may use (`nearestGlobal`), for its per-colour look-ups.
    private var firstFrameExact = ColorTable()
    /// The global indices a colour not in a frame's table may be drawn as: the first frame's colours.
    private var nearestCandidates: [(index: Int, color: UInt32)] = []
    /// The global index of each colour the table holds (`globalIndex`), and
    /// the one an unchanged pixel of a colour may be drawn as, for the
    /// per-pixel look-ups.
    private var globalLookup = ColorTable(), unchangedLookup = ColorTable()
    /// One per thread: LZW's code table and the nearest-colour cache.
    var scratches: [Scratch] = []

    /// What encoding a frame writes to, one per thread: the frames' bytes
    /// do not depend on which thread encoded them.
    final class Scratch {
        let lzw = GIFLZW()
        /// Nearest global colour of colours that are not in it, cached.
        // Unchecked: a scratch is one thread's, and this is read and written
        // once per colour run of a frame drawn in nearest colours, where the
        // checks cost more than the look-up (perf30 session, docs/benchmarks.md).
        @exclusivity(unchecked) var nearest = ColorTable()
    }

    struct PendingFrame {
        var left: Int, top: Int, width: Int, height: Int
        /// A local table (transparency at the index after it); nil: the global table.
        var palette: [UInt32]?
        var transparent: Int?
        var minimumCodeSize: Int
        /// LZW codes, not yet cut into sub-blocks.
        var data: [UInt8]
        var delay: Int

        /// Bytes in the file: descriptor, table, code size, sub-blocks.
        var cost: Int { 10 + (palette.map { 3 * GIFEncoder.tableSize(for: $0.count + 1) } ?? 0) + 1 + data.count + data.count / 255 + 2 }
    }

    /// Opens `path` for writing (created with mode 0644). Outputs go
    /// through ``init(descriptor:path:width:height:)`` on a file from
    /// ``AtomicFile/create(for:)`` instead.
    public convenience init(path: String, width: Int, height: Int) throws(CodecError) {
        try Self.checkSize(width: width, height: height)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CodecError.write(path, errno: errno) }
        try self.init(descriptor: descriptor, path: path, width: width, height: height)
    }

    /// Writes to `descriptor`, already open on `path`, which the encoder
    /// now owns (closed by ``finish()`` or on deinit).
    public init(descriptor: Int32, path: String, width: Int, height: Int) throws(CodecError) {
        do {
            try Self.checkSize(width: width, height: height)
        } catch {
            close(descriptor)
            throw error
        }
        self.width = width
        self.height = height
        self.path = path
        self.descriptor = descriptor
        fixedPalette = nil
    }

    /// An encoder into memory (``bytes`` once finished) whose global table
    /// is `palette` (at most 255 colours, which must hold every colour of
    /// the first frame), in that order after index 0.
    init(palette: [UInt32], width: Int, height: Int) {
        precondition(palette.count <= 255)
        self.width = width
        self.height = height
        path = ""
        descriptor = nil
        fixedPalette = palette
    }

    /// The finished file of an encoder into memory.
    var bytes: [UInt8] { buffer }

    private static func checkSize(width: Int, height: Int) throws(CodecError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw .sizeOutOfRange(.gif, width: width, height: height)
        }
    }

    deinit {
        if !finished, let descriptor { close(descriptor) }
    }

    /// Whether ``survey(_:)`` should see every frame before the first is
    /// added: at `.default` and `.max` effort, so that the global table
    /// holds the colours most frames draw and each frame is coded once
    /// (`.max` then tries the merged table too, `GIFTableMerge`).
    public var wantsSurvey: Bool { effort != .fast && fixedPalette == nil }

    /// Counts the colours of frames that will be added in the same order
    /// (all of them, before the first ``addFrames(_:delays:)``), on up to
    /// ``jobs`` threads. Without a survey, `.default` streams and codes the
    /// finished file again (`GIFTableMerge`).
    public func survey(_ frames: [[UInt32]]) {
        guard previous == nil, !frames.isEmpty else { return }
        surveyOpaque(AnimationPixels.flattened(frames, width: width, height: height, jobs: max(1, jobs)))
    }

    /// ``survey(_:)`` with frames already flattened (0xRRGGBB).
    public func surveyOpaque(_ rgbs: [[UInt32]]) {
        guard previous == nil, !rgbs.isEmpty else { return }
        let jobs = max(1, self.jobs)
        for frame in rgbs { precondition(frame.count == width * height, "a frame must have width × height pixels") }
        let before = lastSurveyed
        let counts = ParallelWork.map(count: rgbs.count, jobs: jobs) { _, k in
            GIFColorCensus.changedColors(rgbs[k], previous: k == 0 ? before : rgbs[k - 1], width: width)
        }
        var census = self.census ?? GIFColorCensus()
        for frame in counts where !frame.isEmpty { census.add(frame) }
        self.census = census
        for frame in counts { keep(frame) }
        lastSurveyed = rgbs[rgbs.count - 1]
    }

    /// Keeps the next surveyed frame's counts for its coding, within ``keptColorsBudget``.
    func keep(_ counts: [UInt32: Int]) {
        guard !countsFull, keptColors + counts.count <= keptColorsBudget else {
            // Those kept stay: they are frames 0, 1, … still.
            countsFull = true
            return
        }
        surveyedCounts.append(counts)
        keptColors += counts.count
    }

    /// Adds a frame of premultiplied ARGB pixels (`Canvas.pixels()`),
    /// shown for `delay` hundredths of a second.
    public func addFrame(_ pixels: [UInt32], delay: Int) throws(CodecError) {
        try addFrames([pixels], delays: [delay])
    }

    /// Adds frames in order, writing the same bytes as one ``addFrame(_:delay:)``
    /// each, but encoding them on up to ``jobs`` threads: a frame's bytes
    /// depend only on its pixels, the frame before and the global palette
    /// (the first frame's), so the frames of a batch are encoded at once and
    /// written in order.
    public func addFrames(_ frames: [[UInt32]], delays: [Int]) throws(CodecError) {
        try addOpaqueFrames(AnimationPixels.flattened(frames, delays: delays, width: width, height: height, jobs: max(1, jobs)),
                            delays: delays)
    }

    /// ``addFrames(_:delays:)`` with frames already flattened (0xRRGGBB).
    public func addOpaqueFrames(_ rgbs: [[UInt32]], delays: [Int]) throws(CodecError) {
        let jobs = max(1, self.jobs)
        while scratches.count < jobs { scratches.append(Scratch()) }
        AnimationPixels.check(rgbs, delays: delays, width: width, height: height)
        guard !rgbs.isEmpty else { return }
        lastSurveyed = nil
        var first = 0
        let base = added, kept = surveyedCounts
        if previous == nil {
            try start(with: rgbs[0])
            try emit(firstFrame(rgbs[0], delay: delays[0], scratch: scratches[0]))
            first = 1
        }
        let before = previous ?? rgbs[0]
        // Only `scratches[worker]` is written while the frames are encoded;
        // the palette and the tables are read.
        let coded: [PendingFrame?] = ParallelWork.map(count: rgbs.count - first, jobs: jobs) { worker, k in
            let i = first + k
            let earlier = i == 0 ? before : rgbs[i - 1]
            guard let changed = AnimationPixels.changedRectangle(rgbs[i], earlier, width: width, height: height) else {
                return nil
            }
            return frame(rgbs[i], changed, previous: earlier, delay: delays[i], scratch: scratches[worker],
                         surveyed: base + i < kept.count ? kept[base + i] : nil)
        }
        for (k, frame) in coded.enumerated() {
            if let frame {
                try emit(frame)
            } else {
                // Identical to the frame before: that frame shows longer.
                pending?.delay += delays[first + k]
            }
        }
        previous = rgbs[rgbs.count - 1]
        added += rgbs.count
    }

    /// Frames `coded` more have been added (`opaqueFrameCoding`).
    func counted(_ coded: Int) { added += coded }

    /// Writes the last frame and closes the file.
    public func finish() throws(CodecError) {
        guard !finished else { return }
        surveyedCounts = []
        if let pending { try put(pending) }
        pending = nil
        append([0x3B])
        finished = true
        guard let descriptor else { return }
        do {
            try flush()
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw CodecError.write(path, errno: errno) }
        // `.max` tries the merged table even after a survey: kept only when smaller.
        try GIFPalettePromotion.apply(toFileAt: path, jobs: jobs, merging: effort == .max || (effort != .fast && !surveyed))
    }

    // MARK: Palettes

    /// The screen, with the first frame's colours as the global palette
    /// (index 0 left for transparency), and the loop.
    private func start(with rgb: [UInt32]) throws(CodecError) {
        // Counted a run at a time (a dictionary's hashing per pixel was 1 % of a sweep).
        let counts = GIFColorCensus.changedColors(rgb, previous: nil, width: width)
        if let fixedPalette {
            globalTable = fixedPalette
            for (k, color) in globalTable.enumerated() { globalIndex[color] = UInt8(k) }
            firstFrameIndex = globalIndex
        } else if let planned = census?.palette(), counts.keys.allSatisfy(Set(planned).contains) {
            // The survey saw every frame: its table holds the first frame's colours.
            globalTable = planned
            for (k, color) in globalTable.enumerated() { globalIndex[color] = UInt8(k) }
            firstFrameIndex = globalIndex
            surveyed = true
        } else {
            choosePalette(counts)
            // Surveyed, the first frame's colours were cut to a full table:
            // every frame is still coded once, every way.
            surveyed = census != nil
        }
        // The colours the first frame is drawn in (its own, or those median cut chose).
        firstFrameColors = surveyed ? Set(counts.keys.map { globalTable[Int(firstFrameIndex[$0]!)] }) : Set(globalTable)
        nearestCandidates = globalTable.enumerated().filter { firstFrameColors.contains($0.element) }.map { ($0.offset, $0.element) }
        firstFrameExact = ColorTable(minimumCapacity: firstFrameColors.count)
        for color in firstFrameColors.sorted() {
            if let exact = globalIndex[color], globalTable.count < 256 || exact < 255 { firstFrameExact.add(Int(exact), to: color) }
        }
        // A full table of 256: a frame drawn in nearest colours (frames the
        // survey did not see) must leave an index free for transparency.
        if globalTable.count == 256, nearestCandidates.count > 1 { nearestCandidates.removeAll { $0.index == 255 } }
        // Once a frame is drawn in nearest colours, the screen may differ
        // from the frames where it shows a colour the first frame lacks: an
        // unchanged pixel is then drawn only in a first frame's colour.
        globalLookup = ColorTable(globalIndex.mapValues { Int($0) })
        let unchangedIndex = surveyed && census!.quantizes ? globalIndex.filter { firstFrameColors.contains($0.key) } : globalIndex
        holdsEveryColour = surveyed && !census!.quantizes && globalTable.count == 256
        unchangedLookup = ColorTable(unchangedIndex.mapValues { Int($0) })
        census = nil
        // One more entry than colours: a frame that draws every colour can
        // still have a transparent index (a table of 256 is the survey's
        // when no later frame draws them all: `GIFColorCensus.room`).
        let bits = Self.tableBits(for: min(globalTable.count + 1, 256))
        append(Array("GIF89a".utf8))
        append(Self.little(width) + Self.little(height))
        // A global table, 8 bits of colour resolution, its size.
        append([0x80 | 0x70 | UInt8(bits - 1), 0, 0])
        append(Self.table(globalTable, bits: bits))
        // NETSCAPE2.0: loop forever.
        append([0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0])
    }

    /// The first frame's colours (cut to 255 by median cut), most used first.
    private func choosePalette(_ counts: [UInt32: Int]) {
        let quantized = Quantizer.palette(for: counts, limit: 255)
        // Most used first: frames drawing only common colours need fewer bits a code.
        var uses = [Int](repeating: 0, count: quantized.palette.count)
        for (color, n) in counts { uses[Int(quantized.index[color]!)] += n }
        let order = uses.indices.sorted { (uses[$1], quantized.palette[$0]) < (uses[$0], quantized.palette[$1]) }
        var position = [UInt8](repeating: 0, count: order.count)
        for (k, old) in order.enumerated() { position[old] = UInt8(k) }
        globalTable = order.map { quantized.palette[$0] }
        for (color, old) in quantized.index { firstFrameIndex[color] = position[Int(old)] }
        for (k, color) in globalTable.enumerated() { globalIndex[color] = UInt8(k) }
    }

    /// The bits of the smallest table (2 to 256 entries) that holds `count` entries.
    static func tableBits(for count: Int) -> Int {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return bits
    }

    static func tableSize(for count: Int) -> Int { 1 << tableBits(for: count) }

    private static func table(_ palette: [UInt32], bits: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 << bits)
        for k in 0..<(1 << bits) {
            let color = k < palette.count ? palette[k] : 0
            bytes += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
        }
        return bytes
    }

    /// The global index nearest to `color` (squared RGB distance, lowest
    /// index on ties) among `candidates`; `exact` holds the first frame's
    /// colours. Static, given the tables, so that a frame's look-ups read
    /// no stored property of the encoder (`frame`).
    private static func nearestGlobal(
        _ color: UInt32, exact firstFrameExact: ColorTable, candidates nearestCandidates: [(index: Int, color: UInt32)],
        scratch: Scratch
    ) -> UInt8 {
        // A full table's index 255 is left free for transparency (`start(with:)`).
        if let exact = firstFrameExact.value(of: color) { return UInt8(truncatingIfNeeded: exact) }
        if let cached = scratch.nearest.value(of: color) { return UInt8(truncatingIfNeeded: cached) }
        var best = 0, bestDistance = Int.max
        for (k, candidate) in nearestCandidates {
            var distance = 0
            for channel in 0..<3 {
                let d = Int(Quantizer.channelValue(color, channel)) - Int(Quantizer.channelValue(candidate, channel))
                distance += d * d
            }
            if distance < bestDistance { best = k; bestDistance = distance }
        }
        scratch.nearest.add(best, to: color)
        return UInt8(best)
    }

    // MARK: Frames

    private func firstFrame(_ rgb: [UInt32], delay: Int, scratch: Scratch) -> PendingFrame {
        // The first frame made the global palette (possibly by median cut).
        // Looked up a run of one colour at a time: a dictionary look-up per
        // pixel was 1 % of a sweep.
        let firstFrameIndex = firstFrameIndex
        var indices = [UInt8](repeating: 0, count: rgb.count)
        indices.withUnsafeMutableBufferPointer { indices in
            ColorTable.forEachRun(rgb) { color, start, end in
                let index = firstFrameIndex[color]!
                for k in start..<end { indices[k] = index }
            }
        }
        let codeSize = Self.codeSize(indices)
        return PendingFrame(left: 0, top: 0, width: width, height: height, palette: nil, transparent: nil,
                            minimumCodeSize: codeSize,
                            data: code(indices, indices, minimumCodeSize: codeSize, lzw: scratch.lzw)!,
                            delay: delay)
    }

    /// LZW codes: when every way is tried, the smallest of clearing a full
    /// table every time and keeping it from one of the first
    /// ``keptTablesTried`` fills on; else clearing it.
    /// nil when the codes would be at least `limit` bytes (every way only).
    /// `resumableAt` and `resuming`: see `GIFLZW.encodeSmallest` (every way only).
    private func code(
        _ primary: [UInt8], _ alternate: [UInt8], minimumCodeSize: Int, lzw: GIFLZW, limit: Int = .max, pace: GIFLZW.Pace = .none,
        resumableAt: Int? = nil, resuming: GIFLZW.Resumption? = nil
    ) -> [UInt8]? {
        triesEveryWay ? lzw.encodeSmallest(primary: primary, alternate: alternate, minimumCodeSize: minimumCodeSize,
                                           limit: limit, pace: pace, forks: keptTablesTried,
                                           resumableAt: resumableAt, resuming: resuming)
            : lzw.encode(primary: primary, alternate: alternate, minimumCodeSize: minimumCodeSize)
    }

    /// LZW's starting code size: the bits of the largest index used (at least 2).
    private static func codeSize(_ indices: [UInt8]) -> Int {
        max(2, tableBits(for: Int(indices.max() ?? 0) + 1))
    }

    /// The changed rectangle of `rgb`, encoded with each way of filling its
    /// unchanged pixels; the fewest bytes win (the first tried on ties). In
    /// the global palette when it has every changed colour, else in a local
    /// one of exactly those colours when they are at most 255, else in the
    /// nearest global colours. `surveyed`: the colours of its changed pixels
    /// as the survey counted them (``surveyedCounts``), used when the frame
    /// bears them out (below); nil: counted here.
    func frame(
        _ rgb: [UInt32], _ r: AnimationPixels.Rectangle, previous: [UInt32], delay: Int, scratch: Scratch,
        surveyed: [UInt32: Int]? = nil
    ) -> PendingFrame {
        if let surveyed, let coded = frame(rgb, r, previous: previous, delay: delay, scratch: scratch, counts: surveyed) {
            return coded
        }
        // Counted again, these counts are the frame's: never refused.
        let counts = GIFColorCensus.changedColors(rgb, previous: previous, width: width, in: r)
        return frame(rgb, r, previous: previous, delay: delay, scratch: scratch, counts: counts)!
    }

    /// ``frame(_:_:previous:delay:scratch:surveyed:)`` with `counts`, the
    /// colours of the changed pixels; nil when the frame does not bear them
    /// out (`encodings`: a frame the survey did not see as it is added, which
    /// a caller of ``survey(_:)`` promises not to do), so that a survey's
    /// counts never draw a pixel wrong: counted again, the file is the one
    /// a frame counted here makes.
    private func frame(
        _ rgb: [UInt32], _ r: AnimationPixels.Rectangle, previous: [UInt32], delay: Int, scratch: Scratch,
        counts: [UInt32: Int]
    ) -> PendingFrame? {
        var best: PendingFrame?
        let changedPixels = counts.values.reduce(0, +)
        var refused = false
        func consider(palette: [UInt32]?, transparent: UInt8?, exact: (UInt32) -> UInt8?, index: (UInt32) -> UInt8?) {
            guard !refused else { return }
            guard let candidates = encodings(rgb, r, previous: previous, palette: palette, transparent: transparent,
                                             delay: delay, lzw: scratch.lzw, exact: exact, index: index,
                                             changedPixels: changedPixels) else {
                refused = true
                return
            }
            for candidate in candidates where best == nil || candidate.cost < best!.cost {
                best = candidate
            }
        }
        // The global palette's transparent index: the first its changed pixels
        // do not use (unchanged pixels of that colour are as well transparent).
        // None when the frame draws all 256 of a full table's colours: every
        // colour is then in the table, and the frame draws every pixel.
        func globalTransparent(_ index: (UInt32) -> UInt8) -> UInt8? {
            var used = [Bool](repeating: false, count: 256)
            for color in counts.keys { used[Int(index(color))] = true }
            return used.firstIndex(of: false).map(UInt8.init)
        }
        let globalLookup = globalLookup, unchangedLookup = unchangedLookup
        let exact: (UInt32) -> UInt8? = { globalLookup.value(of: $0).map { UInt8(truncatingIfNeeded: $0) } }
        let unchanged: (UInt32) -> UInt8? = { unchangedLookup.value(of: $0).map { UInt8(truncatingIfNeeded: $0) } }
        // More than 255 colours not all the first frame's: drawn in the
        // nearest of those, whatever else the table holds.
        let drawnExactly = counts.count <= 255 || holdsEveryColour || counts.keys.allSatisfy(firstFrameColors.contains)
        if drawnExactly, counts.keys.allSatisfy({ globalLookup.value(of: $0) != nil }) {
            consider(palette: nil, transparent: globalTransparent { exact($0)! }, exact: unchanged, index: exact)
        }
        if refused { return nil }
        if best == nil, counts.count <= 255 {
            // Most used first, ties by colour; transparency after them.
            let colors = counts.keys.sorted { (counts[$1]!, $0) < (counts[$0]!, $1) }
            var own = ColorTable(minimumCapacity: colors.count)
            for (k, color) in colors.enumerated() { own.add(k, to: color) }
            let lookUp: (UInt32) -> UInt8? = { own.value(of: $0).map { UInt8(truncatingIfNeeded: $0) } }
            consider(palette: colors, transparent: UInt8(colors.count), exact: lookUp, index: lookUp)
        }
        if best == nil {
            // The tables copied once a frame (a reference each): through
            // `unowned self`, every colour run's look-up took a strong
            // reference and checked exclusive access to two stored
            // properties, three times the cost of the look-up itself.
            let firstFrameExact = firstFrameExact, candidates = nearestCandidates
            let nearest: (UInt32) -> UInt8? = {
                Self.nearestGlobal($0, exact: firstFrameExact, candidates: candidates, scratch: scratch)
            }
            // Nearest colours leave index 255 of a full table free (`start(with:)`).
            consider(palette: nil, transparent: globalTransparent { nearest($0)! }!, exact: unchanged, index: nearest)
        }
        return refused ? nil : best!
    }

    /// The ways to fill a frame's unchanged pixels, each encoded (the
    /// ideas gifsicle -O3 tries; measured on the examples, filling pixel by
    /// pixel with `GIFLZW`'s free choice, or everything transparent, never
    /// won): transparent only where an unchanged stretch (in the order LZW
    /// reads the pixels) holds more than one colour, since a one-colour
    /// stretch drawn in its colour lengthens the run around it; the same
    /// with a stretch's end runs kept when they continue a changed
    /// neighbour's colour; the first with one-colour stretches transparent
    /// too, but for the last; none transparent, when the palette has every
    /// colour. Changed pixels are drawn with `index`; unchanged ones only in
    /// their exact colour, and transparent when the palette lacks it. `t`
    /// is the transparent index: one no changed pixel uses; nil when the
    /// frame uses every index of a full table, whose colours are then all
    /// the animation's: every pixel is drawn in its colour, the one fill.
    ///
    /// Nil when the frame's changed pixels are not `changedPixels`, or one's
    /// colour has no index or `t`'s: the counts the palette and `t` were
    /// chosen by are not this frame's (a survey's, of another frame).
    private func encodings(
        _ rgb: [UInt32], _ r: AnimationPixels.Rectangle, previous: [UInt32], palette: [UInt32]?, transparent: UInt8?,
        delay: Int, lzw: GIFLZW, exact: (UInt32) -> UInt8?, index: (UInt32) -> UInt8?, changedPixels: Int
    ) -> [PendingFrame]? {
        let t = transparent ?? 0  // with no transparent index, no pixel is left as `t` (below)
        let w = r.width, h = r.height
        // Per pixel: its colour's index (`t`: none), and whether it is
        // unchanged; both written once for every pixel below, so not zeroed
        // first (62 M instructions of `memset` a 200-frame sweep: gif34).
        var unchanged: [Bool] = []
        var anyUnchanged = false, allDrawable = true, anyMissing = false
        // The last colour looked up each way, and its answer: neighbours
        // mostly share a colour, and a look-up is a dictionary's.
        var exactColor = UInt32.max, exactAnswer: UInt8? = nil
        var indexColor = UInt32.max, indexAnswer: UInt8 = 0
        var changed = 0, unindexed = false
        let width = width
        let own = [UInt8](unsafeUninitializedCapacity: w * h) { own, ownCount in
            unchanged = [Bool](unsafeUninitializedCapacity: w * h) { unchanged, unchangedCount in
                rgb.withUnsafeBufferPointer { rgb in
                    previous.withUnsafeBufferPointer { previous in
                        let ones: UInt32 = 0x0101_0101
                        for y in r.top..<r.bottom {
                            var o = (y - r.top) * w
                            var i = y * width + r.left
                            let end = y * width + r.right
                            // Counted in a local a row (a register), not in
                            // `changed`, which the closures hold in memory.
                            var rowChanged = 0
                            while i < end {
                                // Four pixels a step while they are unchanged and of
                                // the colour last looked up (most of a frame: 24
                                // instructions a pixel one at a time, perf35); what
                                // the loop below would write for each.
                                if i + 4 <= end, exactColor != UInt32.max,
                                   case let now = UnsafeRawPointer(rgb.baseAddress! + i).loadUnaligned(as: SIMD4<UInt32>.self),
                                   now == UnsafeRawPointer(previous.baseAddress! + i).loadUnaligned(as: SIMD4<UInt32>.self),
                                   now == SIMD4(repeating: exactColor) {
                                    let answer = exactAnswer ?? t
                                    UnsafeMutableRawPointer(unchanged.baseAddress! + o).storeBytes(of: ones, as: UInt32.self)
                                    UnsafeMutableRawPointer(own.baseAddress! + o)
                                        .storeBytes(of: UInt32(answer) &* ones, as: UInt32.self)
                                    anyUnchanged = true
                                    if answer == t { allDrawable = false }
                                    i += 4
                                    o += 4
                                    continue
                                }
                                let color = rgb[i]
                                if previous[i] == color {
                                    unchanged[o] = true
                                    anyUnchanged = true
                                    if color != exactColor {
                                        exactColor = color
                                        exactAnswer = exact(color)
                                        if exactAnswer == nil { anyMissing = true }
                                    }
                                    own[o] = exactAnswer ?? t
                                    if own[o] == t { allDrawable = false }
                                } else {
                                    unchanged[o] = false
                                    rowChanged += 1
                                    if color != indexColor {
                                        indexColor = color
                                        let answer = index(color)
                                        // A changed pixel is never transparent: `t` is an index no counted colour has.
                                        if answer == nil || (transparent != nil && answer == t) { unindexed = true }
                                        indexAnswer = answer ?? 0
                                    }
                                    own[o] = indexAnswer
                                }
                                o += 1
                                i += 1
                            }
                            changed += rowChanged
                        }
                    }
                }
                unchangedCount = w * h
            }
            ownCount = w * h
        }
        guard !unindexed, changed == changedPixels else { return nil }
        var fills: [[UInt8]] = []
        if transparent == nil {
            // Every unchanged colour is in the table (it holds them all):
            // drawn. (Should the screen show one it lacks — frames the
            // survey did not see — no way is offered: the nearest colours,
            // with an index free, draw the frame instead.)
            guard !anyMissing else { return [] }
            fills.append(own)
        } else if anyUnchanged {
            let (stretches, extra) = Self.fills(own: own, unchanged: unchanged, transparent: t, everyWay: triesEveryWay)
            fills.append(stretches)
            fills += extra
        }
        if transparent != nil, !anyUnchanged || (allDrawable && triesEveryWay) { fills.append(own) }
        // A fill stops being coded once as large as the smallest so far:
        // it could not be kept (the first tried wins on ties).
        var smallest = Int.max
        var reference: [Int]?
        // The fills are the same pixels up to their first difference: the
        // first's coding is kept where the second first differs, and a later
        // fill the same before there is coded from there (`GIFLZW.Resumption`;
        // on wrap-demo's sweep the second fill's first fifth: perf35). Not
        // for a difference within the first 2,048 pixels, which would save
        // less than the copy of the coder's tables costs.
        let resumableAt = fills.count > 1 ? Self.firstDifference(fills[0], fills[1]) : 0
        var resumption: GIFLZW.Resumption?
        return fills.enumerated().compactMap { k, fill in
            // The bits the indices use, and whether `t` is drawn, in one pass.
            let (bitsUsed, drawsT) = Self.indexBits(fill, drawing: t)
            let codeSize = Self.codeSize(fill.isEmpty ? [] : [bitsUsed])
            // At `.default`, the first fill coded sets the pace the others must keep (`GIFLZW.Pace`).
            let pace: GIFLZW.Pace = !pacesFills ? .none : reference.map { .follow($0, slackShift: Self.paceSlackShift) } ?? .record
            defer { if reference == nil, pacesFills { reference = lzw.progress } }
            let resuming = resumption.flatMap { Self.firstDifference(fill, fills[0]) >= $0.position ? $0 : nil }
            defer { if k == 0 { resumption = lzw.resumption } }
            guard let data = code(fill, fill, minimumCodeSize: codeSize, lzw: lzw, limit: smallest, pace: pace,
                                  resumableAt: k == 0 && resumableAt >= 2048 ? resumableAt : nil, resuming: resuming)
            else { return nil }
            smallest = min(smallest, data.count)
            return PendingFrame(left: r.left, top: r.top, width: w, height: h, palette: palette,
                                transparent: transparent != nil && drawsT ? Int(t) : nil, minimumCodeSize: codeSize,
                                data: data, delay: delay)
        }
    }

    func emit(_ frame: PendingFrame) throws(CodecError) {
        if let pending { try put(pending) }
        pending = frame
    }

    private func put(_ frame: PendingFrame) throws(CodecError) {
        // Graphic control: disposal "do not dispose", transparency, delay.
        let delay = max(0, min(65535, frame.delay))
        append([0x21, 0xF9, 4, 1 << 2 | (frame.transparent == nil ? 0 : 1)] + Self.little(delay)
               + [UInt8(frame.transparent ?? 0), 0])
        append([0x2C] + Self.little(frame.left) + Self.little(frame.top) + Self.little(frame.width) + Self.little(frame.height))
        if let palette = frame.palette {
            let bits = Self.tableBits(for: palette.count + 1)
            append([0x80 | UInt8(bits - 1)])
            append(Self.table(palette, bits: bits))
        } else {
            append([0])
        }
        append([UInt8(frame.minimumCodeSize)])
        var offset = 0
        while offset < frame.data.count {
            let n = min(255, frame.data.count - offset)
            append([UInt8(n)])
            append(frame.data[offset..<(offset + n)])
            offset += n
        }
        append([0])
        if descriptor != nil, buffer.count >= 1 << 16 { try flush() }
    }

    // MARK: Bytes

    /// A 16-bit little-endian field (sides and offsets are at most 65535: `checkSize`).
    private static func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    private func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) { buffer.append(contentsOf: bytes) }

    private func flush() throws(CodecError) {
        guard let descriptor else { return }
        var written = 0
        while written < buffer.count {
            let n = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, buffer.count - written) }
            guard n > 0 else {
                if n < 0 && errno == EINTR { continue }
                throw CodecError.write(path, errno: errno)
            }
            written += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
