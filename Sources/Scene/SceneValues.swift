import JSONSupport
import Foundation
import Layout

/// Colours, priorities and insets as scene files write them.
enum SceneValues {
    /// Colour names a scene may use (UIKit's).
    static let colorNames: [(String, Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
        ("systemBlue", .systemBlue), ("lightGray", .lightGray), ("darkGray", .darkGray), ("gray", Color(white: 0.5)),
        ("yellow", Color(red: 1, green: 1, blue: 0)), ("orange", Color(red: 1, green: 0.5, blue: 0)),
        ("purple", Color(red: 0.5, green: 0, blue: 0.5)), ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
        ("cyan", Color(red: 0, green: 1, blue: 1)), ("magenta", Color(red: 1, green: 0, blue: 1)),
    ]

    static let colorForms = "#RRGGBB, #RRGGBBAA, \"white W\" (W from 0 to 1) or a name (black, white, red, systemBlue, …)"

    /// `#RRGGBB`, `#RRGGBBAA`, `white 0.926`, `white 0.5 alpha 0.3`, or a name.
    static func color(_ value: YAMLValue) throws(LocatedError) -> Color {
        let text = try value.string("a colour").trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") {
            let digits = Array(text.dropFirst())
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else {
                throw value.fail("expected a colour as #RRGGBB or #RRGGBBAA (hexadecimal digits), found \"\(text)\"")
            }
            func component(_ i: Int) -> Double { Double(Int(String(digits[i..<i + 2]), radix: 16)!) / 255 }
            return Color(red: component(0), green: component(2), blue: component(4), alpha: digits.count == 8 ? component(6) : 1)
        }
        let words = text.split(separator: " ").map(String.init)
        if words.first == "white", words.count > 1 {
            let numbers = words.count == 2 ? [words[1]] : words.count == 4 && words[2] == "alpha" ? [words[1], words[3]] : []
            let values = numbers.compactMap(Double.init)
            guard !numbers.isEmpty, values.count == numbers.count, values.allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
                throw value.fail("expected \"white W\" or \"white W alpha A\" with numbers from 0 to 1, found \"\(text)\"")
            }
            return Color(white: values[0], alpha: values.count == 2 ? values[1] : 1)
        }
        if let named = colorNames.first(where: { $0.0 == text }) { return named.1 }
        throw value.fail(NameSuggestion.unknown("colour", text, suggestingFrom: colorNames.map(\.0), expected: colorForms))
    }

    /// Named priority levels, as in UIKit.
    static let priorityNames: [(String, LayoutPriority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh), ("dragThatCanResizeScene", .dragThatCanResizeScene),
        ("sceneSizeStayPut", .sceneSizeStayPut), ("dragThatCannotResizeScene", .dragThatCannotResizeScene),
        ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
    ]

    /// A priority: `250`, `defaultLow`, `defaultHigh - 1` (1…1000).
    /// Returns the message and the offset within `text` of what is wrong.
    static func priority(_ text: String) -> Result<LayoutPriority, OffsetError> {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func skipSpaces() { while i < scalars.count, scalars[i] == " " { i += 1 } }
        skipSpaces()
        let start = i
        var value: Double
        while i < scalars.count, scalars[i].properties.isAlphabetic || scalars[i] == "_" { i += 1 }
        if i > start {
            let name = String(String.UnicodeScalarView(scalars[start..<i]))
            guard let level = priorityNames.first(where: { $0.0 == name }) else {
                let names = priorityNames.map(\.0)
                return .failure(OffsetError(offset: start, message: NameSuggestion.unknown(
                    "priority", name, suggestingFrom: names,
                    expected: "a number from 1 to 1000 or one of " + names.joined(separator: ", "))))
            }
            value = Double(level.1.rawValue)
            skipSpaces()
            if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
                let sign: Double = scalars[i] == "-" ? -1 : 1
                i += 1
                skipSpaces()
                let numberStart = i
                while i < scalars.count, scalars[i].properties.numericType != nil || scalars[i] == "." { i += 1 }
                guard let delta = Double(String(String.UnicodeScalarView(scalars[numberStart..<i]))) else {
                    return .failure(OffsetError(offset: numberStart, message: "expected a number after \(sign < 0 ? "-" : "+") in the priority"))
                }
                value += sign * delta
            }
        } else {
            while i < scalars.count, scalars[i] != " " { i += 1 }
            let word = String(String.UnicodeScalarView(scalars[start..<i]))
            guard let number = Double(word), number.isFinite else {
                return .failure(OffsetError(offset: start, message: "expected a priority (a number from 1 to 1000 or a name: "
                    + priorityNames.map(\.0).joined(separator: ", ") + "), found \"\(word)\""))
            }
            value = number
        }
        skipSpaces()
        if i < scalars.count {
            return .failure(OffsetError(offset: i, message: "unexpected \"\(String(String.UnicodeScalarView(scalars[i...])))\" after the priority"))
        }
        guard value >= 1, value <= 1000 else {
            return .failure(OffsetError(offset: start, message: "expected a priority from 1 to 1000, found \(formatNumber(value))"))
        }
        return .success(LayoutPriority(Float(value)))
    }

    static func priority(_ value: YAMLValue) throws(LocatedError) -> LayoutPriority {
        let text = try value.string("a priority")
        switch priority(text) {
        case .success(let priority): return priority
        case .failure(let error): throw LocatedError(location: value.textLocation.offset(by: error.offset), message: error.message)
        }
    }

    /// Insets: one number for all four sides, or `{top, left, bottom, right}` (missing sides 0).
    static func insets(_ value: YAMLValue, _ what: String) throws(LocatedError) -> EdgeInsets {
        if case .scalar = value.node {
            let all = try value.points(what, allowZero: true)
            return EdgeInsets(top: all, left: all, bottom: all, right: all)
        }
        let fields = try value.fields(what, allowed: ["top", "left", "bottom", "right"])
        func side(_ key: String) throws(LocatedError) -> Double { try fields[key]?.points("the \(key) inset", allowZero: true) ?? 0 }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }
}

/// A problem inside a string, at an offset in Unicode scalars.
struct OffsetError: Error {
    var offset: Int
    var message: String
}
