import Foundation
import Testing
@testable import TrellisUIKit

/// A keyboard notification whose post does not return is reported on
/// standard error instead of the test stopping without a word (newuser37:
/// a `queue: .main` observer in a `@MainActor` Swift Testing test waits
/// forever on Linux). The stall is made here by an observer that sleeps
/// past a shortened patience, so the test itself never hangs.
@MainActor @Suite(.serialized) struct KeyboardPostStallTests {
    final class Reports: @unchecked Sendable {
        let lock = NSLock()
        var messages: [String] = []
        func add(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    @Test func aPostThatTakesLongerThanThePatienceIsReportedNamingTheNotificationAndTheFix() {
        let reports = Reports()
        let (patience, report) = (NotificationStallWatch.patience, NotificationStallWatch.report)
        defer { (NotificationStallWatch.patience, NotificationStallWatch.report) = (patience, report) }
        NotificationStallWatch.patience = 0.1
        NotificationStallWatch.report = { reports.add($0) }
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
            Thread.sleep(forTimeInterval: 1)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).trellis.showKeyboard(height: 300)
        let stalled = reports.all.filter { $0.contains(UIResponder.keyboardWillShowNotification.rawValue) }
        #expect(stalled.count == 1)
        #expect(stalled.first?.contains("queue: nil") == true)
        #expect(stalled.first?.contains("queue: .main") == true)
    }

    @Test func aPostThatReturnsSaysNothing() {
        let reports = Reports()
        let (patience, report) = (NotificationStallWatch.patience, NotificationStallWatch.report)
        defer { (NotificationStallWatch.patience, NotificationStallWatch.report) = (patience, report) }
        NotificationStallWatch.patience = 0.1
        NotificationStallWatch.report = { reports.add($0) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.trellis.showKeyboard(height: 300)
        view.trellis.hideKeyboard()
        // Past every watch's patience, holding the main actor so that no
        // other suite's post is watched meanwhile.
        Thread.sleep(forTimeInterval: 0.4)
        #expect(reports.all.isEmpty)
    }
}
