import Foundation

/// Behaviour attached to a view (UIKit's `UIInteraction`): context menus,
/// pointer effects. A view keeps its interactions in `interactions`; adding
/// one tells it the view it moves to, as UIKit does (`willMove(to:)`, then
/// `didMove(to:)`), and removing it tells it nil.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The view's interactions, in the order they were added (UIKit's `interactions`).
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction` (UIKit's `addInteraction(_:)`); one already on
    /// another view moves here, as in UIKit, and one already here stays once.
    public func addInteraction(_ interaction: any UIInteraction) {
        if interactionStorage.contains(where: { $0 === interaction }) { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (UIKit's `removeInteraction(_:)`); nothing when it is not here.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
