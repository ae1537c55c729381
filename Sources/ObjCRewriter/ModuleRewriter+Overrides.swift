/// Overrides that Objective-C allows and Swift alone does not:
///
/// - an `override` written in an extension of a class of the module
///   (`extension Cell { override func layoutSubviews() { … } }`): the
///   member is renamed (`_trellisExtension_layoutSubviews`) and the class's
///   body gets an override that calls it, on the line of its `{`;
/// - an override of an `@objc` method declared in an extension
///   (`extension UIViewController { @objc func shouldPop() -> Bool }`,
///   overridden by a subclass): the subclass's method is renamed
///   (`_trellisOverride_shouldPop`, no longer an override), and the
///   extension's method first hands the call to it when `self` is one
///   (`ObjCRuntime.forwarding`), as dynamic dispatch would; a `super` call
///   from the subclass's method reaches the extension's own body.
///
/// Only the module's own classes are seen: a subclass in another module is
/// not dispatched to.
extension ModuleRewriter {
    /// An override of an extension's `@objc` method: the overriding member
    /// and its class, and the overridden method.
    struct ExtensionMethodOverride {
        let subclass: String
        let member: MemberDeclaration
        let overridden: MemberDeclaration
        let extendedType: String
    }

    /// Returns whether the file now calls ObjCRuntime.
    func rewriteOverrides(in file: SourceFile, _ edits: inout TextEdits) -> Bool {
        var usesRuntime = false
        let overridesOfExtensions = methodOverrides
        func key(_ type: String, _ member: MemberDeclaration) -> String { "\(type)|\(member.name)|\(member.labels)" }
        let overriding = Set(overridesOfExtensions.map { key($0.subclass, $0.member) })
        for type in file.types {
            // Overrides of extensions' @objc methods are renamed (Swift
            // refuses a subclass method of the same name, `override` or
            // not); the topmost one loses `override`, a deeper one overrides
            // the renamed method.
            for member in type.members where overriding.contains(key(type.name, member)) {
                edits.replace(member.nameRange, with: "_trellisOverride_\(member.name)")
                let overridesAnother = overridesOfExtensions.contains { other in
                    other.subclass != type.name && chain(of: type.name).dropFirst().contains(other.subclass)
                        && other.member.name == member.name && other.member.labels == member.labels
                }
                if !overridesAnother, let range = member.modifierRanges["override"] { edits.blank(range, in: file.bytes) }
            }
            // Extensions' @objc methods hand calls to their overrides.
            if type.kind == .extension {
                for member in type.members where member.kind == .function {
                    // The topmost overrides: a deeper one is reached through them.
                    let all = overridesOfExtensions.filter { $0.extendedType == type.name && $0.overridden == member }
                    let overrides = all.filter { candidate in
                        !all.contains { other in other.subclass != candidate.subclass && chain(of: candidate.subclass).dropFirst().contains(other.subclass) }
                    }
                    guard !overrides.isEmpty, let open = member.bodyOpen, let close = member.bodyClose,
                          let selector = ObjCSelectorName.selector(of: member) else { continue }
                    var prologue = ""
                    for override in overrides.sorted(by: { depth(of: $0.subclass) > depth(of: $1.subclass) }) {
                        prologue += " if !ObjCRuntime.isForwarding(self, \"\(selector)\"), let __override = self as? \(override.subclass) {"
                        prologue += " return ObjCRuntime.forwarding(self, \"\(selector)\") { __override._trellisOverride_\(member.name)(\(arguments(member))) } };"
                    }
                    // The original body runs as a closure, so that its
                    // `return`s (or its one implicitly returned expression)
                    // still give the method's result.
                    edits.insert(prologue + " return {", at: open + 1)
                    edits.insert("}()", at: close)
                    usesRuntime = true
                }
            }
            // Overrides written in extensions of this module's classes.
            if type.kind == .extension, index.classes[type.name] != nil {
                for member in type.members where isMovableOverride(member) && !overriding.contains(key(type.name, member)) {
                    edits.replace(member.nameRange, with: "_trellisExtension_\(member.name)")
                    for (modifier, range) in member.modifierRanges
                    where modifier == "override" || Self.accessModifiers.contains(modifier) {
                        edits.blank(range, in: file.bytes)
                    }
                }
            }
            if type.kind == .class {
                let forwarders = extensionOverrides(of: type).map { forwarder(for: $0.member, in: $0.file) }
                if !forwarders.isEmpty {
                    edits.insert(" " + forwarders.joined(separator: "; ") + ";", at: type.bodyRange.lowerBound + 1)
                }
            }
        }
        return usesRuntime
    }

    static let accessModifiers: Set<String> = ["public", "open", "private", "fileprivate", "internal", "package"]

    private func depth(of name: String) -> Int {
        var depth = 0
        var current = name
        var seen: Set<String> = []
        while let superclass = index.classes[current]?.inherited.first, seen.insert(current).inserted {
            depth += 1
            current = superclass
        }
        return depth
    }

    /// The names of a class and its superclasses, as far as they are known.
    private func chain(of name: String) -> [String] {
        var names = [name]
        var current = name
        while let superclass = index.classes[current]?.inherited.first, !names.contains(superclass) {
            names.append(superclass)
            current = superclass
        }
        return names
    }

    func extensionMethodOverrides() -> [ExtensionMethodOverride] {
        var extended: [(type: String, member: MemberDeclaration)] = []
        for file in files {
            for type in file.types where type.kind == .extension {
                for member in type.members where member.kind == .function && !member.isStatic && !member.isThrowingOrAsync
                    && !member.hasUncallableParameters
                    && member.attributes.contains(where: { ModuleIndex.exposingAttributes.contains($0.name) }) {
                    extended.append((type.name, member))
                }
            }
        }
        guard !extended.isEmpty else { return [] }
        var found: [ExtensionMethodOverride] = []
        for file in files {
            for type in file.types where type.kind == .class || (type.kind == .extension && index.classes[type.name] != nil) {
                let classChain = chain(of: type.name).dropFirst()
                for member in type.members where member.modifiers.contains("override") && member.kind == .function {
                    guard let base = extended.first(where: { classChain.contains($0.type) && $0.member.name == member.name && $0.member.labels == member.labels })
                    else { continue }
                    found.append(ExtensionMethodOverride(subclass: type.name, member: member, overridden: base.member, extendedType: base.type))
                }
            }
        }
        return found
    }

    private func isMovableOverride(_ member: MemberDeclaration) -> Bool {
        guard member.modifiers.contains("override"), !member.isStatic, member.nameRange.count > 0 else { return false }
        switch member.kind {
        case .function: return !member.hasUncallableParameters && member.bodyOpen != nil
        case .property: return member.bodyOpen != nil && !member.hasObservers
        default: return false
        }
    }

    /// The overrides written in extensions of `type`, with their files.
    private func extensionOverrides(of type: TypeDeclaration) -> [(member: MemberDeclaration, file: SourceFile)] {
        let overridingExtensionMethods = Set(methodOverrides.map { "\($0.subclass)|\($0.member.name)|\($0.member.labels)" })
        var found: [(MemberDeclaration, SourceFile)] = []
        for file in files {
            for other in file.types where other.kind == .extension && other.name == type.name {
                for member in other.members where isMovableOverride(member)
                    && !overridingExtensionMethods.contains("\(type.name)|\(member.name)|\(member.labels)") {
                    found.append((member, file))
                }
            }
        }
        return found
    }

    /// The override the class body gets for a member written in an extension.
    private func forwarder(for member: MemberDeclaration, in file: SourceFile) -> String {
        let renamed = "_trellisExtension_\(member.name)"
        let access = member.modifiers.filter { Self.accessModifiers.contains($0) }.joined(separator: " ")
        // An `@available` the member carries (JTAppleCalendar's
        // `@available(*, unavailable) open override func reloadData()`)
        // goes with the override: an available forwarder may not call an
        // unavailable member, and subclasses are to see it as written.
        let availability = member.attributes.filter { $0.name == "available" }.map { file.text($0.range) + " " }.joined()
        let prefix = availability + (access.isEmpty ? "" : access + " ") + "override "
        let signature = file.text(member.signatureRange).split(whereSeparator: \.isNewline).joined(separator: " ")
        switch member.kind {
        case .property:
            if member.isSettable {
                return "\(prefix)\(signature) { get { \(renamed) } set { \(renamed) = newValue } }"
            }
            return "\(prefix)\(signature) { \(renamed) }"
        default:
            let effects = (member.signatureText(in: file).contains("throws") ? "try " : "") + (member.signatureText(in: file).contains("async") ? "await " : "")
            return "\(prefix)\(signature) { \(effects)\(renamed)(\(arguments(member))) }"
        }
    }

    /// A call's arguments passing a function's parameters on.
    private func arguments(_ member: MemberDeclaration) -> String {
        zip(member.labels, member.parameterNames).map { label, name in label == "_" ? name : "\(label): \(name)" }
            .joined(separator: ", ")
    }
}

extension MemberDeclaration {
    func signatureText(in file: SourceFile) -> String { file.text(signatureRange) }
}
