import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Vetoes "Processing" through the optional requirement that returns a value.
private final class VetoingFilterSpy: OrderStatusFilterViewDelegate {
    var selected: [Int] = []
    var asked: [Int] = []
    func orderStatusFilterView(_ filterView: OrderStatusFilterView, didSelect status: Int) { selected.append(status) }
    func orderStatusFilterView(_ filterView: OrderStatusFilterView, shouldSelect status: Int) -> Bool {
        asked.append(status)
        return status != OrderStatusFilterView.Status.processing.rawValue
    }
}

/// Without it, every segment may be selected.
private final class PlainFilterSpy: OrderStatusFilterViewDelegate {
    var selected: [(OrderStatusFilterView, Int)] = []
    func orderStatusFilterView(_ filterView: OrderStatusFilterView, didSelect status: Int) { selected.append((filterView, status)) }
}

extension Corpus {
    @MainActor @Suite struct OrderStatusFilterViewTests {
        func makeFilter() -> OrderStatusFilterView {
            let filter = OrderStatusFilterView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            filter.setOrderCount(42)
            return filter
        }

        @Test func segmentedControlUsesTheCustomObjCName() {
            let filter = makeFilter()
            #expect(filter.segmentedControl.actions(forTarget: filter, forControlEvent: .valueChanged) == ["filterSegmentDidChange:"])
            #expect(filter.responds(to: Selector("filterSegmentDidChange:")))
            #expect(!filter.responds(to: Selector("segmentedControlValueChanged:")))
        }

        @Test func valueChangedSelectsAStatus() {
            let filter = makeFilter()
            let spy = PlainFilterSpy()
            filter.delegate = spy
            filter.segmentedControl.selectedSegmentIndex = 2
            filter.segmentedControl.sendActions(for: .valueChanged)
            #expect(filter.selectedStatus == .completed)
            #expect(spy.selected.count == 1)
            #expect(spy.selected.first?.0 === filter)
            #expect(spy.selected.first?.1 == 2)
        }

        @Test func delegateCanVetoThroughTheOptionalRequirement() {
            let filter = makeFilter()
            let spy = VetoingFilterSpy()
            filter.delegate = spy
            filter.segmentedControl.selectedSegmentIndex = 1
            filter.segmentedControl.sendActions(for: .valueChanged)
            #expect(spy.asked == [1])
            #expect(spy.selected.isEmpty)
            #expect(filter.segmentedControl.selectedSegmentIndex == 0)  // put back
            #expect(filter.selectedStatus == .all)

            filter.segmentedControl.selectedSegmentIndex = 2
            filter.segmentedControl.sendActions(for: .valueChanged)
            #expect(spy.asked == [1, 2])
            #expect(spy.selected == [2])
        }

        @Test func snapshot() {
            let filter = makeFilter()
            filter.segmentedControl.selectedSegmentIndex = 2
            filter.segmentedControl.sendActions(for: .valueChanged)
            assertSnapshot(of: filter, as: .image, named: "completed")
        }
    }
}
