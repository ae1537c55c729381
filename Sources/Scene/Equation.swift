import JSONSupport
import Layout

/// One constraint written as an equation:
/// `first.attr OP [multiplier *] second.attr [* multiplier] [+|- constant] [@priority]`
/// or `first.attr OP constant [@priority]` (widths and heights only); a
/// constant is a number or the name of one of the file's `metrics`.
/// Names are not resolved here; offsets (in Unicode scalars) let errors
/// point at the token at fault.
struct Equation {
    struct Term {
        var item: String
        var itemOffset: Int
        var attribute: LayoutAttribute
        var attributeOffset: Int
    }

    var first: Term
    var relation: LayoutRelation
    var second: Term?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: LayoutPriority = .required
}

/// Parses equations; every error carries the offset of the token at fault.
struct EquationParser {
    private enum Token: Equatable {
        case name(String)
        case number(Double)
        case symbol(String)  // . * + - @ == <= >= =
        case end

        var text: String {
            switch self {
            case .name(let name): return "\"\(name)\""
            case .number(let n): return "\"\(formatNumber(n))\""
            case .symbol(let s): return "\"\(s)\""
            case .end: return "the end of the equation"
            }
        }
    }

    private var tokens: [(token: Token, offset: Int)] = []
    private var index = 0
    private let scalars: [Unicode.Scalar]
    /// The scene's metrics: names that stand for constants.
    private let metrics: [String: Double]
    /// The file's syntax, for the hint that shows how to declare a metric.
    private let words: SyntaxWords

    /// The attributes, in the order suggestions consider them.
    static let attributeNames = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)

    init(_ text: String, metrics: [String: Double] = [:], words: SyntaxWords = .yaml) throws(OffsetError) {
        self.metrics = metrics
        self.words = words
        scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == " " || c == "\t" { i += 1; continue }
            let start = i
            if c.properties.isAlphabetic || c == "_" {
                while i < scalars.count, scalars[i].properties.isAlphabetic || scalars[i] == "_" || ("0"..."9").contains(scalars[i]) { i += 1 }
                tokens.append((.name(String(String.UnicodeScalarView(scalars[start..<i]))), start))
            } else if ("0"..."9").contains(c) || (c == "." && i + 1 < scalars.count && ("0"..."9").contains(scalars[i + 1])) {
                while i < scalars.count, ("0"..."9").contains(scalars[i]) || scalars[i] == "." { i += 1 }
                // An exponent (1e3, 2.5E-2), as YAML and JSON write numbers.
                if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
                    var j = i + 1
                    if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
                    if j < scalars.count, ("0"..."9").contains(scalars[j]) {
                        i = j
                        while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                    }
                }
                let text = String(String.UnicodeScalarView(scalars[start..<i]))
                guard let value = Double(text) else { throw OffsetError(offset: start, message: "expected a number, found \"\(text)\"") }
                guard value.isFinite, value <= SceneLimits.maximumConstant else {
                    throw OffsetError(offset: start, message: "expected a number of at most \(formatNumber(SceneLimits.maximumConstant)), found \(text.count > 20 ? "\(text.prefix(12))… (\(text.count) digits)" : text)")
                }
                tokens.append((.number(value), start))
            } else if "=<>".unicodeScalars.contains(c) {
                if i + 1 < scalars.count, scalars[i + 1] == "=" {
                    tokens.append((.symbol(String(c) + "="), start)); i += 2
                } else {
                    tokens.append((.symbol(String(c)), start)); i += 1
                }
            } else if ".*+-@".unicodeScalars.contains(c) {
                tokens.append((.symbol(String(c)), start)); i += 1
            } else {
                throw OffsetError(offset: start, message: "unexpected character \"\(c)\" in the equation; expected view.attribute, ==, <=, >=, *, +, -, a number or @priority")
            }
        }
        tokens.append((.end, scalars.count))
    }

    private var current: (token: Token, offset: Int) { tokens[index] }

    mutating func parse() throws(OffsetError) -> Equation {
        let first = try term(after: nil)
        let relation: LayoutRelation
        switch current.token {
        case .symbol("=="): relation = .equal
        case .symbol("<="): relation = .lessThanOrEqual
        case .symbol(">="): relation = .greaterThanOrEqual
        default:
            throw OffsetError(offset: current.offset, message: "expected ==, <= or >= after \(first.item).\(first.attribute.rawValue), found \(current.token.text)")
        }
        index += 1
        var equation = Equation(first: first, relation: relation)
        let afterRelation = relation.rawValue
        // constant alone, or [number *] term [* number] [± number]
        var sign: Double = 1
        var signOffset: Int?
        var hasConstant = false
        if case .symbol(let s) = current.token, s == "-" || s == "+" {
            sign = s == "-" ? -1 : 1
            signOffset = current.offset
            index += 1
        }
        if case .name(let name) = current.token, tokens[index + 1].token != .symbol(".") {
            // A metric alone: a constant.
            let numberOffset = current.offset
            equation.constant = sign * (try metric(name, at: numberOffset))
            index += 1
            if first.attribute.kind != .size {
                throw OffsetError(offset: signOffset ?? numberOffset,
                                  message: "a constant alone can only be given for a width or a height, not for \(first.attribute.rawValue); expected view.attribute")
            }
        } else if case .number(let n) = current.token {
            let numberOffset = current.offset
            index += 1
            if case .symbol("*") = current.token {
                index += 1
                equation.multiplier = sign * n
                equation.second = try term(after: "\(formatNumber(n)) *")
            } else {
                equation.constant = sign * n
                if first.attribute.kind != .size {
                    throw OffsetError(offset: signOffset ?? numberOffset,
                                      message: "a constant alone can only be given for a width or a height, not for \(first.attribute.rawValue); expected view.attribute")
                }
            }
        } else if signOffset != nil {
            throw OffsetError(offset: current.offset, message: "expected a number after the sign, found \(current.token.text)")
        } else {
            equation.second = try term(after: afterRelation)
        }
        if let second = equation.second {
            if let reason = Self.incompatibility(first.attribute, second.attribute) {
                throw OffsetError(offset: second.attributeOffset, message: reason)
            }
            if case .symbol("*") = current.token {
                index += 1
                guard case .number(let n) = current.token else {
                    throw OffsetError(offset: current.offset, message: "expected a multiplier (a number) after *, found \(current.token.text)")
                }
                equation.multiplier *= n
                index += 1
            }
            if case .symbol(let s) = current.token, s == "+" || s == "-" {
                index += 1
                hasConstant = true
                let n: Double
                switch current.token {
                case .number(let value): n = value
                case .name(let name): n = try metric(name, at: current.offset)
                default:
                    throw OffsetError(offset: current.offset, message: "expected a constant (a number or a metric) after \(s), found \(current.token.text)")
                }
                equation.constant = s == "-" ? -n : n
                index += 1
            }
        }
        if case .symbol("@") = current.token {
            let start = current.offset + 1
            let rest = String(String.UnicodeScalarView(scalars[start...]))
            switch SceneValues.priority(rest) {
            case .success(let priority): equation.priority = priority
            case .failure(let error): throw OffsetError(offset: start + error.offset, message: error.message)
            }
            return equation
        }
        guard current.token == .end else {
            let expected = equation.second == nil || hasConstant ? "@priority" : "+ or - and a constant, or @priority"
            throw OffsetError(offset: current.offset, message: "expected \(expected), found \(current.token.text)")
        }
        return equation
    }

    /// The value of the metric `name`, or an error that names the metrics there are.
    private func metric(_ name: String, at offset: Int) throws(OffsetError) -> Double {
        if let value = metrics[name] { return value }
        let names = metrics.keys.sorted()
        var message = "unknown metric \"\(name)\""
        if let guess = NameSuggestion.closest(to: name, in: names) {
            message += "; did you mean \"\(guess)\"?"
        } else {
            message += names.isEmpty ? "; the file declares no metrics (\(words.entry("metrics", "{" + words.entry("name", "number") + "}"))), or write view.attribute"
                : "; expected one of " + names.joined(separator: ", ") + ", or view.attribute"
        }
        throw OffsetError(offset: offset, message: message)
    }

    /// `view.attribute`.
    private mutating func term(after previous: String?) throws(OffsetError) -> Equation.Term {
        guard case .name(let item) = current.token else {
            let what = previous.map { "a number or view.attribute after \($0)" } ?? "view.attribute at the start of the equation"
            throw OffsetError(offset: current.offset, message: "expected \(what), found \(current.token.text)")
        }
        let itemOffset = current.offset
        index += 1
        guard case .symbol(".") = current.token else {
            throw OffsetError(offset: current.offset, message: "expected . and an attribute after \"\(item)\" (as in \(item).top), found \(current.token.text)")
        }
        index += 1
        guard case .name(let attributeName) = current.token else {
            throw OffsetError(offset: current.offset, message: "expected an attribute after \"\(item).\" (top, bottom, leading, width, …), found \(current.token.text)")
        }
        let attributeOffset = current.offset
        guard let attribute = LayoutAttribute(rawValue: attributeName), attribute != .notAnAttribute else {
            var message = "unknown attribute \"\(attributeName)\""
            if let guess = NameSuggestion.closest(to: attributeName, in: Self.attributeNames) {
                message += "; did you mean \"\(guess)\"?"
            } else {
                message += "; expected one of " + Self.attributeNames.joined(separator: ", ")
            }
            throw OffsetError(offset: attributeOffset, message: message)
        }
        index += 1
        return Equation.Term(item: item, itemOffset: itemOffset, attribute: attribute, attributeOffset: attributeOffset)
    }

    /// Why two attributes cannot be related (Auto Layout's rules), or nil.
    static func incompatibility(_ a: LayoutAttribute, _ b: LayoutAttribute) -> String? {
        switch (a.kind, b.kind) {
        case (.size, .size): return nil
        case (.size, _), (_, .size):
            let size = a.kind == .size ? a : b, position = a.kind == .size ? b : a
            return "a size (\(size.rawValue)) cannot be tied to a position (\(position.rawValue)); expected two sizes or two positions on one axis"
        case (.horizontalPosition, .verticalPosition), (.verticalPosition, .horizontalPosition):
            return "a horizontal position cannot be tied to a vertical one (\(a.rawValue) and \(b.rawValue)); expected both on the same axis"
        default: break
        }
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(a) && absolute.contains(b)) || (absolute.contains(a) && directional.contains(b)) {
            return "leading and trailing cannot be tied to left and right (\(a.rawValue) and \(b.rawValue)); expected both directional or both absolute"
        }
        return nil
    }
}
