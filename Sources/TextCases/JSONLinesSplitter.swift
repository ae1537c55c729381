/// Cuts a byte stream, fed chunk by chunk, into lines ending in "\n",
/// numbered from 1. A line may span any number of chunks.
struct JSONLinesSplitter {
    private var pending: [UInt8] = []
    private var nextNumber = 1

    /// The lines completed by `chunk`, without their "\n".
    mutating func feed(_ chunk: some Collection<UInt8>) -> [(number: Int, bytes: [UInt8])] {
        var lines: [(number: Int, bytes: [UInt8])] = []
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            pending.append(contentsOf: chunk[start..<newline])
            lines.append((nextNumber, pending))
            nextNumber += 1
            pending.removeAll(keepingCapacity: true)
            start = chunk.index(after: newline)
        }
        pending.append(contentsOf: chunk[start...])
        return lines
    }

    /// The last line, if the input does not end with "\n".
    mutating func finish() -> (number: Int, bytes: [UInt8])? {
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return (nextNumber, pending)
    }

    /// Whether a line holds only whitespace (skipped, as a trailing blank
    /// line or "\r" of a CRLF file would be).
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}
