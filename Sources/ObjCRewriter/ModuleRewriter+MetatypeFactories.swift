/// A view controller (or view) made through a metatype value: Apple's
/// "Modern Collection Views" outline menu keeps each row's controller as
/// `let outlineViewController: UIViewController.Type?` and pushes
/// `viewController.init()`. Swift lets a metatype call an Objective-C
/// class's initialisers (UIKit's are), a Swift class's only when they are
/// `required`, which TrellisUIKit's `init()` cannot be (every controller
/// with an initialiser of its own would have to provide it). So
/// `name.init()`, `name.init(frame:)` and `name.init(nibName:bundle:)`
/// become `name.trellisMade(…)`, class methods of `UIViewController` and
/// `UIView` that go through `ObjCRuntime.make`, which calls the class's own
/// initialiser as `[[cls alloc] init]` would (FactoryRules registers them).
///
/// Only where `name` is known to hold such a metatype: declared in the
/// module with a type `X.Type` (or `X.Type?`), `X` a view controller or
/// view whose initialisers `make` reaches (FactoryRules' families), or
/// bound from one (`if let viewController = item.outlineViewController`).
/// Any other metatype's `init()` (a protocol's requirement, a struct's) is
/// left as written.
extension ModuleRewriter {
    static let metatypeFactoryLabels: [[String]] = [[], ["frame"], ["nibName", "bundle"]]

    /// The names that hold a view controller's or view's metatype, by the
    /// module's declarations (`name: X.Type`) and the bindings from them.
    static func classMetatypeNames(_ files: [SourceFile], index: ModuleIndex) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for colon in file.tokens.indices.dropFirst() where file.isPunctuation(colon, ":") {
                guard file.tokens[colon - 1].kind == .identifier, startsAsValue(file.text(colon - 1)), let type = metatypeClass(after: colon, in: file),
                      makesThroughFactories(type, index: index) else { continue }
                names.insert(file.text(colon - 1).trimmingBackticks)
            }
        }
        guard !names.isEmpty else { return names }
        // `let name = a.b.declared` (and `if let`, `guard let`): twice, for a binding of a binding.
        for _ in 0..<2 {
            for file in files {
                for equals in file.tokens.indices.dropFirst(2) where file.isPunctuation(equals, "=") {
                    guard file.tokens[equals - 1].kind == .identifier, ["let", "var"].contains(file.text(equals - 2)),
                          let last = lastNameOfChain(from: equals + 1, in: file), names.contains(last) else { continue }
                    names.insert(file.text(equals - 1).trimmingBackticks)
                }
            }
        }
        return names
    }

    /// A value's name (`viewController`, `_type`), not a type's (`String` in `[String: UIView.Type]`).
    private static func startsAsValue(_ name: String) -> Bool {
        guard let first = name.trimmingBackticks.first else { return false }
        return first.isLowercase || first == "_"
    }

    /// `X` of a type written `X.Type` (`A.X.Type`, `X.Type?`) after the colon
    /// at `colon`, the whole type being that.
    private static func metatypeClass(after colon: Int, in file: SourceFile) -> String? {
        var index = colon + 1
        var path: [String] = []
        while index < file.tokens.count, file.tokens[index].kind == .identifier {
            path.append(file.text(index))
            guard file.isPunctuation(index + 1, "."), !file.tokens[index + 1].followsSpace else { break }
            index += 2
        }
        guard path.count >= 2, path.last == "Type" else { return nil }
        return path[path.count - 2]
    }

    /// Whether `ObjCRuntime.make` can make a `name` by its initialisers: a
    /// UIKit controller or view it knows, or one of the module's classes
    /// descending from one.
    private static func makesThroughFactories(_ name: String, index: ModuleIndex) -> Bool {
        let family = index.classes[name] != nil ? FactoryRules.family(of: name, index: index) : FactoryRules.family(ofExternal: name)
        return family == .controller || family == .view
    }

    /// The last name of `a.b?.c!` starting at `start`, when the expression
    /// is only that chain (it ends the line, or `{`, `,` or `else` follows).
    private static func lastNameOfChain(from start: Int, in file: SourceFile) -> String? {
        var index = start
        var last: String?
        while index < file.tokens.count, file.tokens[index].kind == .identifier, !(index > start && file.tokens[index].startsLine) {
            last = file.text(index).trimmingBackticks
            index += 1
            while file.isPunctuation(index, "?") || file.isPunctuation(index, "!") { index += 1 }
            guard file.isPunctuation(index, "."), !file.tokens[index].followsSpace else { break }
            index += 1
        }
        guard index >= file.tokens.count || file.tokens[index].startsLine || file.isPunctuation(index, "{")
                || file.isPunctuation(index, ",") || file.text(index) == "else" else { return nil }
        return last
    }

    func rewriteMetatypeFactoryCalls(in file: SourceFile, _ edits: inout TextEdits) {
        guard !classMetatypeNames.isEmpty else { return }
        let tokens = file.tokens
        for index in tokens.indices.dropFirst(2) where tokens[index].kind == .identifier && file.text(index) == "init" {
            guard file.isPunctuation(index - 1, "."), !tokens[index - 1].followsSpace, !tokens[index].followsSpace,
                  tokens[index - 2].kind == .identifier, classMetatypeNames.contains(file.text(index - 2).trimmingBackticks),
                  file.isPunctuation(index + 1, "("), !tokens[index + 1].followsSpace else { continue }
            let close = matchingParenthesis(index + 1, in: file)
            guard close < tokens.count, Self.metatypeFactoryLabels.contains(topLevelLabels(open: index + 1, close: close, in: file))
            else { continue }
            edits.replace(tokens[index].range, with: "trellisMade")
        }
    }
}
