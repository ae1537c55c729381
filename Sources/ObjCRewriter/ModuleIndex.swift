/// What the rewrite of one file needs to know of the whole module: the
/// classes and what they inherit, every type's members (for
/// `#selector(tap)` without labels), `@objcMembers` classes, and the
/// requirements of `@objc` protocols (their implementations are `@objc`
/// too, and their optional ones get default implementations).
struct ModuleIndex {
    struct OptionalRequirement {
        let member: MemberDeclaration
        /// Calls of it need no wrapping: it returns nothing or an optional,
        /// so its default implementation's result is what `x?.f?()` gave.
        let resultIsVoidOrOptional: Bool
    }

    private(set) var classes: [String: TypeDeclaration] = [:]
    /// Every type's members by the name its declaration or extension gives.
    private(set) var membersByType: [String: [MemberDeclaration]] = [:]
    private(set) var objcRequirementSelectors: Set<String> = []
    private(set) var optionalRequirements: [String: OptionalRequirement] = [:]

    static let exposingAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "GKInspectable"]

    init(files: [SourceFile]) {
        for file in files {
            for type in file.types {
                if type.kind == .class {
                    classes[type.name] = type
                    if let last = type.name.split(separator: ".").last, classes[String(last)] == nil {
                        classes[String(last)] = type
                    }
                }
                membersByType[type.name, default: []].append(contentsOf: type.members)
                if type.kind == .protocol, type.attribute("objc") != nil {
                    for member in type.members where !member.isStatic {
                        guard let selector = ObjCSelectorName.selector(of: member) else { continue }
                        objcRequirementSelectors.insert(selector)
                        if member.modifiers.contains("optional"), member.kind == .function {
                            optionalRequirements[member.name] = OptionalRequirement(
                                member: member, resultIsVoidOrOptional: Self.isVoidOrOptional(member.resultType)
                            )
                        }
                    }
                }
            }
        }
    }

    static func isVoidOrOptional(_ type: String?) -> Bool {
        guard let type = type?.filter({ !$0.isWhitespace }) else { return true }
        return type == "Void" || type == "()" || type.hasSuffix("?") || type.hasSuffix("!")
    }

    /// The superclass of a class of this module, if it names one (the
    /// first name of its inheritance clause, when that is a class here).
    func superclass(of name: String) -> String? {
        guard let first = classes[name]?.inherited.first else { return nil }
        return first
    }

    /// Whether `name` is `@objcMembers`, or inherits from such a class of this module.
    func isObjCMembers(_ name: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, let declaration = classes[type], seen.insert(type).inserted {
            if declaration.attribute("objcMembers") != nil { return true }
            current = declaration.inherited.first
        }
        return false
    }

    /// Whether `member` of the class or extension `type` is exposed to
    /// Objective-C: marked, or made so by `@objcMembers` or an `@objc`
    /// protocol's requirement.
    func isExposed(_ member: MemberDeclaration, in type: TypeDeclaration) -> Bool {
        guard !member.isStatic, member.kind == .function || member.kind == .property else { return false }
        if member.attribute("nonobjc") != nil { return false }
        if member.attributes.contains(where: { Self.exposingAttributes.contains($0.name) }) { return true }
        if member.modifiers.contains("override") || member.hasUncallableParameters { return false }
        guard classes[type.name] != nil else { return false }
        if isObjCMembers(type.name) { return true }
        guard let selector = ObjCSelectorName.selector(of: member) else { return false }
        return objcRequirementSelectors.contains(selector)
    }

    /// The members named `name` of `type`, its extensions and its
    /// superclasses in this module.
    func members(named name: String, in type: String) -> [MemberDeclaration] {
        var current: String? = type
        var seen: Set<String> = []
        while let typeName = current, seen.insert(typeName).inserted {
            let found = (membersByType[typeName] ?? []).filter { $0.name == name }
            if !found.isEmpty { return found }
            if let declared = classes[typeName] {
                let qualified = (membersByType[declared.name] ?? []).filter { $0.name == name }
                if !qualified.isEmpty { return qualified }
            }
            current = superclass(of: typeName)
        }
        return []
    }
}
