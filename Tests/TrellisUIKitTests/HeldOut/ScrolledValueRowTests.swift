import Render
import Testing
@testable import TrellisUIKit

/// A row whose value scrolls sideways (held-out corpus 13: WireGuard's
/// key–value cells show a tunnel's public key so): a name at the leading
/// margin, then a horizontal scroll view to the trailing margin holding a
/// disabled, right-aligned text field as wide as its text (at least as
/// wide as the scroll view). A value longer than the room is cut where the
/// scroll view ends, at the margin, as the scroll view clips (UIKit's
/// `UIScrollView` clips to its bounds), not at the screen's edge. On a
/// 320-point grouped table the cell's margins are 16, so the scroll view
/// ends at 320 − 16 = 304.
@MainActor @Suite struct ScrolledValueRowTests {
    final class ValueRow: UITableViewCell {
        let name = UILabel(), scroller = UIScrollView(), value = UITextField()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            name.text = "Key"
            value.text = String(repeating: "W", count: 60)
            value.textAlignment = .right
            value.isEnabled = false
            for view in [name, scroller, value] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
            contentView.addSubview(name)
            scroller.addSubview(value)
            contentView.addSubview(scroller)
            let margins = contentView.layoutMarginsGuide, content = scroller.contentLayoutGuide
            let asWide = value.widthAnchor.constraint(equalTo: scroller.widthAnchor)
            asWide.priority = .defaultLow + 1
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                name.topAnchor.constraint(equalTo: margins.topAnchor),
                name.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                value.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                value.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                value.topAnchor.constraint(equalTo: content.topAnchor),
                value.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                value.heightAnchor.constraint(equalTo: scroller.heightAnchor),
                asWide,
                scroller.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1),
                scroller.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                scroller.topAnchor.constraint(equalTo: margins.topAnchor),
                scroller.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            name.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class OneRow: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
        }
    }

    /// The scroll view ends at the margin (304) and the long value, wider
    /// than it, is cut there: no ink in the 16 points from 304 to 320 on
    /// the row, ink just inside.
    @Test func longValueIsCutAtTheTrailingMargin() throws {
        let rows = OneRow()
        let table = UITableView(frame: .zero, style: .grouped)
        table.register(ValueRow.self, forCellReuseIdentifier: "value")
        table.dataSource = rows
        let screen = UIViewController()
        screen.view = table
        screen.trellis.show(size: CGSize(width: 320, height: 200))
        let row = try #require(table.visibleCells.first as? ValueRow)
        #expect(abs(row.scroller.frame.maxX - 304) < 0.001)
        #expect(row.scroller.clipsToBounds)
        #expect(row.value.frame.width > row.scroller.frame.width)

        let canvas = try SceneRenderer(scale: 1).render(table.trellis.solvedLayout(width: 320, height: 200))
        let all = canvas.pixels(), stride = canvas.width
        // The row's band on the picture: in the table's content, less its offset.
        let band = row.scroller.convert(row.scroller.bounds, to: table).offsetBy(dx: 0, dy: -table.contentOffset.y)
        func inked(_ xs: Range<Int>) -> Bool {
            (Int(band.minY)..<Int(band.maxY)).contains { y in
                xs.contains { x in all[y * stride + x] & 0xFFFFFF != 0xFFFFFF }
            }
        }
        #expect(!inked(304..<320))
        #expect(inked(280..<304))
    }
}
