import Foundation
import Testing
@testable import TrellisUIKit

/// Which properties notify, and when: a set of one of them always; a
/// view's frame, bounds and centre, which move together, when their value
/// changed (a set of one, or layout); a scroll view's content size when a
/// table's reload or constraints size the content. Geometry is worked by
/// hand from the frames set.
@MainActor @Suite struct KeyValueObservingPropertiesTests {
    /// Setting the bounds' size keeps the centre (UIKit's documented rule),
    /// so a 100-point square at the origin made 50 wide and high has the
    /// frame (25, 25, 50, 50): its frame observer hears of it, its centre
    /// observer does not (the centre stays at (50, 50)).
    @Test func aBoundsSetTellsTheFrameItMovedButNotTheUnmovedCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var frames: [CGRect?] = [], centers = 0, bounds: [CGRect?] = []
        let observations = [
            view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue) },
            view.observe(\.center) { _, _ in centers += 1 },
            view.observe(\.bounds, options: [.new]) { _, change in bounds.append(change.newValue) },
        ]
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(bounds == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        #expect(frames == [CGRect(x: 25, y: 25, width: 50, height: 50)])
        #expect(centers == 0)
        // A new centre moves the frame, not the bounds.
        view.center = CGPoint(x: 60, y: 50)
        #expect(frames.last == CGRect(x: 35, y: 25, width: 50, height: 50))
        #expect(centers == 1)
        #expect(bounds.count == 1)
        withExtendedLifetime(observations) {}
    }

    /// A scroll view's bounds origin is its content offset, so scrolling
    /// tells bounds observers (code that watches `\.bounds` to follow a
    /// scroll, as real code does).
    @Test func scrollingTellsTheBounds() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        var bounds: [CGRect?] = []
        let observation = scrollView.observe(\.bounds, options: [.new]) { _, change in bounds.append(change.newValue) }
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(bounds == [CGRect(x: 0, y: 120, width: 100, height: 200)])
        withExtendedLifetime(observation) {}
    }

    /// Layout moves a constrained view without a setter: its frame
    /// observer hears each new solved frame once (10, 20 from the
    /// superview's corner, 50 × 60, then 80 wide).
    @Test func layoutTellsTheFramesItSolves() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            width, box.heightAnchor.constraint(equalToConstant: 60),
        ])
        var frames: [CGRect?] = []
        let observation = box.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue) }
        root.layoutIfNeeded()
        #expect(frames == [CGRect(x: 10, y: 20, width: 50, height: 60)])
        width.constant = 80
        root.layoutIfNeeded()
        #expect(frames == [CGRect(x: 10, y: 20, width: 50, height: 60), CGRect(x: 10, y: 20, width: 80, height: 60)])
        root.layoutIfNeeded()
        #expect(frames.count == 2)
        withExtendedLifetime(observation) {}
    }

    /// The common real-code shape: a table's height follows its content
    /// (`tableView.observe(\.contentSize, options: .new)` setting a height
    /// constraint) as the rows reload. 44-point rows: 10 are 440 high, 3
    /// are 132.
    @Test func aTableReloadTellsItsContentSize() {
        final class Rows: NSObject, UITableViewDataSource {
            var count = 10
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let rows = Rows()
        table.dataSource = rows
        var heights: [CGFloat] = []
        let observation = table.observe(\.contentSize, options: [.new]) { _, change in
            if let size = change.newValue { heights.append(size.height) }
        }
        table.reloadData()
        table.layoutIfNeeded()
        #expect(heights.last == 440)
        rows.count = 3
        table.reloadData()
        table.layoutIfNeeded()
        #expect(heights.last == 132)
        #expect(table.contentSize == CGSize(width: 320, height: 132))
        withExtendedLifetime((observation, rows)) {}
    }

    /// A scroll view sized by constraints on its content guide has no
    /// setter call: layout tells the new content size (a 300-point-high
    /// box in it).
    @Test func constraintsSizingTheContentTellItsSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 300),
        ])
        var sizes: [CGSize?] = []
        let observation = scrollView.observe(\.contentSize, options: [.new]) { _, change in sizes.append(change.newValue) }
        scrollView.layoutIfNeeded()
        #expect(sizes.last == CGSize(width: 100, height: 300))
        withExtendedLifetime(observation) {}
    }

    /// Custom buttons override `isHighlighted` to restyle themselves; the
    /// observation still finds the property and hears the set.
    @Test func anOverriddenPropertyIsObservedToo() {
        final class PressButton: UIButton {
            var didSets = 0
            override var isHighlighted: Bool { didSet { didSets += 1 } }
        }
        let button = PressButton()
        var values: [Bool?] = []
        let observation = button.observe(\.isHighlighted, options: [.new]) { _, change in values.append(change.newValue) }
        button.isHighlighted = true
        #expect(values == [true])
        #expect(button.didSets == 1)
        withExtendedLifetime(observation) {}
    }

    @Test func textTitleAndPreferredSizeAreTold() {
        let field = UITextField(), textView = UITextView(), controller = UIViewController()
        var told: [String] = []
        let observations = [
            field.observe(\.text, options: [.new]) { _, change in told.append("field \(change.newValue.flatMap { $0 } ?? "nil")") },
            textView.observe(\.text) { _, _ in told.append("text view") },
            controller.observe(\.title) { _, _ in told.append("title") },
            controller.observe(\.preferredContentSize, options: [.new]) { _, change in
                told.append("size \(change.newValue?.height ?? -1)")
            },
        ]
        field.text = "a"
        textView.text = "b"
        controller.title = "Settings"
        controller.preferredContentSize = CGSize(width: 320, height: 240)
        #expect(told == ["field a", "text view", "title", "size 240.0"])
        withExtendedLifetime(observations) {}
    }

    /// A key path TrellisUIKit does not notify for (a property it does not
    /// hook, or a part of one) is accepted and never calls.
    @Test func anUnobservedKeyPathNeverCalls() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls = 0
        let observations = [
            view.observe(\.tag) { _, _ in calls += 1 },
            view.observe(\.frame.size) { _, _ in calls += 1 },
        ]
        view.tag = 3
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(calls == 0)
        withExtendedLifetime(observations) {}
    }

    /// Nobody observing costs nothing but a nil check: a view never
    /// observed has no observers and asks layout for no frame reports.
    @Test func anUnobservedViewKeepsNoObservers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.alpha = 0.5
        #expect(view.keyValueObservers == nil)
        #expect(view.node.reportsSolvedFrames == false)
        let observation = view.observe(\.alpha) { _, _ in }
        #expect(view.keyValueObservers != nil)
        #expect(view.node.reportsSolvedFrames == false)
        withExtendedLifetime(observation) {}
    }
}
