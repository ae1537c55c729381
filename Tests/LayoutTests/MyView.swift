@testable import Examples
import TrellisTestSupport

/// The view from "Breakable constraints" (shared/articles/breakable-constraints.md):
/// the Examples target's port, restyled in the test font at 10 points, a
/// tree the diagnostics tests report on. (The article's claims are tested
/// on the whole example, in ExamplesTests.) `@testable`: the port keeps
/// MyView internal, as the article's app does.
func makeMyView() -> MyView {
    let myView = MyView()
    ExampleText.testFont().apply(to: myView)
    return myView
}
