import Foundation

/// A view controller's content-unavailable view (UIKit's iOS 17
/// `contentUnavailableConfiguration`): the configuration's view lies over
/// the controller's whole view, above its other subviews, until the
/// configuration is set to nil. UIKit asks
/// `updateContentUnavailableConfiguration(using:)` before the controller's
/// first layout and after `setNeedsUpdateContentUnavailableConfiguration()`;
/// so does Trellis, from the root view's layout pass.
@preconcurrency @MainActor
final class ContentUnavailableParts {
    var configuration: (any UIContentConfiguration)?
    var view: (any UIView & UIContentView)?
    var needsUpdate = true
}

@MainActor
extension UIViewController {
    private static let contentUnavailableParts = ObjectSideTable<ContentUnavailableParts>()

    private var unavailableParts: ContentUnavailableParts {
        if let parts = Self.contentUnavailableParts[self] { return parts }
        let parts = ContentUnavailableParts()
        Self.contentUnavailableParts[self] = parts
        return parts
    }

    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { Self.contentUnavailableParts[self]?.configuration }
        set {
            let parts = unavailableParts
            parts.configuration = newValue
            if let newValue, let shown = parts.view, shown.supports(newValue) {
                shown.configuration = newValue
            } else {
                parts.view?.removeFromSuperview()
                parts.view = nil
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The state `updateContentUnavailableConfiguration(using:)` gets: the
    /// view's traits and the text in the navigation item's search bar.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection,
                                               searchText: navigationItem.searchController?.searchBar.text)
    }

    public func setNeedsUpdateContentUnavailableConfiguration() {
        unavailableParts.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Called by the root view's layout pass, before `viewWillLayoutSubviews()`:
    /// asks for an update when one is due, then keeps the configuration's
    /// view over the whole visible view (a scroll view's bounds, which move
    /// with its content offset) and in front of the other subviews.
    func placeContentUnavailableView() {
        guard let root = viewIfLoaded else { return }
        let parts = Self.contentUnavailableParts[self]
        if parts?.needsUpdate ?? true {
            unavailableParts.needsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        guard let parts = Self.contentUnavailableParts[self], let configuration = parts.configuration else { return }
        let shown: any UIView & UIContentView
        if let view = parts.view {
            shown = view
        } else {
            shown = configuration.makeContentView()
            parts.view = shown
        }
        if shown.superview !== root || root.subviews.last !== shown { root.addSubview(shown) }
        shown.translatesAutoresizingMaskIntoConstraints = true
        shown.frame = root.bounds
    }
}
