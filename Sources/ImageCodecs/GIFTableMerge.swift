import FileSafety

/// A pass over a finished GIF that encodes it again with the colours most
/// of its frames use in its global table.
///
/// The encoder streams: its global table is the first frame's colours, and
/// a later frame with colours the first lacks carries a local table of up
/// to 768 bytes, and must leave transparent the unchanged pixels whose
/// colour its table lacks. Once every frame is written, all the colours are
/// known. This pass decodes the frames back as a viewer shows them and
/// gives them to a second `GIFEncoder` whose global table is the one
/// `GIFColorCensus` chooses from the decoded frames; a frame with other
/// colours carries a table as before. Its file is used only when smaller.
/// (A sweep at `.default` effort surveys its frames before coding them
/// instead, and skips this pass.) Memory: the two files and
/// two frames (a batch of two frames per thread with several jobs).
enum GIFTableMerge {
    private struct Frame {
        var image: GIFPalettePromotion.Image
        var colors: [UInt32]
        var transparent: Int?
        var delay: Int
        var left: Int, top: Int, width: Int, height: Int
    }

    /// The re-encoded file, or nil when it would not be smaller (or the
    /// file is not as this encoder writes them).
    /// `jobs`: the threads the second encoder uses; frames go to it in
    /// batches of a few per thread (the bytes are the same with one job).
    static func merged(_ bytes: [UInt8], jobs: Int = 1) -> [UInt8]? {
        guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)), bytes[10] & 0x80 != 0 else { return nil }
        let screenWidth = Int(bytes[6]) | Int(bytes[7]) << 8, screenHeight = Int(bytes[8]) | Int(bytes[9]) << 8
        let globalTable = 13..<(13 + 3 * (2 << Int(bytes[10] & 7)))
        guard let frames = frames(of: bytes, globalTable: globalTable) else { return nil }

        // Pixels per index first (no dictionary per pixel), then per colour;
        // the frames decoded on every thread.
        let counted: [[Int]?] = ParallelWork.map(count: frames.count, jobs: jobs) { _, k in
            guard let indices = indices(of: frames[k], in: bytes) else { return nil }
            var perIndex = [Int](repeating: 0, count: 256)
            for index in indices { perIndex[Int(index)] += 1 }
            return perIndex
        }
        var census = GIFColorCensus()
        for (k, frame) in frames.enumerated() {
            guard let perIndex = counted[k] else { return nil }
            var counts: [UInt32: Int] = [:]
            for index in 0..<256 where perIndex[index] > 0 && index != frame.transparent {
                guard index < frame.colors.count else { return nil }
                counts[frame.colors[index], default: 0] += perIndex[index]
            }
            census.add(counts)
        }
        // The first frame's colours (it has no table of its own), then the
        // colours most frames use, up to 255; frames with others get tables.
        // A table of all 256 colours (`GIFColorCensus.room`) leaves the
        // encoder no transparent index: such a file is kept as it is
        // (`GIFEncoder(palette:)` takes 255 at most; `--effort max` on
        // layout-cycle's sweep stopped on that precondition).
        guard let order = census.palette(), order.count <= 255 else { return nil }

        // The frames as a viewer composes them (disposal "do not dispose"), encoded again.
        let encoder = GIFEncoder(palette: order, width: screenWidth, height: screenHeight)
        encoder.jobs = jobs
        let batchSize = jobs > 1 ? 2 * jobs : 1
        var batch: [[UInt32]] = [], delays: [Int] = []
        var screen = [UInt32](repeating: 0xFFFF_FFFF, count: screenWidth * screenHeight)
        do {
            // A batch's frames decoded on every thread, then composed in order.
            var decoded: [[UInt8]?] = []
            for (k, frame) in frames.enumerated() {
                if k % batchSize == 0 {
                    let start = k, end = min(frames.count, k + batchSize)
                    decoded = ParallelWork.map(count: end - start, jobs: jobs) { _, j in indices(of: frames[start + j], in: bytes) }
                }
                guard let indices = decoded[k % batchSize],
                      frame.left + frame.width <= screenWidth, frame.top + frame.height <= screenHeight else { return nil }
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let index = Int(indices[y * frame.width + x])  // checked: a UInt8 index
                        if index == frame.transparent { continue }
                        screen[(frame.top + y) * screenWidth + frame.left + x] = 0xFF00_0000 | frame.colors[index]
                    }
                }
                batch.append(screen)
                delays.append(frame.delay)
                if batch.count == batchSize {
                    try encoder.addFrames(batch, delays: delays)
                    batch.removeAll(keepingCapacity: true)
                    delays.removeAll(keepingCapacity: true)
                }
            }
            try encoder.addFrames(batch, delays: delays)
            try encoder.finish()
        } catch {
            return nil
        }
        return encoder.bytes.count < bytes.count ? encoder.bytes : nil
    }

    /// The file's images with their tables, transparency and delays.
    private static func frames(of bytes: [UInt8], globalTable: Range<Int>) -> [Frame]? {
        guard let (blocks, images) = GIFPalettePromotion.parse(bytes, from: globalTable.upperBound) else { return nil }
        func colors(_ table: Range<Int>) -> [UInt32] {
            stride(from: table.lowerBound, to: table.upperBound, by: 3).map {
                UInt32(bytes[$0]) << 16 | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2])
            }
        }
        let global = colors(globalTable)
        var frames: [Frame] = []
        var next = 0
        var transparent: Int?, delay = 0
        for block in blocks {
            let start = block.lowerBound
            if bytes[start] == 0x21, bytes[start + 1] == 0xF9, block.count >= 8 {
                transparent = bytes[start + 3] & 1 != 0 ? Int(bytes[start + 6]) : nil
                delay = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8
                continue
            }
            guard next < images.count, images[next].descriptor.lowerBound == start else { continue }
            let image = images[next]
            next += 1
            let d = start
            frames.append(Frame(image: image, colors: image.table.map(colors) ?? global, transparent: transparent, delay: delay,
                                left: Int(bytes[d + 1]) | Int(bytes[d + 2]) << 8, top: Int(bytes[d + 3]) | Int(bytes[d + 4]) << 8,
                                width: Int(bytes[d + 5]) | Int(bytes[d + 6]) << 8, height: Int(bytes[d + 7]) | Int(bytes[d + 8]) << 8))
            transparent = nil
            delay = 0
        }
        return frames.count == images.count ? frames : nil
    }

    /// A frame's indices, decoded from its sub-blocks.
    private static func indices(of frame: Frame, in bytes: [UInt8]) -> [UInt8]? {
        let data = frame.image.data
        let codeSize = Int(bytes[data.lowerBound])
        var codes: [UInt8] = []
        var j = data.lowerBound + 1
        while j < data.upperBound {
            let n = Int(bytes[j])
            if n == 0 { break }
            codes += bytes[(j + 1)..<min(data.upperBound, j + 1 + n)]
            j += 1 + n
        }
        return GIFLZW.decode(codes, minimumCodeSize: codeSize, count: frame.width * frame.height)
    }
}
