import Testing
import TrellisUIKit

/// `willMove(toWindow:)` and `didMoveToWindow()`: heard by every view of a
/// subtree that enters or leaves a window, each before its subviews, with
/// the window as Apple documents it ("The window property may be nil by
/// the time that this method is called, indicating that the receiver does
/// not currently reside in any window. This occurs when the receiver has
/// just been removed from its superview or when the receiver has just been
/// added to a superview that is not attached to a window", UIView
/// `didMoveToWindow()`). The order around the superview hooks is the one
/// UIKit logs on a removal from a window: willMoveToSuperview:,
/// willMoveToWindow:, didMoveToWindow, didMoveToSuperview (docs/uikit.md,
/// "Views and controls: documented behaviour, pinned").
@MainActor @Suite struct WindowHookTests {
    /// A view that writes each hook it hears, with its name and the window
    /// it sees, into a shared log.
    final class Recorder: UIView {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func willMove(toSuperview newSuperview: UIView?) { log.add("\(name) willMoveToSuperview") }
        override func didMoveToSuperview() { log.add("\(name) didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.add("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window") (now \(window == nil ? "none" : "in"))")
        }
        override func didMoveToWindow() { log.add("\(name) didMoveToWindow \(window == nil ? "nil" : "window")") }
    }

    final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    /// A parent with a child and a grandchild, and a second child.
    private func tree(_ log: Log) -> (Recorder, Recorder, Recorder, Recorder) {
        let parent = Recorder("parent", log: log), child = Recorder("child", log: log)
        let grandchild = Recorder("grandchild", log: log), second = Recorder("second", log: log)
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.addSubview(second)
        log.lines = []
        return (parent, child, grandchild, second)
    }

    @Test func addingToAViewInAWindowTellsTheWholeSubtreeParentsFirst() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = UIView()
        window.addSubview(host)
        let (parent, _, _, _) = tree(log)
        host.addSubview(parent)
        #expect(log.lines == [
            "parent willMoveToSuperview",
            "parent willMoveToWindow window (now none)",
            "child willMoveToWindow window (now none)",
            "grandchild willMoveToWindow window (now none)",
            "second willMoveToWindow window (now none)",
            "parent didMoveToWindow window",
            "child didMoveToWindow window",
            "grandchild didMoveToWindow window",
            "second didMoveToWindow window",
            "parent didMoveToSuperview",
        ])
        #expect(parent.window === window)
    }

    @Test func removingFromAWindowTellsTheWholeSubtreeWithANilWindow() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (parent, child, _, _) = tree(log)
        window.addSubview(parent)
        log.lines = []
        child.removeFromSuperview()
        #expect(log.lines == [
            "child willMoveToSuperview",
            "child willMoveToWindow nil (now in)",
            "grandchild willMoveToWindow nil (now in)",
            "child didMoveToWindow nil",
            "grandchild didMoveToWindow nil",
            "child didMoveToSuperview",
        ])
    }

    /// No window before or after (or the same one): only the superview hooks.
    @Test func movesThatKeepTheWindowSayNothingOfWindows() {
        let log = Log()
        let (parent, child, _, second) = tree(log)
        second.addSubview(child)
        child.removeFromSuperview()
        let window = UIWindow(frame: .zero)
        window.addSubview(parent)
        parent.addSubview(child)
        log.lines = []
        second.addSubview(child)  // from parent to second, both in the window
        #expect(log.lines == ["child willMoveToSuperview", "child didMoveToSuperview"])
        log.lines = []
        parent.addSubview(second)  // already a subview: only reordered
        #expect(log.lines.isEmpty)
    }

    /// A root view controller's view enters the window when it is set, and
    /// leaves it when another replaces it.
    @Test func rootViewControllerMovesItsViewInAndOut() {
        final class Controller: UIViewController {
            let log: Log, name: String
            init(_ name: String, log: Log) {
                self.name = name
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func loadView() { view = Recorder(name, log: log) }
        }
        let log = Log()
        let first = Controller("first", log: log), second = Controller("second", log: log)
        first.loadViewIfNeeded()
        second.loadViewIfNeeded()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = first
        #expect(log.lines == [
            "first willMoveToSuperview", "first willMoveToWindow window (now none)",
            "first didMoveToWindow window", "first didMoveToSuperview",
        ])
        log.lines = []
        window.rootViewController = second
        #expect(log.lines == [
            "first willMoveToSuperview", "first willMoveToWindow nil (now in)",
            "first didMoveToWindow nil", "first didMoveToSuperview",
            "second willMoveToSuperview", "second willMoveToWindow window (now none)",
            "second didMoveToWindow window", "second didMoveToSuperview",
        ])
        log.lines = []
        window.makeKeyAndVisible()  // already in the window: nothing moves
        #expect(log.lines.isEmpty)
    }

    /// A view moved from one window to another hears the new window.
    @Test func movingBetweenWindows() {
        let log = Log()
        let one = UIWindow(frame: .zero), two = UIWindow(frame: .zero)
        let view = Recorder("view", log: log)
        one.addSubview(view)
        log.lines = []
        var heard: [UIWindow?] = []
        final class Watcher: UIView {
            var onWill: ((UIWindow?) -> Void)?
            override func willMove(toWindow newWindow: UIWindow?) { onWill?(newWindow) }
        }
        let watcher = Watcher()
        watcher.onWill = { heard.append($0) }
        view.addSubview(watcher)
        log.lines = []
        heard = []
        two.addSubview(view)
        #expect(log.lines == [
            "view willMoveToSuperview", "view willMoveToWindow window (now in)",
            "view didMoveToWindow window", "view didMoveToSuperview",
        ])
        #expect(heard.count == 1 && heard[0] === two)
        #expect(watcher.window === two)
    }
}
