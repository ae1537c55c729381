import Testing
import TrellisTesting
import TrellisUIKit

/// A list outline: levels from the section snapshot, indentation by hand
/// arithmetic, expansion and collapse by a synthetic tap on the outline
/// disclosure, and the section snapshot handlers' order.
///
/// The outline: Fruit (expanded) ▸ apple (expanded) ▸ cox; Fruit ▸ pear;
/// Vegetables (collapsed) ▸ leek. A plain list 300 points wide: the side
/// margin is 16 (narrower than 393), rows are 44 tall.
@MainActor @Suite struct OutlineExpansionTests {
    static let parents: Set<String> = ["Fruit", "apple", "Vegetables"]

    final class Taps: NSObject, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @MainActor struct List {
        let view: UICollectionView
        let source: UICollectionViewDiffableDataSource<Int, String>
        let taps = Taps()

        func cell(_ item: String) -> UICollectionViewListCell? {
            source.indexPath(for: item).flatMap { view.cellForItem(at: $0) } as? UICollectionViewListCell
        }
        var visible: [String] { source.snapshot().itemIdentifiers(inSection: 0) }

        /// The middle of `item`'s outline disclosure, in the collection view.
        func disclosureCentre(_ item: String) -> CGPoint? {
            guard let cell = cell(item), let control = find("outlineDisclosure", in: cell) else { return nil }
            return control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: view)
        }

        func find(_ identifier: String, in view: UIView) -> UIView? {
            for subview in view.subviews {
                if subview.accessibilityIdentifier == identifier { return subview }
                if let found = find(identifier, in: subview) { return found }
            }
            return nil
        }
    }

    static func list(style: UICellAccessory.OutlineDisclosureOptions.Style = .cell,
                     leading: Bool = false, indentsAccessories: Bool = true) -> List {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.indentsAccessories = indentsAccessories
            var accessories: [UICellAccessory] = []
            if leading {
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                box.accessibilityIdentifier = "box"
                box.widthAnchor.constraint(equalToConstant: 20).isActive = true
                box.heightAnchor.constraint(equalToConstant: 20).isActive = true
                accessories.append(.customView(configuration: .init(customView: box, placement: .leading())))
            }
            if parents.contains(item) {
                accessories.append(.outlineDisclosure(options: .init(style: style)))
            }
            cell.accessories = accessories
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["apple", "pear"], to: "Fruit")
        outline.append(["cox"], to: "apple")
        outline.append(["leek"], to: "Vegetables")
        outline.expand(["Fruit", "apple"])
        source.apply(outline, to: 0, animatingDifferences: false)
        let list = List(view: view, source: source)
        view.delegate = list.taps
        view.layoutIfNeeded()
        return list
    }

    @Test func theListGivesEachCellItsLevelAndIndentsItsContent() throws {
        let list = Self.list()
        #expect(list.visible == ["Fruit", "apple", "cox", "pear", "Vegetables"])
        for (item, level) in [("Fruit", 0), ("apple", 1), ("cox", 2), ("pear", 1), ("Vegetables", 0)] {
            let cell = try #require(list.cell(item))
            #expect(cell.indentationLevel == level, "\(item)")
            // The content view starts 10 × level in; its text 16 further.
            #expect(abs(cell.contentView.frame.minX - 10 * CGFloat(level)) < 1e-9, "\(item)")
            let label = try #require(UITableViewCellTextFinder.label(item, in: cell))
            #expect(abs(label.convert(CGPoint.zero, to: cell).x - (10 * CGFloat(level) + 16)) < 1e-9, "\(item)")
        }
        // The outline disclosure stays at the trailing margin whatever the
        // level: its 11.5-point column ends at 300 − 16 = 284.
        for item in ["Fruit", "apple"] {
            let cell = try #require(list.cell(item))
            let control = try #require(list.find("outlineDisclosure", in: cell))
            let frame = control.convert(control.bounds, to: cell)
            #expect(abs(frame.maxX - 284) < 1e-9 && abs(frame.width - 11.5) < 1e-9, "\(item)")
        }
    }

    /// Right to left the indentation is from the right: the content view
    /// ends 10 × level short of the cell's right edge, its text 16 further
    /// in; the disclosure stands at the left margin (16).
    @Test func rightToLeftIndentsFromTheRight() throws {
        let list = Self.list()
        list.view.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        list.view.layoutIfNeeded()
        for (item, level) in [("Fruit", 0), ("apple", 1), ("cox", 2)] {
            let cell = try #require(list.cell(item))
            #expect(abs(cell.contentView.frame.maxX - (300 - 10 * CGFloat(level))) < 1e-9, "\(item)")
            let label = try #require(UITableViewCellTextFinder.label(item, in: cell))
            #expect(abs(label.convert(label.bounds, to: cell).maxX - (300 - 10 * CGFloat(level) - 16)) < 1e-9, "\(item)")
        }
        let fruit = try #require(list.cell("Fruit"))
        let control = try #require(list.find("outlineDisclosure", in: fruit))
        #expect(abs(control.convert(control.bounds, to: fruit).minX - 16) < 1e-9)
    }

    /// `UICellConfigurationState.isExpanded` ("whether the cell is in an
    /// expanded state") follows the item, and a toggle updates it.
    @Test func theCellsStateSaysWhetherItsItemIsExpanded() throws {
        let list = Self.list()
        #expect(try #require(list.cell("Fruit")).configurationState.isExpanded)
        #expect(try #require(list.cell("Vegetables")).configurationState.isExpanded == false)
        #expect(try #require(list.cell("pear")).configurationState.isExpanded == false)
        list.view.trellis.tap(at: try #require(list.disclosureCentre("Vegetables")))
        list.view.layoutIfNeeded()
        #expect(try #require(list.cell("Vegetables")).configurationState.isExpanded)
    }

    @Test(arguments: [true, false])
    func leadingAccessoriesMoveWithTheContentWhileIndented(indents: Bool) throws {
        let list = Self.list(leading: true, indentsAccessories: indents)
        let cell = try #require(list.cell("cox"))  // level 2: 20 points
        let box = try #require(list.find("box", in: cell))
        let boxX = box.convert(CGPoint.zero, to: cell).x
        // Indented: the row at 16 + 20 = 36 and the content view after it
        // at 56; not indented: the row at 16 and the content view 20 after
        // its end (36 + 20 = 56) all the same.
        #expect(abs(boxX - (indents ? 36 : 16)) < 1e-9)
        #expect(abs(cell.contentView.frame.minX - 56) < 1e-9)
    }

    @Test func aTapOnTheDisclosureExpandsAndCollapses() throws {
        let list = Self.list()
        let vegetables = try #require(list.disclosureCentre("Vegetables"))
        list.view.trellis.tap(at: vegetables)
        #expect(list.visible == ["Fruit", "apple", "cox", "pear", "Vegetables", "leek"])
        #expect(list.source.snapshot(for: 0).isExpanded("Vegetables"))
        list.view.layoutIfNeeded()
        #expect(list.cell("leek")?.indentationLevel == 1)
        let fruit = try #require(list.disclosureCentre("Fruit"))
        list.view.trellis.tap(at: fruit)
        #expect(list.visible == ["Fruit", "Vegetables", "leek"])
        // apple stays expanded under its collapsed parent, as UIKit keeps it.
        #expect(list.source.snapshot(for: 0).isExpanded("apple"))
        #expect(list.taps.selected.isEmpty, "a tap on the disclosure selects nothing")
        // A tap on the row itself (its middle, away from the chevron) selects it.
        list.view.layoutIfNeeded()
        list.view.trellis.tap(at: CGPoint(x: 100, y: 22))
        #expect(list.taps.selected == [IndexPath(item: 0, section: 0)])
        #expect(list.visible == ["Fruit", "Vegetables", "leek"])
    }

    @Test func aHeaderStyleTogglesOnATapAnywhereAndIsNotSelected() throws {
        let list = Self.list(style: .header)
        list.view.trellis.tap(at: CGPoint(x: 100, y: 22))  // Fruit's row
        #expect(list.visible == ["Fruit", "Vegetables"])
        #expect(list.taps.selected.isEmpty)
    }

    @Test func theHandlersRunInOrderAndShouldCanRefuse() throws {
        let list = Self.list()
        var calls: [String] = []
        var allowExpanding = false
        list.source.sectionSnapshotHandlers.shouldExpandItem = { calls.append("shouldExpand \($0)"); return allowExpanding }
        list.source.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
        list.source.sectionSnapshotHandlers.shouldCollapseItem = { calls.append("shouldCollapse \($0)"); return true }
        list.source.sectionSnapshotHandlers.willCollapseItem = { calls.append("willCollapse \($0)") }
        list.source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            calls.append("snapshotForExpanding \(parent) \(children.items)")
            var more = children
            more.append(["chard"])
            return more
        }
        list.view.trellis.tap(at: try #require(list.disclosureCentre("Vegetables")))
        #expect(calls == ["shouldExpand Vegetables"])
        #expect(list.visible == ["Fruit", "apple", "cox", "pear", "Vegetables"], "refused")
        allowExpanding = true
        calls = []
        list.view.trellis.tap(at: try #require(list.disclosureCentre("Vegetables")))
        #expect(calls == ["shouldExpand Vegetables", "willExpand Vegetables", "snapshotForExpanding Vegetables [\"leek\"]"])
        #expect(list.visible == ["Fruit", "apple", "cox", "pear", "Vegetables", "leek", "chard"])
        list.view.layoutIfNeeded()
        calls = []
        list.view.trellis.tap(at: try #require(list.disclosureCentre("apple")))
        #expect(calls == ["shouldCollapse apple", "willCollapse apple"])
        #expect(list.visible == ["Fruit", "apple", "pear", "Vegetables", "leek", "chard"])
    }
}

/// Finds a visible label by its text.
@MainActor enum UITableViewCellTextFinder {
    static func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }
}
