import Layout

// "Auto Layout and Views that Wrap", the third video: "Creating your own
// views that wrap". MyWrappingView places coloured items in rows as a label
// places words in lines; its superview sets its preferred max layout width
// in a two-pass layoutSubviews, as it does for a label.

extension Example {
    /// The items re-flow at every width: 20 × 12 items in rows as wide as
    /// the view, the view as tall as its rows.
    static let wrappingView = Example(
        name: "wrapping-view",
        summary: "WrapDemo's custom wrapping view: coloured items in rows, its superview setting preferredMaxLayoutWidth.",
        states: [
            ScenarioState(name: "update", summary: "The \"Update\" button: a new item count.") { root in
                (root.view(named: "panel") as? CustomWrappingSuperview)?.randomizeItemCount()
            },
        ],
        build: { container, _ in WrapDemo.addCustomWrappingPanel(to: container) }
    )
}

/// A view that wraps like a label (WrapDemo's `MyWrappingView`): it has a
/// `preferredMaxLayoutWidth` its superview sets, and one layout method,
/// `enumerateItemRects(forLayoutWidth:)`, that both `intrinsicContentSize`
/// (for the preferred width) and `layoutSubviews` (for the actual width) use.
final class MyWrappingView: View {
    static let itemSize = Size(width: 20, height: 12)
    /// The count the demo starts with (the nib's is random; any will do).
    static let initialItemCount = 23

    /// One subview per item, coloured by its index.
    var itemCount = 0 {
        didSet {
            while subviews.count > itemCount {
                subviews.last!.removeFromSuperview()
            }
            while subviews.count < itemCount {
                let i = subviews.count
                let view = View(name: "item\(i)")
                view.frame = Rect(origin: .zero, size: Self.itemSize)
                view.backgroundColor = Color(hue: Double((13 + i * 17) % 255) / 255, saturation: 0.7, brightness: 0.7)
                // The original sets no constraints on the items and places
                // them with setFrame: in layoutSubviews. In Trellis a view
                // without constraints is ambiguous and super.layoutSubviews()
                // would move it, so the frame is the item's constraints.
                view.translatesAutoresizingMaskIntoConstraints = true
                addSubview(view)
            }
            invalidateIntrinsicContentSize()
        }
    }

    var preferredMaxLayoutWidth: Double = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The union of the item rects for the preferred max layout width.
    override var intrinsicContentSize: Size {
        guard itemCount > 0 else { return .zero }
        var total: Rect?
        enumerateItemRects(forLayoutWidth: preferredMaxLayoutWidth) { itemRect in
            total = total.map { union($0, itemRect) } ?? itemRect
        }
        return total!.size
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        var subviewEnumerator = subviews.makeIterator()
        enumerateItemRects(forLayoutWidth: bounds.width) { itemRect in
            subviewEnumerator.next()?.frame = itemRect
        }
    }

    /// Rows from x = 0: an item goes to a new row when it would start past
    /// `layoutWidth − 20` (the width is at least one item's).
    func enumerateItemRects(forLayoutWidth width: Double, _ body: (Rect) -> Void) {
        let itemSize = Self.itemSize
        let layoutWidth = max(width, itemSize.width)

        var x = 0.0, y = 0.0
        for _ in 0..<itemCount {
            if x > layoutWidth - itemSize.width {
                y += itemSize.height
                x = 0
            }

            body(Rect(origin: Point(x: x, y: y), size: itemSize))

            x += itemSize.width
        }
    }

    private func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}

/// The wrapping view's superview (WrapDemo's `CustomWrappingSuperview`):
/// the two-pass layoutSubviews of the label panel, for MyWrappingView.
///
/// (WrapDemo's final version measures with the shrink-wrap trick instead, a
/// temporary width == 1e8 constraint; with the view pinned 20 from each
/// side both give it the same width, and the README describes this one.)
final class CustomWrappingSuperview: View {
    let wrappingView: MyWrappingView

    init(wrappingView: MyWrappingView, name: String = "panel") {
        self.wrappingView = wrappingView
        super.init(name: name)
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        let availableWidth = wrappingView.frame.size.width
        wrappingView.preferredMaxLayoutWidth = availableWidth

        super.layoutSubviews()
    }

    /// The "Update" button. The original picks `arc4random_uniform(48)`;
    /// here the next count of a fixed sequence below 48 (23, 41, 11, 29…),
    /// so a state always looks the same.
    func randomizeItemCount() {
        wrappingView.itemCount = (wrappingView.itemCount + 18) % 48
    }
}
