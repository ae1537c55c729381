import Testing
import TrellisUIKit

/// `overrideUserInterfaceStyle` is open on UIView and UIViewController in
/// UIKit, so an app's subclass may override it: to observe it (`didSet`)
/// or to answer a fixed style (`get { .dark }`). Both compile here and are
/// honoured. Public API only: what an app's file sees.
@MainActor @Suite struct OverrideUserInterfaceStyleTests {
    /// A view whose getter always answers dark, never set: it and its
    /// subviews take dark traits, its superview keeps its own.
    @Test func aSubclassAnsweringDarkIsDrawnDark() {
        final class AlwaysDarkView: UIView {
            override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
                get { .dark }
                set {}
            }
        }
        let root = UIView()
        let card = AlwaysDarkView()
        let inner = UIView()
        root.addSubview(card)
        card.addSubview(inner)
        #expect(root.traitCollection.userInterfaceStyle != .dark)
        #expect(card.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
    }

    /// A view observing the property hears each set, and super's setter
    /// still forces the subtree's style.
    @Test func aSubclassObservingTheStyleHearsItAndSuperStillApplies() {
        final class ObservingView: UIView {
            var heard: [UIUserInterfaceStyle] = []
            override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
                didSet { heard.append(overrideUserInterfaceStyle) }
            }
        }
        let card = ObservingView()
        let inner = UIView()
        card.addSubview(inner)
        card.overrideUserInterfaceStyle = .dark
        card.overrideUserInterfaceStyle = .light
        #expect(card.heard == [.dark, .light])
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(card.traitOverrides.userInterfaceStyle == .light)
    }

    /// A controller whose getter answers dark: its view, loaded later,
    /// takes dark traits.
    @Test func aControllerSubclassAnsweringDarkGivesItsViewDark() {
        final class AlwaysDarkController: UIViewController {
            override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
                get { .dark }
                set {}
            }
        }
        let controller = AlwaysDarkController()
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }
}
