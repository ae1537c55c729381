#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A note in a list, laid out in NoteCell.xib: a nib-only table cell, with
/// `init?(coder:)` its only initialiser.
public final class NoteCell: UITableViewCell {
    public static let reuseIdentifier = "NoteCell"
    public static var nib: UINib { UINib(nibName: "NoteCell", bundle: .module) }

    @IBOutlet public weak var noteLabel: UILabel!
    public private(set) var madeFromCoder = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeFromCoder = true
    }
}
