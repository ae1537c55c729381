import JSONSupport

/// Finds the first byte that is not valid UTF-8, which Swift's `String`
/// would silently replace with U+FFFD: `trellis text` reports it instead.
enum UTF8Check {
    struct Failure: Equatable {
        /// Byte offset of the first invalid byte.
        var offset: Int
        /// 1-based column of that byte, counting characters (Unicode
        /// scalars) before it, as JSONParser's messages do.
        var column: Int
        var byte: UInt8

        /// `invalid UTF-8 (byte 0xFF)`.
        var message: String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "invalid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex))"
        }
    }

    static func firstFailure<C: Collection>(in bytes: C) -> Failure? where C.Element == UInt8 {
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
