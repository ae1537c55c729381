/// The initialiser a table or collection view makes a cell of a registered
/// class with, for a cell class that declares only some of its superclass's
/// designated initialisers (a nib-only cell writes just `init?(coder:)`).
///
/// TrellisUIKit's reusable views carry a `required convenience` hook
/// (`init(trellisRegisteredFrame:)`, `init(trellisRegisteredWithReuseIdentifier:)`)
/// because Swift constructs through a metatype only with a `required`
/// initialiser. A subclass that declares some designated initialisers but
/// not the one the hook calls inherits no convenience initialiser, so Swift
/// asks it to provide the hook. Objective-C asks nothing of it: UIKit makes
/// such a class by `initWithFrame:` and traps at run time ("use of
/// unimplemented initializer 'init(frame:)'"). The rewrite gives the class
/// that same behaviour: a hook, inserted after its body's `{`, that traps
/// with UIKit's message. A nib makes the cell through `init?(coder:)` and
/// never calls it.
extension ModuleRewriter {
    /// A TrellisUIKit reusable view: the designated initialiser its hook
    /// calls, and the hook's declaration.
    struct RegistrationHook {
        let designatedLabels: [String]
        let declaration: String
        let unimplemented: String
    }

    static let registrationHooks: [String: RegistrationHook] = {
        let frame = RegistrationHook(designatedLabels: ["frame"],
                                     declaration: "init(trellisRegisteredFrame frame: CGRect)",
                                     unimplemented: "init(frame:)")
        let cell = RegistrationHook(designatedLabels: ["style", "reuseIdentifier"],
                                    declaration: "init(trellisRegisteredWithReuseIdentifier reuseIdentifier: String?)",
                                    unimplemented: "init(style:reuseIdentifier:)")
        let headerFooter = RegistrationHook(designatedLabels: ["reuseIdentifier"],
                                            declaration: "init(trellisRegisteredWithReuseIdentifier reuseIdentifier: String?)",
                                            unimplemented: "init(reuseIdentifier:)")
        return [
            "UICollectionReusableView": frame, "UICollectionViewCell": frame, "UICollectionViewListCell": frame,
            "UITableViewCell": cell, "UITableViewHeaderFooterView": headerFooter,
        ]
    }()

    /// Inserts the trapping hook into each class of the file that needs one.
    func insertRegistrationHooks(in file: SourceFile, _ edits: inout TextEdits) {
        for type in file.types where type.kind == .class {
            guard let hook = registrationHook(for: type) else { continue }
            let initializers = type.members.filter { $0.kind == .initializer }
            let designated = initializers.filter { !$0.modifiers.contains("convenience") }
            let hookLabels = hook.declaration.hasPrefix("init(trellisRegisteredFrame")
                ? ["trellisRegisteredFrame"] : ["trellisRegisteredWithReuseIdentifier"]
            guard !designated.isEmpty,
                  !designated.contains(where: { $0.labels == hook.designatedLabels }),
                  !initializers.contains(where: { $0.labels == hookLabels }) else { continue }
            let className = type.name.split(separator: ".").last.map(String.init) ?? type.name
            let message = "use of unimplemented initializer '\(hook.unimplemented)' for class '\(className)'"
            edits.insert(" public required convenience \(hook.declaration) { fatalError(\"\(message)\") };",
                         at: type.bodyRange.lowerBound + 1)
        }
    }

    /// The hook of the TrellisUIKit class `type` descends from, if any:
    /// its chain of this module's classes ends at a UIKit name.
    private func registrationHook(for type: TypeDeclaration) -> RegistrationHook? {
        var current = type.name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let superclass = index.classes[current]?.inherited.first else { return nil }
            if let hook = Self.registrationHooks[superclass] { return hook }
            current = superclass
        }
        return nil
    }
}
