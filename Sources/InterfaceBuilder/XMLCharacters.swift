/// Which bytes and characters XML allows where: UTF-8 checked once over
/// the whole file, names, white space, references.
enum XMLCharacters {
    static let predefinedEntities: [String: UInt8] = [
        "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"), "amp": UInt8(ascii: "&"),
        "quot": UInt8(ascii: "\""), "apos": UInt8(ascii: "'"),
    ]

    /// The first byte that is not UTF-8, or is a character XML does not
    /// allow (a control character, a noncharacter U+FFFE or U+FFFF), with
    /// the message for it.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (Int, String)? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead < 0x20, lead != 0x09, lead != 0x0A, lead != 0x0D {
                    return (index, "control character U+\(hex(UInt32(lead), digits: 4)) is not allowed in XML")
                }
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default: return (index, invalidUTF8(lead))
            }
            guard index + length <= bytes.count else { return (index, invalidUTF8(lead)) }
            var scalar = UInt32(lead) & (0x7F >> length)
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return (index + offset, invalidUTF8(continuation)) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                return (index, invalidUTF8(lead))
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                return (index, "character U+\(hex(scalar, digits: 4)) is not allowed in XML")
            }
            index += length
        }
        return nil
    }

    private static func invalidUTF8(_ byte: UInt8) -> String {
        "invalid UTF-8 (byte 0x\(hex(UInt32(byte), digits: 2)))"
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The scalar of a character reference's digits (`#10` → `10`,
    /// `#x1F600` → `x1F600`), if XML allows it.
    static func characterReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var digits = digits
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard let number = digitValue(digit), number < radix else { return nil }
            value = value * radix + number
        }
        guard isAllowed(value) else { return nil }
        return Unicode.Scalar(value)
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return and U+0020 up,
    /// without surrogates and U+FFFE, U+FFFF.
    static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// A name's first byte: a letter, `_`, `:` or any non-ASCII character
    /// (XML's `NameStartChar` is wider than IB's names need; non-ASCII is
    /// let through whole rather than checked range by range).
    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...: true
        default: false
        }
    }

    /// A name's later bytes: those, digits, `-` and `.`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: isNameStart(byte)
        }
    }
}
