import CorpusViews
import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    /// Issue 31's acceptance: a client package loads a nib-based cell and a
    /// storyboard view controller with @IBOutlets and an @IBAction (copied as
    /// resources of CorpusViews, read by UINib and UIStoryboard),
    /// snapshot-tests them, and fires the action. Frames are computed by
    /// hand from the files' constraints.
    @MainActor @Suite struct NibViewsTests {
        func makeCell() throws -> TrackCell {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(TrackCell.nib, forCellReuseIdentifier: TrackCell.reuseIdentifier)
            let cell = try #require(table.dequeueReusableCell(withIdentifier: TrackCell.reuseIdentifier) as? TrackCell)
            cell.configure(title: "Clair de lune", artist: "Claude Debussy")
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
            return cell
        }

        /// The outlets are set before awakeFromNib (which styles them), and the
        /// constraints of the xib place the views.
        @Test func trackCellFromItsNib() throws {
            let cell = try makeCell()
            #expect(cell.reuseIdentifier == TrackCell.reuseIdentifier)
            #expect(cell.artworkView.layer.cornerRadius == 6)
            #expect(cell.titleLabel.text == "Clair de lune")
            cell.layoutIfNeeded()
            // 16 in, 8 down, 48 square.
            #expect(cell.artworkView.frame == CGRect(x: 16, y: 8, width: 48, height: 48))
            // 12 after the artwork (16 + 48 + 12), 16 before the trailing edge: 320 − 16 − 76 wide.
            #expect(cell.titleLabel.frame.minX == 76 && cell.titleLabel.frame.width == 228)
            #expect(cell.titleLabel.frame.minY == 12)
            #expect(cell.artistLabel.frame.minX == 76 && cell.artistLabel.frame.width == 228)
        }

        @Test func trackCellSnapshot() throws {
            assertSnapshot(of: try makeCell(), as: .image, named: "320")
        }

        /// The @IBAction of the storyboard's button reaches the controller when
        /// the button is tapped.
        @Test func playerFromItsStoryboard() {
            let controller = PlayerViewController.instantiate()
            let view = controller.trellis.show(size: CGSize(width: 375, height: 667),
                                               safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            #expect(controller.titleLabel.superview === view)
            #expect(controller.titleLabel.text == "Nothing playing")
            // 24 below the safe area's top (20), 20 in from each side, 30 high.
            #expect(controller.titleLabel.frame == CGRect(x: 20, y: 44, width: 335, height: 30))
            // Centred (375 / 2 − 80), 16 below the title (44 + 30 + 16).
            #expect(controller.playButton.frame == CGRect(x: 107.5, y: 90, width: 160, height: 44))

            controller.playButton.trellis.tap()
            #expect(controller.isPlaying)
            #expect(controller.playButton.title(for: .normal) == "Pause")
            #expect(controller.titleLabel.text == "Playing")
            controller.playButton.trellis.tap()
            #expect(!controller.isPlaying)
        }

        @Test func playerSnapshot() {
            let controller = PlayerViewController.instantiate()
            controller.loadViewIfNeeded()
            controller.playButton.sendActions(for: .touchUpInside)
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iPhoneSe")
        }
    }
}
