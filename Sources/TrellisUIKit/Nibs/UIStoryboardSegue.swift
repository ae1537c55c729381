import Foundation

/// A transition from one storyboard scene to another (UIKit's
/// `UIStoryboardSegue`): made by `performSegue(withIdentifier:sender:)` or
/// by tapping the control the file starts it from, handed to the source's
/// `prepare(for:sender:)`, then performed.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    /// The kind the file gives (`show`, `push`, `presentation`, `modal`,
    /// `showDetail`, …); nil for a segue made in code.
    let kind: String?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        kind = nil
        super.init()
    }

    init(identifier: String?, source: UIViewController, destination: UIViewController, kind: String?) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        super.init()
    }

    /// What IB's kinds do: a presentation (or the older modal) presents the
    /// destination; `showDetail` shows it as a detail; `show`, `push` and
    /// the rest show it (pushed on a navigation controller, else
    /// presented), as `show(_:sender:)` does.
    open func perform() {
        switch kind {
        case "presentation", "modal", "popoverPresentation": source.present(destination, animated: true)
        case "showDetail": source.showDetailViewController(destination, sender: nil)
        default: source.show(destination, sender: nil)
        }
    }
}
