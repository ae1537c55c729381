#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

extension Notification.Name {
    /// Posted when the reader changes the app's theme; `object` is the new `ArticleTheme`.
    public static let articleThemeDidChange = Notification.Name("ArticleThemeDidChangeNotification")
    /// Posted as the reader scrolls an article; `object` is the article's URL,
    /// `userInfo["progress"]` a `Double` from 0 to 1.
    public static let articleReadingProgressDidChange = Notification.Name("ArticleReadingProgressDidChangeNotification")
}

public final class ArticleTheme: NSObject, Sendable {
    public let name: String
    public let backgroundColor: UIColor
    public let textColor: UIColor
    public let secondaryTextColor: UIColor

    public init(name: String, backgroundColor: UIColor, textColor: UIColor, secondaryTextColor: UIColor) {
        self.name = name
        self.backgroundColor = backgroundColor
        self.textColor = textColor
        self.secondaryTextColor = secondaryTextColor
    }

    public static let light = ArticleTheme(name: "light", backgroundColor: .white, textColor: .black, secondaryTextColor: .darkGray)
    public static let sepia = ArticleTheme(
        name: "sepia",
        backgroundColor: UIColor(red: 0.97, green: 0.94, blue: 0.87, alpha: 1),
        textColor: UIColor(red: 0.27, green: 0.21, blue: 0.13, alpha: 1),
        secondaryTextColor: UIColor(red: 0.48, green: 0.40, blue: 0.29, alpha: 1))
}

/// An article's header: its title, a short description and a reading
/// progress bar. It follows the theme, the reader's progress in this
/// article, and the Dynamic Type size, through notifications.
public final class ArticleHeaderView: UIView {
    public let articleURL: URL

    public let titleLabel = UILabel()
    public let descriptionLabel = UILabel()
    public let progressView = UIProgressView(progressViewStyle: .bar)

    public private(set) var theme: ArticleTheme = .light
    /// How many times the fonts were set up again for a new text size.
    public private(set) var fontUpdateCount = 0

    public init(articleURL: URL) {
        self.articleURL = articleURL
        super.init(frame: .zero)
        setUpViews()
        updateFonts()
        apply(theme: theme)

        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeCategoryDidChange(_:)),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(themeDidChange(_:)),
                                               name: .articleThemeDidChange, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(readingProgressDidChange(_:)),
                                               name: .articleReadingProgressDidChange, object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    public func configure(title: String, description: String?) {
        titleLabel.text = title
        descriptionLabel.text = description
    }

    private func setUpViews() {
        titleLabel.numberOfLines = 0
        descriptionLabel.numberOfLines = 0
        progressView.progress = 0

        let stackView = UIStackView(arrangedSubviews: [titleLabel, descriptionLabel, progressView])
        stackView.axis = .vertical
        stackView.spacing = 6
        stackView.setCustomSpacing(12, after: descriptionLabel)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    /// Georgia-like serif for the title, as the article body uses; set again
    /// when the text size changes, since it is not a text style font.
    private func updateFonts() {
        let titleSize = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).pointSize
        titleLabel.font = UIFont(name: "Georgia", size: titleSize) ?? .systemFont(ofSize: titleSize, weight: .semibold)
        descriptionLabel.font = .preferredFont(forTextStyle: .subheadline)
        fontUpdateCount += 1
    }

    private func apply(theme: ArticleTheme) {
        self.theme = theme
        backgroundColor = theme.backgroundColor
        titleLabel.textColor = theme.textColor
        descriptionLabel.textColor = theme.secondaryTextColor
        progressView.progressTintColor = theme.secondaryTextColor
    }

    // MARK: - Notifications

    @objc private func contentSizeCategoryDidChange(_ notification: Notification) {
        updateFonts()
        invalidateIntrinsicContentSize()
    }

    @objc private func themeDidChange(_ notification: Notification) {
        guard let theme = notification.object as? ArticleTheme else { return }
        apply(theme: theme)
    }

    @objc private func readingProgressDidChange(_ notification: Notification) {
        guard notification.object as? URL == articleURL,
              let progress = notification.userInfo?["progress"] as? Double else { return }
        progressView.setProgress(Float(progress), animated: false)
    }
}
