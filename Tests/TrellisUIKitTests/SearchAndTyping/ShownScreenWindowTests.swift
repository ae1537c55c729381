import Foundation
import Testing
@testable import TrellisUIKit

/// `controller.trellis.show` puts the screen in the device's window, as a
/// device puts its root view controller's view: `view.window` is set, the
/// window hooks run through the tree, `viewIsAppearing(_:)` comes between
/// `viewWillAppear(_:)` and `viewDidAppear(_:)` with the view in its window
/// (Apple's `viewIsAppearing(_:)`: the view "has been added to the view
/// hierarchy" by then; in `viewWillAppear(_:)` it has not), and a field in
/// the screen can become the first responder.
@MainActor @Suite struct ShownScreenWindowTests {
    final class WindowWatcher: UIView {
        var moves: [Bool] = []
        override func didMoveToWindow() { moves.append(window != nil) }
    }

    final class Screen: UIViewController {
        var log: [String] = []
        let watcher = WindowWatcher()
        let field = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(watcher)
            view.addSubview(field)
            field.frame = CGRect(x: 16, y: 100, width: 200, height: 34)
        }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear window:\(view.window != nil)") }
        override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing window:\(view.window != nil)") }
        override func viewDidLayoutSubviews() { if !log.contains("layout") { log.append("layout") } }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear window:\(view.window != nil)") }
    }

    @Test func theShownViewIsInTheDevicesWindow() throws {
        let screen = Screen()
        let view = screen.trellis.show(size: CGSize(width: 390, height: 844))
        let window = try #require(view.window)
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        #expect(screen.watcher.window === window)
        #expect(screen.watcher.moves == [true])
        #expect(screen.next === window)  // a root view controller's next responder is its window
        #expect(view.superview == nil)  // the screen is still the root of what is laid out and drawn
        #expect(screen.log == ["willAppear window:false", "isAppearing window:true", "layout", "didAppear window:true"])
    }

    /// Shown again (a rotation), the same window takes the new size and
    /// no window hook runs again.
    @Test func showingAgainKeepsTheWindow() throws {
        let screen = Screen()
        let view = screen.trellis.show(size: CGSize(width: 390, height: 844))
        let window = try #require(view.window)
        screen.trellis.show(size: CGSize(width: 844, height: 390))
        #expect(view.window === window)
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(screen.watcher.moves == [true])
    }

    @Test func aFieldInTheShownScreenEdits() {
        let screen = Screen()
        let view = screen.trellis.show(size: CGSize(width: 390, height: 844))
        #expect(screen.field.becomeFirstResponder())
        #expect(view.trellis.typeText("hi"))
        #expect(screen.field.text == "hi")
        #expect(view.endEditing(false))
        #expect(!screen.field.isFirstResponder)
    }

    /// A screen a test put in a window of its own stays there.
    @Test func aViewAlreadyInAWindowStaysThere() {
        let screen = Screen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        screen.trellis.show(size: CGSize(width: 390, height: 844))
        #expect(screen.view.window === window)
        #expect(screen.view.superview === window)
        #expect(screen.watcher.moves == [true])
    }
}

/// A view added to a shown screen after `show` enters the device's window,
/// so the appearance proxies reach it as they reach a view entering a
/// window (Apple's UIAppearance: "iOS applies appearance changes when a
/// view enters a window").
@MainActor @Suite struct ShownScreenAppearanceTests {
    @Test func aViewAddedAfterShowIsStyled() {
        UIAppearanceProxies.removeAll()
        defer { UIAppearanceProxies.removeAll() }
        UISwitch.appearance().onTintColor = .systemPurple
        let screen = UIViewController()
        screen.trellis.show(size: CGSize(width: 390, height: 844))
        let later = UISwitch()
        #expect(later.onTintColor != .systemPurple)  // not yet in a window
        screen.view.addSubview(later)
        #expect(later.onTintColor == .systemPurple)
    }
}
