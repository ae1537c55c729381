import Foundation

/// The views a collection view makes for its layout's decorations (a
/// compositional section's background, or a custom layout's), and the
/// order its element views are drawn in.
///
/// Apple, [`register(_:forDecorationViewOfKind:)`](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-361k6):
/// "Decoration views provide visual adornments to a section or to the
/// entire collection view but are not otherwise tied to the data provided
/// by the collection view’s data source. You do not need to create
/// decoration views explicitly." So the view is made here, of the class
/// the layout registered for the kind (its `init(frame:)`, through
/// `init(trellisRegisteredFrame:)`), given `apply(_:)` of its attributes
/// and their frame, and reused when it leaves the screen. A decoration
/// whose kind has no registered class draws nothing (UIKit raises there;
/// custom layouts that placed decorations before this drew none either).
extension UICollectionView {
    /// The view on screen for a decoration, made (or reused) when new.
    func decorationView(for attributes: UICollectionViewLayoutAttributes, layout: UICollectionViewLayout) -> UICollectionReusableView? {
        guard let kind = attributes.representedElementKind else { return nil }
        let key = attributes.key
        if let view = visibleDecorations[key] { return view }
        let viewClass = layout.registeredDecorationClasses[kind]
        let nib = layout.registeredDecorationNibs[kind]
        guard viewClass != nil || nib != nil else { return nil }
        let poolKey = Self.decorationPoolKey(kind)
        let view: UICollectionReusableView
        if var pool = reusableViews[poolKey], let reused = pool.popLast() {
            reusableViews[poolKey] = pool
            reused.prepareForReuse()
            view = reused
        } else if let viewClass {
            view = viewClass.init(trellisRegisteredFrame: attributes.frame)
            view.reuseKey = poolKey
        } else {
            guard let made = nib?.instantiateTopLevel(owner: nil, options: nil, reuseIdentifier: nil)
                .lazy.compactMap({ $0 as? UICollectionReusableView }).first else { return nil }
            view = made
            view.reuseKey = poolKey
        }
        if view.superview !== self { insertSubview(view, at: (backgroundView == nil ? 0 : 1) + decorationViews.count) }
        view.translatesAutoresizingMaskIntoConstraints = true
        view.isHidden = false
        visibleDecorations[key] = view
        return view
    }

    /// Decorations' reuse pools are apart from the data source's views.
    private static func decorationPoolKey(_ kind: String) -> String { "decoration\u{1F}" + kind }

    /// Takes off screen the decorations not in `shown`.
    func retireDecorations(keeping shown: Set<ElementKey>) {
        for (key, view) in visibleDecorations where !shown.contains(key) {
            visibleDecorations[key] = nil
            enqueue(view)
        }
    }

    /// Orders the element views on screen by their attributes' `zIndex`
    /// (Apple's `UICollectionViewLayoutAttributes.zIndex`: "Items with the
    /// same value have an undetermined order"; Trellis breaks ties
    /// decorations, then cells, then supplementary views, then by index
    /// path, so a pinned header stays above the items scrolling under it
    /// and the output is deterministic). Moves views only when the order
    /// changed.
    func orderElementViews(_ placed: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)]) {
        func rank(_ category: UICollectionViewLayoutAttributes.Category) -> Int {
            switch category {
            case .decorationView: 0
            case .cell: 1
            case .supplementaryView: 2
            }
        }
        let sorted = placed.sorted {
            let a = $0.attributes, b = $1.attributes
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            if rank(a.representedElementCategory) != rank(b.representedElementCategory) {
                return rank(a.representedElementCategory) < rank(b.representedElementCategory)
            }
            if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
            return (a.representedElementKind ?? "") < (b.representedElementKind ?? "")
        }
        let first = (backgroundView == nil ? 0 : 1) + decorationViews.count
        for (offset, entry) in sorted.enumerated() {
            let index = first + offset
            let nodes = node.subviews
            if nodes.indices.contains(index), nodes[index] === entry.view.node { continue }
            insertSubview(entry.view, at: index)
        }
    }

    /// Whether a touch landed on a supplementary view on screen (a pinned
    /// header over the items, say): such a touch selects no item.
    func touchIsOnSupplementaryView(_ touch: UITouch) -> Bool {
        guard let view = touch.view, view !== self else { return false }
        return visibleSupplementaries.values.contains { view === $0 || view.isDescendant(of: $0) }
    }
}
