/// A dynamic deflate block's codes and how the block declares them
/// (RFC 1951 §3.2.7): the literal/length and distance code lengths, run
/// length coded, in a third Huffman code whose own lengths come first.
struct DynamicHeader {
    let literals: HuffmanCode
    let distances: HuffmanCode
    private let literalCount: Int
    private let distanceCount: Int
    private let runs: [(symbol: Int, extra: Int)]
    private let runCode: HuffmanCode
    private let runCodeCount: Int

    /// The codes for a block using each literal/length and distance code
    /// so many times (at least one distance code used).
    init(literalUses: [Int], distanceUses: [Int]) {
        literals = HuffmanCode(frequencies: literalUses, limit: 15)
        distances = HuffmanCode(frequencies: distanceUses, limit: 15)
        var literalCount = 286
        while literalCount > 257 && literals.lengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = 30
        while distanceCount > 1 && distances.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        runs = DeflateSymbols.codeLengthRuns(Array(literals.lengths[0..<literalCount]) + Array(distances.lengths[0..<distanceCount]))
        var runUses = [Int](repeating: 0, count: 19)
        for run in runs { runUses[run.symbol] += 1 }
        runCode = HuffmanCode(frequencies: runUses, limit: 7)
        var runCodeCount = 19
        while runCodeCount > 4 && runCode.lengths[DeflateSymbols.codeLengthOrder[runCodeCount - 1]] == 0 { runCodeCount -= 1 }
        self.literalCount = literalCount
        self.distanceCount = distanceCount
        self.runCodeCount = runCodeCount
    }

    /// The header's size in bits, with the block's first three.
    var bits: Int {
        3 + 5 + 5 + 4 + 3 * runCodeCount + runs.reduce(0) { $0 + Int(runCode.lengths[$1.symbol]) + Self.extraBits($1.symbol) }
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code's lengths and the
    /// run-length coded lengths (after BFINAL and BTYPE).
    func write(to writer: inout DeflateBitWriter) {
        writer.write(literalCount - 257, 5)
        writer.write(distanceCount - 1, 5)
        writer.write(runCodeCount - 4, 4)
        for k in 0..<runCodeCount { writer.write(Int(runCode.lengths[DeflateSymbols.codeLengthOrder[k]]), 3) }
        for run in runs {
            writer.write(Int(runCode.codes[run.symbol]), Int(runCode.lengths[run.symbol]))
            writer.write(run.extra, Self.extraBits(run.symbol))
        }
    }

    private static func extraBits(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }
}
