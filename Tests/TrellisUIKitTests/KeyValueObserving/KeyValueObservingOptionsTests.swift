import Foundation
import Testing
@testable import TrellisUIKit

/// `observe(_:options:changeHandler:)` delivers what Apple's
/// `NSKeyValueObservingOptions` pages say each option asks for:
/// `.new`/`.old` fill `newValue`/`oldValue` (nil otherwise); `.initial`
/// calls once before `observe` returns, with the value as new and never an
/// old one; `.prior` calls before the change too, with `isPrior` true and
/// never a new value, and the notification after is as without `.prior`.
@MainActor @Suite struct KeyValueObservingOptionsTests {
    @Test func newAndOldCarryTheValuesAroundTheSet() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var changes: [NSKeyValueObservedChange<CGPoint>] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { _, change in
            changes.append(change)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(changes.count == 1)
        #expect(changes.first?.kind == .setting)
        #expect(changes.first?.oldValue == CGPoint.zero)
        #expect(changes.first?.newValue == CGPoint(x: 0, y: 30))
        #expect(changes.first?.isPrior == false)
        #expect(changes.first?.indexes == nil)
        observation.invalidate()
    }

    @Test func noOptionsCallWithNeitherValue() {
        let view = UIView()
        var calls = 0
        var values: [CGFloat?] = []
        let id = ObjectIdentifier(view)
        let observation = view.observe(\.alpha) { observed, change in
            calls += 1
            values += [change.newValue, change.oldValue]
            #expect(ObjectIdentifier(observed) == id)
        }
        view.alpha = 0.5
        #expect(calls == 1)
        #expect(values == [nil, nil])
        withExtendedLifetime(observation) {}
    }

    @Test func initialCallsBeforeObserveReturnsWithNoOldValue() {
        let label = UILabel()
        label.text = "Inbox"
        var changes: [NSKeyValueObservedChange<String?>] = []
        let observation = label.observe(\.text, options: [.initial, .new, .old]) { _, change in changes.append(change) }
        #expect(changes.count == 1)
        #expect(changes.first?.newValue == .some("Inbox"))
        #expect(changes.first?.oldValue == nil)
        label.text = "Sent"
        #expect(changes.count == 2)
        #expect(changes.last?.oldValue == .some("Inbox"))
        #expect(changes.last?.newValue == .some("Sent"))
        withExtendedLifetime(observation) {}
    }

    /// The prior call comes while the view still has the old value.
    @Test func priorCallsBeforeTheChangeWithoutTheNewValue() {
        let view = UIView()
        var seen: [(isPrior: Bool, old: Bool?, new: Bool?, hiddenThen: Bool)] = []
        let observation = view.observe(\.isHidden, options: [.prior, .old, .new]) { view, change in
            seen.append((change.isPrior, change.oldValue, change.newValue, view.isHidden))
        }
        view.isHidden = true
        #expect(seen.count == 2)
        #expect(seen.first.map { [$0.isPrior, $0.old == false, $0.new == nil, $0.hiddenThen == false] } == [true, true, true, true])
        #expect(seen.last.map { [$0.isPrior, $0.old == false, $0.new == true, $0.hiddenThen == true] } == [false, true, true, true])
        withExtendedLifetime(observation) {}
    }

    /// Automatic notification tells every set through the accessor, the
    /// same value too: Apple's Key-Value Observing Programming Guide
    /// ("Automatic Versus Manual Support") has a class test the value
    /// itself, with manual notification, to send fewer notifications.
    @Test func aSetOfTheSameValueIsToldToo() {
        let control = UIControl()
        var changes: [NSKeyValueObservedChange<Bool>] = []
        let observation = control.observe(\.isEnabled, options: [.old, .new]) { _, change in changes.append(change) }
        control.isEnabled = true
        #expect(changes.count == 1)
        #expect(changes.first?.oldValue == true)
        #expect(changes.first?.newValue == true)
        withExtendedLifetime(observation) {}
    }

    @Test func invalidateStopsTheCalls() {
        let view = UIView()
        var calls = 0
        let observation = view.observe(\.isHidden) { _, _ in calls += 1 }
        view.isHidden = true
        observation.invalidate()
        view.isHidden = false
        observation.invalidate()
        #expect(calls == 1)
    }

    @Test func releasingTheObservationStopsTheCalls() {
        let view = UIView()
        var calls = 0
        var observation: NSKeyValueObservation? = view.observe(\.isHidden) { _, _ in calls += 1 }
        view.isHidden = true
        #expect(observation != nil)
        observation = nil
        view.isHidden = false
        #expect(calls == 1)
    }

    /// An observation outliving its object is no error.
    @Test func anObservationMayOutliveItsObject() {
        var view: UIView? = UIView()
        let observation = view?.observe(\.alpha) { _, _ in }
        weak let released = view
        view = nil
        #expect(released == nil)
        observation?.invalidate()
    }
}
