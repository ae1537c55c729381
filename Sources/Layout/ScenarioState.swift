/// A named change to a laid-out tree: what one of the articles' buttons
/// does (hide a view, deactivate two constraints), or an entry of a scene
/// file's `states:`. Examples and scenes list theirs, and build a tree in
/// one by applying it after the first layout, as a tap would.
public struct ScenarioState: Sendable {
    public let name: String
    /// One line: what the change is.
    public let summary: String
    /// Changes a tree built by the example or scene that lists the state,
    /// given its root; the caller lays the tree out again.
    public let apply: @Sendable (_ root: View) -> Void

    public init(name: String, summary: String, apply: @escaping @Sendable (_ root: View) -> Void) {
        self.name = name
        self.summary = summary
        self.apply = apply
    }
}
