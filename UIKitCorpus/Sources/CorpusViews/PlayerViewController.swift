#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The now-playing screen of Player.storyboard: a title and a play button
/// whose `@IBAction` toggles playback.
public final class PlayerViewController: UIViewController {
    @IBOutlet public weak var titleLabel: UILabel!
    @IBOutlet public weak var playButton: UIButton!
    public private(set) var isPlaying = false

    /// The storyboard's initial controller.
    public static func instantiate() -> PlayerViewController {
        UIStoryboard(name: "Player", bundle: .module).instantiateInitialViewController() as! PlayerViewController
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Nothing playing"
    }

    @IBAction func togglePlayback(_ sender: UIButton) {
        isPlaying.toggle()
        sender.setTitle(isPlaying ? "Pause" : "Play", for: .normal)
        titleLabel.text = isPlaying ? "Playing" : "Paused"
    }
}
