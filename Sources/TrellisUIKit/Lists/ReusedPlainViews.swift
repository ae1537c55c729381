import Layout

extension Array where Element == View {
    /// Plain Layout views a table or collection view draws for itself
    /// (section backgrounds, filler separators), kept between layouts and
    /// reused by index: exactly `count` of them after this. The extra ones
    /// leave their superview; a missing one is made (named `name`, placed by
    /// its frame) and handed to `place` with its index, to add to the tree.
    mutating func reuse(count: Int, name: String, place: (View, Int) -> Void) {
        while self.count > count { removeLast().removeFromSuperview() }
        while self.count < count {
            let view = View()
            view.name = name
            view.translatesAutoresizingMaskIntoConstraints = true
            place(view, self.count)
            append(view)
        }
    }
}
