import CZlib

/// A reader as strict as `pngcheck`: every animation Trellis writes must
/// be a complete file of its format, block by block, not only something a
/// forgiving viewer shows. Each check returns the first fault it finds
/// (nil: the file is complete). scripts/check_animations.py does the same
/// in Python for the files scripts/test makes.
enum StrictFileReader {
    /// PNG and APNG: the signature; every chunk's length inside the file,
    /// its type four ASCII letters and its CRC right; IHDR first, IEND last
    /// and empty, nothing after it; for an APNG, acTL's frame count equal
    /// to the fcTL chunks and sequence numbers 0, 1, 2 … over fcTL and fdAT.
    static func pngFault(_ png: [UInt8]) -> String? {
        guard png.count >= 8, png.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return "no PNG signature"
        }
        func int(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8, types: [String] = [], frames: Int?, controls = 0, sequence = 0
        while offset < png.count {
            guard offset + 12 <= png.count else { return "a chunk header cut off at byte \(offset)" }
            let length = int(offset)
            guard offset + 12 + length <= png.count else { return "a chunk of \(length) bytes runs past the end at byte \(offset)" }
            let typeBytes = Array(png[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                return "a chunk type that is not four letters at byte \(offset)"
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let body = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
            guard crc == UInt32(int(offset + 8 + length)) else { return "\(type) at byte \(offset): wrong CRC" }
            let data = Array(body.dropFirst(4))
            func be(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            switch type {
            case "acTL": frames = be(0)
            case "fcTL", "fdAT":
                if type == "fcTL" { controls += 1 }
                guard data.count >= 4, be(0) == sequence else { return "\(type) at byte \(offset): sequence number out of order" }
                sequence += 1
            default: break
            }
            types.append(type)
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard types.first == "IHDR" else { return "the first chunk is \(types.first ?? "missing"), not IHDR" }
        guard types.last == "IEND" else { return "no IEND chunk at the end (the last is \(types.last ?? "none"))" }
        guard types.filter({ $0 == "IEND" }).count == 1, offset == png.count else { return "bytes after IEND" }
        if let frames, frames != controls { return "acTL says \(frames) frames, the file has \(controls) fcTL chunks" }
        return nil
    }

    /// GIF: the header and screen, the global table, then blocks up to the
    /// trailer (0x3B), the last byte: extensions and images with their
    /// sub-blocks, each inside the file.
    static func gifFault(_ gif: [UInt8]) -> String? {
        guard gif.count >= 13, gif.prefix(6).elementsEqual(Array("GIF89a".utf8)) || gif.prefix(6).elementsEqual(Array("GIF87a".utf8)) else {
            return "no GIF header"
        }
        var offset = 13
        if gif[10] & 0x80 != 0 { offset += 3 << (Int(gif[10] & 7) + 1) }
        func subBlocks() -> String? {
            while true {
                guard offset < gif.count else { return "sub-blocks cut off" }
                let size = Int(gif[offset])
                offset += 1
                if size == 0 { return nil }
                offset += size
            }
        }
        while offset < gif.count {
            switch gif[offset] {
            case 0x3B:
                return offset == gif.count - 1 ? nil : "bytes after the trailer"
            case 0x21:
                guard offset + 2 <= gif.count else { return "an extension cut off" }
                offset += 2
                if let fault = subBlocks() { return fault }
            case 0x2C:
                guard offset + 10 <= gif.count else { return "an image descriptor cut off" }
                let flags = gif[offset + 9]
                offset += 10
                if flags & 0x80 != 0 { offset += 3 << (Int(flags & 7) + 1) }
                guard offset < gif.count else { return "an image cut off" }
                offset += 1  // LZW minimum code size
                if let fault = subBlocks() { return fault }
            default:
                return "an unknown block 0x\(String(gif[offset], radix: 16)) at byte \(offset)"
            }
        }
        return "no trailer (0x3B) at the end"
    }

    /// WebP: RIFF's size the file's, every chunk inside it (padded to an
    /// even size), VP8X first in an animation, and as many ANMF chunks as
    /// frames.
    static func webpFault(_ webp: [UInt8]) -> String? {
        guard webp.count >= 12, webp.prefix(4).elementsEqual(Array("RIFF".utf8)), webp[8..<12].elementsEqual(Array("WEBP".utf8)) else {
            return "no RIFF WEBP header"
        }
        func le(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(webp[at + $1]) << (8 * $1) } }
        guard le(4) + 8 == webp.count else { return "RIFF says \(le(4) + 8) bytes, the file has \(webp.count)" }
        var offset = 12, types: [String] = []
        while offset < webp.count {
            guard offset + 8 <= webp.count else { return "a chunk header cut off at byte \(offset)" }
            let size = le(offset + 4)
            let padded = size + size % 2
            guard offset + 8 + padded <= webp.count else { return "a chunk runs past the end at byte \(offset)" }
            types.append(String(decoding: webp[offset..<(offset + 4)], as: UTF8.self))
            offset += 8 + padded
        }
        if types.contains("ANMF") && types.first != "VP8X" { return "an animation without VP8X first" }
        return nil
    }
}
