/// Chooses at most `limit` colours for an image: every colour when there
/// are few enough (the usual case for flat UI), otherwise median cut,
/// weighted by how often each colour occurs. Deterministic: ties are broken
/// by colour value, never by hashing order.
struct Quantizer {
    /// A palette and the index of each input colour in it.
    struct Result {
        var palette: [UInt32]
        var index: [UInt32: UInt8]
    }

    static func palette(for counts: [UInt32: Int], limit: Int) -> Result {
        let colors = counts.keys.sorted()
        if colors.count <= limit {
            var index: [UInt32: UInt8] = [:]
            for (k, color) in colors.enumerated() { index[color] = UInt8(k) }
            return Result(palette: colors, index: index)
        }
        var boxes: [[UInt32]] = [colors]
        // Each box's widest channel, its range and its pixels, worked out
        // once when the box is made: a box never changes until it is split,
        // and working them out again for every box before every split (a
        // dictionary lookup a colour each time) was a fifth of a TrellisUIKit
        // snapshot's instructions (docs/benchmarks.md, perfui31). The same
        // numbers in the same order, so the same palette.
        func measure(_ box: [UInt32]) -> (channel: Int, range: Int, weight: Int) {
            let widest = Quantizer.widestRange(box)
            return (widest.channel, widest.range, box.reduce(0) { $0 + counts[$1]! })
        }
        var measures = [measure(colors)]
        while boxes.count < limit {
            // Split the box with the widest channel range (most pixels on ties).
            var best = -1, bestRange = -1, bestWeight = -1
            for (k, box) in boxes.enumerated() where box.count > 1 {
                let range = measures[k].range
                let weight = measures[k].weight
                if range > bestRange || (range == bestRange && weight > bestWeight) {
                    best = k; bestRange = range; bestWeight = weight
                }
            }
            if best < 0 { break }
            let box = boxes[best]
            let channel = measures[best].channel
            let sorted = box.sorted { (channelValue($0, channel), $0) < (channelValue($1, channel), $1) }
            // Cut where half the pixels lie on each side.
            let total = sorted.reduce(0) { $0 + counts[$1]! }
            var running = 0, cut = 1
            for (k, color) in sorted.enumerated() {
                running += counts[color]!
                if running * 2 >= total { cut = max(1, min(sorted.count - 1, k + 1)); break }
            }
            boxes[best] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
            measures[best] = measure(boxes[best])
            measures.append(measure(boxes[boxes.count - 1]))
        }
        var palette: [UInt32] = []
        var index: [UInt32: UInt8] = [:]
        for box in boxes {
            // The box's colour: the pixel-weighted mean.
            var sums = (0, 0, 0), weight = 0
            for color in box {
                let n = counts[color]!
                sums.0 += Int(channelValue(color, 0)) * n
                sums.1 += Int(channelValue(color, 1)) * n
                sums.2 += Int(channelValue(color, 2)) * n
                weight += n
            }
            let mean = UInt32((sums.0 + weight / 2) / weight) << 16 | UInt32((sums.1 + weight / 2) / weight) << 8
                | UInt32((sums.2 + weight / 2) / weight)
            let k = UInt8(palette.count)
            palette.append(mean)
            for color in box { index[color] = k }
        }
        return Result(palette: palette, index: index)
    }

    static func channelValue(_ color: UInt32, _ channel: Int) -> UInt32 {
        (color >> UInt32(16 - 8 * channel)) & 0xFF
    }

    private static func widestRange(_ box: [UInt32]) -> (channel: Int, range: Int) {
        var best = (channel: 0, range: -1)
        for channel in 0..<3 {
            var low: UInt32 = 255, high: UInt32 = 0
            for color in box {
                let v = channelValue(color, channel)
                low = min(low, v)
                high = max(high, v)
            }
            let range = Int(high) - Int(low)
            if range > best.range { best = (channel, range) }
        }
        return best
    }
}
