#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A sample browser's menu entry: the screen it opens, named by its class,
/// made only when chosen (nil for a group heading).
public struct OutlineMenuEntry {
    public let title: String
    public let screen: UIViewController.Type?

    public init(title: String, screen: UIViewController.Type? = nil) {
        self.title = title
        self.screen = screen
    }
}

/// A screen with an initialiser of its own.
public final class SwatchesViewController: UIViewController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Swatches"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A screen with none: UIViewController's `init()`.
public final class GradientsViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

/// The menu: pushes the chosen entry's screen, made through its metatype,
/// and keeps a line of what it opened.
public final class OutlineMenuViewController: UIViewController {
    public let entries: [OutlineMenuEntry] = [
        OutlineMenuEntry(title: "Colors"),
        OutlineMenuEntry(title: "Swatches", screen: SwatchesViewController.self),
        OutlineMenuEntry(title: "Gradients", screen: GradientsViewController.self),
    ]
    public private(set) var log: [String] = []

    public func open(_ entry: OutlineMenuEntry) {
        if let viewController = entry.screen {
            navigationController?.pushViewController(viewController.init(), animated: true)
            log.append("opened \(NSStringFromClass(viewController)) watching \(#keyPath(UIViewController.title))")
        }
    }
}
