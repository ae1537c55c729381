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
