/// Something a menu shows (UIKit's `UIMenuElement`): the superclass of
/// `UIAction` and `UIMenu`, so that a menu's children can be either.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element is shown; raw values are UIKit's `UIMenuElementAttributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// An element's check mark; raw values are UIKit's `UIMenuElementState`.
    public enum State: Int, Sendable { case off = 0, on, mixed }

    open var title: String { elementTitle }
    open var subtitle: String?
    open var image: UIImage?

    private let elementTitle: String
    /// The menu this element was last made a child of (UIMenu+SingleSelection.swift).
    weak var parentMenu: UIMenu?

    init(title: String, subtitle: String?, image: UIImage?) {
        elementTitle = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// A menu (UIKit's `UIMenu`): a title and its elements. Stored, for a bar
/// button item's or a control's `menu`; no menu is drawn or shown here.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children; raw values are UIKit's `UIMenuOptions`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: UIMenu.Identifier
    public let options: UIMenu.Options
    public let children: [UIMenuElement]

    /// A menu of `children`; without an identifier it gets a unique one, as in UIKit.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
        for child in children { child.parentMenu = self }
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
