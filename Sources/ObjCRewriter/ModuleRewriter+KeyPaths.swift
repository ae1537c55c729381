/// `#keyPath(…)`, which Swift refuses without the Objective-C runtime
/// ("'#keyPath' can only be used with the Objective-C runtime"), becomes
/// the string it stands for. Apple's "Using Objective-C Runtime Features in
/// Swift" and SE-0062: the expression names a chain of properties, after a
/// type or (inside a type) without one, and gives their Objective-C names
/// joined by dots: `#keyPath(Person.bestFriend.name)` is
/// `"bestFriend.name"`, `#keyPath(CAShapeLayer.strokeEnd)` is
/// `"strokeEnd"`, `#keyPath(name)` is `"name"`.
///
/// The type is read as the leading components that name a type: those
/// written with a capital, as Swift names types (a module's name too,
/// `UIKit.UIView.alpha`). A property of the module's own types declared
/// `@objc(name)` gives that name, as the Objective-C compiler would.
extension ModuleRewriter {
    func rewriteKeyPaths(in file: SourceFile, _ edits: inout TextEdits) {
        for (index, token) in file.tokens.enumerated()
        where token.kind == .poundKeyword && file.text(index) == "#keyPath" && file.isPunctuation(index + 1, "(") {
            let close = matchingParenthesis(index + 1, in: file)
            guard close < file.tokens.count, let path = keyPathString(open: index + 1, close: close, in: file) else { continue }
            edits.replaceKeepingLines(
                token.range.lowerBound..<file.tokens[close].range.upperBound,
                with: "\"\(path)\"", in: file.bytes
            )
        }
    }

    /// The key path between `open` and `close`, or nil when the text is not
    /// a chain of names (left to the compiler's own message).
    private func keyPathString(open: Int, close: Int, in file: SourceFile) -> String? {
        var components: [String] = []
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            if token.kind == .identifier {
                components.append(file.text(index).trimmingBackticks)
            } else if !(file.isPunctuation(index, ".") || file.isPunctuation(index, "?") || file.isPunctuation(index, "!")) {
                return nil
            }
            index += 1
        }
        let typeNames = Array(components.prefix { $0.first?.isUppercase == true })
        var properties = Array(components.dropFirst(typeNames.count))
        guard !properties.isEmpty else { return nil }
        let owner = typeNames.last ?? file.types.last { $0.bodyRange.contains(file.tokens[open].range.lowerBound) }?.name
        if let owner, let property = propertyDeclaration(named: properties[0], in: owner),
           let explicit = property.attribute("objc")?.argument, !explicit.isEmpty {
            properties[0] = explicit
        }
        return properties.joined(separator: ".")
    }

    private func propertyDeclaration(named name: String, in owner: String) -> MemberDeclaration? {
        index.members(named: name, in: owner).first { $0.kind == .property }
    }
}
