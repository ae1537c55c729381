import Layout
import Testing
@testable import TrellisUIKit

/// A navigation bar made by app code and added as a subview (no navigation
/// controller), laid out with the test font for the system font (a letter
/// 1 em wide). Its height is the 44-point row (docs/uikit-numbers.md,
/// "Navigation bar height"); it shows the items set with `setItems` and
/// `pushItem`; it does not integrate a navigation item's search controller,
/// which only a navigation controller does (Apple, `UINavigationItem.searchController`:
/// "The navigation controller integrates the search bar from your search
/// controller into the navigation bar interface").
@MainActor @Suite struct StandaloneNavigationBarTests {
    private func visibleLabel(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = visibleLabel(text, in: subview) { return found }
        }
        return nil
    }

    /// A 390-wide screen with the bar pinned to its top and sides by
    /// constraints (its height left to its intrinsic size).
    private func screen(with bar: UINavigationBar) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        UIKitTestFont.measureSystemFontToo(root)
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }

    /// Its intrinsic and fitting heights are 44; items pushed show the top
    /// one's title centred — "Message" at 17 points, 7 × 17 = 119 wide,
    /// x (390 − 119) / 2 = 135.5, y 22 − 8.5 = 13.5 — its right item, and a
    /// back button with the previous item's title (16 to 127: the title
    /// clears it by 8.5, more than the 8 between items).
    @Test func itemsPushedAreDrawnInA44PointBar() {
        let bar = UINavigationBar()
        bar.setItems([UINavigationItem(title: "Inbox")], animated: false)
        let message = UINavigationItem(title: "Message")
        message.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        bar.pushItem(message, animated: false)
        _ = screen(with: bar)
        #expect(bar.intrinsicContentSize.height == 44)
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 500)).height == 44)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(visibleLabel("Message", in: bar)?.frame == CGRect(x: 135.5, y: 13.5, width: 119, height: 17))
        #expect(visibleLabel("Edit", in: bar) != nil)
        #expect(visibleLabel("Inbox", in: bar) != nil, "the back button's title")
        #expect(bar.topItem === message && bar.backItem?.title == "Inbox")
    }

    /// A search controller on the top item: a navigation controller's bar
    /// grows by the 52-point search row; a standalone bar stays 44 and its
    /// search bar is not put in it, so nothing covers the title's row.
    @Test func aSearchControllerIsNotIntegratedInAStandaloneBar() {
        let bar = UINavigationBar()
        let item = UINavigationItem(title: "Mail")
        let search = UISearchController(searchResultsController: nil)
        item.searchController = search
        bar.setItems([item], animated: false)
        _ = screen(with: bar)
        #expect(bar.intrinsicContentSize.height == 44)
        #expect(bar.frame.height == 44)
        #expect(search.searchBar.superview !== bar)
        #expect(visibleLabel("Mail", in: bar)?.frame.minY == 13.5)
    }
}
