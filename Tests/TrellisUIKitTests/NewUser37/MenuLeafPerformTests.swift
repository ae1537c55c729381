import Testing
import TrellisUIKit

/// Choosing an element of a bar button item's menu in a test, as iOS 16's
/// `UIMenuLeaf.performWithSender(_:target:)` does ("Performs the element's
/// primary action": https://developer.apple.com/documentation/uikit/uimenuleaf/performwithsender(_:target:)).
/// newuser37's sort menu on a bar button item had no documented way to be
/// chosen from.
@MainActor @Suite struct MenuLeafPerformTests {
    @Test func anActionOfABarButtonItemsMenuRunsItsHandlerWithTheSender() throws {
        var chosen: [String] = []
        var senders: [ObjectIdentifier?] = []
        let menu = UIMenu(title: "Sort By", options: .singleSelection, children: ["Date", "Name"].map { name in
            UIAction(title: name) { action in
                chosen.append(action.title)
                senders.append((action.sender as AnyObject?).map(ObjectIdentifier.init))
            }
        })
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
        let leaf = try #require(item.menu?.children[1] as? UIMenuLeaf)
        leaf.performWithSender(item, target: nil)
        #expect(chosen == ["Name"])
        #expect(senders == [ObjectIdentifier(item)])
        // The sender is the action's only while it runs.
        #expect((menu.children[1] as? UIAction)?.sender == nil)
    }

    final class Sorter: NSObject {
        var senders: [String] = []
        func sortByName(_ sender: UIBarButtonItem) { senders.append(sender.title ?? "") }
    }

    /// The opt-in's registration, by hand (docs/objective-c.md).
    static let registered: Void = ObjCRuntime.register(Sorter.self, [
        ObjCMethod("sortByName:", arity: 1) { o, a in (o as! Sorter).sortByName(ObjCRuntime.argument(a, 0, of: "sortByName:")) },
    ])

    @Test func aCommandSendsItsActionToTheTarget() {
        _ = Self.registered
        let sorter = Sorter()
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: nil)
        let command = UICommand(title: "Name", action: Selector("sortByName:"))
        command.performWithSender(item, target: sorter)
        #expect(sorter.senders == ["Sort"])
    }
}

/// A `.singleSelection` menu's check mark moves to the chosen element
/// (Apple: "allow a single menu item that's in the 'on' state"),
/// newuser38: it stayed on the first one.
@MainActor @Suite struct SingleSelectionMenuTests {
    @Test func choosingAnElementMovesTheCheckMarkBeforeItsHandlerRuns() throws {
        var seenStates: [[UIMenuElement.State]] = []
        var menu: UIMenu!
        let actions = ["Date", "Name", "Size"].enumerated().map { index, name in
            UIAction(title: name, state: index == 0 ? .on : .off) { _ in
                seenStates.append(menu.children.compactMap { ($0 as? UIAction)?.state })
            }
        }
        menu = UIMenu(title: "Sort By", options: .singleSelection, children: actions)
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
        let name = try #require(item.menu?.children[1] as? UIMenuLeaf)
        name.performWithSender(item, target: nil)
        #expect(actions.map(\.state) == [.off, .on, .off])
        #expect(seenStates == [[.off, .on, .off]])
    }

    @Test func aSubmenusElementsShareTheSelectionAndAPlainMenuKeepsItsStates() {
        let inner = [UIAction(title: "Ascending", state: .on) { _ in }, UIAction(title: "Descending") { _ in }]
        let top = UIAction(title: "None") { _ in }
        // Held, as a bar button item or a button holds its menu: an element knows its menu weakly.
        let order = UIMenu(title: "Order", options: .singleSelection,
                           children: [top, UIMenu(title: "", options: .displayInline, children: inner)])
        withExtendedLifetime(order) { top.performWithSender(nil, target: nil) }
        #expect(inner.map(\.state) == [.off, .off])
        #expect(top.state == .on)

        let plain = [UIAction(title: "Bold", state: .on) { _ in }, UIAction(title: "Italic") { _ in }]
        let style = UIMenu(title: "Style", children: plain)
        withExtendedLifetime(style) { plain[1].performWithSender(nil, target: nil) }
        #expect(plain.map(\.state) == [.on, .off])
    }
}
