import Layout

/// View trees the docs' fragments take as given
/// (`<!-- snippet: context=LayoutTrees -->`): `root` and `card`, Layout views.
/// Compiled only.
class LayoutTrees {
    let root = View(name: "root")
    let card = View(name: "card")
}
