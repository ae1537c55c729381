import Foundation
import Testing
import TrellisUIKit

/// UISplitViewController's columns, placed at once. Widths from
/// docs/uikit-numbers.md (an automatic primary column is 320 wide, the
/// automatic maximum); frames worked out by hand from the view's size:
/// an iPad in landscape, 1180 × 820, regular; in portrait, 820 × 1180;
/// an iPhone, 390 × 844, compact.
@MainActor @Suite struct SplitViewControllerTests {
    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class TopColumn: UISplitViewControllerDelegate {
        var column: UISplitViewController.Column
        var collapsesSecondary = false
        init(_ column: UISplitViewController.Column) { self.column = column }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column { column }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool { collapsesSecondary }
    }

    final class Listener: UISplitViewControllerDelegate {
        var calls: [String] = []
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            calls.append("willChangeTo \(displayMode.rawValue)")
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
    }

    static let landscape = CGSize(width: 1180, height: 820)
    static let portrait = CGSize(width: 820, height: 1180)
    static let phone = CGSize(width: 390, height: 844)

    private func show(_ split: UISplitViewController, _ size: CGSize, _ sizeClass: UIUserInterfaceSizeClass = .regular) {
        split.trellis.show(size: size, traits: UITraitCollection(horizontalSizeClass: sizeClass))
    }

    /// The column's view as shown: its navigation controller's (column style wraps each).
    /// Frames equal within float rounding: labels sized on thirds of a
    /// point leave the solver's sums a few ulps off (3.6e-14 for 0).
    private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    private func shownView(_ controller: UIViewController) -> UIView? {
        (controller.navigationController ?? controller).viewIfLoaded
    }

    private func doubleColumn() -> (UISplitViewController, Screen, Screen) {
        let split = UISplitViewController(style: .doubleColumn)
        let list = Screen("List"), detail = Screen("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, list, detail)
    }

    /// Landscape, automatic: the primary beside the secondary, 320 wide; the secondary takes the other 860.
    @Test func doubleColumnSideBySideInLandscape() throws {
        let (split, list, detail) = doubleColumn()
        show(split, Self.landscape)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(close(shownView(list)?.frame, CGRect(x: 0, y: 0, width: 320, height: 820)), "\(String(describing: shownView(list)?.frame))")
        #expect(close(shownView(detail)?.frame, CGRect(x: 320, y: 0, width: 860, height: 820)), "\(String(describing: shownView(detail)?.frame))")
        #expect(split.viewController(for: .primary) === list)
        #expect(list.navigationController?.viewControllers.first === list)
        #expect(list.splitViewController === split && detail.splitViewController === split)
        // One item, the same each time, for a navigation item to show.
        #expect(split.displayModeButtonItem === split.displayModeButtonItem)
        #expect(split.displayModeButtonItem.image?.isSymbolImage == true)
    }

    /// Portrait, automatic: the secondary alone; `show(.primary)` puts the primary beside it.
    @Test func portraitShowsTheSecondaryUntilThePrimaryIsShown() throws {
        let (split, list, detail) = doubleColumn()
        show(split, Self.portrait)
        #expect(split.displayMode == .secondaryOnly)
        #expect(close(shownView(detail)?.frame, CGRect(x: 0, y: 0, width: 820, height: 1180)), "\(String(describing: shownView(detail)?.frame))")
        #expect(shownView(list)?.superview == nil)
        split.show(.primary)
        split.view.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(close(shownView(list)?.frame, CGRect(x: 0, y: 0, width: 320, height: 1180)), "\(String(describing: shownView(list)?.frame))")
        #expect(close(shownView(detail)?.frame, CGRect(x: 320, y: 0, width: 500, height: 1180)), "\(String(describing: shownView(detail)?.frame))")
    }

    /// Compact: collapsed to one column filling the view, the secondary
    /// (the proposal) unless the delegate picks another; a compact column wins.
    @Test func compactCollapsesToOneColumn() throws {
        let (split, list, detail) = doubleColumn()
        show(split, Self.phone, .compact)
        #expect(split.isCollapsed)
        // Apple: collapsed, `viewControllers` holds the compact column's controller, else the primary's.
        #expect(split.viewControllers.count == 1)
        #expect(split.viewControllers.first === list.navigationController)
        // The secondary is pushed on the primary's stack (SplitViewCollapseTests): one view fills the screen.
        #expect(detail.navigationController === list.navigationController)
        #expect(close(shownView(detail)?.frame, CGRect(x: 0, y: 0, width: 390, height: 844)), "\(String(describing: shownView(detail)?.frame))")

        let (split2, list2, detail2) = doubleColumn()
        let delegate = TopColumn(.primary)
        split2.delegate = delegate
        show(split2, Self.phone, .compact)
        #expect(close(shownView(list2)?.frame, CGRect(x: 0, y: 0, width: 390, height: 844)), "\(String(describing: shownView(list2)?.frame))")
        #expect(shownView(detail2)?.superview == nil)

        let compact = Screen("Compact")
        split2.setViewController(compact, for: .compact)
        split2.view.layoutIfNeeded()
        #expect(close(shownView(compact)?.frame, CGRect(x: 0, y: 0, width: 390, height: 844)), "\(String(describing: shownView(compact)?.frame))")
        #expect(shownView(list2)?.superview == nil)
    }

    /// Widths: a fraction of the width within the maximum (320 when
    /// automatic): 0.25 × 1180 = 295; 0.4 × 1180 = 472 → 320; with a
    /// maximum of 500, 472; a preferred width in points wins over the fraction.
    @Test func primaryColumnWidths() throws {
        let (split, list, _) = doubleColumn()
        show(split, Self.landscape)
        split.preferredPrimaryColumnWidthFraction = 0.25
        #expect(split.primaryColumnWidth == 295)
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 500
        #expect(split.primaryColumnWidth == 472)
        split.view.layoutIfNeeded()
        #expect(shownView(list)?.frame.width == 472)
        split.preferredPrimaryColumnWidth = 200
        #expect(split.primaryColumnWidth == 200)
        split.minimumPrimaryColumnWidth = 250
        #expect(split.primaryColumnWidth == 250)
    }

    /// Three columns, landscape: 320 + 320 + the other 540.
    @Test func tripleColumn() throws {
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = Screen("Sidebar"), list = Screen("List"), detail = Screen("Detail")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        show(split, Self.landscape)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(close(shownView(sidebar)?.frame, CGRect(x: 0, y: 0, width: 320, height: 820)), "\(String(describing: shownView(sidebar)?.frame))")
        #expect(close(shownView(list)?.frame, CGRect(x: 320, y: 0, width: 320, height: 820)), "\(String(describing: shownView(list)?.frame))")
        #expect(close(shownView(detail)?.frame, CGRect(x: 640, y: 0, width: 540, height: 820)), "\(String(describing: shownView(detail)?.frame))")
    }

    /// Classic style: `viewControllers = [master, detail]`, shown as they
    /// are (not wrapped); collapsed, the detail unless the delegate
    /// collapses it onto the master; `showDetailViewController` replaces the detail.
    @Test func classicStyle() throws {
        let split = UISplitViewController()
        let master = Screen("Master"), detail = Screen("Detail")
        split.viewControllers = [master, detail]
        show(split, Self.landscape)
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(master.navigationController == nil)

        let other = Screen("Other")
        master.showDetailViewController(other, sender: nil)
        split.view.layoutIfNeeded()
        #expect(split.viewControllers.last === other)
        #expect(other.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(detail.view.superview == nil)

        let phone = UISplitViewController()
        let master2 = Screen("Master"), detail2 = Screen("Detail")
        phone.viewControllers = [master2, detail2]
        let delegate = TopColumn(.secondary)
        delegate.collapsesSecondary = true
        phone.delegate = delegate
        show(phone, Self.phone, .compact)
        #expect(master2.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(detail2.view.superview == nil)
    }

    /// Overlay: the secondary fills the view, the primary lies over its leading 320 points.
    @Test func overlayLiesOverTheSecondary() throws {
        let (split, list, detail) = doubleColumn()
        split.preferredDisplayMode = .oneOverSecondary
        show(split, Self.landscape)
        #expect(close(shownView(detail)?.frame, CGRect(x: 0, y: 0, width: 1180, height: 820)), "\(String(describing: shownView(detail)?.frame))")
        #expect(close(shownView(list)?.frame, CGRect(x: 0, y: 0, width: 320, height: 820)), "\(String(describing: shownView(list)?.frame))")
        // Above the secondary; only the divider (SplitViewCollapseTests) lies over it.
        let columns = split.view.subviews.filter { $0.accessibilityIdentifier == nil }
        #expect(columns.last === shownView(list))
    }

    /// The delegate hears of a display mode change (expanded) and of
    /// collapsing and expanding (a size class change), once each.
    @Test func delegateHearsOfChanges() throws {
        let (split, _, _) = doubleColumn()
        let listener = Listener()
        split.delegate = listener
        show(split, Self.landscape)
        listener.calls = []
        split.hide(.primary)
        split.view.layoutIfNeeded()
        #expect(listener.calls == ["willChangeTo 1"])  // secondaryOnly
        listener.calls = []
        show(split, Self.phone, .compact)
        #expect(listener.calls == ["didCollapse"])
        listener.calls = []
        show(split, Self.landscape)
        #expect(listener.calls == ["didExpand"])
    }
}
