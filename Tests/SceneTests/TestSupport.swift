import Layout
import Scene
import TrellisTestSupport

/// The real text engine (system fonts), passed explicitly so no test
/// depends on the process-wide default measurer.
let systemText = ShapedTextMeasurer()

func loadFixture(_ name: String) throws -> Scene {
    try Scene.load(contentsOf: fixtures + "/" + name + ".yaml")
}

extension View {
    subscript(_ name: String) -> View { view(named: name)! }
}
