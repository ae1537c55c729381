import Layout

/// One scenario from the articles (shared/articles/), rebuilt as a view tree
/// that `trellis layout --example NAME` lays out and the tests check.
///
/// The builder adds subviews and constraints to a root whose frame the
/// caller sets (its width is the article's resizable container); states are
/// what the articles' buttons do to the tree after it is on screen.
public struct Example: Sendable {
    public let name: String
    /// One line for `trellis examples`.
    public let summary: String
    public let states: [ScenarioState]
    private let build: @Sendable (_ root: View, _ width: Double) -> Void

    public init(name: String, summary: String, states: [ScenarioState] = [],
                build: @escaping @Sendable (_ root: View, _ width: Double) -> Void) {
        self.name = name
        self.summary = summary
        self.states = states
        self.build = build
    }

    /// Builds the example in a fresh root of the given size (height 0: as
    /// tall as the content wants), lays it out, then applies `state` and
    /// lays out again, as a tap after the first display would.
    ///
    /// - Parameter text: the fonts and measurer every label gets; tests pass
    ///   the test font so their numbers can be worked out by hand.
    /// - Precondition: `state` is nil or one of `states`' names.
    public func makeRoot(width: Double, height: Double = 0, state: String? = nil,
                         text: ExampleText = .asWritten) -> View {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        build(root, width)
        text.apply(to: root)
        root.layoutIfNeeded()
        if let state {
            guard let change = self.state(named: state) else { preconditionFailure("\(name) has no state \(state)") }
            change.apply(root)
            root.layoutIfNeeded()
        }
        return root
    }
}
