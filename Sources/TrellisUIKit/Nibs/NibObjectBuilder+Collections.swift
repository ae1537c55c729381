import Foundation
import InterfaceBuilder

/// A `<collectionView>` from a nib or storyboard, as UIKit loads it: a real
/// `UICollectionView` with the layout the file writes and its prototype
/// cells and reusable views registered by reuse identifier, so that
/// `dequeueReusableCell(withReuseIdentifier:for:)` makes the file's cell
/// (its class, subviews, constraints and outlets), as a nib holding only
/// that cell would (the table's prototypes do the same: NibObjectBuilder).
extension NibObjectBuilder {
    /// The layout of the file's `<collectionViewFlowLayout>` (or custom
    /// `<collectionViewLayout>`) put on `view`; a file without one keeps
    /// the flow layout `init(coder:)` gave.
    func configureLayout(of view: UICollectionView, from element: IBView) {
        guard let saved = element.collectionViewLayout else { return }
        let base: UICollectionViewLayout.Type = saved.isFlow ? UICollectionViewFlowLayout.self : UICollectionViewLayout.self
        let layoutClass = resolvedClass(saved.customClass, module: saved.customModule, base: base, line: saved.line)
        let layout = layoutClass.init(coder: NibCoder(element: nil, attributes: [:])) ?? UICollectionViewFlowLayout()
        if let flow = layout as? UICollectionViewFlowLayout { Self.apply(saved, to: flow) }
        view.collectionViewLayout = layout
    }

    /// The flow layout's properties the file sets; the others keep UIKit's defaults.
    static func apply(_ saved: IBCollectionViewLayout, to flow: UICollectionViewFlowLayout) {
        if let size = saved.itemSize { flow.itemSize = CGSize(width: size.width, height: size.height) }
        if saved.automaticEstimatedItemSize {
            flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        } else if let size = saved.estimatedItemSize {
            flow.estimatedItemSize = CGSize(width: size.width, height: size.height)
        }
        if let spacing = saved.minimumLineSpacing { flow.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = saved.minimumInteritemSpacing { flow.minimumInteritemSpacing = CGFloat(spacing) }
        if let inset = saved.sectionInset {
            flow.sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }
        if let size = saved.headerReferenceSize { flow.headerReferenceSize = CGSize(width: size.width, height: size.height) }
        if let size = saved.footerReferenceSize { flow.footerReferenceSize = CGSize(width: size.width, height: size.height) }
        if saved.scrollDirection == "horizontal" { flow.scrollDirection = .horizontal }
        switch saved.sectionInsetReference {
        case "safeArea": flow.sectionInsetReference = .fromSafeArea
        case "layoutMargins": flow.sectionInsetReference = .fromLayoutMargins
        default: break
        }
    }

    /// A collection view's prototype `<collectionViewCell>` registered for
    /// cells, or a `<collectionReusableView key="sectionHeaderView">`
    /// (`sectionFooterView`) for the section header (footer) kind, under its
    /// reuse identifier. One without an identifier is not made: an issue.
    func registerPrototype(_ cell: IBView, in view: UICollectionView) {
        guard let identifier = cell.attributes["reuseIdentifier"], !identifier.isEmpty, let nib = prototypeNib(cell) else {
            issue(cell.line, "a collection view's <\(cell.element)> \(cell.id) has no reuse identifier: not registered")
            return
        }
        switch (cell.element, cell.key) {
        case ("collectionReusableView", "sectionHeaderView"):
            view.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: identifier)
        case ("collectionReusableView", "sectionFooterView"):
            view.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: identifier)
        case ("collectionViewCell", _):
            view.register(nib, forCellWithReuseIdentifier: identifier)
        default:
            issue(cell.line, "a collection view's <\(cell.element)> \(cell.id) (key \(cell.key ?? "none")) is not a cell, "
                  + "a section header or a section footer: not registered")
        }
    }

    /// A nib of this file whose one hierarchy is `cell`.
    func prototypeNib(_ cell: IBView) -> UINib? {
        guard var hierarchy = document.hierarchies.first else { return nil }
        hierarchy.root = cell
        hierarchy.controller = nil
        var prototype = document
        prototype.hierarchies = [hierarchy]
        prototype.initialViewControllerID = nil
        return UINib(result: .success(prototype), bundle: bundle)
    }
}
