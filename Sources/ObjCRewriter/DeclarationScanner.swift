/// Reads the type declarations of one Swift file from its tokens: types,
/// extensions and protocols with their members' names, labels, attributes
/// and modifiers, nested types qualified by their outer types, and the
/// `#if` branches each sits in.
///
/// It reads declarations, not statements: function bodies, closures and
/// initial values are skipped whole (a type declared inside a function is
/// not seen), which is all the rewriter needs.
public struct DeclarationScanner {
    let bytes: [UInt8]
    let tokens: [SwiftToken]

    public init(bytes: [UInt8], tokens: [SwiftToken]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    public func types() -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        var conditions: [ConditionalBranch] = []
        _ = scanBody(from: 0, to: tokens.count, outer: nil, into: &found, members: nil, conditions: &conditions)
        return found
    }

    // MARK: Token helpers

    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        guard index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[tokens[index].range.lowerBound] == character.asciiValue!
    }

    func isWord(_ index: Int, _ word: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && text(index) == word
    }

    /// Adjacent to the token before it (no space between).
    func touchesPrevious(_ index: Int) -> Bool { index < tokens.count && !tokens[index].followsSpace }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "override",
        "required", "convenience", "lazy", "weak", "unowned", "dynamic", "optional", "mutating", "nonmutating",
        "nonisolated", "indirect", "prefix", "postfix", "infix", "isolated", "distributed", "consuming", "borrowing",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
    static let memberKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import",
        "operator", "precedencegroup", "macro",
    ]

    /// Whether the token at `index` starts a declaration: an attribute, a
    /// modifier, a declaration keyword or a conditional directive.
    func startsDeclaration(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .poundKeyword:
            return ["#if", "#elseif", "#else", "#endif"].contains(text(index))
        case .punctuation:
            return isPunctuation(index, "@") && index + 1 < tokens.count && tokens[index + 1].kind == .identifier
                && touchesPrevious(index + 1)
        case .identifier:
            let word = text(index)
            return Self.modifiers.contains(word) || Self.typeKeywords.contains(word) || Self.memberKeywords.contains(word)
        default:
            return false
        }
    }

    /// The index of the token that closes the group opened at `open`.
    func matchingClose(_ open: Int, limit: Int) -> Int {
        var depth = 0
        var index = open
        while index < limit {
            if tokens[index].kind == .punctuation {
                switch bytes[tokens[index].range.lowerBound] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return limit - 1
    }

    /// The index after the `>` closing the generic clause opened at `open`.
    func skipAngles(_ open: Int, limit: Int) -> Int {
        var depth = 0
        var index = open
        while index < limit {
            if isPunctuation(index, "<") { depth += 1 }
            if isPunctuation(index, ">") && !isPunctuation(index - 1, "-") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            if isPunctuation(index, "{") { return index }
            index += 1
        }
        return limit
    }

    /// The end of the declaration whose tail starts at `index`: the next
    /// token, outside any group, that begins a line with a declaration, or
    /// a `;`, or the end of the enclosing body.
    func declarationEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            if index > start, tokens[index].startsLine, startsDeclaration(index) { return index }
            if isPunctuation(index, ";") { return index }
            if isPunctuation(index, "}") || isPunctuation(index, ")") || isPunctuation(index, "]") { return index }
            if isPunctuation(index, "{") || isPunctuation(index, "(") || isPunctuation(index, "[") {
                index = matchingClose(index, limit: limit) + 1
                continue
            }
            index += 1
        }
        return limit
    }

    // MARK: Bodies

    /// Scans the declarations in tokens `start..<limit`; members of a type
    /// go into `members`, types into `found`.
    func scanBody(
        from start: Int, to limit: Int, outer: TypeDeclaration?,
        into found: inout [TypeDeclaration], members: UnsafeMutablePointer<[MemberDeclaration]>?,
        conditions: inout [ConditionalBranch]
    ) -> Int {
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        var blanked: [Range<Int>] = []
        var modifierRanges: [String: Range<Int>] = [:]
        var index = start
        let baseDepth = conditions.count
        while index < limit {
            let token = tokens[index]
            if token.kind == .poundKeyword {
                let word = text(index)
                if ["#if", "#elseif", "#else", "#endif"].contains(word) {
                    var end = index + 1
                    while end < limit, !tokens[end].startsLine { end += 1 }
                    let directive = word == "#endif" || word == "#else"
                        ? word : text(token.range.lowerBound..<tokens[end - 1].range.upperBound)
                    switch word {
                    case "#if": conditions.append(ConditionalBranch(directives: [directive], isElse: false))
                    case "#elseif": if conditions.count > baseDepth { conditions[conditions.count - 1].directives.append(directive) }
                    case "#else": if conditions.count > baseDepth { conditions[conditions.count - 1].isElse = true }
                    default: if conditions.count > baseDepth { conditions.removeLast() }
                    }
                    index = end
                    continue
                }
                index += 1
                continue
            }
            if isPunctuation(index, "@"), index + 1 < limit, tokens[index + 1].kind == .identifier, touchesPrevious(index + 1) {
                var end = index + 2
                var argument: String?
                if end < limit, isPunctuation(end, "("), touchesPrevious(end) {
                    let close = matchingClose(end, limit: limit)
                    // A file cut short inside the parentheses has no `)`:
                    // the argument is what follows the `(` (nothing when
                    // the `(` is the file's last token).
                    let argumentEnd = close > end ? tokens[close].range.lowerBound : bytes.count
                    argument = text(tokens[end].range.upperBound..<argumentEnd)
                    end = close + 1
                }
                attributes.append(Attribute(
                    name: text(index + 1), argument: argument,
                    range: token.range.lowerBound..<tokens[end - 1].range.upperBound
                ))
                index = end
                continue
            }
            guard token.kind == .identifier else {
                if isPunctuation(index, "{") || isPunctuation(index, "(") || isPunctuation(index, "[") {
                    index = matchingClose(index, limit: limit) + 1
                } else {
                    index += 1
                }
                attributes = []; modifiers = []; blanked = []; modifierRanges = [:]
                continue
            }
            let word = text(index)
            let nextWord = index + 1 < limit && tokens[index + 1].kind == .identifier ? text(index + 1) : ""
            let classIsModifier = word == "class"
                && (Self.memberKeywords.contains(nextWord) || Self.modifiers.contains(nextWord))
            if Self.modifiers.contains(word) || classIsModifier {
                if word == "optional", !(Self.memberKeywords.contains(nextWord) || Self.modifiers.contains(nextWord)
                                          || (index + 1 < limit && isPunctuation(index + 1, "@"))) {
                    index += 1
                    continue
                }
                modifiers.append(word)
                modifierRanges[word] = token.range
                if word == "dynamic" || word == "optional" { blanked.append(token.range) }
                index += 1
                if index < limit, isPunctuation(index, "("), touchesPrevious(index) {
                    index = matchingClose(index, limit: limit) + 1
                }
                continue
            }
            if Self.typeKeywords.contains(word) {
                index = scanType(
                    at: index, limit: limit, outer: outer, attributes: attributes, modifiers: modifiers,
                    into: &found, conditions: conditions
                )
                attributes = []; modifiers = []; blanked = []; modifierRanges = [:]
                continue
            }
            if Self.memberKeywords.contains(word) {
                var member = MemberDeclaration(kind: .other, name: "")
                member.attributes = attributes
                member.modifiers = modifiers
                member.blankedModifierRanges = blanked
                member.modifierRanges = modifierRanges
                member.conditions = conditions
                index = scanMember(at: index, limit: limit, into: &member)
                if let members, member.kind != .other { members.pointee.append(member) }
                attributes = []; modifiers = []; blanked = []; modifierRanges = [:]
                continue
            }
            index += 1
            attributes = []; modifiers = []; blanked = []; modifierRanges = [:]
        }
        return index
    }

    // MARK: Types

    private func scanType(
        at keyword: Int, limit: Int, outer: TypeDeclaration?, attributes: [Attribute], modifiers: [String],
        into found: inout [TypeDeclaration], conditions: [ConditionalBranch]
    ) -> Int {
        let kind = TypeDeclaration.Kind(rawValue: text(keyword))!
        var index = keyword + 1
        var name = ""
        var nameEnd = tokens[keyword].range.upperBound
        // The name: `Foo`, or for an extension `Outer.Inner`.
        while index < limit {
            if tokens[index].kind == .identifier, name.isEmpty || name.hasSuffix(".") {
                name += text(index)
                nameEnd = tokens[index].range.upperBound
                index += 1
            } else if isPunctuation(index, "."), !name.isEmpty, !name.hasSuffix(".") {
                name += "."
                index += 1
            } else {
                break
            }
        }
        var isGeneric = outer?.isGeneric ?? false
        if index < limit, isPunctuation(index, "<") {
            isGeneric = true
            index = skipAngles(index, limit: limit)
            nameEnd = tokens[index - 1].range.upperBound
        }
        var inherited: [String] = []
        var inheritanceEnd: Int?
        if index < limit, isPunctuation(index, ":") {
            index += 1
            var current = ""
            var depth = 0
            while index < limit, !(depth == 0 && (isPunctuation(index, "{") || isWord(index, "where"))) {
                if isPunctuation(index, "<") { depth += 1 }
                if isPunctuation(index, ">") { depth -= 1 }
                if depth == 0, isPunctuation(index, ",") {
                    inherited.append(current)
                    current = ""
                } else if depth == 0, tokens[index].kind == .identifier || isPunctuation(index, ".") {
                    current += text(index)
                }
                inheritanceEnd = tokens[index].range.upperBound
                index += 1
            }
            if !current.isEmpty { inherited.append(current) }
        }
        if index < limit, isWord(index, "where") {
            if kind == .extension { isGeneric = true }
            while index < limit, !isPunctuation(index, "{") { index += 1 }
        }
        guard index < limit, isPunctuation(index, "{") else { return index }
        let close = matchingClose(index, limit: limit)
        let qualified = kind == .extension || outer == nil ? name : "\(outer!.name).\(name)"
        var declaration = TypeDeclaration(kind: kind, name: qualified)
        declaration.inherited = inherited
        declaration.attributes = attributes
        declaration.modifiers = modifiers
        declaration.isGeneric = isGeneric
        declaration.nameEnd = nameEnd
        declaration.inheritanceEnd = inheritanceEnd
        declaration.bodyRange = tokens[index].range.lowerBound..<tokens[close].range.upperBound
        declaration.conditions = conditions
        var members: [MemberDeclaration] = []
        var innerConditions = conditions
        var nested: [TypeDeclaration] = []
        withUnsafeMutablePointer(to: &members) { pointer in
            _ = scanBody(
                from: index + 1, to: close, outer: declaration, into: &nested, members: pointer,
                conditions: &innerConditions
            )
        }
        declaration.members = members
        found.append(declaration)
        found.append(contentsOf: nested)
        return close + 1
    }

    // MARK: Members

    private func scanMember(at keyword: Int, limit: Int, into member: inout MemberDeclaration) -> Int {
        let word = text(keyword)
        var index = keyword + 1
        switch word {
        case "func":
            member.kind = .function
            var name = ""
            if index < limit, tokens[index].kind == .identifier {
                name = text(index).trimmingBackticks
                member.nameRange = tokens[index].range
                index += 1
            } else {
                // An operator function: its characters up to the parameters.
                while index < limit, tokens[index].kind == .punctuation, !isPunctuation(index, "(") {
                    name += text(index)
                    index += 1
                }
            }
            member.name = name
            if index < limit, isPunctuation(index, "<") {
                member.hasUncallableParameters = true
                index = skipAngles(index, limit: limit)
            }
            index = scanSignature(from: index, limit: limit, keyword: keyword, into: &member)
        case "init":
            member.kind = .initializer
            member.name = "init"
            while index < limit, isPunctuation(index, "?") || isPunctuation(index, "!") {
                member.isFailable = true
                index += 1
            }
            if index < limit, isPunctuation(index, "<") { index = skipAngles(index, limit: limit) }
            index = scanSignature(from: index, limit: limit, keyword: keyword, into: &member)
        case "subscript":
            member.kind = .subscript
            member.name = "subscript"
            index = scanSignature(from: index, limit: limit, keyword: keyword, into: &member)
        case "var", "let":
            member.kind = .property
            guard index < limit, tokens[index].kind == .identifier else {
                member.kind = .other
                return declarationEnd(from: index, limit: limit)
            }
            member.name = text(index).trimmingBackticks
            member.nameRange = tokens[index].range
            index += 1
            var sawInitialValue = false
            var accessorOpen: Int?
            while index < limit {
                if index > keyword + 2, tokens[index].startsLine, startsDeclaration(index) { break }
                if isPunctuation(index, ";") || isPunctuation(index, "}") || isPunctuation(index, ")") { break }
                if isPunctuation(index, "=") { sawInitialValue = true }
                if isPunctuation(index, "{") {
                    // `{` after the type (not inside the initial value, or
                    // right after it: `= 0 { didSet … }`) opens accessors.
                    let close = matchingClose(index, limit: limit)
                    if !sawInitialValue || isAccessorBlock(index, close) {
                        if accessorOpen == nil { member.bodyOpen = tokens[index].range.lowerBound }
                        accessorOpen = accessorOpen ?? index
                        member.signatureRange = tokens[keyword].range.lowerBound..<tokens[index - 1].range.upperBound
                    }
                    index = close + 1
                    continue
                }
                if isPunctuation(index, "(") || isPunctuation(index, "[") {
                    index = matchingClose(index, limit: limit) + 1
                    continue
                }
                index += 1
            }
            if member.signatureRange.isEmpty {
                member.signatureRange = tokens[keyword].range.lowerBound..<tokens[index - 1].range.upperBound
            }
            if word == "let" {
                member.isSettable = false
            } else if let open = accessorOpen {
                let close = matchingClose(open, limit: limit)
                member.hasObservers = blockHasAccessor(open, close, ["willSet", "didSet"])
                member.isSettable = !isAccessorBlock(open, close) || blockHasAccessor(open, close, ["set", "willSet", "didSet", "_modify"])
                if isAccessorBlock(open, close), !blockHasAccessor(open, close, ["set", "willSet", "didSet", "_modify"]) {
                    member.isSettable = false
                } else if !isAccessorBlock(open, close) {
                    // A computed property's getter written bare: `var x: Int { 1 }`.
                    member.isSettable = false
                }
            } else {
                member.isSettable = true
            }
            return index
        default:
            member.kind = .other
            return declarationEnd(from: index, limit: limit)
        }
        return index
    }

    /// Whether the braces at `open…close` hold accessors (`get`, `set`,
    /// `willSet`, `didSet`) rather than a bare getter's statements.
    func isAccessorBlock(_ open: Int, _ close: Int) -> Bool {
        var index = open + 1
        while index < close, isPunctuation(index, "@") || (index > open + 1 && tokens[index - 1].kind == .punctuation && isPunctuation(index - 1, "@")) {
            index += 1
        }
        while index < close, Self.modifiers.contains(text(index)) { index += 1 }
        guard index < close, tokens[index].kind == .identifier else { return false }
        return ["get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress"].contains(text(index))
    }

    func blockHasAccessor(_ open: Int, _ close: Int, _ names: Set<String>) -> Bool {
        var index = open + 1
        while index < close {
            if tokens[index].kind == .identifier, names.contains(text(index)) { return true }
            if isPunctuation(index, "{") || isPunctuation(index, "(") || isPunctuation(index, "[") {
                index = matchingClose(index, limit: close) + 1
                continue
            }
            index += 1
        }
        return false
    }

    /// Reads a parameter clause, effects, a result type and a body; returns
    /// the index after the declaration.
    private func scanSignature(from start: Int, limit: Int, keyword: Int, into member: inout MemberDeclaration) -> Int {
        var index = start
        guard index < limit, isPunctuation(index, "(") else { return declarationEnd(from: index, limit: limit) }
        let close = matchingClose(index, limit: limit)
        (member.labels, member.parameterNames) = parameters(open: index, close: close)
        for inner in index..<close where isWord(inner, "inout") || isWord(inner, "some")
            || (isPunctuation(inner, ".") && isPunctuation(inner + 1, ".") && isPunctuation(inner + 2, ".")) {
            member.hasUncallableParameters = true
        }
        index = close + 1
        var resultStart: Int?
        var signatureEnd = close
        while index < limit {
            if tokens[index].startsLine, startsDeclaration(index) { break }
            if isPunctuation(index, ";") || isPunctuation(index, "}") { break }
            if isPunctuation(index, "{") {
                signatureEnd = index - 1
                member.bodyOpen = tokens[index].range.lowerBound
                let bodyClose = matchingClose(index, limit: limit)
                member.bodyClose = tokens[bodyClose].range.lowerBound
                index = bodyClose + 1
                if let resultStart, resultStart >= 0, resultStart <= signatureEnd { member.resultType = text(tokens[resultStart].range.lowerBound..<tokens[signatureEnd].range.upperBound) }
                member.signatureRange = tokens[keyword].range.lowerBound..<tokens[signatureEnd].range.upperBound
                return index
            }
            if isWord(index, "async") || isWord(index, "throws") || isWord(index, "rethrows") {
                if resultStart == nil { member.isThrowingOrAsync = true }
            }
            if isWord(index, "where"), let start = resultStart, start < index {
                member.resultType = text(tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound)
                resultStart = -1
            }
            if isPunctuation(index, "-"), index + 1 < limit, isPunctuation(index + 1, ">") {
                resultStart = index + 2
                index += 2
                continue
            }
            if isPunctuation(index, "(") || isPunctuation(index, "[") {
                signatureEnd = matchingClose(index, limit: limit)
                index = signatureEnd + 1
                continue
            }
            signatureEnd = index
            index += 1
        }
        if let resultStart, resultStart >= 0, resultStart <= signatureEnd {
            member.resultType = text(tokens[resultStart].range.lowerBound..<tokens[signatureEnd].range.upperBound)
        }
        member.signatureRange = tokens[keyword].range.lowerBound..<tokens[signatureEnd].range.upperBound
        return index
    }

    /// The argument labels and names of the parameters between `open` and
    /// `close` (`_ sender: UIButton` → `_`, `sender`; `row: Int` → `row`, `row`).
    func parameters(open: Int, close: Int) -> (labels: [String], names: [String]) {
        var labels: [String] = []
        var names: [String] = []
        var index = open + 1
        var atParameterStart = true
        while index < close {
            if atParameterStart {
                // Attributes such as `@escaping` belong to types; a
                // parameter starts with its names.
                if tokens[index].kind == .identifier {
                    let label = text(index).trimmingBackticks
                    labels.append(label)
                    let second = index + 1 < close && tokens[index + 1].kind == .identifier
                    names.append(second ? text(index + 1).trimmingBackticks : label)
                }
                atParameterStart = false
            }
            if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
                index = matchingClose(index, limit: close + 1) + 1
                continue
            }
            if isPunctuation(index, "<") {
                index = skipAngles(index, limit: close)
                continue
            }
            if isPunctuation(index, ",") { atParameterStart = true }
            index += 1
        }
        return (labels, names)
    }
}

extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
