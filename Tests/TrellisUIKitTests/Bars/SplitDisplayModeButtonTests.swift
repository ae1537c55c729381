import Foundation
import Testing
import TrellisUIKit

/// `displayModeButtonItem`'s tap. Apple: "You use this property in classic
/// split view interfaces only. This button doesn't affect column-style split
/// view interfaces. When a user taps this button, the display mode changes
/// to the value last returned by the delegate's
/// `targetDisplayModeForAction(in:)` method."
@MainActor @Suite struct SplitDisplayModeButtonTests {
    final class Screen: UIViewController {}

    final class Target: UISplitViewControllerDelegate {
        var target: UISplitViewController.DisplayMode
        var heard: [UISplitViewController.DisplayMode] = []
        init(_ target: UISplitViewController.DisplayMode) { self.target = target }
        func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { target }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            heard.append(displayMode)
        }
    }

    private func tap(_ split: UISplitViewController) {
        let item = split.displayModeButtonItem
        if let action = item.primaryAction { action.handler(action) }
        split.view.layoutIfNeeded()
    }

    /// Classic, landscape 1180 × 820: the master 320 beside the detail; a
    /// tap with the delegate answering `.secondaryOnly` shows the detail
    /// alone, full width; answering `.automatic`, beside again.
    @Test func aTapInAClassicSplitViewAppliesTheDelegatesMode() {
        let split = UISplitViewController()
        let master = Screen(), detail = Screen()
        split.viewControllers = [master, detail]
        let delegate = Target(.secondaryOnly)
        split.delegate = delegate
        split.trellis.show(size: CGSize(width: 1180, height: 820), traits: UITraitCollection(horizontalSizeClass: .regular))
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))

        tap(split)
        #expect(split.displayMode == .secondaryOnly)
        #expect(delegate.heard.last == .secondaryOnly)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(master.view.superview == nil)

        delegate.target = .automatic
        tap(split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    /// A column-style split view: the tap changes nothing.
    @Test func aTapInAColumnSplitViewChangesNothing() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Screen(), for: .primary)
        split.setViewController(Screen(), for: .secondary)
        let delegate = Target(.secondaryOnly)
        split.delegate = delegate
        split.trellis.show(size: CGSize(width: 1180, height: 820), traits: UITraitCollection(horizontalSizeClass: .regular))
        tap(split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(!delegate.heard.contains(.secondaryOnly))
    }
}
