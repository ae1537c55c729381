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

    /// The word for the tree with no state applied, where a state must be
    /// named in text: file names (`base-320.png`), `trellis sweep --states
    /// base,collapsed`, a gallery's headings. In code that tree is a nil
    /// state name; no scene may name a state so.
    public static let baseName = "base"

    public init(name: String, summary: String, apply: @escaping @Sendable (_ root: View) -> Void) {
        self.name = name
        self.summary = summary
        self.apply = apply
    }
}
