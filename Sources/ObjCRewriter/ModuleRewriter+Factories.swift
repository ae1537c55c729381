/// Generic factories (`T()` on a class-constrained generic parameter, and
/// `self.init(frame:)` in a class's static method) become
/// `ObjCRuntime.make(…)`, which calls the class's own initialiser as
/// Objective-C's `[[cls alloc] initWithFrame:]` would (FactoryRules).
extension ModuleRewriter {
    func rewriteFactoryCalls(in file: SourceFile, _ edits: inout TextEdits) -> Bool {
        var changed = false
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && file.text(index) == "func" {
            guard let function = FunctionHeader(file: file, funcIndex: index) else { continue }
            var typeNames = Set(function.genericConstraints.filter {
                FactoryRules.isFactoryConstraint($0.value, index: self.index)
            }.keys)
            if function.isStatic, let enclosing = file.types.last(where: { $0.bodyRange.contains(tokens[index].range.lowerBound) }),
               enclosing.kind == .class || (enclosing.kind == .extension && FactoryRules.isFactoryConstraint(enclosing.name, index: self.index)) {
                typeNames.insert("self")
                typeNames.insert("Self")
            }
            guard !typeNames.isEmpty else { continue }
            var position = function.bodyOpen + 1
            while position < function.bodyClose {
                if let call = factoryCall(at: position, typeNames: typeNames, in: file) {
                    edits.replace(call.head, with: call.replacement)
                    changed = true
                    position = call.nextIndex
                } else {
                    position += 1
                }
            }
        }
        return changed
    }

    private struct FactoryCall {
        let head: Range<Int>
        let replacement: String
        let nextIndex: Int
    }

    /// `T(`, `T.init(`, `self.init(`, `Self(` or `Self.init(` at `index`,
    /// with arguments `make` takes.
    private func factoryCall(at index: Int, typeNames: Set<String>, in file: SourceFile) -> FactoryCall? {
        let tokens = file.tokens
        guard tokens[index].kind == .identifier, typeNames.contains(file.text(index)),
              !(file.isPunctuation(index - 1, ".") && !tokens[index].followsSpace) else { return nil }
        let name = file.text(index)
        var open = index + 1
        if file.isPunctuation(open, "."), open + 1 < tokens.count, file.text(open + 1) == "init" {
            open += 2
        } else if name == "self" {
            return nil // `self(` is not an initialiser call
        }
        guard open < tokens.count, file.isPunctuation(open, "("), !tokens[open].followsSpace else { return nil }
        let close = matchingParenthesis(open, in: file)
        guard close < tokens.count else { return nil }
        let labels = topLevelLabels(open: open, close: close, in: file)
        let type = name == "self" || name == "Self" ? "self" : "\(name).self"
        let start = tokens[index].range.lowerBound
        if open + 1 == close {
            return FactoryCall(head: start..<tokens[close].range.upperBound, replacement: "ObjCRuntime.make(\(type))", nextIndex: close + 1)
        }
        guard labels == ["frame"] || labels == ["nibName", "bundle"] else { return nil }
        return FactoryCall(head: start..<tokens[open].range.upperBound, replacement: "ObjCRuntime.make(\(type), ", nextIndex: open + 1)
    }

    func matchingParenthesis(_ open: Int, in file: SourceFile) -> Int {
        var depth = 0
        var index = open
        while index < file.tokens.count {
            if file.isPunctuation(index, "(") || file.isPunctuation(index, "[") || file.isPunctuation(index, "{") { depth += 1 }
            if file.isPunctuation(index, ")") || file.isPunctuation(index, "]") || file.isPunctuation(index, "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return index
    }

    /// The argument labels of a call's arguments (`_` for unlabeled ones).
    func topLevelLabels(open: Int, close: Int, in file: SourceFile) -> [String] {
        var labels: [String] = []
        var index = open + 1
        var atArgumentStart = true
        while index < close {
            if atArgumentStart {
                let labeled = file.tokens[index].kind == .identifier && file.isPunctuation(index + 1, ":")
                labels.append(labeled ? file.text(index) : "_")
                atArgumentStart = false
            }
            if file.isPunctuation(index, "(") || file.isPunctuation(index, "[") || file.isPunctuation(index, "{") {
                index = matchingParenthesis(index, in: file) + 1
                continue
            }
            if file.isPunctuation(index, ",") { atArgumentStart = true }
            index += 1
        }
        return labels
    }
}

/// A function's header as far as factories need it: its generic
/// parameters' constraints, whether it is static, and its body.
struct FunctionHeader {
    var genericConstraints: [String: String] = [:]
    var isStatic = false
    var bodyOpen = 0
    var bodyClose = 0

    init?(file: SourceFile, funcIndex: Int) {
        let tokens = file.tokens
        var back = funcIndex - 1
        while back >= 0, tokens[back].kind == .identifier, DeclarationScanner.modifiers.contains(file.text(back)) || file.text(back) == "class" {
            if ["static", "class"].contains(file.text(back)) { isStatic = true }
            back -= 1
        }
        var index = funcIndex + 2
        if index < tokens.count, file.isPunctuation(index, "<") {
            var depth = 0
            var name: String?
            var expectingConstraint = false
            while index < tokens.count {
                if file.isPunctuation(index, "<") { depth += 1 }
                if file.isPunctuation(index, ">") { depth -= 1; if depth == 0 { index += 1; break } }
                if depth == 1 {
                    if tokens[index].kind == .identifier {
                        if expectingConstraint, let current = name, genericConstraints[current] == nil {
                            genericConstraints[current] = file.text(index)
                        } else if !expectingConstraint {
                            name = file.text(index)
                        }
                    }
                    if file.isPunctuation(index, ":") { expectingConstraint = true }
                    if file.isPunctuation(index, ",") { expectingConstraint = false; name = nil }
                }
                index += 1
            }
        }
        guard index < tokens.count, file.isPunctuation(index, "(") else { return nil }
        var depth = 0
        while index < tokens.count {
            if file.isPunctuation(index, "(") { depth += 1 }
            if file.isPunctuation(index, ")") { depth -= 1; if depth == 0 { break } }
            index += 1
        }
        // To the body, reading a where clause's `T: UIView` on the way.
        var whereName: String?
        var inWhere = false
        while index < tokens.count, !file.isPunctuation(index, "{") {
            if tokens[index].startsLine, ["func", "var", "let", "init", "class", "struct", "enum", "case"].contains(file.text(index)) {
                return nil
            }
            if file.isPunctuation(index, "}") { return nil }
            if tokens[index].kind == .identifier, file.text(index) == "where" { inWhere = true }
            if inWhere, tokens[index].kind == .identifier, file.text(index) != "where" {
                if let name = whereName, file.isPunctuation(index - 1, ":") {
                    genericConstraints[name] = genericConstraints[name] ?? file.text(index)
                    whereName = nil
                } else if file.isPunctuation(index + 1, ":") {
                    whereName = file.text(index)
                }
            }
            index += 1
        }
        guard index < tokens.count else { return nil }
        bodyOpen = index
        var braces = 0
        while index < tokens.count {
            if file.isPunctuation(index, "{") { braces += 1 }
            if file.isPunctuation(index, "}") { braces -= 1; if braces == 0 { break } }
            index += 1
        }
        bodyClose = index
    }
}
