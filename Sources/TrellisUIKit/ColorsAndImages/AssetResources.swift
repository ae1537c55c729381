import Foundation
import Layout

/// An image set of an asset catalog, by name and bundle (Apple's
/// `ImageResource`, DeveloperToolsSupport, iOS 17): what Xcode's generated
/// asset symbols are (`static let compass = ImageResource(name: "compass",
/// bundle: .main)`), shown with ``UIImage/init(resource:)``. On Linux no
/// tool generates the symbols: an app's package declares the ones it uses.
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set of an asset catalog, by name and bundle (Apple's
/// `ColorResource`, DeveloperToolsSupport, iOS 17), for ``UIColor/init(resource:)``.
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image set `resource` names, found as ``init(named:in:compatibleWith:)``
    /// finds it. UIKit's initialiser is not optional (the symbol exists only
    /// for a set in the catalog); Trellis does not trap when the set is
    /// missing: the image is a placeholder named for it, as
    /// ``init(imageLiteralResourceName:)``'s is.
    public convenience init(resource: ImageResource) {
        if let found = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(layoutImage: found.layoutImage)
        } else {
            self.init(layoutImage: .placeholder(named: resource.name, pointSize: UIImage.trellisSymbolPointSize,
                                                scale: UIImage.trellisSymbolScale))
        }
    }
}

extension UIColor {
    /// The colour set `resource` names, with its light and dark appearances,
    /// found as ``init(named:in:compatibleWith:)`` finds it. UIKit's
    /// initialiser is not optional; Trellis does not trap when the set is
    /// missing: the colour is clear (nothing drawn).
    public convenience init(resource: ColorResource) {
        let entries = AssetCatalog.colors(named: resource.name, in: resource.bundle)
        self.init(content: .dynamic(name: resource.name, provider: { traits in
            entries.flatMap { AssetCatalog.pick($0, for: traits.userInterfaceStyle) } ?? .clear
        }))
    }
}
