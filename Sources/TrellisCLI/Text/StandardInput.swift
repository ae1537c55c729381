import Foundation
import TextCases

/// Standard input for `trellis text --jsonl`, chunk by chunk.
enum StandardInput {
    /// The next bytes there are, up to 64 KiB, or nil at end of input.
    ///
    /// read(2) returns as soon as some bytes are there, so a program feeding
    /// lines through a pipe gets each answer without closing its end
    /// (FileHandle's readData(ofLength:) would wait for the whole length).
    static func nextChunk() throws(TextCaseError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[..<count]) }
            if count == 0 { return nil }
            if errno == EINTR { continue }
            throw .input(source: TextCommand.stdinName, location: .whole,
                         message: "cannot read: \(String(cString: strerror(errno)))")
        }
    }
}
