import CZlib

/// FlateDecode (ISO 32000-1, 7.4.4) through zlib, which the image codecs
/// link already: a zlib stream inflated whole, its size not known ahead.
enum PDFInflate {
    /// The most bytes one stream may inflate to: far more than any icon's
    /// drawing, so that a "zip bomb" is refused rather than filling memory.
    static let limit = 64 << 20

    static func inflate(_ compressed: [UInt8]) throws(PDFError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {  // checked: a C struct's size
            throw PDFError("could not be read: zlib did not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var status = Z_OK
        var input = compressed
        status = input.withUnsafeMutableBufferPointer { source -> Int32 in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            var result = Z_OK
            while result == Z_OK {
                let produced = chunk.withUnsafeMutableBufferPointer { target -> Int in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    result = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                output += chunk[0..<produced]
                if output.count > limit { return Z_MEM_ERROR }
                // No progress with input left over is a stream that stops early.
                if result == Z_BUF_ERROR || (result == Z_OK && produced == 0 && stream.avail_in == 0) { break }
            }
            return result
        }
        switch status {
        case Z_STREAM_END:
            return output
        case Z_MEM_ERROR where output.count > limit:
            throw PDFError("has a compressed stream that inflates past \(limit >> 20) MB")
        case Z_OK, Z_BUF_ERROR:
            // Some writers end a stream without zlib's checksum: keep what inflated, as readers do.
            if !output.isEmpty { return output }
            throw PDFError("has a FlateDecode stream that ends early (the file is truncated?)")
        default:
            throw PDFError("has a FlateDecode stream zlib cannot inflate (the data is damaged)")
        }
    }
}
