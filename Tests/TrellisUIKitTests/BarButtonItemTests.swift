import Testing
import TrellisUIKit

/// Bar button items as UIKit keeps them
/// (<https://developer.apple.com/documentation/uikit/uibarbuttonitem>):
/// the title or image, style, target (weakly) and action of each
/// initialiser, fired as an iOS test fires them, through
/// `UIApplication.shared.sendAction(_:to:from:for:)`.
@MainActor @Suite struct BarButtonItemTests {
    final class Screen: UIViewController {
        var calls: [(method: String, sender: Any?)] = []
        func save() { calls.append(("save", nil)) }
        func cancel(_ sender: UIBarButtonItem) { calls.append(("cancel:", sender)) }
        func share(_ sender: Any, forEvent event: UIEvent?) { calls.append(("share:forEvent:", sender)) }
    }

    static let registered: Void = ObjCRuntime.register(Screen.self, [
        ObjCMethod("save", arity: 0) { o, _ in (o as! Screen).save() },
        ObjCMethod("cancel:", arity: 1) { o, a in (o as! Screen).cancel(ObjCRuntime.argument(a, 0, of: "cancel:")) },
        ObjCMethod("share:forEvent:", arity: 2) { o, a in
            (o as! Screen).share(ObjCRuntime.argument(a, 0, of: "share:forEvent:"), forEvent: ObjCRuntime.argument(a, 1, of: "share:forEvent:"))
        },
    ])

    init() { _ = Self.registered }

    /// The item sends its action to its target with itself as the sender,
    /// whatever the method takes.
    @Test func firingItems() {
        let screen = Screen()
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: screen, action: Selector("save"))
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: screen, action: Selector("cancel:"))
        let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .done, target: screen, action: Selector("share:forEvent:"))
        screen.navigationItem.leftBarButtonItem = cancel
        screen.navigationItem.rightBarButtonItems = [save, share]
        for item in [cancel, save, share] {
            #expect(UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
        }
        #expect(screen.calls.map(\.method) == ["cancel:", "save", "share:forEvent:"])
        #expect(screen.calls[0].sender as? UIBarButtonItem === cancel)
        #expect(screen.calls[2].sender as? UIBarButtonItem === share)
        #expect(cancel.title == "Cancel")
        #expect(share.style == .done)
        #expect(screen.navigationItem.rightBarButtonItems?.count == 2)
    }

    /// `target` is weak, as UIKit declares it.
    @Test func targetIsWeak() {
        let item: UIBarButtonItem
        weak var gone: Screen?
        do {
            let screen = Screen()
            gone = screen
            item = UIBarButtonItem(title: "Done", style: .done, target: screen, action: Selector("save"))
            #expect(item.target === screen)
        }
        #expect(gone == nil)
        #expect(item.target == nil)
        #expect(item.action == Selector("save"))
    }

    /// With no target the action goes to the first responder and up its chain.
    @Test func nilTargetGoesToTheFirstResponder() {
        final class Editor: UIView {
            var saved = 0
            override var canBecomeFirstResponder: Bool { true }
            func save() { saved += 1 }
        }
        ObjCRuntime.register(Editor.self, [ObjCMethod("save", arity: 0) { o, _ in (o as! Editor).save() }])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let editor = Editor()
        window.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        defer { editor.resignFirstResponder() }
        let item = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: Selector("save"))
        #expect(UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil))
        #expect(editor.saved == 1)
    }

    /// What each initialiser stores.
    @Test func initialisers() {
        let portrait = UIImage(systemName: "star"), landscape = UIImage(systemName: "star.fill")
        let item = UIBarButtonItem(image: portrait, landscapeImagePhone: landscape, style: .plain, target: nil, action: Selector("share:forEvent:"))
        #expect(item.image === portrait)
        #expect(item.landscapeImagePhone === landscape)
        #expect(item.action == Selector("share:forEvent:"))

        var ran = 0
        let action = UIAction(title: "Add") { _ in ran += 1 }
        let menu = UIMenu(title: "More", children: [UIAction(title: "Archive") { _ in }])
        let add = UIBarButtonItem(primaryAction: action)
        #expect(add.title == "Add")  // the primary action's title
        #expect(add.primaryAction === action)
        add.primaryAction?.handler(action)
        #expect(ran == 1)
        let more = UIBarButtonItem(title: "More", menu: menu)
        #expect(more.menu === menu)
        #expect(more.menu?.children.first?.title == "Archive")
        let system = UIBarButtonItem(systemItem: .add, primaryAction: action)
        #expect(system.primaryAction === action)

        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        let custom = UIView()
        #expect(UIBarButtonItem(customView: custom).customView === custom)

        let plain = UIBarButtonItem()
        #expect(plain.isEnabled)
        #expect(plain.style == .plain)
        #expect(plain.width == 0)
        plain.tintColor = .systemRed
        #expect(plain.tintColor == .systemRed)
        #expect((plain as NSObject) is UIBarItem)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
    }
}
