import Foundation
import Testing
@testable import TrellisUIKit

/// Where hscroll (a horizontal flow layout mirrored right to left) meets
/// noticed30 (`semanticContentAttribute` is each view's own) and tables'
/// self-sizing rows. A chip row: 40 × 30 items, 10 between columns, no
/// section inset; n items make a row n × 40 + (n − 1) × 10 wide. Frames by
/// hand from Apple's definitions (the horizontal layout's comments).
@MainActor @Suite struct HorizontalRowWhereDirectionMeetsTests {
    final class Chips: NSObject, UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        }
    }

    static func chipRow(_ chips: Chips) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 40, height: 30)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let row = UICollectionView(frame: .zero, collectionViewLayout: layout)
        row.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "chip")
        row.dataSource = chips
        row.translatesAutoresizingMaskIntoConstraints = false
        return row
    }

    static func frame(_ row: UICollectionView, _ item: Int) -> CGRect? {
        row.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// A 300-point container forced right to left, the 200 × 40 row pinned
    /// to its leading edge: the container places the row at its right
    /// (300 − 200 = 100), and the row, whose own attribute is unspecified,
    /// keeps its traits' left-to-right order (Apple: the direction is "for
    /// arranging the immediate content of the view"): chips at 0, 50, 100.
    /// Forcing the row itself right to left afterwards mirrors it at the
    /// next layout: 3 chips are 140 wide, narrower than the 200 shown, so
    /// they sit at the right end: 200 − 40 = 160, 110, 60.
    @Test func aRowInAForcedContainerKeepsItsOwnDirectionUntilItIsForced() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let container = UIView(frame: root.bounds)
        container.semanticContentAttribute = .forceRightToLeft
        root.addSubview(container)
        let chips = Chips(3)
        let row = Self.chipRow(chips)
        container.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            row.topAnchor.constraint(equalTo: container.topAnchor),
            row.widthAnchor.constraint(equalToConstant: 200),
            row.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 100, y: 0, width: 200, height: 40))
        #expect(row.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(try #require(Self.frame(row, 0)).minX == 0)
        #expect(try #require(Self.frame(row, 2)).minX == 100)

        row.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(try #require(Self.frame(row, 0)).minX == 160)
        #expect(try #require(Self.frame(row, 1)).minX == 110)
        #expect(try #require(Self.frame(row, 2)).minX == 60)
        // The cells the row shows stand where the layout put them.
        let first = try #require(row.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX == 160)
    }

    /// A longer row forced right to left after a first layout: 8 chips are
    /// 8 × 40 + 7 × 10 = 390 wide, the first at 390 − 40 = 350, and the row
    /// shows the start of a right-to-left row, scrolled to 390 − 200 = 190.
    @Test func aLongRowForcedLaterStartsAtItsRightEnd() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let chips = Chips(8)
        let row = Self.chipRow(chips)
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            row.widthAnchor.constraint(equalToConstant: 200),
            row.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(row.contentOffset.x == 0)
        row.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(try #require(Self.frame(row, 0)).minX == 350)
        #expect(row.contentOffset.x == 190)
    }

    /// The row in a self-sizing table cell, pinned to the content view's
    /// margins (11 above and below, 16 a side) and 40 tall: the row is
    /// 11 + 40 + 11 = 62 tall, the chip row 200 − 32 = 168 wide. A single
    /// 30-point chip in its 40-point column is centred: y 5. Right to left
    /// (the table's traits), 5 chips (240 wide) mirror in 240: the first
    /// at 200, and the row starts scrolled to its right end, 240 − 168 = 72.
    @Test(arguments: [false, true])
    func aRowInASelfSizingTableCell(rightToLeft: Bool) throws {
        final class RowCell: UITableViewCell {
            let chips = Chips(5)
            lazy var row = HorizontalRowWhereDirectionMeetsTests.chipRow(chips)
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(row)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    row.topAnchor.constraint(equalTo: margins.topAnchor),
                    row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    row.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        if rightToLeft { table.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft) }
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 44
        let source = Source()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 200, height: 62))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 62, width: 200, height: 62))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RowCell)
        #expect(cell.row.convert(cell.row.bounds, to: cell) == CGRect(x: 16, y: 11, width: 168, height: 40))
        let first = try #require(Self.frame(cell.row, 0))
        #expect(first == CGRect(x: rightToLeft ? 200 : 0, y: 5, width: 40, height: 30))
        #expect(cell.row.contentOffset.x == (rightToLeft ? 72 : 0))
    }
}
