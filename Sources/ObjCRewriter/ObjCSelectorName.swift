/// The Objective-C selector the Swift compiler gives an `@objc` member,
/// computed from its Swift name as Swift does it (an explicit
/// `@objc(name:)` wins):
///
/// - no parameters: the base name (`tap()` → `tap`);
/// - a first parameter without a label: the base name and a colon
///   (`tap(_:)` → `tap:`);
/// - a first parameter with a label: the base name, `With`, and the label
///   capitalised (`tap(sender:)` → `tapWithSender:`), without the `With`
///   when the label begins with a preposition (`click(for:)` → `clickFor:`);
/// - each later parameter: its label and a colon, or a bare colon without
///   one (`qux(label:_:)` → `quxWithLabel::`);
/// - initialisers: `init` in place of the base name (`init(frame:)` →
///   `initWithFrame:`);
/// - a property's getter is its name, its setter `set` and the name
///   capitalised with a colon (`isOn` → `isOn`, `setIsOn:`).
///
/// The prepositions are the ones Swift's own naming rules know
/// (PartsOfSpeech.def in the Swift compiler).
public enum ObjCSelectorName {
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of a method named `baseName` with argument `labels`
    /// (`_` for none).
    public static func method(_ baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if first != "_" && !first.isEmpty {
            if !prepositions.contains(firstWord(first)) { selector += "With" }
            selector += capitalized(first)
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label == "_" ? "" : label) + ":"
        }
        return selector
    }

    /// The getter's selector of a property.
    public static func getter(_ name: String) -> String { name }

    /// The setter's selector of a property.
    public static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

    /// The selector of a member as the compiler would name it, honouring
    /// `@objc(name)`.
    public static func selector(of member: MemberDeclaration) -> String? {
        if let explicit = member.attribute("objc")?.argument?.filter({ !$0.isWhitespace }), !explicit.isEmpty {
            return explicit
        }
        switch member.kind {
        case .function: return method(member.name, labels: member.labels)
        case .initializer: return method("init", labels: member.labels)
        case .property: return getter(member.name)
        default: return nil
        }
    }

    /// The first word of a camel-case name (`forEvent` → `for`).
    static func firstWord(_ name: String) -> String {
        var word = ""
        for character in name {
            if character.isUppercase, !word.isEmpty { break }
            word.append(character)
        }
        return word.lowercased()
    }

    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
