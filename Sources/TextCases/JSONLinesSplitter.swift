/// Cuts a byte stream, fed chunk by chunk, into lines ending in "\n",
/// numbered from 1. A line may span any number of chunks, up to
/// `maximumLineBytes`.
struct JSONLinesSplitter {
    private var pending: [UInt8] = []
    private var nextNumber = 1
    let maximumLineBytes: Int

    init(maximumLineBytes: Int = TextJSONLines.maximumLineBytes) {
        self.maximumLineBytes = maximumLineBytes
    }

    /// A line grew past `maximumLineBytes` before its "\n" came: its number.
    struct LineTooLong: Error { var number: Int }

    /// The lines completed by `chunk`, without their "\n"; throws when the
    /// line being read grows past the limit (a stream with no newline, a
    /// device, must not be gathered without end).
    mutating func feed(_ chunk: some Collection<UInt8>) throws(LineTooLong) -> [(number: Int, bytes: [UInt8])] {
        var lines: [(number: Int, bytes: [UInt8])] = []
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            try append(chunk[start..<newline])
            lines.append((nextNumber, pending))
            nextNumber += 1
            pending.removeAll(keepingCapacity: true)
            start = chunk.index(after: newline)
        }
        try append(chunk[start...])
        return lines
    }

    private mutating func append(_ bytes: some Collection<UInt8>) throws(LineTooLong) {
        guard pending.count + bytes.count <= maximumLineBytes else { throw LineTooLong(number: nextNumber) }
        pending.append(contentsOf: bytes)
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
