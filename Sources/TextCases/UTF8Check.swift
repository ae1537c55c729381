/// Finds the first byte that is not valid UTF-8, which Swift's `String`
/// would silently replace with U+FFFD, so that it can be reported instead.
public enum UTF8Check {
    /// The first byte that is not UTF-8, and where it is.
    public struct Failure: Equatable, Sendable {
        /// Byte offset of the first invalid byte.
        public var offset: Int
        /// 1-based column of that byte, counting characters (Unicode
        /// scalars) before it, as JSONParser's messages do.
        public var column: Int
        /// The byte itself.
        public var byte: UInt8

        /// `invalid UTF-8 (byte 0xFF)`.
        public var message: String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "invalid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex))"
        }
    }

    /// The first invalid byte of `bytes`, or nil when they are all UTF-8.
    public static func firstFailure<C: Collection>(in bytes: C) -> Failure? where C.Element == UInt8 {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var scalars = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                offset += encoded.count
                scalars += 1
            case .emptyInput:
                return nil
            case .error:
                let index = bytes.index(bytes.startIndex, offsetBy: offset)
                return Failure(offset: offset, column: scalars + 1, byte: bytes[index])
            }
        }
    }
}
