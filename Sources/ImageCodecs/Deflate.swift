import CZlib

/// zlib streams for the PNG encoders, at one of a few fixed efforts, so the
/// same bytes always give the same stream (for the same zlib). Palette
/// pictures that are not references use `PictureDeflate` instead.
enum Deflate {
    enum Effort {
        /// zlib's default, level 6: frames as they stream into an APNG.
        case quick
        /// Level 9's lazy matching with its search cut to chains of 512:
        /// within 0.5 % of level 9's size at a quarter of its time (level 9
        /// follows chains of 4,096, and flat UI, all repeats, makes them
        /// long). Measured on 200 palette snapshots: level 6 553,351 bytes in
        /// 101 ms, this 527,648 in 181 ms, level 9 525,109 in 720 ms.
        /// Now only for a streamed APNG's RGBA frames, deflated again.
        case thorough
        /// Level 9 untouched: snapshot references, whose bytes should not
        /// change under users who record them.
        case maximum
        /// Level 0: the bytes stored, not compressed (a snapshot's draft,
        /// `DraftPNG`, compared before it is ever compressed).
        case stored
    }

    static func compress(_ data: [UInt8], _ effort: Effort) -> [UInt8] {
        var stream = z_stream()
        let level: Int32 = effort == .quick ? 6 : effort == .stored ? 0 : 9
        var status = deflateInit_(&stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size))  // checked: a struct of a few dozen bytes
        precondition(status == Z_OK, "zlib deflateInit failed (\(status))")
        defer { deflateEnd(&stream) }
        // good_length, max_lazy, nice_length as level 9 sets them; max_chain 512.
        if effort == .thorough { deflateTune(&stream, 32, 258, 258, 512) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
        let written: Int = data.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                status = deflate(&stream, Z_FINISH)
                return target.count - Int(stream.avail_out)
            }
        }
        precondition(status == Z_STREAM_END, "zlib deflate failed (\(status)) with a buffer of deflateBound bytes")
        return Array(out.prefix(written))
    }
}
