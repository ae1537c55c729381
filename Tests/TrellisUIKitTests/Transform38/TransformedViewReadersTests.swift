import Foundation
import Testing
@testable import TrellisUIKit

/// What TrellisUIKit works out from a view's geometry under the view's
/// own transform: the untransformed frame, as Auto Layout uses it (Apple's
/// `UIView.transform`: "Auto layout calculates a view’s alignment
/// rectangle based on its untransformed frame"), never the bounding box
/// `frame` reads (docs/uikit.md, "Transforms"). Numbers by hand above each test.
@MainActor @Suite struct TransformedViewReadersTests {
    /// A 200 × 200 container rounded 20, a 184 × 184 view at (8, 8)
    /// scaled to half: its bottom-right corner is 200 − 8 − 184 = 8 from
    /// the container's on each side, so its concentric radius is
    /// 20 − 8 = 12, as unscaled (the scale then draws it 6). Its bounding
    /// box (54, 54, 92, 92) would put the corner 100 away and give 0.
    @Test func cornerConfigurationUsesTheUntransformedFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.layer.cornerRadius = 20
        let inner = UIView(frame: CGRect(x: 8, y: 8, width: 184, height: 184))
        container.addSubview(inner)
        inner.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(inner.frame == CGRect(x: 54, y: 54, width: 92, height: 92))
        inner.cornerConfiguration = .corners(topLeftRadius: nil, topRightRadius: nil, bottomLeftRadius: nil,
                                             bottomRightRadius: .containerConcentric())
        #expect(inner.layer.cornerRadius == 12)
    }

    final class ListSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "x"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// A plain list 300 wide, its first cell scaled to half: the cell keeps
    /// its 300-point bounds (placed by its bounds' size and centre), and
    /// its separator, in the cell's own coordinates, runs from the text's
    /// start, 16, to 300: 284 long at the cell's bottom. Read through the
    /// bounding box (150 wide) it would be 134.
    @Test func aTransformedListCellKeepsItsBoundsAndSeparator() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = ListSource()
        view.dataSource = source
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let height = cell.bounds.height
        cell.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(cell.bounds.size == CGSize(width: 300, height: height))
        let line = try #require(cell.separatorLine)
        #expect(line.frame.minX == 16)
        #expect(line.frame.width == 284)
        #expect(abs(line.frame.maxY - Double(height)) < 1e-9)
    }

    /// An app's 30 × 20 accessory view turned a quarter (a chevron turned
    /// open): the constraints made of its size keep its own 30 × 20, so it
    /// draws 20 wide and 30 tall; through its bounding box (20 × 30) they
    /// would make it 20 × 30 and draw it 30 × 20.
    @Test func aTurnedAccessoryViewKeepsItsOwnSize() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        accessory.transform = CGAffineTransform(rotationAngle: .pi / 2)
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        #expect(accessory.bounds.size == CGSize(width: 30, height: 20))
        #expect(abs(accessory.frame.width - 20) < 1e-9 && abs(accessory.frame.height - 30) < 1e-9)
    }

    /// A button's image view the app turns a quarter (a chevron pointing
    /// right turned down): the button's layout places it by its
    /// untransformed frame, so it keeps the bounds and centre it has
    /// unturned; placed through `frame`, its bounding box, its width and
    /// height would swap.
    @Test func aTurnedButtonImageViewKeepsItsPlace() throws {
        func button(turned: Bool) throws -> UIImageView {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            // A 20 × 10 image: the image view is 20 × 10, not square.
            button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }, for: .normal)
            button.setTitle("More", for: .normal)
            button.layoutIfNeeded()
            let image = try #require(button.imageView)
            if turned { image.transform = CGAffineTransform(rotationAngle: .pi / 2) }
            button.setNeedsLayout()
            button.layoutIfNeeded()
            return image
        }
        let plain = try button(turned: false), turned = try button(turned: true)
        #expect(plain.bounds.width != plain.bounds.height)
        #expect(turned.bounds == plain.bounds)
        #expect(turned.center == plain.center)
    }
}
