import Layout

/// The inside of a view of the Layout articles' examples, for their partial
/// snippets (`<!-- snippet: context=ArticleView -->`): `addSubview` and
/// `topAnchor` are this view's, the subviews the snippets name are its
/// properties, and what the original articles leave out is here as static
/// helpers and nested types, which a class declared in a snippet sees too.
/// Compiled only; nothing calls these.
class ArticleView: View {
    let label = Label(name: "label")
    let button = Button(title: "Press", name: "button")
    let stackView = StackView(name: "stackView")
    let panel = View(name: "panel")
    let header = Label(name: "header")
    let textLabel = Label(name: "textLabel")

    /// The original "Breakable constraints" article's factory of labels.
    static func makeLabel(withTitle title: String, size: Double) -> Label {
        let label = Label(text: title)
        label.font = Font.systemFont(ofSize: size)
        return label
    }

    /// The same article's factory of buttons.
    static func makeButton(title: String) -> Button {
        Button(title: title)
    }

    /// "The layout cycle": where the passes are recorded.
    final class LayoutPassLog {
        private(set) var entries: [String] = []
        func record(_ pass: String, _ view: String) { entries.append("\(pass) \(view)") }
    }

    /// "Self-sizing cells": what a collection view's layout asks a cell about.
    struct LayoutAttributes {
        var frame: Rect
    }

    /// "Views that wrap": MyWrappingView's items, which the article leaves out.
    static let itemCount = 3

    /// The items' rectangles in rows no wider than `width`, 40 by 20 each.
    static func enumerateItemRects(forLayoutWidth width: Double, _ body: (Rect) -> Void) {
        var x = 0.0
        var y = 0.0
        for _ in 0..<itemCount {
            if x > 0, x + 40 > width {
                x = 0
                y += 20
            }
            body(Rect(x: x, y: y, width: 40, height: 20))
            x += 40
        }
    }

    /// The smallest rectangle holding both.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
