/// One line of the visual format language, parsed, its names resolved.
///
/// The grammar is Apple's (Auto Layout Guide, "Visual Format Language"):
///
///     <visualFormatString> = (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
///     <orientation>        = H | V
///     <superview>          = |
///     <view>               = [<viewName>(<predicateListWithParens>)?]
///     <connection>         = e | -<predicateList>- | -
///     <predicateList>      = <simplePredicate> | <predicateListWithParens>
///     <simplePredicate>    = <metricName> | <positiveNumber>
///     <predicateListWithParens> = (<predicate>(,<predicate>)*)
///     <predicate>          = (<relation>)?(<objectOfPredicate>)(@<priority>)?
///     <relation>           = == | <= | >=
///     <objectOfPredicate>  = <constant> | <viewName>   (a view name only in a view's own predicates)
///     <priority>           = <metricName> | <number>
///     <constant>           = <metricName> | <number>
///
/// Spaces between tokens are skipped. Names are C identifiers (letters,
/// digits and `_`, not starting with a digit). A number is decimal, with an
/// optional fraction and exponent; a simple predicate (`-50-`) takes an
/// unsigned one, a predicate in parentheses may be signed (`-(-4)-`).
/// A name in a predicate is looked up among the metrics first; in a view's
/// own predicates it may then name a view (`[a(==b)]`: equal widths).
struct VisualFormatLine {
    struct Predicate {
        enum Object {
            case constant(Double)
            case item(LayoutItem)
        }

        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
    }

    /// What lies between two elements of the line.
    enum Connection {
        /// Nothing (`[a][b]`, `|[a]`): the edges touch.
        case flush
        /// A lone `-`: the standard spacing.
        case standard
        /// `-50-`, `-margin-`, `-(>=8@750)-`.
        case predicates([Predicate])
    }

    struct View {
        var item: LayoutItem
        var name: String
        var predicates: [Predicate]
    }

    /// A `|` at either end, with the connection between it and the view next to it.
    struct Bar {
        var position: Int
        var connection: Connection
    }

    var isVertical = false
    var leadingBar: Bar?
    var views: [View] = []
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingBar: Bar?
}

/// A recursive-descent parser over the format's characters; every error
/// carries the character offset it was found at.
struct VisualFormatParser {
    let format: String
    private let characters: [Character]
    private let metrics: [String: Double]
    private let views: [String: LayoutItem]
    private var index = 0

    init(format: String, metrics: [String: Double], views: [String: LayoutItem]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    // MARK: The line

    mutating func parse() throws(VisualFormatError) -> VisualFormatLine {
        var line = VisualFormatLine()
        line.isVertical = try orientation()

        if peek() == "|" {
            let position = index
            index += 1
            line.leadingBar = VisualFormatLine.Bar(position: position, connection: try connection())
        }
        line.views.append(try view())

        while peek() != nil {
            let connection = try connection()
            switch peek() {
            case "[":
                line.connections.append(connection)
                line.views.append(try view())
            case "|":
                line.trailingBar = VisualFormatLine.Bar(position: index, connection: connection)
                index += 1
                if peek() != nil {
                    throw error("Expected the end of the format after the closing '|'")
                }
            default:
                if case .flush = connection {
                    throw error("Expected '-', a view, '|' or the end of the format")
                }
                throw error("Expected a view")
            }
        }
        return line
    }

    /// `H:`, `V:` or nothing (horizontal). Returns whether the line is vertical.
    private mutating func orientation() throws(VisualFormatError) -> Bool {
        guard let first = peek(), Self.isIdentifierStart(first) else { return false }
        let start = index
        let name = identifier()
        guard peek() == ":" else {
            index = start  // not an orientation: "Expected a view" follows
            return false
        }
        switch name {
        case "H": index += 1; return false
        case "V": index += 1; return true
        default: throw error("Unknown orientation '\(name)'. Must be H: or V:", at: start)
        }
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(VisualFormatError) -> VisualFormatLine.View {
        guard peek() == "[" else { throw error("Expected a view") }
        index += 1
        guard let first = peek(), Self.isIdentifierStart(first) else {
            throw error("Expected a view name after '['")
        }
        let namePosition = index
        let name = identifier()
        guard let item = views[name] else {
            throw VisualFormatError(message: "Unable to find view with name \(name)", format: format, position: namePosition,
                                    unknownViewName: name)
        }
        var predicates: [VisualFormatLine.Predicate] = []
        if peek() == "(" {
            predicates = try predicateList(ofSize: true)
        }
        guard peek() == "]" else { throw error("Expected ']' to end a view") }
        index += 1
        return VisualFormatLine.View(item: item, name: name, predicates: predicates)
    }

    /// Nothing, `-`, `-50-`, `-metric-` or `-(predicates)-`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormatLine.Connection {
        guard peek() == "-" else { return .flush }
        index += 1
        let predicates: [VisualFormatLine.Predicate]
        switch peek() {
        case nil, "[", "|":
            return .standard
        case "(":
            predicates = try predicateList(ofSize: false)
        case let character? where Self.isDigit(character) || character == ".":
            predicates = [VisualFormatLine.Predicate(relation: .equal, object: .constant(try number(signed: false)),
                                                     priority: .required)]
        case let character? where Self.isIdentifierStart(character):
            predicates = [VisualFormatLine.Predicate(relation: .equal, object: .constant(try metric(inSpacing: true)),
                                                     priority: .required)]
        default:
            throw error("Expected a spacing (a number, a metric name or a predicate list in parentheses) or a view after '-'")
        }
        guard peek() == "-" else { throw error("Expected '-' to end the spacing") }
        index += 1
        return .predicates(predicates)
    }

    // MARK: Predicates

    /// `(predicate, predicate, …)`, starting at the `(`.
    private mutating func predicateList(ofSize: Bool) throws(VisualFormatError) -> [VisualFormatLine.Predicate] {
        index += 1  // "("
        var predicates: [VisualFormatLine.Predicate] = []
        while true {
            predicates.append(try predicate(ofSize: ofSize))
            switch peek() {
            case ",": index += 1
            case ")": index += 1; return predicates
            default:
                throw error(ofSize ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
                    : "Expected ',' or ')' after a predicate")
            }
        }
    }

    /// `(relation)?(object)(@priority)?`.
    private mutating func predicate(ofSize: Bool) throws(VisualFormatError) -> VisualFormatLine.Predicate {
        var relation = LayoutRelation.equal
        if let character = peek(), "=<>!".contains(character) {
            let pair = String(characters[index..<min(index + 2, characters.count)])
            switch pair {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw error("Unknown relation. Must be ==, >=, or <=")
            }
            index += 2
        }

        let object: VisualFormatLine.Predicate.Object
        switch peek() {
        case let character? where Self.isDigit(character) || "+-.".contains(character):
            object = .constant(try number(signed: true))
        case let character? where Self.isIdentifierStart(character):
            if ofSize {
                let start = index
                let name = identifier()
                if let value = metrics[name] {
                    guard value.isFinite else { throw error("The metric \(name) is not a finite number", at: start) }
                    object = .constant(value)
                } else if let item = views[name] {
                    object = .item(item)
                } else {
                    throw error("Unable to find view or metric with name \(name)", at: start)
                }
            } else {
                object = .constant(try metric(inSpacing: true))
            }
        default:
            throw error(ofSize ? "Expected a number, a metric name or a view name" : "Expected a number or a metric name")
        }

        var priority = LayoutPriority.required
        if peek() == "@" {
            index += 1
            _ = peek()
            let start = index
            let value: Double
            switch peek() {
            case let character? where Self.isDigit(character) || "+-.".contains(character):
                value = try number(signed: true)
            case let character? where Self.isIdentifierStart(character):
                value = try metric(inSpacing: false)
            default:
                throw error("Expected a priority (a number or a metric name) after '@'")
            }
            guard value >= 1, value <= 1000 else {
                throw error("Priority must be between 1 and 1000, not \(formatPoints(value))", at: start)
            }
            priority = LayoutPriority(Float(value))
        }
        return VisualFormatLine.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A metric's value. In a spacing, a view's name gets its own message:
    /// only a width or a height can be related to another view.
    private mutating func metric(inSpacing: Bool) throws(VisualFormatError) -> Double {
        let start = index
        let name = identifier()
        if let value = metrics[name] {
            guard value.isFinite else { throw error("The metric \(name) is not a finite number", at: start) }
            return value
        }
        if inSpacing, views[name] != nil {
            throw error("Unable to use view \(name) in a spacing: only a view's width or height can be related to another view",
                        at: start)
        }
        throw error("Unable to find metric with name \(name)", at: start)
    }

    // MARK: Tokens

    /// A decimal number: digits, an optional fraction, an optional exponent.
    private mutating func number(signed: Bool) throws(VisualFormatError) -> Double {
        _ = peek()
        let start = index
        var text = ""
        if signed, let sign = current, sign == "+" || sign == "-" {
            text.append(sign)
            index += 1
        }
        var digits = 0
        while let character = current, Self.isDigit(character) { text.append(character); index += 1; digits += 1 }
        if current == "." {
            text.append(".")
            index += 1
            while let character = current, Self.isDigit(character) { text.append(character); index += 1; digits += 1 }
        }
        guard digits > 0 else { throw error("Expected a number", at: start) }
        if let e = current, e == "e" || e == "E" {
            var lookahead = index + 1
            var exponent = "e"
            if lookahead < characters.count, characters[lookahead] == "+" || characters[lookahead] == "-" {
                exponent.append(characters[lookahead])
                lookahead += 1
            }
            if lookahead < characters.count, Self.isDigit(characters[lookahead]) {
                index = lookahead
                text += exponent
                while let character = current, Self.isDigit(character) { text.append(character); index += 1 }
            }
        }
        guard let value = Double(text), value.isFinite else { throw error("Expected a finite number", at: start) }
        // Points and priorities: a constant past ±1e6 is a mistake, and one
        // near Double's limit would lay views out at infinity.
        guard abs(value) <= Self.maximumMagnitude else {
            throw error("Expected a number from -1000000 to 1000000", at: start)
        }
        return value
    }

    /// The largest size of a number in a format string.
    static let maximumMagnitude = 1_000_000.0

    /// A C identifier, starting at the current character (which must start one).
    private mutating func identifier() -> String {
        var name = ""
        while let character = current, Self.isIdentifierStart(character) || Self.isDigit(character) {
            name.append(character)
            index += 1
        }
        return name
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    /// The next character that is not a space.
    private mutating func peek() -> Character? {
        while let character = current, character.isWhitespace { index += 1 }
        return current
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position ?? index)
    }
}
