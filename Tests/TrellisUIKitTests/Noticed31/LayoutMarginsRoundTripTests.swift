import Foundation
import Testing
@testable import TrellisUIKit

/// What UIKit printed for a view's margins inside and outside a safe area
/// (Stack Overflow question 47003878, "How/when does iOS determine
/// safeAreaLayoutGuides and layoutMargins", mirrored at kiwix.lema.org): a
/// header under a 20-point status bar, `safeAreaInsets` (20, 0, 0, 0),
/// printed `layoutMargins` (48, 8, 8, 8), and its copy in a transition's
/// container, `safeAreaInsets` zero, (28, 8, 8, 8): the margins read are
/// the stored ones plus the safe area the view covers, the stored ones
/// travelling with the view. That is Trellis's rule since noticed30, and it
/// is why a read-and-set-back round trip inside a safe area cannot be
/// idempotent under it: setting stores what is given (28 gives 48), so
/// setting 48 back stores 48 and reads 68 (docs/uikit-numbers.md,
/// "`layoutMargins` read in the safe area").
@MainActor @Suite struct LayoutMarginsRoundTripTests {
    @Test func theStoredMarginsReadWithTheSafeAreaTheyCover() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 375, height: 667),
                                safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let root: UIView = controller.view
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        header.layoutMargins = UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
        root.addSubview(header)
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(header.layoutMargins == UIEdgeInsets(top: 48, left: 8, bottom: 8, right: 8))
        // The same margins on a view outside any safe area read as set.
        let copy = UIView(frame: header.frame)
        copy.layoutMargins = UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
        #expect(copy.safeAreaInsets == .zero)
        #expect(copy.layoutMargins == UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        // Moved out of the safe area, the header reads its stored margins again.
        header.removeFromSuperview()
        #expect(header.layoutMargins == UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
    }
}
