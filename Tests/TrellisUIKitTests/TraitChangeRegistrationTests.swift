import Testing
import TrellisUIKit

/// iOS 17's trait-change registration: handlers and target–action methods
/// called with the previous traits when a watched trait changes (and only
/// then), `unregisterForTraitChanges`, and `traitOverrides` on views and
/// view controllers.
@MainActor @Suite struct TraitChangeRegistrationTests {
    /// A view that records what its registrations were told.
    final class Watcher: UIView {
        var calls: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        var sizeCalls: [UIContentSizeCategory] = []
        var targetCalls: [(UIView, UITraitCollection)] = []
        var actionCalls = 0

        func traitsChanged(_ view: UIView, previous: UITraitCollection) { targetCalls.append((view, previous)) }
        func styleChanged() { actionCalls += 1 }
    }

    /// The style handler is called once with the previous (light) traits
    /// when the root goes dark, and not for a size change it does not watch.
    @Test func handlerFiresOnAStyleChangeWithThePreviousTraits() {
        let root = UIView()
        let child = Watcher()
        root.addSubview(child)
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: Watcher, previous: UITraitCollection) in
            view.calls.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
        }
        root.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.calls.isEmpty)
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(child.calls.count == 1)
        #expect(child.calls.first?.0 == .light)
        #expect(child.calls.first?.1 == .dark)
    }

    /// A Dynamic Type change reaches a handler watching the size category;
    /// after `unregisterForTraitChanges` nothing does.
    @Test func sizeCategoryHandlerAndUnregistering() {
        let root = UIView()
        let view = Watcher()
        root.addSubview(view)
        let registration = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (view: Watcher, previous: UITraitCollection) in view.sizeCalls.append(previous.preferredContentSizeCategory)
        }
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(view.sizeCalls == [.large])
        view.unregisterForTraitChanges(registration)
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(view.sizeCalls == [.large])
    }

    /// Target–action: the method, registered by hand as the opt-in's
    /// rewriter registers an `@objc` method, gets the view and the previous
    /// traits (two arguments), or nothing (none).
    @Test func targetActionCallsTheRegisteredMethod() {
        ObjCRuntime.register(Watcher.self, [
            ObjCMethod("traitsChanged:previous:", arity: 2) { object, arguments in
                (object as! Watcher).traitsChanged(arguments[0] as! UIView, previous: arguments[1] as! UITraitCollection)
            },
            ObjCMethod("styleChanged", arity: 0) { object, _ in (object as! Watcher).styleChanged() },
        ])
        let root = UIView()
        let observed = UIView()
        let target = Watcher()
        root.addSubview(observed)
        root.addSubview(target)
        observed.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target,
                                         action: Selector("traitsChanged:previous:"))
        target.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("styleChanged"))
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(target.targetCalls.count == 1)
        #expect(target.targetCalls.first?.0 === observed)
        #expect(target.targetCalls.first?.1.userInterfaceStyle == .light)
        #expect(target.actionCalls == 1)
    }

    /// `traitOverrides` sets, reports and removes one trait; the subtree
    /// inherits it and `traitCollection[…]` reads it.
    @Test func traitOverridesSetContainAndRemove() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(!root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection[UITraitUserInterfaceStyle.self] == .dark)
        root.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.userInterfaceStyle == .light)  // Trellis's default environment
    }

    /// Overrides below the root reach that view's subtree only.
    @Test func overridesBelowTheRoot() {
        let root = UIView(), middle = UIView(), leaf = Watcher()
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: Watcher, _: UITraitCollection) in
            view.actionCalls += 1
        }
        middle.traitOverrides.horizontalSizeClass = .regular
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(leaf.actionCalls == 1)
    }

    /// A view controller's overrides are its root view's; a handler on the
    /// controller hears of them.
    @Test func viewControllerTraitOverrides() {
        final class Controller: UIViewController {
            var previousStyles: [UIUserInterfaceStyle] = []
        }
        let controller = Controller()
        controller.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
            (controller: Controller, previous: UITraitCollection) in controller.previousStyles.append(previous.userInterfaceStyle)
        }
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.previousStyles == [.light])
    }

    /// An app's own trait compiles and reads its default (Trellis does not store it).
    @Test func customTraitReadsItsDefault() {
        struct Emphasised: UITraitDefinition {
            static let defaultValue = false
        }
        let traits = UITraitCollection { $0[Emphasised.self] = true }
        #expect(traits[Emphasised.self] == false)
        #expect(Emphasised.name == "Emphasised")
        #expect(UITraitCollection().legibilityWeight == .unspecified)
    }
}
