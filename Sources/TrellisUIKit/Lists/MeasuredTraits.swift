import Foundation

/// The traits a self-sizing row's or item's measured size depends on: the
/// Dynamic Type size (its fonts), the size class and idiom (the layout
/// margins the content sits in, `SystemMinimumMargin`), and the display
/// scale, which a cell's own constraints may read (a hairline `1 / scale`
/// tall; Trellis's text measures the same at every scale). A table or collection view
/// keeps the sizes it measured under one set and measures again under
/// another, as UIKit invalidates its cached heights on a trait change that
/// affects layout ("Self-sizing table view cells … adjust to Dynamic
/// Type"). Light or dark and the layout direction change no size.
struct MeasuredTraits: Equatable {
    let contentSizeCategory: UIContentSizeCategory
    let displayScale: CGFloat
    let horizontalSizeClass: UIUserInterfaceSizeClass
    let idiom: UIUserInterfaceIdiom

    init(_ traits: UITraitCollection) {
        contentSizeCategory = traits.preferredContentSizeCategory
        displayScale = traits.displayScale
        horizontalSizeClass = traits.horizontalSizeClass
        idiom = traits.userInterfaceIdiom
    }
}
