#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

@objc public protocol ProductGridViewControllerDelegate: NSObjectProtocol {
    func productGrid(_ controller: ProductGridViewController, didSelectProductAt index: Int)
    @objc optional func productGrid(_ controller: ProductGridViewController, didToggleFavoriteAt index: Int)
}

/// A shop's product grid: two columns of cards (image, name, price and a
/// heart button) under a section header, in a flow layout sized by its
/// delegate methods.
public final class ProductGridViewController: UIViewController {
    public struct Product {
        public let name: String
        public let price: String
        public var isFavorite: Bool

        public init(name: String, price: String, isFavorite: Bool = false) {
            self.name = name
            self.price = price
            self.isFavorite = isFavorite
        }
    }

    public weak var delegate: ProductGridViewControllerDelegate?
    public private(set) var products: [Product]
    public let collectionView: UICollectionView

    private let columns: CGFloat = 2
    private let spacing: CGFloat = 12
    private let insets = UIEdgeInsets(top: 8, left: 16, bottom: 24, right: 16)

    public init(products: [Product]) {
        self.products = products
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 16
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
        title = "Shop"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.register(ProductCell.self, forCellWithReuseIdentifier: ProductCell.reuseIdentifier)
        collectionView.register(GridHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: GridHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    @objc private func favoriteTapped(_ sender: UIButton) {
        let index = sender.tag
        products[index].isFavorite.toggle()
        collectionView.reloadItems(at: [IndexPath(item: index, section: 0)])
        delegate?.productGrid?(self, didToggleFavoriteAt: index)
    }
}

extension ProductGridViewController: UICollectionViewDataSource {
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        products.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell
        let product = products[indexPath.item]
        cell.nameLabel.text = product.name
        cell.priceLabel.text = product.price
        cell.favoriteButton.isSelected = product.isFavorite
        cell.favoriteButton.tag = indexPath.item
        cell.favoriteButton.addTarget(self, action: #selector(favoriteTapped(_:)), for: .touchUpInside)
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: GridHeaderView.reuseIdentifier,
                                                                     for: indexPath) as! GridHeaderView
        header.titleLabel.text = "New this week"
        return header
    }
}

extension ProductGridViewController: UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.bounds.width - insets.left - insets.right - spacing * (columns - 1)
        let width = (available / columns).rounded(.down)
        return CGSize(width: width, height: width + 64)
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        insets
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate?.productGrid(self, didSelectProductAt: indexPath.item)
    }
}

/// A product card: a tinted square for the photo, the name, the price, a heart.
final class ProductCell: UICollectionViewCell {
    static let reuseIdentifier = "ProductCell"

    let photoView = UIView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()
    let favoriteButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        photoView.backgroundColor = .systemGray5
        photoView.layer.cornerRadius = 10
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        nameLabel.numberOfLines = 1
        priceLabel.font = .preferredFont(forTextStyle: .headline)
        favoriteButton.setTitle("♡", for: .normal)
        favoriteButton.setTitle("♥", for: .selected)
        for subview in [photoView, nameLabel, priceLabel, favoriteButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: favoriteButton.leadingAnchor, constant: -4),
            priceLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            priceLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            favoriteButton.centerYAnchor.constraint(equalTo: nameLabel.bottomAnchor),
            favoriteButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        favoriteButton.removeTarget(nil, action: nil, for: .allEvents)
    }
}

/// The section's title, large and bold.
final class GridHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "GridHeaderView"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
