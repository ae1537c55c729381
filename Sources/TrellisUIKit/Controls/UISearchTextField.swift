import Layout

/// A search bar's field (UIKit's `UISearchTextField`, iOS 13, a
/// `UITextField`): a rounded `tertiarySystemFill` field with a magnifying
/// glass (its `leftView`) before the text or placeholder.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    private let glass = SymbolGlyphView(shape: .magnifyingGlass, color: .secondaryLabel)
    /// The rounded fill, a part behind the text (the field's own corners
    /// follow its border style).
    private let fill = View()

    override func buildParts() {
        super.buildParts()
        fill.name = "UISearchTextField.fill"
        fill.translatesAutoresizingMaskIntoConstraints = false
        fill.cornerRadius = Self.fillCornerRadius
        fill.backgroundColor = resolvedColor(.tertiarySystemFill, with: traitCollection)
        node.insertSubview(fill, at: 0)
        LayoutConstraint.activate([
            fill.topAnchor.constraint(equalTo: node.topAnchor), fill.leftAnchor.constraint(equalTo: node.leftAnchor),
            node.bottomAnchor.constraint(equalTo: fill.bottomAnchor), node.rightAnchor.constraint(equalTo: fill.rightAnchor),
        ].map { $0.markSystem("UISearchTextField-part") })
        glass.translatesAutoresizingMaskIntoConstraints = false
        addSubview(glass)
        LayoutConstraint.activate([
            glass.node.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: Self.glassInset),
            glass.node.centerYAnchor.constraint(equalTo: node.centerYAnchor),
        ].map { $0.markSystem("UISearchTextField-part") })
        leftView = glass
        leftViewMode = .always
        // UIKit's search field writes in `body` at the Dynamic Type size
        // (16 points at Medium, 53 at AX5 in its drawing on iOS 17,
        // docs/uikit-numbers.md); the glass keeps its size.
        font = .preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        fill.backgroundColor = resolvedColor(.tertiarySystemFill, with: traits)
    }

    /// The field's rounded fill, 10-point corners; the glass's ink 8 points
    /// in, the text 31 (8, the glass's 17-point box, 6): UIKit's drawing on
    /// iOS 14.5 at 375 and 414 points (docs/uikit-numbers.md, "Search field
    /// as drawn").
    static let fillCornerRadius = 10.0
    static let glassInset = 8.0
    static let glassToText = 6.0
    /// The magnifying glass's ink as UIKit drew it (same row), drawn as a
    /// path (`SymbolGlyphView.Shape.magnifyingGlass`), not the symbol placeholder.
    static let glassInkWidth: CGFloat = 15.5
    static let glassInkHeight: CGFloat = 16

    override var textLeadingInset: Double { Self.glassInset + UIImage.trellisSymbolPointSize + Self.glassToText }

    /// Search tokens (iOS 13); stored, not drawn.
    open var tokens: [UISearchToken] = []
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true
    open var tokenBackgroundColor: UIColor?
}

/// A token in a search field (UIKit's `UISearchToken`); stored.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    public let icon: UIImage?
    public let text: String
    open var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
