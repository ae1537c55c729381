#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// An app-icon choice in a grid, laid out in IconChoiceCell.xib: a
/// nib-only cell, which writes `init?(coder:)` and no `init(frame:)` (UIKit
/// would trap if it were registered by class).
public final class IconChoiceCell: UICollectionViewCell {
    public static var nib: UINib { UINib(nibName: "IconChoiceCell", bundle: .module) }

    @IBOutlet public weak var nameLabel: UILabel!

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.cornerRadius = 12
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.textAlignment = .center
    }

    public override var isSelected: Bool {
        didSet { layer.borderWidth = isSelected ? 2 : 0 }
    }
}
