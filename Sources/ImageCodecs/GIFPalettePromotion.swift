import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pass over a finished GIF that makes the most used colour table the
/// global one.
///
/// The encoder streams, so it must write the global table before it has
/// seen any frame but the first. In a sweep the same local table often comes
/// back frame after frame (a label moving by half a pixel cycles through the
/// same antialiased colours), and each repeat costs up to 768 bytes. This
/// pass counts the tables, and when one local table is used by more frames
/// than the global one, swaps them: frames with that table drop it, frames
/// that used the global table get it as their local one. Pixel data is
/// copied byte for byte: a frame's indices and code size do not change,
/// only where its table is stored.
enum GIFPalettePromotion {
    /// One image of the file: where its descriptor, table and data are.
    struct Image {
        var descriptor: Range<Int>  // the 10 bytes from 0x2C
        var table: Range<Int>?  // its local table, if any
        var data: Range<Int>  // LZW code size and sub-blocks, through the terminator
    }

    /// Rewrites the GIF at `path` in place when that makes it smaller;
    /// leaves it untouched otherwise (or when it is not a GIF this encoder wrote).
    /// The largest file the passes over a finished GIF (this one and
    /// `GIFTableMerge`) read: they hold it and a second copy, so a longer
    /// animation is left as streamed and memory stays flat however many
    /// frames it has (docs/rendering.md, "GIF encoding").
    static let maximumFileBytes = 8 << 20

    /// `jobs`: the threads the second encoding uses (`GIFTableMerge`);
    /// `merging`: whether to try that second encoding at all.
    static func apply(toFileAt path: String, jobs: Int = 1, merging: Bool = true) throws(CodecError) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_size <= maximumFileBytes else { return }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return }
        let merged = merging ? GIFTableMerge.merged([UInt8](data), jobs: jobs).map { Data($0) } : nil
        guard let smaller = promoted(merged ?? data) ?? merged else { return }
        // O_NOFOLLOW: the file is the encoder's own temporary file; a
        // symlink put in its place is refused, not followed.
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw CodecError.write(path, errno: errno) }
        defer { close(descriptor) }
        var written = 0
        while written < smaller.count {
            let n = smaller.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, smaller.count - written) }
            guard n > 0 else { throw CodecError.write(path, errno: errno) }
            written += n
        }
    }

    /// The rewritten file, or nil when no local table is used more often than the global one.
    static func promoted(_ gif: Data) -> Data? {
        let bytes = [UInt8](gif)
        guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)), bytes[10] & 0x80 != 0 else { return nil }
        let globalTable = 13..<(13 + 3 * (2 << Int(bytes[10] & 7)))
        guard let (blocks, images) = parse(bytes, from: globalTable.upperBound) else { return nil }

        var uses: [ArraySlice<UInt8>: Int] = [:]
        var globalUses = 0
        for image in images {
            if let table = image.table { uses[bytes[table], default: 0] += 1 } else { globalUses += 1 }
        }
        // The most used local table (ties: the first to appear, for determinism).
        var best: ArraySlice<UInt8>?
        var bestUses = 0
        for image in images {
            guard let table = image.table, let count = uses[bytes[table]], count > bestUses else { continue }
            best = bytes[table]
            bestUses = count
        }
        guard let best, bestUses > globalUses else { return nil }

        let oldGlobal = bytes[globalTable]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        out += bytes[0..<10]
        out.append(bytes[10] & ~0x07 | bits(ofTableSize: best.count))
        out += bytes[11..<13]
        out += best
        var next = 0
        for block in blocks {
            if next < images.count, images[next].descriptor.lowerBound == block.lowerBound {
                let image = images[next]
                next += 1
                var descriptor = Array(bytes[image.descriptor])
                let table = image.table.map { bytes[$0] } ?? oldGlobal
                if table == best {
                    descriptor[9] &= ~0x87  // no local table
                    out += descriptor
                } else {
                    descriptor[9] = descriptor[9] & ~0x07 | 0x80 | bits(ofTableSize: table.count)
                    out += descriptor
                    out += table
                }
                out += bytes[image.data]
            } else {
                out += bytes[block]
            }
        }
        return out.count < bytes.count ? Data(out) : nil
    }

    /// The packed-field size bits of a table of `count` bytes (3 × 2^(n+1)).
    private static func bits(ofTableSize count: Int) -> UInt8 {
        var n: UInt8 = 0
        while 3 * (2 << Int(n)) < count { n += 1 }
        return n
    }

    /// The file's blocks after the global table, in order (images as one
    /// block each), and the images; nil when the structure is not as expected.
    static func parse(_ bytes: [UInt8], from start: Int) -> ([Range<Int>], [Image])? {
        var blocks: [Range<Int>] = []
        var images: [Image] = []
        var i = start
        func subBlocks(_ at: Int) -> Int? {
            var j = at
            while j < bytes.count {
                let length = Int(bytes[j])
                j += 1 + length
                if length == 0 { return j }
            }
            return nil
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:  // extension: label, sub-blocks
                guard i + 2 <= bytes.count, let end = subBlocks(i + 2) else { return nil }
                blocks.append(i..<end)
                i = end
            case 0x2C:  // image: descriptor, optional table, code size, sub-blocks
                guard i + 10 < bytes.count else { return nil }
                let packed = bytes[i + 9]
                var j = i + 10
                var table: Range<Int>?
                if packed & 0x80 != 0 {
                    let size = 3 * (2 << Int(packed & 7))
                    table = j..<(j + size)
                    j += size
                }
                guard j < bytes.count, let end = subBlocks(j + 1) else { return nil }
                images.append(Image(descriptor: i..<(i + 10), table: table, data: j..<end))
                blocks.append(i..<end)
                i = end
            case 0x3B:  // trailer
                blocks.append(i..<(i + 1))
                return i + 1 == bytes.count ? (blocks, images) : nil
            default:
                return nil
            }
        }
        return nil
    }
}
