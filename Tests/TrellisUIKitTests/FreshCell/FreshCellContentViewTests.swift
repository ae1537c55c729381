import Testing
import TrellisUIKit

/// A fresh cell's content view has the cell's 320 × 44 before any layout:
/// UIKit's own log of a cell made in `tableView(_:cellForRowAt:)` and
/// printed before it is returned, "<SwipeViewCell: …; baseClass =
/// UITableViewCell; frame = (0 0; 320 44); …> | <UITableViewCellContentView:
/// …; frame = (0 0; 320 44); …>", and a view made in the cell's
/// `initWithStyle:reuseIdentifier:` with `self.contentView.frame` logged
/// at "(0 0; 320 44)" (kayohlu/SwipeCell README.md; docs/uikit-numbers.md,
/// "UITableViewCell frame before a table places it").
@MainActor @Suite struct FreshCellContentViewTests {
    @Test func contentViewIsTheCellsSizeBeforeLayout() {
        for style in [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        }
    }

    /// The log's own case: a subclass sizing a view by the content view in its initialiser.
    @Test func aViewMadeFromTheContentViewsFrameInInit() {
        final class SwipeCell: UITableViewCell {
            var swipeContent: UIView!
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                swipeContent = UIView(frame: contentView.frame)
                contentView.addSubview(swipeContent)
            }
            required init?(coder: NSCoder) { nil }
        }
        let cell = SwipeCell(style: .default, reuseIdentifier: "SwipeCell")
        #expect(cell.swipeContent.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.layoutIfNeeded()  // the pinning agrees once laid out
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }
}
