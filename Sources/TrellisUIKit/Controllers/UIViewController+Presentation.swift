import Foundation

/// How a presented view controller is shown; raw values are UIKit's
/// `UIModalPresentationStyle` (`blurOverFullScreen` is tvOS-only and
/// missing here, as in the iOS SDK's Swift interface).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5,
         overCurrentContext = 6, popover = 7, none = -1, automatic = -2
}

/// The animation of a presentation; raw values are UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

extension UIViewController {
    /// What `present(_:animated:completion:)` does here: records the
    /// presentation and brings the presented controller's view up, at once.
    ///
    /// A controller already presenting another presents nothing, and neither
    /// does one asked to present a controller that is already presented (or
    /// itself): UIKit logs "Attempt to present … which is already presenting"
    /// and leaves things as they were. UIKit also refuses to present from a
    /// view controller whose view is not in a window; Trellis presents
    /// anyway, since a test's controllers usually are in none.
    ///
    /// The presented view is loaded and gets the presenting controller's
    /// root view's size (the screen's when it has none), traits and safe
    /// area, then `viewWillAppear`, a layout and `viewDidAppear`. For
    /// `.fullScreen` and `.currentContext` the presenter hears
    /// `viewWillDisappear` just before the presented `viewWillAppear` and
    /// `viewDidDisappear` just before its `viewDidAppear`; the other styles
    /// leave it on screen, as UIKit's sheets do. Then `completion` runs.
    func presentRecorded(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presented !== self, presentedStorage == nil, presented.presentingStorage == nil,
              presented.parent == nil else { return }
        presentedStorage = presented
        presented.presentingStorage = self
        // A navigation controller shown as a sheet has a sheet's taller bar.
        (presented as? UINavigationController)?.navigationBar.itemsDidChange()
        let coordinator = TrellisTransitionCoordinator(
            animated: animated, style: presented.modalPresentationStyle, from: self, to: presented)
        presented.beingPresented = true
        presented.activeTransitionCoordinator = coordinator
        activeTransitionCoordinator = coordinator
        let hidesPresenter = presented.modalPresentationStyle.hidesPresenter
        let source = presentationSource
        let view: UIView = presented.view
        let custom = presented.modalPresentationStyle == .custom ? presented.beginCustomPresentation(in: source) : nil
        view.frame = custom?.frameOfPresentedViewInContainerView ?? CGRect(origin: .zero, size: source.size)
        view.trellis.traitOverrides = source.traits
        view.trellis.safeAreaInsets = source.safeArea
        if hidesPresenter { viewWillDisappear(animated) }
        presented.viewWillAppear(animated)
        custom?.containerViewWillLayoutSubviews()
        view.layoutIfNeeded()
        custom?.containerViewDidLayoutSubviews()
        if hidesPresenter { viewDidDisappear(animated) }
        presented.viewDidAppear(animated)
        custom?.presentationTransitionDidEnd(true)
        coordinator.finish()
        presented.beingPresented = false
        presented.activeTransitionCoordinator = nil
        activeTransitionCoordinator = nil
        completion?()
    }

    /// What `dismiss(animated:completion:)` does here (see its documentation).
    func dismissRecorded(animated: Bool, completion: (() -> Void)?) {
        // The controller whose presentation goes: this one's (or an
        // ancestor's), else the one that presented this one.
        var owner: UIViewController? = self
        while let candidate = owner, candidate.presentedStorage == nil { owner = candidate.parent }
        if owner == nil {
            var presented: UIViewController? = self
            while let candidate = presented, candidate.presentingStorage == nil { presented = candidate.parent }
            owner = presented?.presentingStorage
        }
        guard let owner, let first = owner.presentedStorage else { return }
        // The stack above `owner`, top first.
        var stack: [UIViewController] = []
        var next: UIViewController? = first
        while let controller = next {
            stack.insert(controller, at: 0)
            next = controller.presentedStorage
        }
        let coordinator = TrellisTransitionCoordinator(
            animated: animated, style: first.modalPresentationStyle, from: stack[0], to: owner)
        let showsPresenter = first.modalPresentationStyle.hidesPresenter
        for controller in stack {
            controller.beingDismissed = true
            controller.activeTransitionCoordinator = coordinator
        }
        owner.activeTransitionCoordinator = coordinator
        let customs = stack.compactMap { $0.modalPresentationStyle == .custom ? $0.presentationControllerStorage : nil }
        for custom in customs { custom.dismissalTransitionWillBegin() }
        for controller in stack { controller.viewWillDisappear(animated) }
        if showsPresenter { owner.viewWillAppear(animated) }
        for controller in stack {
            controller.viewDidDisappear(animated)
            controller.presentingStorage?.presentedStorage = nil
            controller.presentingStorage = nil
            (controller as? UINavigationController)?.navigationBar.itemsDidChange()
        }
        if showsPresenter { owner.viewDidAppear(animated) }
        for custom in customs { custom.dismissalTransitionDidEnd(true) }
        coordinator.finish()
        for controller in stack {
            controller.beingDismissed = false
            controller.activeTransitionCoordinator = nil
        }
        owner.activeTransitionCoordinator = nil
        completion?()
    }

    /// A `.custom` presentation's controller, asked of the transitioning
    /// delegate now that the presenter is known, given a container as large
    /// as the presenter's tree, and told the presentation begins.
    fileprivate func beginCustomPresentation(
        in source: (size: CGSize, traits: UITraitCollection, safeArea: UIEdgeInsets)
    ) -> UIPresentationController? {
        presentationControllerStorage = nil
        guard let controller = presentationController else { return nil }
        let container = UIView(frame: CGRect(origin: .zero, size: source.size))
        container.trellis.traitOverrides = source.traits
        controller.containerView = container
        controller.presentationTransitionWillBegin()
        return controller
    }

    /// The size, traits and safe area a presented view gets: those of the
    /// tree this controller's view is in (the screen's when its view has no
    /// size yet).
    fileprivate var presentationSource: (size: CGSize, traits: UITraitCollection, safeArea: UIEdgeInsets) {
        guard let view = viewIfLoaded else {
            return (UIScreen.main.bounds.size, UIScreen.main.traitCollection, .zero)
        }
        var root = view
        while let superview = root.superview { root = superview }
        let size = root.bounds.size
        return (size.width > 0 && size.height > 0 ? size : UIScreen.main.bounds.size, view.traitCollection,
                root.safeAreaInsets)
    }
}

extension UIModalPresentationStyle {
    /// Whether the presenter's view goes off screen (UIKit removes it after a
    /// full-screen presentation; the sheets and the "over" styles keep it).
    var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
}

extension UIView {
    /// An animation's timing curve; raw values are UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }
}

/// An object whose content can change size (UIKit's `UIContentContainer`):
/// view controllers.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

/// The keys of a transition's view controllers (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's views (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition's alongside animations are told (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// What a view controller gets to run animations alongside a transition
/// (UIKit's `UIViewControllerTransitionCoordinator`). Transitions here are
/// not animated: `animate(alongsideTransition:completion:)` runs the
/// animation and then the completion at once, and returns true.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// As UIKit's, whose `completion` defaults to nil.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of Trellis's transitions: not animated, not interactive,
/// never cancelled, 0 seconds long, complete. Alongside animations run at
/// once; a completion given while the transition runs is kept until it
/// ends (``finish()``), one given after runs at once.
@preconcurrency @MainActor
final class TrellisTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    let targetTransform: CGAffineTransform
    private var pendingCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(animated: Bool, style: UIModalPresentationStyle, from: UIViewController?, to: UIViewController?,
         targetTransform: CGAffineTransform = .identity) {
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
        self.targetTransform = targetTransform
    }

    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from?.viewIfLoaded : key == .to ? to?.viewIfLoaded : nil
    }

    /// The view the transition happens in: the destination's root, else a new view.
    var containerView: UIView {
        var view = to?.viewIfLoaded ?? from?.viewIfLoaded ?? UIView(frame: UIScreen.main.bounds)
        while let superview = view.superview { view = superview }
        return view
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion {
            if finished { completion(self) } else { pendingCompletions.append(completion) }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: nothing here is interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// The transition is over: the kept completions run, in order.
    func finish() {
        finished = true
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion(self) }
    }
}
