import Testing
@testable import TrellisUIKit

/// Directional margins stay directional (Apple, `directionalLayoutMargins`:
/// "these margins take the current language direction into account",
/// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins):
/// a view whose direction changes after they were set moves its leading
/// margin to the other side. `layoutMargins`, set last, stay on their
/// physical sides. A 300-point view with margins leading 10 and trailing
/// 40; a subview pinned to its margins guide's left and right edges (not
/// leading and trailing, so that only the margins can move it) sits at
/// x 10 and is 300 − 50 = 250 wide left to right, at x 40 right to left.
@MainActor @Suite struct DirectionalLayoutMarginsTests {
    static let margins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40)

    /// A 300 × 100 root holding `holder` (filling it) holding `pinned`,
    /// pinned to the holder's margins guide.
    func tree() -> (root: UIView, holder: UIView, pinned: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let holder = UIView(frame: root.bounds)
        root.addSubview(holder)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(pinned)
        let guide = holder.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinned.leftAnchor.constraint(equalTo: guide.leftAnchor),
            guide.rightAnchor.constraint(equalTo: pinned.rightAnchor),
            pinned.topAnchor.constraint(equalTo: holder.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, holder, pinned)
    }

    @Test func semanticContentAttributeSetLaterSwapsTheSides() {
        let (root, holder, pinned) = tree()
        holder.directionalLayoutMargins = Self.margins
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 10 && pinned.frame.width == 250, "\(pinned.frame)")
        holder.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 40 && pinned.frame.width == 250, "\(pinned.frame)")
        #expect(holder.layoutMargins == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10))
        #expect(holder.directionalLayoutMargins == Self.margins)
    }

    /// The root's traits turned right to left: the holder, unforced, follows.
    @Test func traitsTurnedRightToLeftSwapTheSides() {
        let (root, holder, pinned) = tree()
        holder.directionalLayoutMargins = Self.margins
        root.layoutIfNeeded()
        root.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 40 && pinned.frame.width == 250, "\(pinned.frame)")
        root.trellis.traitOverrides = UITraitCollection(layoutDirection: .leftToRight)
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 10, "\(pinned.frame)")
    }

    /// A holder with directional margins moved into a tree whose traits
    /// are right to left.
    @Test func movedUnderARightToLeftViewSwapsTheSides() {
        let (root, holder, pinned) = tree()
        holder.directionalLayoutMargins = Self.margins
        let turned = UIView(frame: root.bounds)
        turned.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        root.addSubview(turned)
        turned.addSubview(holder)
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 40, "\(pinned.frame)")
    }

    /// Moved under a view whose own attribute is forced right to left, the
    /// holder keeps its direction (the attribute is per view since
    /// noticed30: `SemanticContentPerViewTests`), so its margins stay put.
    @Test func movedUnderAForcedViewKeepsTheSides() {
        let (root, holder, pinned) = tree()
        holder.directionalLayoutMargins = Self.margins
        let forced = UIView(frame: root.bounds)
        forced.semanticContentAttribute = .forceRightToLeft
        root.addSubview(forced)
        forced.addSubview(holder)
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 10, "\(pinned.frame)")
    }

    /// `layoutMargins` set after the directional ones win and stay put
    /// (left 10, right 40) when the direction changes; read by direction,
    /// they are leading 40 and trailing 10 right to left.
    @Test func layoutMarginsSetLastStayOnTheirSides() {
        let (root, holder, pinned) = tree()
        holder.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2)
        holder.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 40)
        holder.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(pinned.frame.minX == 10 && pinned.frame.width == 250, "\(pinned.frame)")
        #expect(holder.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10))
    }
}
