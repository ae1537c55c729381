import SnapshotTesting
import TrellisTesting
import TrellisUIKit

/// A screen of a UIKit app, for the snapshot docs' fragments
/// (`<!-- snippet: context=UIKitScreen -->`): a view controller class and
/// instance, and views named as the fragments name them; the imports a test
/// file of such an app has. Compiled only.
@MainActor
class UIKitScreen {
    /// The app's first screen: a title.
    final class WelcomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let title = UILabel()
            title.text = "Welcome"
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                title.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ])
        }
    }

    let controller = WelcomeViewController()
    let card = UIView()
    let view = UIView()
}
