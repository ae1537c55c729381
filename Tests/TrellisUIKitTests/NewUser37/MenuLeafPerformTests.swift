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
