/// A table cell made through a metatype value, QuickTableViewController's
/// idiom: `row.cellType.init(style: .default, reuseIdentifier: id)` with
/// `cellType: UITableViewCell.Type`. Swift lets a metatype call an
/// Objective-C class's initialisers (UIKit's are), a Swift class's only
/// when they are `required`; TrellisUIKit's `init(style:reuseIdentifier:)`
/// cannot be, or every cell that overrides it would have to say `required`.
/// So the call becomes `row.cellType.trellisMade(style: …, reuseIdentifier: …)`,
/// a class method of `UITableViewCell` that makes an instance of the
/// metatype's class through its required registration hook, which runs the
/// class's own `init(style:reuseIdentifier:)` (TrellisUIKit's
/// UITableViewCell+Metatype.swift).
///
/// Rewritten: `.init(style:reuseIdentifier:)` after a value, a name that
/// starts in lower case or a closing `)` or `]` (`cellType.init`,
/// `type(of: cell).init`); never after `self`, `super`, `Self` or a type's
/// name, which call the initialiser statically and compile as they are.
/// Not rewritten in a module that declares such an initialiser `required`
/// or as a protocol's requirement: its metatype calls may be through that
/// protocol, and compile as they are.
extension ModuleRewriter {
    static let metatypeCellLabels = ["style", "reuseIdentifier"]

    /// Whether the module makes `init(style:reuseIdentifier:)` callable
    /// through metatypes itself.
    static func declaresRequiredCellInitializer(_ files: [SourceFile]) -> Bool {
        files.contains { file in
            file.types.contains { type in
                type.members.contains { member in
                    member.kind == .initializer && member.labels == metatypeCellLabels
                        && (type.kind == .protocol || member.modifiers.contains("required"))
                }
            }
        }
    }

    func rewriteMetatypeCellCalls(in file: SourceFile, _ edits: inout TextEdits) {
        guard !declaresRequiredCellInitializer else { return }
        let tokens = file.tokens
        for index in tokens.indices.dropFirst(2) where tokens[index].kind == .identifier && file.text(index) == "init" {
            guard file.isPunctuation(index - 1, "."), !tokens[index - 1].followsSpace, !tokens[index].followsSpace,
                  index + 1 < tokens.count, file.isPunctuation(index + 1, "("), !tokens[index + 1].followsSpace,
                  isMetatypeValue(endingAt: index - 2, in: file) else { continue }
            let close = matchingParenthesis(index + 1, in: file)
            guard close < tokens.count, topLevelLabels(open: index + 1, close: close, in: file) == Self.metatypeCellLabels
            else { continue }
            edits.replace(tokens[index].range, with: "trellisMade")
        }
        rewriteGenericParameterCellCalls(in: file, &edits)
    }

    /// `Cell(style:reuseIdentifier:)` and `Cell.init(style:reuseIdentifier:)`
    /// where `Cell` is a generic parameter of the function or type the call
    /// is in (`func dequeue<Cell: UITableViewCell>(…) -> Cell`, Authenticator's
    /// table helper): a metatype too, though written as a type's name, so
    /// `Cell.trellisMade(style:reuseIdentifier:)`.
    private func rewriteGenericParameterCellCalls(in file: SourceFile, _ edits: inout TextEdits) {
        let tokens = file.tokens
        var rewritten: Set<Int> = []
        for scope in genericParameterScopes(in: file) {
            for index in scope.range where tokens[index].kind == .identifier && scope.names.contains(file.text(index)) {
                guard index == 0 || !file.isPunctuation(index - 1, "."), rewritten.insert(index).inserted else { continue }
                var open = index + 1
                let throughInit = index + 3 < tokens.count && file.isPunctuation(index + 1, ".") && file.text(index + 2) == "init"
                if throughInit { open = index + 3 }
                guard open < tokens.count, file.isPunctuation(open, "("), !tokens[open].followsSpace else { continue }
                let close = matchingParenthesis(open, in: file)
                guard close < tokens.count, topLevelLabels(open: open, close: close, in: file) == Self.metatypeCellLabels
                else { continue }
                if throughInit {
                    edits.replace(tokens[index + 2].range, with: "trellisMade")
                } else {
                    edits.insert(".trellisMade", at: tokens[index].range.upperBound)
                }
            }
        }
    }

    /// The generic parameters' names of each generic function, initialiser
    /// and type, with the tokens they are in scope for: from the clause to
    /// the end of the body.
    private func genericParameterScopes(in file: SourceFile) -> [(names: Set<String>, range: Range<Int>)] {
        let tokens = file.tokens
        let introducers: Set<String> = ["func", "class", "struct", "enum"]
        var scopes: [(names: Set<String>, range: Range<Int>)] = []
        for index in tokens.indices.dropFirst() where file.isPunctuation(index, "<") && tokens[index - 1].kind == .identifier {
            let isInit = file.text(index - 1) == "init"
            guard isInit || (index >= 2 && introducers.contains(file.text(index - 2))) else { continue }
            var names: Set<String> = []
            var depth = 0
            var current = index
            var atParameterStart = true
            while current < tokens.count {
                if file.isPunctuation(current, "<") { depth += 1; if depth == 1 { atParameterStart = true; current += 1; continue } }
                if file.isPunctuation(current, ">") { depth -= 1; if depth == 0 { break } }
                if depth == 1, file.isPunctuation(current, ",") { atParameterStart = true; current += 1; continue }
                if depth == 1, atParameterStart, tokens[current].kind == .identifier { names.insert(file.text(current)) }
                atParameterStart = false
                current += 1
            }
            // The body: the first `{` outside parentheses after the clause.
            var brace = current
            while brace < tokens.count, !file.isPunctuation(brace, "{") {
                if file.isPunctuation(brace, "(") || file.isPunctuation(brace, "[") { brace = matchingParenthesis(brace, in: file) }
                brace += 1
            }
            guard !names.isEmpty, brace < tokens.count else { continue }
            scopes.append((names, current..<min(matchingParenthesis(brace, in: file), tokens.count)))
        }
        return scopes
    }

    /// Whether the token at `index`, just before `.init`, ends a value
    /// rather than names a type or the instance being initialised.
    private func isMetatypeValue(endingAt index: Int, in file: SourceFile) -> Bool {
        if file.isPunctuation(index, ")") || file.isPunctuation(index, "]") { return true }
        guard file.tokens[index].kind == .identifier else { return false }
        let name = file.text(index).trimmingBackticks
        guard let first = name.first, !["self", "super", "Self"].contains(name) else { return false }
        return first.isLowercase || first == "_"
    }
}
