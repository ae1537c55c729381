/// What a message shows of text it echoes (a view name, a path, a value):
/// characters that would change the terminal rather than show are written
/// as escapes, so one message stays one line that reads as printed.
///
/// - control characters: line ends (`\n`, `\r`, and NEL, LS, PS, which
///   YAML counts as line breaks), tab as `\t`, ESC (a colour or cursor
///   sequence), NUL, DEL and the C1 controls, as `\u{1B}`;
/// - bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
///   U+061C), which reorder what follows them on the line (the "Trojan
///   Source" trick), as `\u{202E}`.
///
/// Applied by `StandardStreams.error(_:)` to every message, since any may
/// quote what the user wrote.
enum MessageText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
