import Foundation

/// What a flow layout's invalidation names (UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`): whether the delegate's
/// sizes and spacings and the layout's attributes are to be asked again,
/// both true by default as Apple documents. The flow layout gives one to
/// `invalidateLayout(with:)` when it is invalidated; everything is laid out
/// again here whatever it says.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}

/// The closure a compositional layout asks for each section's layout
/// (UIKit's top-level name for ``UICollectionViewCompositionalLayout/SectionProvider``).
public typealias UICollectionViewCompositionalLayoutSectionProvider = UICollectionViewCompositionalLayout.SectionProvider
