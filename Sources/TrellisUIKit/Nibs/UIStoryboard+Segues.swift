import Foundation
import InterfaceBuilder

/// A storyboard's segues: `performSegue(withIdentifier:sender:)` finds the
/// scene's segue by its identifier; one the file starts from a control
/// (a button's `<segue>`) fires when the control is tapped. Either way the
/// destination scene's controller is made, the source's
/// `prepare(for:sender:)` called and the segue performed.
extension UIStoryboard {
    /// The transition segues of the scene whose controller has IB id
    /// `controllerID`: started from the controller or from a view of its
    /// scene; relationships (a navigation controller's root) left out.
    func segues(ofScene controllerID: String) -> [IBConnection] {
        var sources: Set<String> = [controllerID]
        if let hierarchy = document.hierarchies.first(where: { $0.controller?.id == controllerID }) {
            sources.formUnion(hierarchy.root.subtree.map(\.id))
        }
        return document.connections.filter {
            $0.kind == .segue && $0.relationship == nil && $0.eventType != "relationship" && sources.contains($0.sourceID)
        }
    }

    func performSegue(withIdentifier identifier: String, from source: UIViewController, sender: Any?) {
        guard let id = source.storyboardSceneControllerID,
              let connection = segues(ofScene: id).first(where: { $0.name == identifier }) else {
            trellisIssues.append("\(document.file): Receiver (\(type(of: source))) has no segue with identifier '\(identifier)'")
            return
        }
        perform(connection, from: source, sender: sender)
    }

    private func perform(_ connection: IBConnection, from source: UIViewController, sender: Any?) {
        guard let destination = instantiateController(id: connection.destinationID) else {
            trellisIssues.append("\(document.file):\(connection.line): segue \(connection.name): no view controller \(connection.destinationID)")
            return
        }
        let segue = UIStoryboardSegue(identifier: connection.name.isEmpty ? nil : connection.name, source: source,
                                      destination: destination, kind: connection.eventType)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// After a scene's view loads: each segue the file starts from one of
    /// its controls fires on a tap (`touchUpInside`), asking the
    /// controller's `shouldPerformSegue(withIdentifier:sender:)` first, the
    /// control as the sender.
    func connectTriggeredSegues(of controller: UIViewController, controllerID: String, objects: [String: AnyObject]) {
        for connection in segues(ofScene: controllerID) where connection.sourceID != controllerID {
            guard let control = objects[connection.sourceID] as? UIControl else { continue }
            control.addAction(UIAction { [weak self, weak controller, weak control] _ in
                guard let self, let controller else { return }
                if !connection.name.isEmpty,
                   !controller.shouldPerformSegue(withIdentifier: connection.name, sender: control) { return }
                self.perform(connection, from: controller, sender: control)
            }, for: .touchUpInside)
        }
    }
}
