import Foundation
import Testing
@testable import TrellisUIKit

/// The string key path API, as Objective-C-era view controllers write it:
/// `addObserver(self, forKeyPath: "contentSize", …)` and an
/// `observeValue(forKeyPath:of:change:context:)` override reading the
/// change dictionary.
@MainActor @Suite struct KeyValueObservingByNameTests {
    final class Watcher: UIViewController {
        var changes: [[NSKeyValueChangeKey: Any]] = []
        var contexts: [UnsafeMutableRawPointer?] = []
        var objects: [ObjectIdentifier] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            guard keyPath == "contentSize" || keyPath == "hidden", let change else {
                return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
            changes.append(change)
            contexts.append(context)
            if let object = object as? AnyObject { objects.append(ObjectIdentifier(object)) }
        }
    }

    @Test func theChangeDictionaryCarriesKindOldAndNew() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { context.deallocate() }
        scrollView.addObserver(watcher, forKeyPath: "contentSize", options: [.new, .old], context: context)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        #expect(watcher.changes.count == 1)
        let change = watcher.changes.first ?? [:]
        #expect((change[.kindKey] as? NSNumber)?.uintValue == NSKeyValueChange.setting.rawValue)
        #expect(change[.newKey] as? CGSize == CGSize(width: 100, height: 500))
        #expect(change[.oldKey] as? CGSize == CGSize.zero)
        #expect(change[.notificationIsPriorKey] == nil)
        #expect(watcher.contexts == [context])
        #expect(watcher.objects == [ObjectIdentifier(scrollView)])
        scrollView.removeObserver(watcher, forKeyPath: "contentSize", context: context)
        scrollView.contentSize = CGSize(width: 100, height: 600)
        #expect(watcher.changes.count == 1)
    }

    /// Objective-C names: `hidden` for `isHidden`. `.initial` calls at once
    /// with the new value only; `.prior` adds the prior key, no new value.
    @Test func initialAndPriorByName() {
        let view = UIView()
        let watcher = Watcher()
        view.addObserver(watcher, forKeyPath: "hidden", options: [.initial, .prior, .new], context: nil)
        #expect(watcher.changes.count == 1)
        #expect(watcher.changes.first?[.newKey] as? Bool == false)
        #expect(watcher.changes.first?[.oldKey] == nil)
        view.isHidden = true
        #expect(watcher.changes.count == 3)
        #expect((watcher.changes[1][.notificationIsPriorKey] as? NSNumber)?.boolValue == true)
        #expect(watcher.changes[1][.newKey] == nil)
        #expect(watcher.changes[2][.newKey] as? Bool == true)
        #expect(watcher.changes[2][.notificationIsPriorKey] == nil)
        view.removeObserver(watcher, forKeyPath: "hidden")
        view.isHidden = false
        #expect(watcher.changes.count == 3)
    }

    /// The observed object does not keep its observer (Apple: "Neither the
    /// object receiving this message, nor observer, are retained").
    @Test func theObserverIsNotRetained() {
        let view = UIView()
        var watcher: Watcher? = Watcher()
        weak let released = watcher
        view.addObserver(watcher!, forKeyPath: "hidden", options: [.new], context: nil)
        watcher = nil
        #expect(released == nil)
        view.isHidden = true
    }
}
