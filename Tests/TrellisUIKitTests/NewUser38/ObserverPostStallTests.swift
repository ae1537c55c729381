import Foundation
import Testing
@testable import TrellisUIKit

/// Every notification TrellisUIKit posts to the app's observers, not only
/// the keyboard's (KeyboardPostStallTests), is reported when its post does
/// not return: a `queue: .main` observer of a text field's change or the
/// device's orientation waits forever in a `@MainActor` Swift Testing test
/// on Linux, as a keyboard observer did for newuser37. The stall is made by
/// an observer that sleeps past a shortened patience, so no test hangs.
@MainActor @Suite(.serialized) struct ObserverPostStallTests {
    typealias Reports = KeyboardPostStallTests.Reports

    /// Runs `post` with a slow observer of `name` and returns the reports naming it.
    func stallReports(for name: Notification.Name, _ post: () -> Void) -> [String] {
        let reports = Reports()
        let (patience, report) = (NotificationStallWatch.patience, NotificationStallWatch.report)
        defer { (NotificationStallWatch.patience, NotificationStallWatch.report) = (patience, report) }
        NotificationStallWatch.patience = 0.1
        NotificationStallWatch.report = { reports.add($0) }
        let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            Thread.sleep(forTimeInterval: 0.6)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        post()
        return reports.all.filter { $0.contains(name.rawValue) }
    }

    @Test func aTextFieldsSlowChangeObserverIsReported() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let stalled = stallReports(for: UITextField.textDidChangeNotification) { _ = field.trellis.typeText("a") }
        #expect(stalled.count == 1)
        #expect(stalled.first?.contains("queue: nil") == true)
        #expect(field.text == "a")
    }

    @Test func aTextViewsSlowEndEditingObserverIsReported() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        let stalled = stallReports(for: UITextView.textDidEndEditingNotification) { _ = textView.resignFirstResponder() }
        #expect(stalled.count == 1)
    }

    @Test func aSlowOrientationObserverIsReportedAndTheOrientationIsAlreadyNew() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 390, height: 844))
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        defer { UIDevice.current.endGeneratingDeviceOrientationNotifications() }
        var seen: UIDeviceOrientation?
        let reader = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { seen = UIDevice.current.orientation }
        }
        defer { NotificationCenter.default.removeObserver(reader) }
        let stalled = stallReports(for: UIDevice.orientationDidChangeNotification) {
            controller.trellis.show(size: CGSize(width: 844, height: 390))
        }
        #expect(stalled.count == 1)
        #expect(seen == .landscapeLeft)
    }

    @Test func aMenuControllersSlowObserverIsReported() {
        let menu = UIMenuController.shared
        defer { menu.hideMenu() }
        let stalled = stallReports(for: UIMenuController.didShowMenuNotification) {
            menu.showMenu(from: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), rect: .zero)
        }
        #expect(stalled.count == 1)
        #expect(menu.isMenuVisible)
    }
}
