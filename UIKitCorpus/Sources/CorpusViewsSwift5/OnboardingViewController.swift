#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

public struct OnboardingPage: Equatable {
    public let symbolName: String
    public let title: String
    public let message: String

    public init(symbolName: String, title: String, message: String) {
        self.symbolName = symbolName
        self.title = title
        self.message = message
    }
}

/// The pages a first launch shows. A global, as the app's configuration is.
public var defaultOnboardingPages = [
    OnboardingPage(symbolName: "doc.text", title: "Write anywhere",
                   message: "Your notes sync across every device, even offline."),
    OnboardingPage(symbolName: "tag", title: "Organize with tags",
                   message: "Add #tags to any note and find it again in a second."),
    OnboardingPage(symbolName: "lock", title: "Private by default",
                   message: "Lock the app with a passcode or Face ID."),
]

/// First-launch onboarding: one page at a time, paged with the page
/// control, the Next button or a swipe; Skip in the navigation bar.
public final class OnboardingViewController: UIViewController {
    public let pages: [OnboardingPage]
    @objc public dynamic private(set) var currentPage = 0

    /// Called when onboarding ends, with whether it was skipped.
    public var onFinish: ((_ skipped: Bool) -> Void)?

    public let symbolView = UIImageView()
    public let titleLabel = UILabel()
    public let messageLabel = UILabel()
    public let pageControl = UIPageControl()
    public let nextButton = UIButton(type: .system)

    public private(set) var swipeLeftRecognizer: UISwipeGestureRecognizer!
    public private(set) var swipeRightRecognizer: UISwipeGestureRecognizer!

    public init(pages: [OnboardingPage] = defaultOnboardingPages) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Skip", comment: "Onboarding"),
                                                            style: .plain, target: self, action: #selector(skipTapped(_:)))

        symbolView.contentMode = .scaleAspectFit
        symbolView.tintColor = .systemBlue
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0

        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = .systemGray
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)

        nextButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        nextButton.addTarget(self, action: #selector(nextTapped(_:)), for: .touchUpInside)

        let stackView = UIStackView(arrangedSubviews: [symbolView, titleLabel, messageLabel])
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        view.addSubview(pageControl)
        view.addSubview(nextButton)

        NSLayoutConstraint.activate([
            symbolView.widthAnchor.constraint(equalToConstant: 88),
            symbolView.heightAnchor.constraint(equalToConstant: 88),
            stackView.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor, constant: -40),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -16),
            nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])

        swipeLeftRecognizer = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        swipeLeftRecognizer.direction = .left
        view.addGestureRecognizer(swipeLeftRecognizer)
        swipeRightRecognizer = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        swipeRightRecognizer.direction = .right
        view.addGestureRecognizer(swipeRightRecognizer)

        show(page: 0)
    }

    private var isLastPage: Bool { currentPage == pages.count - 1 }

    private func show(page: Int) {
        currentPage = max(0, min(page, pages.count - 1))
        let content = pages[currentPage]
        symbolView.image = UIImage(systemName: content.symbolName)
        titleLabel.text = content.title
        messageLabel.text = content.message
        pageControl.currentPage = currentPage
        let nextTitle = isLastPage ? NSLocalizedString("Get Started", comment: "Onboarding")
                                   : NSLocalizedString("Next", comment: "Onboarding")
        nextButton.setTitle(nextTitle, for: .normal)
    }

    // MARK: - Actions

    @objc private func pageControlChanged(_ sender: UIPageControl) {
        show(page: sender.currentPage)
    }

    @objc private func nextTapped(_ sender: UIButton) {
        if isLastPage {
            onFinish?(false)
        } else {
            show(page: currentPage + 1)
        }
    }

    @objc private func skipTapped(_ sender: UIBarButtonItem) {
        onFinish?(true)
    }

    @objc private func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        switch recognizer.direction {
        case .left: show(page: currentPage + 1)
        case .right: show(page: currentPage - 1)
        default: break
        }
    }
}
