/// The GIF's work one frame at a time, on the thread that painted it
/// (`OpaqueFrameCoding`): the survey's colour count of a frame, or a
/// frame's coding, each what ``GIFEncoder/surveyOpaque(_:)`` and
/// ``GIFEncoder/addOpaqueFrames(_:delays:)`` run on their threads for it.
extension GIFEncoder {
    public func opaqueFrameCoding(surveying: Bool) -> OpaqueFrameCoding? {
        let width = width, height = height
        if surveying {
            // Past the first surveyed frames, before the first added.
            guard previous == nil, lastSurveyed != nil else { return nil }
            return OpaqueFrameCoding(code: { _, _, rgb, earlier, _ in
                GIFColorCensus.changedColors(rgb, previous: earlier, width: width)
            }, add: { [self] coded, _, last in
                var census = self.census ?? GIFColorCensus()
                for case let frame as [UInt32: Int] in coded where !frame.isEmpty { census.add(frame) }
                self.census = census
                for case let frame as [UInt32: Int] in coded { keep(frame) }
                lastSurveyed = last
            })
        }
        // Past the first frame (the palette), with a scratch for every job.
        guard previous != nil, scratches.count >= max(1, jobs) else { return nil }
        // The survey's counts as they are now: `add` changes nothing `code` reads.
        let kept = surveyedCounts
        return OpaqueFrameCoding(code: { [self] worker, index, rgb, earlier, delay in
            guard let changed = AnimationPixels.changedRectangle(rgb, earlier, width: width, height: height) else {
                return PendingFrame?.none
            }
            return PendingFrame?.some(frame(rgb, changed, previous: earlier, delay: delay, scratch: scratches[worker],
                                            surveyed: index < kept.count ? kept[index] : nil))
        }, add: { [self] coded, delays, last throws(CodecError) in
            counted(coded.count)
            for (k, result) in coded.enumerated() {
                if let frame = result as? PendingFrame {
                    try emit(frame)
                } else {
                    // Identical to the frame before: that frame shows longer.
                    pending?.delay += delays[k]
                }
            }
            previous = last
        })
    }
}
