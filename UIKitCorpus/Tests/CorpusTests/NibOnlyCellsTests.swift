import CorpusViews
import Foundation
import Testing
import TrellisUIKit

extension Corpus {
    /// Issue 30: cells that declare only `init?(coder:)` (DuckDuckGo's
    /// `AppIconSettingsCell` is one) compile through the opt-in and load
    /// from their nibs; frames from the xibs' constraints, by hand.
    @MainActor @Suite struct NibOnlyCellsTests {
        /// The label 4 in a side (80 − 8 = 72 wide), 20 tall, 4 above the
        /// bottom (100 − 4 − 20 = 76); the coder initialiser ran.
        @Test func collectionCellFromItsNib() throws {
            let objects = IconChoiceCell.nib.instantiate(withOwner: nil)
            let cell = try #require(objects.first as? IconChoiceCell)
            #expect(cell.layer.cornerRadius == 12)
            #expect(cell.nameLabel.text == "Classic")
            #expect(cell.nameLabel.textAlignment == .center)
            cell.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
            cell.layoutIfNeeded()
            #expect(cell.nameLabel.frame == CGRect(x: 4, y: 76, width: 72, height: 20))
            cell.isSelected = true
            #expect(cell.layer.borderWidth == 2)
        }

        /// Registered by nib and dequeued: 20 in a side (320 − 40 = 280
        /// wide), 12 down, 20 tall.
        @Test func tableCellFromItsNib() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(NoteCell.nib, forCellReuseIdentifier: NoteCell.reuseIdentifier)
            let cell = try #require(table.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier) as? NoteCell)
            #expect(cell.madeFromCoder)
            #expect(cell.reuseIdentifier == NoteCell.reuseIdentifier)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            #expect(cell.noteLabel.frame == CGRect(x: 20, y: 12, width: 280, height: 20))
        }
    }
}
