#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The checkout screen: the summary card in a scroll view under the safe
/// area's top, inside the layout margins (it scrolls when a large text
/// size makes it taller than the screen), and a full-width button above
/// the safe area's bottom.
public final class OrderViewController: UIViewController {
    public let scrollView = UIScrollView()
    public let summaryView = OrderSummaryView()
    public let placeOrderButton = UIButton(configuration: .filled())

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        placeOrderButton.configuration?.title = "Place order"
        for subview in [scrollView, summaryView, placeOrderButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(scrollView)
        view.addSubview(placeOrderButton)
        scrollView.addSubview(summaryView)
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: safeArea.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: placeOrderButton.topAnchor, constant: -16),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            summaryView.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            summaryView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            summaryView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            summaryView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            placeOrderButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            placeOrderButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            placeOrderButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
        ])
    }
}
