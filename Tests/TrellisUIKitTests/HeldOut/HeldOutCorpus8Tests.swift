import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the eighth held-out corpus (docs/uikit.md, "Held-out corpus 8":
/// whole screens, lists and navigation) found missing, in the behaviour
/// Apple documents: outline subtrees of a section snapshot (Zotero's
/// collection pickers), screen coordinates for accessibility (Mullvad's
/// switch row), a slider's custom images (VLC's equalizer) and
/// `UserDefaults`' key-value setter (VLC's equalizer); and, seen in the
/// pictures, inset grouped rows with their own fill drawn square.
@MainActor @Suite struct HeldOutCorpus8Tests {
    // MARK: Section snapshots' subtrees

    /// Library ▸ (A ▸ (A1, A2), B): the outline Zotero's picker builds.
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Library"])
        s.append(["A", "B"], to: "Library")
        s.append(["A1", "A2"], to: "A")
        s.expand(["Library", "A"])
        return s
    }

    /// Apple: `snapshot(of:includingParent:)` is "a section snapshot
    /// containing the specified parent item and its child items"; without
    /// the parent, the children are the new snapshot's root items.
    @Test func aParentsSubtreeWithoutTheParentHasItsChildrenAsRoots() {
        let sub = outline().snapshot(of: "A", includingParent: false)
        #expect(sub.items == ["A1", "A2"])
        #expect(sub.rootItems == ["A1", "A2"])
        #expect(sub.parent(of: "A1") == nil)
        #expect(outline().snapshot(of: "B").items.isEmpty)  // Zotero's "has children" test: B has none
        #expect(outline().snapshot(of: "Nowhere").items.isEmpty)
    }

    @Test func aParentsSubtreeWithTheParentKeepsDepthAndExpansion() {
        let sub = outline().snapshot(of: "Library", includingParent: true)
        #expect(sub.items == ["Library", "A", "A1", "A2", "B"])
        #expect(sub.rootItems == ["Library"])
        #expect(sub.level(of: "A1") == 2)
        #expect(sub.isExpanded("A"))
        #expect(!sub.isExpanded("B"))
        #expect(sub.visibleItems == ["Library", "A", "A1", "A2", "B"])
    }

    @Test func graftingAndInsertingKeepOutlineOrder() {
        var s = outline()
        var extra = NSDiffableDataSourceSectionSnapshot<String>()
        extra.append(["C"])
        extra.append(["C1"], to: "C")
        s.append(extra, to: "Library")
        #expect(s.items == ["Library", "A", "A1", "A2", "B", "C", "C1"])
        #expect(s.parent(of: "C") == "Library")
        #expect(s.parent(of: "C1") == "C")
        s.insert(["A0"], before: "A1")
        s.insert(["Z"], after: "A")  // after A's descendants, as A's sibling
        #expect(s.items == ["Library", "A", "A0", "A1", "A2", "Z", "B", "C", "C1"])
        #expect(s.parent(of: "A0") == "A")
        #expect(s.parent(of: "Z") == "Library")
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["X"])
        s.replace(childrenOf: "A", using: replacement)
        #expect(s.snapshot(of: "A").items == ["X"])
        #expect(!s.contains("A1"))
    }

    /// Applied to a list section, a collapsed child's subtree is hidden and
    /// the cells made are the visible items (the picker's library rows).
    @Test func aCollapsedLibraryShowsOnlyItsRowInAList() throws {
        let list = UICollectionLayoutListConfiguration(appearance: .plain)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var sections = NSDiffableDataSourceSnapshot<Int, String>()
        sections.appendSections([0])
        source.apply(sections, animatingDifferences: false)
        var s = outline()
        s.collapse(["Library"])
        source.apply(s.snapshot(of: "Library", includingParent: true), to: 0, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 1)
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "Library")
    }

    // MARK: Accessibility in screen coordinates

    /// Apple: `accessibilityFrame` is "in screen coordinates";
    /// `convertToScreenCoordinates(_:in:)` converts a rect in a view's
    /// coordinate system to them. A view 30 in and 100 down inside a window
    /// at the screen's origin: its bounds land at (30, 100).
    @Test func boundsConvertToScreenCoordinatesThroughTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let container = UIView(frame: CGRect(x: 10, y: 60, width: 300, height: 200))
        let row = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 44))
        window.addSubview(container)
        container.addSubview(row)
        let rect = UIAccessibility.convertToScreenCoordinates(row.bounds, in: row)
        #expect(rect == CGRect(x: 30, y: 100, width: 200, height: 44))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), in: row)
        #expect(path.bounds == CGRect(x: 30, y: 100, width: 10, height: 10))
    }

    /// `accessibilityPath` is nil until set (UIKit then uses the frame), and
    /// a subclass can override it, as Mullvad's switch row does.
    @Test func accessibilityPathIsStoredAndOverridable() {
        final class Row: UIView {
            override var accessibilityPath: UIBezierPath? {
                get { UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4) }
                set { super.accessibilityPath = newValue }
            }
        }
        let plain = UIView()
        #expect(plain.accessibilityPath == nil)
        plain.accessibilityPath = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.accessibilityPath?.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let view: UIView = Row()
        #expect(view.accessibilityPath?.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    // MARK: Slider images

    /// Apple: a state without its own image uses the normal state's; the
    /// `current…` images are those for the slider's state now.
    @Test func aSliderKeepsItsImagesPerStateAndFallsBackToNormal() {
        let slider = UISlider()
        #expect(slider.thumbImage(for: .normal) == nil)
        #expect(slider.currentThumbImage == nil)
        let knob = UIImage(systemName: "circle.fill")!, pressed = UIImage(systemName: "circle")!
        slider.setThumbImage(knob, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.thumbImage(for: .normal) === knob)
        #expect(slider.thumbImage(for: .disabled) == nil)
        #expect(slider.currentThumbImage === knob)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === pressed)
        slider.isHighlighted = false
        slider.isEnabled = false
        #expect(slider.currentThumbImage === knob)  // no disabled image: the normal one
        slider.setMinimumTrackImage(knob, for: .normal)
        #expect(slider.currentMinimumTrackImage === knob)
        #expect(slider.currentMaximumTrackImage == nil)
    }

    // MARK: Inset grouped rows with fills of their own

    final class RedRows: NSObject, UITableViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if indexPath.section == 0 {
                cell.backgroundColor = .red
            } else {
                var background = UIBackgroundConfiguration.listGroupedCell()
                background.backgroundColor = .red
                cell.backgroundConfiguration = background
            }
            return cell
        }
    }

    /// Apple's `insetGrouped`: "the grouped sections are inset with rounded
    /// corners". Rows filled red (a colour, or a background configuration's
    /// colour, as Mullvad's switch rows are) keep the section's rounding:
    /// the first row's top corners and the last row's bottom corners show
    /// the table's background, the corners between rows stay square.
    @Test func filledRowsOfInsetGroupedSectionsKeepTheRoundedEnds() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        let source = RedRows([3, 1])
        table.dataSource = source
        table.layoutIfNeeded()
        let at = try onePointPixels(table, width: 320, height: 400)
        let red: UInt32 = 0xFF0000
        for path in [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)] {
            let frame = try #require(table.cellForRow(at: path)).frame
            let (left, top, right, bottom) = (Int(frame.minX), Int(frame.minY), Int(frame.maxX) - 1, Int(frame.maxY) - 1)
            let outside = at(2, Int(frame.midY))  // the table's background, left of the section
            #expect(at(Int(frame.midX), Int(frame.midY)) == red)
            if path.row == 0 {
                #expect(at(left + 1, top + 1) == outside, "\(path) top left")
                #expect(at(right - 1, top + 1) == outside, "\(path) top right")
            }
            if path.row == table.numberOfRows(inSection: path.section) - 1 {
                #expect(at(left + 1, bottom - 1) == outside, "\(path) bottom left")
                #expect(at(right - 1, bottom - 1) == outside, "\(path) bottom right")
            } else {
                #expect(at(left + 1, bottom - 1) == red, "\(path) square between rows")
            }
        }
        let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).frame
        #expect(at(Int(middle.minX) + 1, Int(middle.minY) + 1) == red)
    }

    /// The same for an inset grouped list in a collection view: items
    /// filled through a background configuration keep the section's ends.
    @Test func filledItemsOfInsetGroupedListsKeepTheRoundedEnds() throws {
        let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .red
            cell.backgroundConfiguration = background
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two", "Three"])
        source.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        let at = try onePointPixels(collection, width: 320, height: 300)
        let red: UInt32 = 0xFF0000
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        let middle = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        let last = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0))).frame
        let outside = at(2, Int(middle.midY))
        #expect(at(Int(first.midX), Int(first.midY)) == red)
        #expect(at(Int(first.minX) + 1, Int(first.minY) + 1) == outside)
        #expect(at(Int(first.maxX) - 2, Int(first.minY) + 1) == outside)
        #expect(at(Int(first.minX) + 1, Int(first.maxY) - 2) == red)
        #expect(at(Int(middle.minX) + 1, Int(middle.minY) + 1) == red)
        #expect(at(Int(last.minX) + 1, Int(last.maxY) - 2) == outside)
        #expect(at(Int(last.maxX) - 2, Int(last.maxY) - 2) == outside)
    }

    /// A plain table's rows and a cell the app rounded itself are left alone.
    @Test func plainTablesAndTheAppsOwnRadiusAreLeftAlone() throws {
        let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = RedRows([2])
        plain.dataSource = source
        plain.layoutIfNeeded()
        let at = try onePointPixels(plain, width: 320, height: 200)
        let first = try #require(plain.cellForRow(at: IndexPath(row: 0, section: 0))).frame
        #expect(at(Int(first.minX), Int(first.minY)) == 0xFF0000)
        #expect(plain.cellForRow(at: IndexPath(row: 0, section: 0))?.layer.cornerRadius == 0)
    }

    // MARK: UserDefaults' key-value setter

    @Test func userDefaultsSetValueStoresAndRemovesTheDefault() throws {
        let defaults = try #require(UserDefaults(suiteName: "trellis.heldout8.\(UUID().uuidString)"))
        defaults.setValue(true, forKey: "customProfileEnabled")
        #expect(defaults.bool(forKey: "customProfileEnabled"))
        defaults.setValue(nil, forKey: "customProfileEnabled")
        #expect(defaults.object(forKey: "customProfileEnabled") == nil)
    }
}
