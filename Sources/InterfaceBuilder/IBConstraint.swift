import Layout

/// A `<constraint>` as Interface Builder saved it. Items are object ids;
/// a missing first item is the view whose `<constraints>` list holds the
/// constraint (IB's shorthand), as is a missing second item of a constraint
/// that names no second attribute's item but has one.
public struct IBConstraint: Equatable, Sendable {
    public var id: String
    public var line: Int
    /// The view whose `<constraints>` holds it.
    public var ownerID: String
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    public var identifier: String?
    /// Removed at build time (`placeholder="YES"`): Interface Builder lays
    /// out with it, the app never sees it.
    public var isPlaceholder: Bool
}
