/// A canonical Huffman code for deflate (RFC 1951 §3.2.2): lengths no
/// longer than a limit, and the codes those lengths give.
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for symbols never used.
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed: deflate writes bits least
    /// significant first but Huffman codes most significant first.
    let codes: [UInt16]

    /// The code for symbols used `frequencies` times, no code longer than
    /// `limit` bits. A lone symbol gets one bit (inflaters accept an
    /// incomplete code of one symbol). The same frequencies always give the
    /// same code: ties are broken by symbol.
    init(frequencies: [Int], limit: Int) {
        self.init(lengths: Self.lengths(frequencies, limit: limit))
    }

    /// The canonical code of these lengths.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        codes = Self.codes(lengths)
    }

    /// Deflate's fixed codes (BTYPE 1): literals and lengths 0–143 in 8
    /// bits, 144–255 in 9, 256–279 in 7, 280–287 in 8; distances in 5.
    static let fixedLiterals = HuffmanCode(lengths: [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
                                               + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8))
    static let fixedDistances = HuffmanCode(lengths: [UInt8](repeating: 5, count: 30))

    private static func lengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        // The symbols used, rarest first, ties by symbol: sorted as one
        // integer each, frequency above the symbol (under 2¹⁶ symbols).
        let symbols = frequencies.indices.filter { frequencies[$0] > 0 }
            .map { frequencies[$0] << 16 | $0 }.sorted().map { $0 & 0xFFFF }
        if symbols.count == 1 { lengths[symbols[0]] = 1 }
        guard symbols.count > 1 else { return lengths }
        // Huffman's tree with two queues: the leaves in order, the inner
        // nodes in the order they are made (their weights never decrease).
        let leaves = symbols.count
        var weight = symbols.map { frequencies[$0] } + [Int](repeating: 0, count: leaves - 1)
        var parent = [Int](repeating: 0, count: 2 * leaves - 1)
        var nextLeaf = 0, nextNode = leaves
        func lightest(made: Int) -> Int {
            if nextLeaf < leaves && (nextNode >= made || weight[nextLeaf] <= weight[nextNode]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        for made in leaves..<(2 * leaves - 1) {
            let a = lightest(made: made), b = lightest(made: made)
            weight[made] = weight[a] + weight[b]
            parent[a] = made
            parent[b] = made
        }
        // Depths from the root (the last node made) down.
        var depth = [Int](repeating: 0, count: 2 * leaves - 1)
        for node in stride(from: 2 * leaves - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        // Codes per length, the too long ones cut to the limit, then
        // lengthened elsewhere until Kraft's sum is 1 again (as miniz does).
        var perLength = [Int](repeating: 0, count: limit + 1)
        for leaf in 0..<leaves { perLength[min(depth[leaf], limit)] += 1 }
        var kraft = 0
        for length in 1...limit { kraft += perLength[length] << (limit - length) }
        while kraft > 1 << limit {
            perLength[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where perLength[length] > 0 {
                perLength[length] -= 1
                perLength[length + 1] += 2
                break
            }
            kraft -= 1
        }
        // The rarest symbols get the longest codes.
        var leaf = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<perLength[length] {
                lengths[symbols[leaf]] = UInt8(length)
                leaf += 1
            }
        }
        return lengths
    }

    private static func codes(_ lengths: [UInt8]) -> [UInt16] {
        var perLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            var value = next[Int(length)], reversed = 0
            next[Int(length)] += 1
            for _ in 0..<length {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            codes[symbol] = UInt16(truncatingIfNeeded: reversed)  // checked: at most 15 bits
        }
        return codes
    }
}
