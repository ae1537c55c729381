import Foundation

/// Writes small PDF files as asset exporters do (ISO 32000-1, 7.5): a
/// header, numbered objects (catalog, page tree, one page, its content
/// stream, any extra resources), a cross-reference table with each
/// object's offset, a trailer and `%%EOF`. The content streams are written
/// by hand in the tests; `deflated` wraps one in a zlib stream of stored
/// (uncompressed) deflate blocks with its Adler-32, built here byte by
/// byte (RFC 1950, 1951), so FlateDecode is read without the test
/// compressing anything.
struct TestPDF {
    var mediaBox = "0 0 10 10"
    var content: [UInt8]
    var flate = false
    /// The page's `/Resources` dictionary, as PDF text.
    var resources = "<< >>"
    /// More objects, numbered from 5 on, as PDF text.
    var extraObjects: [String] = []
    /// The content stream's dictionary entries besides `/Length` (a filter the reader refuses…).
    var streamEntries = ""

    init(mediaBox: String = "0 0 10 10", content: String, flate: Bool = false) {
        self.mediaBox = mediaBox
        self.content = Array(content.utf8)
        self.flate = flate
    }

    var bytes: [UInt8] {
        var out = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        func object(_ body: [UInt8]) {
            offsets.append(out.count)
            out += Array("\(offsets.count) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let data = flate ? Self.deflated(content) : content
        object(Array("<< /Type /Catalog /Pages 2 0 R >>".utf8))
        object(Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8))
        object(Array("<< /Type /Page /Parent 2 0 R /MediaBox [\(mediaBox)] /Resources \(resources) /Contents 4 0 R >>".utf8))
        object(Array("<< /Length \(data.count)\(flate ? " /Filter /FlateDecode" : "") \(streamEntries) >>\nstream\n".utf8)
               + data + Array("\nendstream".utf8))
        for extra in extraObjects { object(Array(extra.utf8)) }
        let table = out.count
        out += Array("xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { out += Array(String(format: "%010d 00000 n \n", offset).utf8) }
        out += Array("trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n".utf8)
        return out
    }

    /// A zlib stream of stored blocks: header 78 01, blocks of at most
    /// 65,535 bytes (BFINAL on the last, BTYPE 00, LEN and its complement,
    /// little-endian), then the Adler-32 of the data, big-endian.
    static func deflated(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let last = start + count == data.count
            out.append(last ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<start + count]
            start += count
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let adler = b << 16 | a
        out += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return out
    }
}
