import CorpusViewsSwift5
import Testing
import TrellisUIKit

extension Corpus {
    /// A screen made through a `UIViewController.Type` value (Apple's
    /// outline menu idiom, `viewController.init()`) builds unchanged through
    /// the opt-in and is made by its own class's initialiser; `#keyPath` and
    /// `NSStringFromClass` inside a string interpolation give their strings.
    @MainActor @Suite struct OutlineMenuViewControllerTests {
        func shown() -> (UINavigationController, OutlineMenuViewController) {
            let menu = OutlineMenuViewController()
            let navigation = UINavigationController(rootViewController: menu)
            return (navigation, menu)
        }

        @Test func theChosenScreenIsMadeByItsOwnInitialiser() throws {
            let (navigation, menu) = shown()
            menu.open(menu.entries[1])
            let swatches = try #require(navigation.topViewController as? SwatchesViewController)
            // Its own init() ran: it set the title.
            #expect(swatches.title == "Swatches")
            menu.open(menu.entries[2])
            let gradients = try #require(navigation.topViewController as? GradientsViewController)
            #expect(gradients.title == nil)
            #expect(navigation.viewControllers.count == 3)
        }

        @Test func aHeadingOpensNothing() {
            let (navigation, menu) = shown()
            menu.open(menu.entries[0])
            #expect(navigation.viewControllers.count == 1)
            #expect(menu.log.isEmpty)
        }

        /// Foundation's name for a top-level class, and the key path's property name.
        @Test func interpolatedClassNameAndKeyPath() {
            let (_, menu) = shown()
            menu.open(menu.entries[1])
            #expect(menu.log == ["opened CorpusViewsSwift5.SwatchesViewController watching title"])
        }
    }
}
