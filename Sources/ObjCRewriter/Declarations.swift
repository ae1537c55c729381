/// An attribute as written: `@objc`, `@objc(tap:)`, `@IBOutlet`.
public struct Attribute: Equatable, Sendable {
    public let name: String
    /// The text between its parentheses, if it has any.
    public let argument: String?
    /// From the `@` to the end of its parentheses.
    public let range: Range<Int>
}

/// One branch of an `#if` block a declaration sits in: the directives of
/// the block up to this branch (`#if A`, `#elseif B`), and whether the
/// branch is the `#else`.
public struct ConditionalBranch: Equatable, Sendable {
    public var directives: [String]
    public var isElse: Bool

    public init(directives: [String], isElse: Bool) {
        self.directives = directives
        self.isElse = isElse
    }
}

/// A member of a type (or a top-level declaration) as far as the rewriter
/// needs it: its kind, name, argument labels, attributes and modifiers.
public struct MemberDeclaration: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case function, property, initializer, `subscript`, other }

    public var kind: Kind
    public var name: String
    /// A function's argument labels, `_` where it has none.
    public var labels: [String] = []
    /// A function's parameter names (what its body calls them).
    public var parameterNames: [String] = []
    /// Where its name is.
    public var nameRange: Range<Int> = 0..<0
    /// Where each of its modifiers is (`override`, `public`, …).
    public var modifierRanges: [String: Range<Int>] = [:]
    /// Where its body's `{` is, for a function or property with one.
    public var bodyOpen: Int?
    /// Where its body's `}` is.
    public var bodyClose: Int?
    public var attributes: [Attribute] = []
    public var modifiers: [String] = []
    /// The ranges of the `dynamic` and `optional` modifiers, which the
    /// rewrite blanks.
    public var blankedModifierRanges: [Range<Int>] = []
    public var isThrowingOrAsync = false
    /// A property with a setter (a `var` that is stored, observed or has `set`).
    public var isSettable = false
    /// A property with `willSet` or `didSet`.
    public var hasObservers = false
    /// Generic, or with a parameter a call through `Any` cannot fill
    /// (`inout`, variadic): not registered unless marked `@objc`, which
    /// rules these out.
    public var hasUncallableParameters = false
    /// A function's result type as written, nil for none.
    public var resultType: String?
    /// From the declaration's keyword to the end of its signature.
    public var signatureRange: Range<Int> = 0..<0
    public var conditions: [ConditionalBranch] = []

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// An `init?` or `init!`.
    public var isFailable = false

    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
}

/// A type declaration or an extension, with its members.
public struct TypeDeclaration: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }

    public var kind: Kind
    /// The name, qualified by the types it is nested in (`Cell.Footer`);
    /// for an extension, the extended type as written.
    public var name: String
    /// The names in its inheritance clause, in order.
    public var inherited: [String] = []
    public var attributes: [Attribute] = []
    public var modifiers: [String] = []
    /// Generic itself, or nested in a generic type.
    public var isGeneric = false
    public var members: [MemberDeclaration] = []
    /// Where its name ends: an `@objc` protocol gets `: AnyObject` there.
    public var nameEnd: Int = 0
    /// Where its inheritance clause ends, if it has one.
    public var inheritanceEnd: Int?
    /// The byte range of its body, braces included.
    public var bodyRange: Range<Int> = 0..<0
    public var conditions: [ConditionalBranch] = []

    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }

    /// `public` or `open` if it is, for code generated beside it.
    public var accessModifier: String? {
        if modifiers.contains("public") || modifiers.contains("open") { return "public" }
        if modifiers.contains("package") { return "package" }
        return nil
    }
}
