import Layout
import LayoutText
import Scene

/// The repository's Fixtures folder, found from this file's path.
let fixtures: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Fixtures"
}()

/// The real text engine (system fonts), passed explicitly so no test
/// depends on the process-wide default measurer.
let systemText = ShapedTextMeasurer()

func loadFixture(_ name: String) throws -> Scene {
    try Scene.load(contentsOf: fixtures + "/" + name + ".yaml")
}

extension View {
    /// The view's frame in the root's coordinates.
    var frameInRoot: Rect {
        var origin = frame.origin
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            ancestor = view.superview
        }
        return Rect(origin: origin, size: frame.size)
    }

    subscript(_ name: String) -> View { view(named: name)! }
}
