/// Deflate's alphabets (RFC 1951 §3.2.5, §3.2.7): how lengths and
/// distances become a code and extra bits, and how a block's code lengths
/// are themselves run-length coded.
enum DeflateSymbols {
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                             131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
                                    13, 13]
    /// The order a block lists the code-length code's lengths in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Length 3...258 → its code less 257 (0...28).
    private static let lengthCodes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for code in lengthBase.indices {
            let end = code + 1 < lengthBase.count ? lengthBase[code + 1] : 259
            for length in lengthBase[code]..<end { table[length] = UInt8(code) }
        }
        table[258] = 28  // 258 has its own code, not 227 + 31 with code 27
        return table
    }()

    /// Distance 1...32768 → its code, looked up by distance - 1 up to 256
    /// and by 256 + (distance - 1) / 128 beyond (codes there span 128 or more).
    private static let distanceCodes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for code in distanceBase.indices {
            let end = code + 1 < distanceBase.count ? distanceBase[code + 1] : 32769
            for distance in distanceBase[code]..<end {
                table[distance <= 256 ? distance - 1 : 256 + (distance - 1) >> 7] = UInt8(code)
            }
        }
        return table
    }()

    @inline(__always) static func lengthCode(_ length: Int) -> Int { Int(lengthCodes[length]) }

    @inline(__always) static func distanceCode(_ distance: Int) -> Int {
        Int(distance <= 256 ? distanceCodes[distance - 1] : distanceCodes[256 + (distance - 1) >> 7])
    }

    /// Code lengths as the code-length alphabet writes them: 0...15 as
    /// themselves, 16 repeating the one before 3–6 times, 17 and 18 runs
    /// of zeros of 3–10 and 11–138; `extra` is the count less its least.
    static func codeLengthRuns(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var count = 1
            while i + count < lengths.count && lengths[i + count] == value { count += 1 }
            i += count
            if value == 0 {
                while count >= 11 {
                    let taken = min(count, 138)
                    runs.append((18, taken - 11))
                    count -= taken
                }
                if count >= 3 {
                    runs.append((17, count - 3))
                    count = 0
                }
            } else {
                runs.append((Int(value), 0))
                count -= 1
                while count >= 3 {
                    let taken = min(count, 6)
                    runs.append((16, taken - 3))
                    count -= taken
                }
            }
            runs += repeatElement((symbol: Int(value), extra: 0), count: count)
        }
        return runs
    }
}
