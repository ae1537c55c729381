import Foundation

/// What a screen shows when it has nothing to show (UIKit's
/// `UIContentUnavailableConfiguration`, iOS 17): an image, a text, a
/// secondary text and up to two buttons, centred in the view's margins.
/// Set it as a view controller's `contentUnavailableConfiguration`, or
/// make its view with `makeContentView()`.
///
/// The system's three: `empty()` (nothing set), `search()` (a magnifying
/// glass, "No Results", "Check the spelling or try a new search.", as iOS
/// 17 shows them in English) and `loading()` (a spinning indicator over
/// "Loading…"). The paddings and fonts are UNSOURCED (docs/uikit-numbers.md,
/// "Content-unavailable views").
public struct UIContentUnavailableConfiguration: UIContentConfiguration, @unchecked Sendable {
    public typealias TextProperties = UIListContentConfiguration.TextProperties
    public typealias ImageProperties = UIListContentConfiguration.ImageProperties

    /// How the content sits in the view; raw values are UIKit's.
    public enum Alignment: Int, Sendable { case center = 0, natural }

    /// What a button does besides its configuration (UIKit's `ButtonProperties`).
    public struct ButtonProperties: @unchecked Sendable {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public var role: UIButton.Role = .normal
        public init() {}
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: UIFont.boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize),
                                               color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: UIFont.preferredFont(forTextStyle: .body), color: .secondaryLabel)
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 20
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    public var background = UIBackgroundConfiguration.clear()
    /// Whether the view shows a spinning indicator above the text (`loading()`).
    var showsActivityIndicator = false

    private init() {
        textProperties.alignment = .center
        secondaryTextProperties.alignment = .center
        imageProperties.tintColor = .secondaryLabel
    }

    /// Nothing set: the app fills in what it needs.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// A search that found nothing.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    /// Content on its way.
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.text = "Loading…"
        configuration.textProperties.font = UIFont.preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        configuration.showsActivityIndicator = true
        return configuration
    }

    public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// A copy for `state`: UIKit changes nothing of a configuration by state.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// The state a content-unavailable configuration is updated for (UIKit's
/// `UIContentUnavailableConfigurationState`): the traits and the search
/// text of the controller's search controller.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    public var searchText: String?
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public init(traitCollection: UITraitCollection, searchText: String?) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
