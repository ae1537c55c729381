/// Rewrites the Swift files of one module so that they compile without an
/// Objective-C runtime, keeping every line where it was:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`,
///   `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` and
///   `@GKInspectable` are blanked, and so are the `dynamic` modifier and the
///   `optional` of `@objc` protocol requirements;
/// - `#selector(…)` becomes `Selector("…")` with the name Objective-C would
///   give the method (`ObjCSelectorName`);
/// - an `@objc` protocol becomes class-bound (`: AnyObject`), its optional
///   requirements get default implementations, and `x?.f?(…)` calls of them
///   become `x?.f(…)` (wrapped in `ObjCRuntime.optionalResult` where the
///   result is not optional, so that an unimplemented one still gives nil);
/// - `cellType.init(style:reuseIdentifier:)` through a metatype value becomes
///   `cellType.trellisMade(style:reuseIdentifier:)`, and so does
///   `Cell(style:reuseIdentifier:)` for a generic parameter `Cell`
///   (ModuleRewriter+MetatypeCells), and `viewController.init()` through a
///   `UIViewController.Type` value becomes `viewController.trellisMade()`
///   (ModuleRewriter+MetatypeFactories);
/// - `#keyPath(A.b.c)` becomes the string `"b.c"` (ModuleRewriter+KeyPaths);
/// - `NSStringFromClass` is ObjCRuntime's (ModuleRewriter+ClassNames);
/// - those three are rewritten inside string interpolations too;
/// - each class's exposed members are registered in `ObjCRuntime` by code
///   appended to the file, run before `main` (an `.init_array` entry).
///
/// The appended code is compiled as "FILE.swift (Objective-C methods)", so
/// that a diagnostic in it says where it came from.
public struct ModuleRewriter {
    public let files: [SourceFile]
    let index: ModuleIndex

    /// Overrides of extensions' `@objc` methods (ModuleRewriter+Overrides).
    var methodOverrides: [ExtensionMethodOverride] = []
    /// Whether the module declares `init(style:reuseIdentifier:)` callable
    /// through metatypes itself (ModuleRewriter+MetatypeCells).
    let declaresRequiredCellInitializer: Bool
    /// The names that hold a view controller's or view's metatype
    /// (ModuleRewriter+MetatypeFactories).
    let classMetatypeNames: Set<String>

    public init(files: [SourceFile]) {
        self.files = files
        index = ModuleIndex(files: files)
        declaresRequiredCellInitializer = Self.declaresRequiredCellInitializer(files)
        classMetatypeNames = Self.classMetatypeNames(files, index: index)
        methodOverrides = extensionMethodOverrides()
    }

    /// Every file that changes, by path, with its new bytes.
    public func rewrittenFiles() -> [(path: String, bytes: [UInt8])] {
        files.compactMap { file in
            guard let bytes = rewrite(file) else { return nil }
            return (file.path, bytes)
        }
    }

    /// The file's new bytes, or nil when nothing changes.
    public func rewrite(_ file: SourceFile) -> [UInt8]? {
        var edits = TextEdits()
        var needsRuntime = false
        blankAttributes(in: file, &edits)
        for type in file.types {
            for member in type.members {
                for range in member.blankedModifierRanges {
                    if file.text(range) == "dynamic" || type.kind == .protocol { edits.blank(range, in: file.bytes) }
                }
            }
            if type.kind == .protocol, type.attribute("objc") != nil {
                makeClassBound(type, &edits)
            }
        }
        renameObjectiveCImports(in: file, &edits)
        needsRuntime = rewriteSelectors(in: file, &edits) || needsRuntime
        needsRuntime = rewriteOptionalCalls(in: file, &edits) || needsRuntime
        needsRuntime = rewriteFactoryCalls(in: file, &edits) || needsRuntime
        needsRuntime = rewriteOverrides(in: file, &edits) || needsRuntime
        rewriteMetatypeCellCalls(in: file, &edits)
        rewriteMetatypeFactoryCalls(in: file, &edits)
        rewriteKeyPaths(in: file, &edits)
        needsRuntime = rewriteClassNames(in: file, &edits) || needsRuntime
        // The same expressions inside string interpolations (`"\(#keyPath(A.b))"`).
        for inside in file.interpolatedCode(containing: ["#selector", "#keyPath", "NSStringFromClass"]) {
            needsRuntime = rewriteSelectors(in: inside, &edits) || needsRuntime
            rewriteKeyPaths(in: inside, &edits)
            needsRuntime = rewriteClassNames(in: inside, &edits) || needsRuntime
        }
        insertRegistrationHooks(in: file, &edits)
        let generated = generatedCode(for: file)
        if !generated.code.isEmpty {
            needsRuntime = needsRuntime || generated.needsRuntime
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            var appended = file.bytes.last == 0x0A ? "" : "\n"
            appended += "#sourceLocation(file: \"\(name) (Objective-C methods)\", line: 1)\n"
            if needsRuntime { appended += "import TrellisObjC\n" }
            appended += generated.code
            appended += "#sourceLocation()\n"
            edits.insert(appended, at: file.bytes.count)
        } else if needsRuntime {
            // The import goes last, so that no line moves.
            edits.insert((file.bytes.last == 0x0A ? "" : "\n") + "import TrellisObjC\n", at: file.bytes.count)
        }
        return edits.isEmpty ? nil : edits.applied(to: file.bytes)
    }

    // MARK: Attributes

    static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    private func blankAttributes(in file: SourceFile, _ edits: inout TextEdits) {
        let tokens = file.tokens
        var index = 0
        while index + 1 < tokens.count {
            guard file.isPunctuation(index, "@"), tokens[index + 1].kind == .identifier, !tokens[index + 1].followsSpace,
                  Self.blankedAttributes.contains(file.text(index + 1)) else {
                index += 1
                continue
            }
            var end = tokens[index + 1].range.upperBound
            if index + 2 < tokens.count, file.isPunctuation(index + 2, "("), !tokens[index + 2].followsSpace {
                let close = matchingParenthesis(index + 2, in: file)
                end = tokens[min(close, tokens.count - 1)].range.upperBound
            }
            edits.blank(tokens[index].range.lowerBound..<end, in: file.bytes)
            index += 2
        }
    }

    /// Apple's modules a UIKit file imports besides UIKit, by the Trellis
    /// module that holds what they give: `import ObjectiveC` names
    /// Trellis's module of the runtime's API, `TrellisObjC` (not called
    /// ObjectiveC: packages read `#if canImport(ObjectiveC)` as "an Apple
    /// platform", and so `CoreGraphics`); `import CoreGraphics` and
    /// `import QuartzCore` (a file of a control's delegate protocol, say,
    /// that needs only `CGFloat` or `CALayer`) name TrellisUIKit, which
    /// re-exports both, as UIKit does.
    static let renamedImports = ["ObjectiveC": "TrellisObjC", "CoreGraphics": "TrellisUIKit", "QuartzCore": "TrellisUIKit"]

    private func renameObjectiveCImports(in file: SourceFile, _ edits: inout TextEdits) {
        for index in file.tokens.indices.dropFirst()
        where file.tokens[index].kind == .identifier && file.text(index - 1) == "import" {
            if let renamed = Self.renamedImports[file.text(index)] { edits.replace(file.tokens[index].range, with: renamed) }
        }
    }

    private func makeClassBound(_ type: TypeDeclaration, _ edits: inout TextEdits) {
        let bound: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
        if type.inherited.isEmpty {
            edits.insert(": AnyObject", at: type.nameEnd)
        } else if bound.isDisjoint(with: type.inherited), let end = type.inheritanceEnd {
            edits.insert(", AnyObject", at: end)
        }
    }

    // MARK: #selector

    private func rewriteSelectors(in file: SourceFile, _ edits: inout TextEdits) -> Bool {
        var changed = false
        for (index, token) in file.tokens.enumerated()
        where token.kind == .poundKeyword && file.text(index) == "#selector" && file.isPunctuation(index + 1, "(") {
            let close = matchingParenthesis(index + 1, in: file)
            guard close < file.tokens.count else { continue }
            let enclosing = file.types.last { $0.bodyRange.contains(token.range.lowerBound) && $0.kind != .protocol }
                ?? file.types.last { $0.bodyRange.contains(token.range.lowerBound) }
            let reference = SelectorReference(file: file, open: index + 1, close: close)
            let name = resolve(reference, enclosing: enclosing)
            edits.replaceKeepingLines(
                token.range.lowerBound..<file.tokens[close].range.upperBound,
                with: "Selector(\"\(name)\")", in: file.bytes
            )
            changed = true
        }
        return changed
    }

    /// The selector a `#selector` expression names.
    func resolve(_ reference: SelectorReference, enclosing: TypeDeclaration?) -> String {
        let typeName = reference.typePath.isEmpty || reference.typePath == ["self"] || reference.typePath == ["Self"]
            ? enclosing?.name : reference.typePath.filter { $0 != "self" }.joined(separator: ".")
        let candidates = typeName.map { index.members(named: reference.name, in: $0) } ?? []
        switch reference.accessor {
        case .getter:
            if let property = candidates.first(where: { $0.kind == .property }),
               let explicit = property.attribute("objc")?.argument, !explicit.isEmpty {
                return explicit
            }
            return ObjCSelectorName.getter(reference.name)
        case .setter:
            return ObjCSelectorName.setter(reference.name)
        case .none:
            let functions = candidates.filter { $0.kind == .function }
            if let labels = reference.labels {
                if let match = functions.first(where: { $0.labels == labels }), let selector = ObjCSelectorName.selector(of: match) {
                    return selector
                }
                return ObjCSelectorName.method(reference.name, labels: labels)
            }
            let exposed = functions.filter { member in member.attributes.contains { ModuleIndex.exposingAttributes.contains($0.name) } }
            let chosen = exposed.count == 1 ? exposed : functions
            if chosen.count == 1, let selector = ObjCSelectorName.selector(of: chosen[0]) { return selector }
            // Not declared in this module (a superclass elsewhere): the
            // base name, which ObjCRuntime also matches to a method of
            // that name with arguments.
            return reference.name
        }
    }

    // MARK: Optional requirements

    private func rewriteOptionalCalls(in file: SourceFile, _ edits: inout TextEdits) -> Bool {
        guard !index.optionalRequirements.isEmpty else { return false }
        var changed = false
        let tokens = file.tokens
        for index in tokens.indices.dropFirst().dropLast(2)
        where tokens[index].kind == .identifier && file.isPunctuation(index - 1, ".")
            && file.isPunctuation(index + 1, "?") && !tokens[index + 1].followsSpace
            && file.isPunctuation(index + 2, "(") && !tokens[index + 2].followsSpace {
            guard let requirement = self.index.optionalRequirements[file.text(index)] else { continue }
            edits.replace(tokens[index + 1].range, with: "")
            changed = true
            if !requirement.resultIsVoidOrOptional {
                let start = chainStart(before: index - 1, in: file)
                let close = matchingParenthesis(index + 2, in: file)
                guard close < tokens.count else { continue }
                edits.insert("ObjCRuntime.optionalResult(", at: tokens[start].range.lowerBound)
                edits.insert(")", at: tokens[close].range.upperBound)
            }
        }
        return changed
    }

    /// The first token of the postfix chain whose `.` is at `dot`
    /// (`self.delegate?.height` for the `.` before `height`).
    private func chainStart(before dot: Int, in file: SourceFile) -> Int {
        var index = dot - 1
        while index >= 0 {
            if file.isPunctuation(index, "?") || file.isPunctuation(index, "!") { index -= 1; continue }
            var componentStart = index
            if file.isPunctuation(index, ")") || file.isPunctuation(index, "]") {
                var depth = 0
                var open = index
                while open >= 0 {
                    if file.isPunctuation(open, ")") || file.isPunctuation(open, "]") { depth += 1 }
                    if file.isPunctuation(open, "(") || file.isPunctuation(open, "[") { depth -= 1; if depth == 0 { break } }
                    open -= 1
                }
                componentStart = max(open, 0)
                if componentStart > 0, file.tokens[componentStart - 1].kind == .identifier, !file.tokens[componentStart].followsSpace {
                    componentStart -= 1
                }
            } else if file.tokens[index].kind != .identifier {
                return index + 1
            }
            if componentStart > 0, file.isPunctuation(componentStart - 1, "."), !file.tokens[componentStart].followsSpace {
                index = componentStart - 2
                continue
            }
            return componentStart
        }
        return 0
    }

    // MARK: Generated code

    private func generatedCode(for file: SourceFile) -> (code: String, needsRuntime: Bool) {
        var code = ""
        var needsRuntime = false
        let stem = Self.identifierStem(of: file.path)
        var serial = 0
        for type in file.types {
            if type.kind == .protocol, type.attribute("objc") != nil {
                code += defaultImplementations(for: type, in: file)
                continue
            }
            guard type.kind == .class || type.kind == .extension, !type.isGeneric else { continue }
            let exposed = type.members.filter { index.isExposed($0, in: type) }
            let entries = exposed.flatMap { methodEntries(for: $0, of: type.name) }
            let factories = type.kind == .class ? FactoryRules.factories(of: type.name, index: index) : []
            guard !entries.isEmpty || !factories.isEmpty else { continue }
            needsRuntime = true
            let name = "_trellisObjC_\(stem)_\(serial)"
            serial += 1
            var body = ""
            if !entries.isEmpty {
                // Reserved first: a mutation even when every entry is in an
                // `#if` branch not compiled (no "never mutated" warning).
                body += "        var methods: [ObjCMethod] = []\n        methods.reserveCapacity(\(entries.count))\n"
                for entry in entries {
                    body += Self.wrapped("        methods.append(\(entry.code))\n", in: entry.conditions)
                }
                body += "        ObjCRuntime.register(\(type.name).self, methods)\n"
            }
            for selector in factories {
                body += "        ObjCRuntime.registerFactory(\(type.name).self, \"\(selector)\") { arguments in \(Self.factoryCall(type.name, selector)) }\n"
            }
            // The section's initialiser only calls a function: it stays a
            // compile-time constant even when an error elsewhere in the file
            // leaves the table's code unchecked.
            var declaration = "extension \(type.name) {\n"
            declaration += "    nonisolated static func \(name)_register() {\n\(body)    }\n"
            declaration += "    #if compiler(>=6.3)\n"
            declaration += "    @used @section(\".init_array\") static let \(name): @convention(c) () -> Void = { \(name)_register() }\n"
            declaration += "    #else\n"
            declaration += "    @_used @_section(\".init_array\") static let \(name): @convention(c) () -> Void = { \(name)_register() }\n"
            declaration += "    #endif\n"
            declaration += "}\n"
            code += Self.wrapped(declaration, in: type.conditions)
        }
        return (code, needsRuntime)
    }

    /// The initialiser call a factory makes.
    static func factoryCall(_ type: String, _ selector: String) -> String {
        switch selector {
        case "initWithFrame:":
            return "\(type)(frame: ObjCRuntime.argument(arguments, 0, of: \"initWithFrame:\"))"
        case "initWithNibName:bundle:":
            return "\(type)(nibName: ObjCRuntime.argument(arguments, 0, of: \"initWithNibName:bundle:\"), bundle: ObjCRuntime.argument(arguments, 1, of: \"initWithNibName:bundle:\"))"
        default:
            return "\(type)()"
        }
    }

    struct Entry {
        let code: String
        let conditions: [ConditionalBranch]
    }

    private func methodEntries(for member: MemberDeclaration, of typeName: String) -> [Entry] {
        guard let selector = ObjCSelectorName.selector(of: member) else { return [] }
        let object = "(object as! \(typeName))"
        switch member.kind {
        case .function:
            guard !member.isThrowingOrAsync, let first = member.name.first, first == "_" || first.isLetter else { return [] }
            let arguments = member.labels.enumerated().map { position, label in
                let value = "ObjCRuntime.argument(arguments, \(position), of: \"\(selector)\")"
                return label == "_" ? value : "\(label): \(value)"
            }
            let parameters = member.labels.isEmpty ? "object, _" : "object, arguments"
            return [Entry(
                code: "ObjCMethod(\"\(selector)\", arity: \(member.labels.count)) { \(parameters) in \(object).\(member.name)(\(arguments.joined(separator: ", "))) }",
                conditions: member.conditions
            )]
        case .property:
            var entries = [Entry(
                code: "ObjCMethod(\"\(selector)\", arity: 0) { object, _ in \(object).\(member.name) }",
                conditions: member.conditions
            )]
            if member.isSettable {
                let setter = ObjCSelectorName.setter(selector)
                entries.append(Entry(
                    code: "ObjCMethod(\"\(setter)\", arity: 1) { object, arguments in ObjCRuntime.assign(&\(object).\(member.name), arguments, of: \"\(setter)\") }",
                    conditions: member.conditions
                ))
            }
            return entries
        default:
            return []
        }
    }

    /// Default implementations of an `@objc` protocol's optional requirements.
    private func defaultImplementations(for type: TypeDeclaration, in file: SourceFile) -> String {
        let optional = type.members.filter { $0.modifiers.contains("optional") && !$0.isStatic }
        guard !optional.isEmpty else { return "" }
        let access = type.accessModifier.map { $0 + " " } ?? ""
        var code = "extension \(type.name) {\n"
        for member in optional {
            let signature = blankedSignature(member, in: file)
            let body: String
            switch member.kind {
            case .function:
                body = ModuleIndex.isVoidOrOptional(member.resultType)
                    ? (member.resultType == nil || ["Void", "()"].contains(member.resultType!.filter { !$0.isWhitespace }) ? "" : "nil")
                    : "ObjCRuntime.unimplementedOptional()"
            case .property:
                body = ModuleIndex.isVoidOrOptional(Self.propertyType(signature)) ? "nil" : "ObjCRuntime.unimplementedOptional()"
            default:
                continue
            }
            let declaration = member.kind == .property
                ? signature.replacingGetSet() : signature
            code += Self.wrapped("    \(access)\(declaration) { \(body) }\n", in: member.conditions)
        }
        code += "}\n"
        return Self.wrapped(code, in: type.conditions)
    }

    /// A requirement's signature with the attributes the rewrite blanks
    /// removed from it (`@objc` on a parameter's type, say).
    private func blankedSignature(_ member: MemberDeclaration, in file: SourceFile) -> String {
        file.text(member.signatureRange).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func propertyType(_ signature: String) -> String? {
        guard let colon = signature.firstIndex(of: ":") else { return nil }
        var type = signature[signature.index(after: colon)...]
        if let brace = type.firstIndex(of: "{") { type = type[..<brace] }
        return type.trimmingCharacters()
    }

    /// `code` inside the `#if` branches a declaration sat in.
    static func wrapped(_ code: String, in conditions: [ConditionalBranch]) -> String {
        var result = code
        for branch in conditions.reversed() {
            var wrapper = ""
            for (position, directive) in branch.directives.enumerated() {
                wrapper += directive + "\n"
                if position == branch.directives.count - 1, !branch.isElse { wrapper += result }
            }
            if branch.isElse { wrapper += "#else\n" + result }
            wrapper += "#endif\n"
            result = wrapper
        }
        return result
    }

    /// A file's name as an identifier fragment (`Cell+Actions.swift` → `Cell_Actions`).
    static func identifierStem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        return String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `var x: T { get }` as a declaration with a body: the accessor list dropped.
    func replacingGetSet() -> String {
        guard let brace = firstIndex(of: "{") else { return String(self) }
        return String(self[..<brace]).trimmingCharacters()
    }
}
