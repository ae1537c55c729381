#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A track in a playlist, laid out in TrackCell.xib: artwork, title and
/// artist, wired by outlets; registered with its table by nib.
public final class TrackCell: UITableViewCell {
    public static let reuseIdentifier = "TrackCell"

    /// The cell's nib, copied as a resource of this module.
    public static var nib: UINib { UINib(nibName: "TrackCell", bundle: .module) }

    @IBOutlet public weak var artworkView: UIImageView!
    @IBOutlet public weak var titleLabel: UILabel!
    @IBOutlet public weak var artistLabel: UILabel!

    public override func awakeFromNib() {
        super.awakeFromNib()
        artworkView.layer.cornerRadius = 6
        artworkView.backgroundColor = .systemIndigo
        artistLabel.textColor = .secondaryLabel
    }

    public func configure(title: String, artist: String) {
        titleLabel.text = title
        artistLabel.text = artist
        accessibilityLabel = "\(title), \(artist)"
    }
}
