import Foundation
import Testing
@testable import TrellisUIKit

/// `UICollectionViewListCell.separatorLayoutGuide`, constrained by the app
/// as Apple's sample code does to align the separator with its own label
/// (`separatorLayoutGuide.leadingAnchor.constraint(equalTo:
/// label.leadingAnchor)`): the separator starts at the label. A 300-point
/// plain list, the app's label 60 points into the content view: the
/// separator at 60. A cell that only reads the guide keeps the default,
/// the text's start (16 in a list narrower than 393 points).
@MainActor @Suite struct ListSeparatorGuideTests {
    final class Source: NSObject, UICollectionViewDataSource {
        var constrains = true
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
            if cell.contentView.subviews.isEmpty {
                let label = UILabel()
                label.text = "x"
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
                    label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                    cell.contentView.heightAnchor.constraint(equalToConstant: 44),
                ])
                if constrains {
                    cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor).isActive = true
                } else {
                    _ = cell.separatorLayoutGuide
                }
            }
            return cell
        }
    }

    @Test(arguments: [true, false])
    func theSeparatorFollowsTheGuide(constrains: Bool) throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        source.constrains = constrains
        view.dataSource = source
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let line = try #require(cell.separatorLine)
        #expect(line.frame.minX == (constrains ? 60 : 16))
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == (constrains ? 60 : 16))
    }
}
