import Foundation
import Testing
@testable import TrellisUIKit

/// Which of `frame`, `bounds` and `center` an app's `override var … {
/// didSet }` hears, as UIKit calls them: `frame =` calls the frame setter
/// only; `bounds =` and `center =` call their own (Apple's `UIView.center`:
/// "Use this property, instead of the frame property, when you want to
/// change the position of a view"); Auto Layout sets a view's bounds and
/// centre, never its frame ("Autolayout is setting center and bounds (and
/// not frame) since iOS 8", kciter/Floaty#147; square/Paralayout#49), so a
/// layout pass is heard by a `bounds` override and not by a `frame` one; a
/// collection view applies an element's attributes through its bounds'
/// size and centre (`UICollectionViewLayoutAttributes.frame` "also sets
/// the values of the center and size properties"). Held-out corpus 15's
/// `BadgeSupplementaryView` overrides both `frame` and `bounds` to round
/// itself at its width: it is rounded at the size the layout gives it.
@MainActor @Suite struct FrameObserverTests {
    /// Records the geometry setters called on it, in order.
    final class Heard: UIView {
        var calls: [String] = []
        override var frame: CGRect { didSet { calls.append("frame") } }
        override var bounds: CGRect { didSet { calls.append("bounds") } }
        override var center: CGPoint { didSet { calls.append("center") } }
    }

    private func heard() -> (host: UIView, view: Heard) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = Heard(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        host.addSubview(view)
        view.calls = []
        return (host, view)
    }

    @Test func settingTheFrameCallsTheFrameSetterOnly() {
        let (_, view) = heard()
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(view.calls == ["frame"])
        #expect(view.center == CGPoint(x: 25, y: 25))
    }

    /// The centre moves the frame (10, 20, 100, 40) to (10, 40, 100, 40)
    /// without calling the frame setter.
    @Test func settingTheCenterIsNotHeardByAFrameOverride() {
        let (_, view) = heard()
        view.center = CGPoint(x: 60, y: 60)
        #expect(view.calls == ["center"])
        #expect(view.frame == CGRect(x: 10, y: 40, width: 100, height: 40))
    }

    /// A 50 × 20 bounds about the same centre (60, 40): frame (35, 30, 50, 20).
    @Test func settingTheBoundsIsNotHeardByAFrameOverride() {
        let (_, view) = heard()
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(view.calls == ["bounds"])
        #expect(view.frame == CGRect(x: 35, y: 30, width: 50, height: 20))
    }

    /// Constraints 80 × 30 at (5, 6): the layout pass resizes the view
    /// through its bounds; the frame setter is never called.
    @Test func aLayoutPassIsHeardByABoundsOverrideNotAFrameOverride() {
        let (host, view) = heard()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: host.topAnchor, constant: 6),
            view.widthAnchor.constraint(equalToConstant: 80),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])
        view.calls = []
        host.layoutIfNeeded()
        #expect(view.calls.contains("bounds"))
        #expect(!view.calls.contains("frame"))
        #expect(view.frame == CGRect(x: 5, y: 6, width: 80, height: 30))
    }

    /// Moving a view to another superview keeps its frame without calling
    /// any of its setters (UIKit keeps the layer's geometry as it is).
    @Test func aNewSuperviewIsNotHeard() {
        let (_, view) = heard()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        other.addSubview(view)
        #expect(view.calls.isEmpty)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
    }

    /// Held-out corpus 15's badge, as its authors wrote it: rounded at
    /// half its width from both its `frame` and its `bounds` observers.
    final class Badge: UICollectionReusableView {
        var calls: [String] = []
        override var frame: CGRect { didSet { calls.append("frame"); round() } }
        override var bounds: CGRect { didSet { calls.append("bounds"); round() } }
        private func round() { layer.cornerRadius = bounds.width / 2 }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
        }
    }

    /// A 20 × 20 badge on a 100 × 100 item: placed through its bounds (its
    /// radius 10 = 20 / 2), not its frame.
    @Test func aCollectionViewPlacesABadgeThroughItsBounds() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100))
        let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(Badge.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        let source = Source()
        view.dataSource = source
        view.layoutIfNeeded()
        let shown = try #require(view.subviews.compactMap { $0 as? Badge }.first)
        #expect(shown.bounds.size == CGSize(width: 20, height: 20))
        #expect(shown.calls.contains("bounds"))
        #expect(!shown.calls.contains("frame"))
        #expect(shown.layer.cornerRadius == 10)
    }
}
