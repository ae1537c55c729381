import Layout

/// A rectangle that takes part in layout without being drawn (UIKit's
/// `UILayoutGuide`).
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItemOwner, @preconcurrency CustomStringConvertible {
    let guide: LayoutGuide

    public init() {
        guide = LayoutGuide(identifier: "UILayoutGuide")
        guide.counterpart = self
    }

    init(wrapping guide: LayoutGuide) {
        self.guide = guide
        guide.counterpart = self
    }

    var layoutItem: LayoutItem { guide }

    /// Empty by default, as in UIKit; reports name an unnamed guide "UILayoutGuide".
    public var identifier: String = "" {
        didSet { guide.identifier = identifier.isEmpty ? "UILayoutGuide" : identifier }
    }

    public var owningView: UIView? { guide.owningView?.counterpart as? UIView }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public var layoutFrame: CGRect { CGRect(guide.layoutFrame) }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(guide, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(guide, .height) }

    public var description: String { "<UILayoutGuide: \(guide)>" }
}
