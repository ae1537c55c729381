import Layout
import Testing
@testable import TrellisUIKit

/// `layoutMargins` and `directionalLayoutMargins` read with the safe area
/// in them, as `layoutMarginsGuide` uses them. Apple's `layoutMargins`
/// page: "For the root view of a view controller, the default value of
/// this property reflects the system minimum margins and safe area
/// insets. For other subviews in your view hierarchy, the default layout
/// margins are normally 8 points on each side, but the values may be
/// greater if the view is not fully inside the safe area"; the same words
/// on `directionalLayoutMargins`; `insetsLayoutMarginsFromSafeArea`: "A
/// Boolean value indicating whether the view's layout margins are updated
/// automatically to reflect the safe area". An iPhone 13 (390 × 844, safe
/// area 47 and 34): the root view's system margins 0, 16, 0, 16 read 47,
/// 16, 34, 16 (third parties' snapshot configurations for the iPhone 12
/// and 13 give the root's `layoutMargins` as exactly that:
/// docs/uikit-numbers.md, "`layoutMargins` read in the safe area").
@MainActor @Suite struct LayoutMarginsWithSafeAreaTests {
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func shown() -> UIViewController {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 390, height: 844), safeAreaInsets: Self.safeArea)
        return controller
    }

    /// The frame of a view pinned to `view`'s margins guide.
    func pinnedToMargins(of view: UIView) -> CGRect {
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinned)
        let guide = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        view.layoutIfNeeded()
        return pinned.frame
    }

    @Test func aRootViewReadsItsSystemMarginsPlusTheSafeArea() {
        let view: UIView = shown().view
        #expect(view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 47, leading: 16, bottom: 34, trailing: 16))
        // The guide follows the same margins.
        #expect(pinnedToMargins(of: view) == CGRect(x: 16, y: 47, width: 390 - 32, height: 844 - 47 - 34))
    }

    /// In landscape the safe area is at the sides: 47 + 16 = 63 each side
    /// (the margin Tinder/Layout's logs give a root view's content there:
    /// docs/uikit-numbers.md, "View controller root view margins").
    @Test func landscapeAddsTheSideSafeArea() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 844, height: 390),
                                safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let margins = controller.view.layoutMargins
        #expect(margins == UIEdgeInsets(top: 0, left: 63, bottom: 21, right: 63))
    }

    /// Without `insetsLayoutMarginsFromSafeArea` they read as set.
    @Test func notInsetFromTheSafeAreaReadsTheMarginsAsSet() {
        let view: UIView = shown().view
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// A subview across the top of the root: its own 8s plus the 47 it
    /// covers; one wholly inside the safe area reads its 8s.
    @Test func aSubviewReadsTheSafeAreaItCovers() {
        let controller = shown()
        let root: UIView = controller.view
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let inside = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        root.addSubview(top)
        root.addSubview(inside)
        root.layoutIfNeeded()
        #expect(top.layoutMargins == UIEdgeInsets(top: 8 + 47, left: 8, bottom: 8, right: 8))
        #expect(inside.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// Margins set are stored as set: a full-screen subview given 10 all
    /// round reads 10 + 47 at the top and 10 + 34 at the bottom, and its
    /// guide starts there.
    @Test func settingStoresTheMarginsWithoutTheSafeArea() {
        let controller = shown()
        let root: UIView = controller.view
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(cover)
        cover.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        root.layoutIfNeeded()
        #expect(cover.layoutMargins == UIEdgeInsets(top: 57, left: 10, bottom: 44, right: 10))
        #expect(pinnedToMargins(of: cover).minY == 57)
    }
}
