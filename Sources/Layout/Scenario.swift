/// A view tree Trellis builds on demand, by name: one of the articles'
/// examples (`Example`) or a scene file (`Scene`). `trellis layout`,
/// `render`, `sweep`, `check`, `verify` and `docs`, snapshot plans and the
/// gallery lay scenarios out without asking which kind they have.
public protocol Scenario: Sendable {
    /// What messages call it: an example's name, a scene file's path as given.
    var name: String { get }
    /// One line on what it shows: an example's summary, the first
    /// paragraph of a scene file's opening comment.
    var summary: String { get }
    /// Its named states, in order: what ``makeRoot(width:height:state:measurer:)``
    /// can apply.
    var states: [ScenarioState] { get }
    /// The canvas width it declares; nil: none (the caller needs one).
    var defaultWidth: Double? { get }
    /// The canvas height it declares; nil: as tall as its content.
    var defaultHeight: Double? { get }
    /// The canvas's colour under the tree.
    var background: Color { get }
    /// The width sweep it declares, if any (``defaultSweep`` otherwise).
    var sweep: WidthRange? { get }

    /// A fresh tree at `width`, laid out; then `state` applied and the
    /// tree laid out again, as a tap after the first display would.
    ///
    /// - Parameters:
    ///   - width: the root's width, in points.
    ///   - height: the root's height; nil: ``defaultHeight``; 0 (or nil
    ///     with no default): as tall as the content.
    ///   - state: the name of the state to apply; nil: none.
    ///   - measurer: the tree's text engine, set on its root; a scene's own
    ///     font files win over it. ``makeRoot(width:height:state:)`` passes
    ///     ``TextContext/measurer`` (the scope's, or the system's).
    /// - Precondition: `state` is nil or one of ``states``' names.
    func makeRoot(width: Double, height: Double?, state: String?, measurer: any TextMeasuring) -> View
}

extension Scenario {
    /// A fresh tree measured with the text engine in scope
    /// (``withTextMeasurer(_:_:)``), else the system's.
    public func makeRoot(width: Double, height: Double?, state: String?) -> View {
        makeRoot(width: width, height: height, state: state, measurer: TextContext.measurer)
    }

    /// The state of that name, if there is one.
    public func state(named name: String) -> ScenarioState? { states.first { $0.name == name } }

    /// Where a sweep of this tree goes when none is asked for: ``sweep``,
    /// or 200 to 600 points in steps of 4 (phone to small tablet).
    public var defaultSweep: WidthRange { sweep ?? WidthRange(from: 200, to: 600, step: 4) }
}
