import Foundation
import InterfaceBuilder

/// A `.storyboard` file (UIKit's `UIStoryboard`): makes its view
/// controllers, each with `init?(coder:)` of its custom class, and loads a
/// controller's view from the scene when the view is first used, as UIKit
/// does: its outlets set, its actions wired, `awakeFromNib` sent to each
/// view; the controller's own `awakeFromNib` comes as it is made.
///
/// The file is the `.storyboard` itself (UIKit loads the compiled
/// `.storyboardc`, which SwiftPM on Linux does not make), found by path or
/// in a bundle as ``UINib``'s are.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: IBDocument
    let bundle: Bundle?

    /// The storyboard `name` (without `.storyboard`) in `storyboardBundleOrNil`
    /// (the main bundle when nil), or at the path `name` names. UIKit raises
    /// when there is none, or it cannot be read; so does Trellis, with the
    /// file and line.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let path = NibFiles.path(named: name, extensions: ["storyboard"], in: storyboardBundleOrNil) else {
            fatalError("Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil?.bundlePath ?? Bundle.main.bundlePath)")
        }
        do {
            document = try IBDocumentReader.read(contentsOfFile: path)
        } catch {
            fatalError("\(error)")
        }
        bundle = storyboardBundleOrNil
        super.init()
    }

    /// What the last view loaded from this storyboard could not do as the
    /// file asks, each with the file and line.
    public internal(set) var trellisIssues: [String] = []

    /// The storyboard's initial view controller; nil when it names none. A
    /// navigation controller is made with its root view controller.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        return instantiateController(id: id)
    }

    /// The view controller with the storyboard ID `identifier`. UIKit raises
    /// for one the storyboard lacks; so does Trellis.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateController(identifier: identifier, creator: nil)
    }

    private func instantiateController(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let ids = document.hierarchies.compactMap(\.controller).filter { $0.storyboardIdentifier == identifier }.map(\.id)
        guard let id = ids.first, let controller = instantiateController(id: id, creator: creator) else {
            fatalError("Storyboard (\(document.file)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return controller
    }

    /// The view controller with the storyboard ID `identifier`, as the type
    /// the call asks for (iOS 13), as `instantiateViewController(withIdentifier:)`
    /// makes it; a controller of another type stops the program, where UIKit
    /// raises.
    public func instantiateViewController<ViewController: UIViewController>(identifier: String) -> ViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// The same, made by `creator` (iOS 13): it gets the scene's coder and
    /// returns the controller, made with its `init?(coder:)` and whatever
    /// else the app passes. Apple: "If you specify nil for this parameter
    /// or your block returns nil, this method creates the view controller
    /// using its init?(coder:) method." Either way the scene's view, outlets
    /// and segues are the controller's, as for any scene.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController {
        let made = instantiateController(identifier: identifier, creator: creator.map { make in { make($0) } })
        guard let typed = made as? ViewController else {
            fatalError("Storyboard (\(document.file)): the view controller '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)")
        }
        return typed
    }

    func instantiateController(id: String, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        if let hierarchy = document.hierarchies.first(where: { $0.controller?.id == id }), let saved = hierarchy.controller {
            return makeController(saved, hierarchy: hierarchy, creator: creator)
        }
        // A navigation controller has no view of its own in the file: its root's.
        let root = document.connections.first {
            $0.sourceID == id && $0.kind == .segue && $0.relationship == "rootViewController"
        }
        guard let root, let rootController = instantiateController(id: root.destinationID) else { return nil }
        return UINavigationController(rootViewController: rootController)
    }

    private func makeController(_ saved: IBController, hierarchy: IBHierarchy,
                                creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let base: UIViewController.Type = switch saved.element {
        case "tableViewController": UITableViewController.self
        case "collectionViewController": UICollectionViewController.self
        default: UIViewController.self
        }
        var controllerClass = base
        if let name = saved.customClass {
            if let found = NibClassLookup.find(name, module: saved.customModule, bundle: bundle) as? UIViewController.Type {
                controllerClass = found
            } else {
                trellisIssues.append("\(document.file): Unknown class \(name) in Interface Builder file: made a \(base)")
            }
        }
        let coder = NibCoder(element: nil, attributes: ["storyboardIdentifier": saved.storyboardIdentifier ?? ""])
        let controller = creator?(coder) ?? controllerClass.init(coder: coder) ?? UIViewController(nibName: nil, bundle: bundle)
        let document = self.document
        let bundle = self.bundle
        controller.storyboardViewLoader = { [weak self] (controller: UIViewController) in
            let builder = NibObjectBuilder(document: document, bundle: bundle)
            builder.setObject(controller, id: saved.id)
            let root = builder.makeView(hierarchy.root)
            controller.view = root
            for guide in saved.layoutGuides {
                let support = guide.kind == .topLayoutGuide ? controller.topLayoutGuide : controller.bottomLayoutGuide
                builder.setObject(support as AnyObject, id: guide.id)
            }
            builder.finish()
            self?.trellisIssues = builder.issues
            self?.connectTriggeredSegues(of: controller, controllerID: saved.id, objects: builder.objects)
        }
        controller.storyboard = self
        controller.storyboardSceneControllerID = saved.id
        controller.awakeFromNib()
        return controller
    }
}
