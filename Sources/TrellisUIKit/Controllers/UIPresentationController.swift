import Foundation

/// What manages a presented view controller's presentation (UIKit's
/// `UIPresentationController`). Nothing is animated here: for a
/// `.custom` presentation whose transitioning delegate supplies one, the
/// presented view is placed at `frameOfPresentedViewInContainerView` in a
/// container as large as the presenter's tree, and the controller hears
/// `presentationTransitionWillBegin`, `containerViewWillLayoutSubviews`,
/// `containerViewDidLayoutSubviews` and `presentationTransitionDidEnd(true)`
/// (then the dismissal's pair on `dismiss`), in UIKit's order. Other
/// styles lay the presented view out as the presenter's tree
/// (UIViewController+Presentation.swift).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public private(set) weak var presentingViewController: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The view the presentation happens in; set when it begins.
    open internal(set) var containerView: UIView?
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view goes: the whole container, by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        presentationStyle
    }
    /// Traits the presented controller gets instead of the container's; kept.
    open var overrideTraitCollection: UITraitCollection?
    open var traitCollection: UITraitCollection { containerView?.traitCollection ?? UIScreen.main.traitCollection }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

/// What a presentation tells its delegate (UIKit's
/// `UIAdaptivePresentationControllerDelegate`); every method optional.
/// There is no interactive dismissal here, so the `…Dismiss…` methods are
/// never called by Trellis.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentationStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
    /// The controller of this one's presentation (UIKit's
    /// `presentationController`): made for `modalPresentationStyle` when
    /// first asked: a popover's for `.popover`, a sheet's for `.pageSheet`,
    /// `.formSheet` and `.automatic` (which UIKit shows as a sheet on
    /// iPhone), the transitioning delegate's (else a plain one) for
    /// `.custom`, a plain one otherwise. A new style before the presentation
    /// makes a new controller.
    public var presentationController: UIPresentationController? {
        if let made = presentationControllerStorage, made.matches(modalPresentationStyle) || presentingStorage != nil {
            return made
        }
        let made = makePresentationController()
        presentationControllerStorage = made
        return made
    }

    /// The sheet's controller (iOS 15): nil unless the style is a sheet's,
    /// as UIKit answers.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover's controller: nil unless the style is `.popover`, as UIKit answers.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    private func makePresentationController() -> UIPresentationController {
        let presenting = presentingStorage
        switch modalPresentationStyle {
        case .popover:
            return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet, .formSheet, .automatic:
            return UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            if let source = presenting ?? parent,
               let custom = transitioningDelegate?.presentationController(
                   forPresented: self, presenting: presenting, source: source) {
                return custom
            }
            return UIPresentationController(presentedViewController: self, presenting: presenting)
        default:
            return UIPresentationController(presentedViewController: self, presenting: presenting)
        }
    }
}

extension UIPresentationController {
    /// Whether this controller is the kind `style` makes (a custom one fits `.custom` only).
    func matches(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .popover: return self is UIPopoverPresentationController
        case .pageSheet, .formSheet, .automatic: return self is UISheetPresentationController
        case .custom: return !(self is UIPopoverPresentationController || self is UISheetPresentationController)
        default: return type(of: self) == UIPresentationController.self
        }
    }
}
