import Layout

/// A search field's height at a Dynamic Type size, and what its bar or
/// navigation bar row adds around it (docs/uikit-numbers.md, "Integrated
/// search bar row at larger Dynamic Type sizes").
extension BarMetrics {
    /// The `body` style's size the field's 36 points go with (Large) and
    /// its size at AX5, in Apple's Dynamic Type table: the field's
    /// placeholder is `body` in UIKit's drawing (16 points at Medium, 53 at AX5).
    static let searchFieldBodySize: CGFloat = 17
    static let searchFieldBodySizeAtAX5: CGFloat = 53
    /// The field as UIKit drew it at AX5 (iOS 17): 304 pixels at @3x.
    static let searchFieldHeightAtAX5: CGFloat = 304.0 / 3

    /// The field's height for a `body` of `bodyPointSize`: 36 at Large's 17,
    /// 101.33 at AX5's 53, and in proportion to the size in between,
    /// beyond and below (Medium's 16: 34.19, 34.33 at @3x, as UIKit drew
    /// it), on the pixel grid of `scale` (UIKit's frames are). Trellis's
    /// rule through the measured sizes: Apple publishes none.
    static func searchFieldHeight(bodyPointSize: CGFloat, scale: CGFloat) -> CGFloat {
        let perPoint = (searchFieldHeightAtAX5 - searchFieldHeight) / (searchFieldBodySizeAtAX5 - searchFieldBodySize)
        let height = searchFieldHeight + (bodyPointSize - searchFieldBodySize) * perPoint
        let pixels = max(1, scale)
        return (height * pixels).rounded() / pixels
    }

    /// The field's height at the Dynamic Type size of `traits`.
    @MainActor static func searchFieldHeight(for traits: UITraitCollection) -> CGFloat {
        let body = UIFontDynamicType.style(.body).size(at: TraitEnvironment.contentSizeCategory(traits))
        let scale = traits.displayScale > 0 ? traits.displayScale : UITraitCollection.trellisDefault.displayScale
        return searchFieldHeight(bodyPointSize: CGFloat(body), scale: scale)
    }

    /// An integrated search row around a field of `fieldHeight`: 1 above
    /// and 15 below at every size UIKit was drawn at (52 with the 36-point field).
    static func searchRowHeight(fieldHeight: CGFloat) -> CGFloat {
        fieldHeight + searchRowHeight - searchFieldHeight
    }

    @MainActor static func searchRowHeight(for traits: UITraitCollection) -> CGFloat {
        searchRowHeight(fieldHeight: searchFieldHeight(for: traits))
    }

    /// A standalone search bar around a field of `fieldHeight`: 56 with the
    /// 36-point field, the field centred (10 above and below at every size:
    /// Trellis's choice, no larger standalone bar measured).
    static func searchBarHeight(fieldHeight: CGFloat) -> CGFloat {
        fieldHeight + searchBarHeight - searchFieldHeight
    }
}
