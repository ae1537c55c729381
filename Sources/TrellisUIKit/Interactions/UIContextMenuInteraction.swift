import Foundation

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): an
/// identifier, a preview provider and the provider of its menu. UIKit keeps
/// the providers private; a test reads the menu through
/// ``TrellisContextMenu`` (`view.trellis.contextMenu(at:)`,
/// `tableView.trellis.contextMenu(forRowAt:)`).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = () -> UIViewController?
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?
    /// Where the menu's items are ordered from (iOS 16); kept.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// The identifiers of the items the menu is for (iOS 16); kept.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []

    public enum ElementOrder: Int, Sendable { case automatic = 0, priority, fixed }

    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
                actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu UIKit would show: the action provider's, given no suggested
    /// actions (UIKit suggests none outside text and system views).
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}

/// A view and the shape UIKit lifts it by (UIKit's `UITargetedPreview`); kept, not drawn.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    /// Where the preview animates to or from. Given without one, the
    /// preview's view's superview at the view's centre, as UIKit takes it
    /// (a view without a superview is its own container here, where UIKit
    /// raises).
    public let target: UIPreviewTarget
    /// The size of the preview's view.
    open var size: CGSize { view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    public convenience init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        let target = view.superview.map { UIPreviewTarget(container: $0, center: view.center) }
            ?? UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        self.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of the same view and parameters aimed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// Where a targeted preview sits (UIKit's `UIPreviewTarget`): a container
/// view, a centre in its coordinates and a transform; kept.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// How a preview is drawn (UIKit's `UIPreviewParameters`); kept.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor?
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    public override init() {}
    public convenience init(textLineRects: [NSValue]) { self.init() }
}

/// The animator a menu's delegate may add completions to (UIKit's
/// `UIContextMenuInteractionAnimating`). Nothing animates here: an
/// animation runs when added, a completion when added.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// UIKit's `UIContextMenuInteractionCommitAnimating`: the preview committed.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss = 0, pop }

/// What a context menu asks of its owner (UIKit's
/// `UIContextMenuInteractionDelegate`); all but the configuration have
/// defaults that do nothing, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        nil
    }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
}

/// A long-press menu on a view (UIKit's `UIContextMenuInteraction`). No
/// press opens it here; a test asks for the menu a press at a point would
/// show with `view.trellis.contextMenu(at:)`, which asks the delegate for
/// the configuration and tells it the menu was displayed and ended.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// The menu's look (iOS 14); raw values UIKit's.
    public enum Appearance: Int, Sendable { case unknown = 0, rich, compact }
    open private(set) var menuAppearance: Appearance = .rich
    /// The configuration of the menu `view.trellis.contextMenu(at:)` opened, until `dismissMenu()`.
    var displayed: UIContextMenuConfiguration?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the interaction's touch is, in `view`'s coordinates; the middle
    /// of the view it is on (no touch is held here).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        guard let view else { return own.convert(centre, to: nil) }
        return own.convert(centre, to: view)
    }

    /// Closes the menu `view.trellis.contextMenu(at:)` opened: the delegate
    /// hears `willEndFor`, as in UIKit. Nothing when no menu is open.
    open func dismissMenu() {
        guard let configuration = displayed else { return }
        displayed = nil
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
    }
    /// Asks for the menu again while it is shown (iOS 14); nothing is shown here.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}
