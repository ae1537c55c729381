import Layout

extension UIViewController {
    /// What Trellis adds to a view controller: showing it as a device
    /// would (see ``TrellisViewController``).
    public var trellis: TrellisViewController { TrellisViewController(controller: self) }
}

/// Trellis's handle on a `UIViewController`: see ``UIViewController/trellis``.
@preconcurrency @MainActor
public struct TrellisViewController {
    public let controller: UIViewController

    /// Shows the controller as a device would: loads its view (`loadView`,
    /// `viewDidLoad`), gives it `size`, `traits` (over Trellis's default
    /// environment) and `safeAreaInsets`, calls `viewWillAppear(false)`,
    /// puts the view in the device's window (below), calls
    /// `viewIsAppearing(false)`, lays it out and calls
    /// `viewDidAppear(false)`. Returns the view, whose `trellis` renders it.
    ///
    /// The window: a view with no superview is hosted in a `UIWindow` as
    /// large as the device, as a device's root view controller's view is,
    /// so `view.window` is that window (`willMove(toWindow:)` and
    /// `didMoveToWindow()` run through the tree), the controller's `next`
    /// is it, and a field in the screen can become the first responder.
    /// The view stays the root of its layout tree (the window is not its
    /// superview), so the screen is laid out and drawn as before, not the
    /// window; the window's `rootViewController` stays nil, and the window
    /// lives as long as the controller. A view already in a window (a
    /// test's own) stays there.
    ///
    /// The device shown becomes ``UIScreen/main`` (its bounds are `size`,
    /// its traits `traits`) and ``UIDevice/current``'s. Showing the same
    /// controller again at another size first calls
    /// `viewWillTransition(to:with:)`, and with other traits
    /// `willTransition(to:with:)`, as a rotation does on iOS.
    @discardableResult
    public func show(
        size: CGSize, traits: UITraitCollection? = nil, safeAreaInsets: UIEdgeInsets = .zero
    ) -> UIView {
        let view: UIView = controller.view
        UIScreen.main.showDevice(size: size, traits: traits, safeAreaInsets: safeAreaInsets)
        let entering = controller.shownSize == nil
        let transition = announceTransition(to: size, traits: traits)
        view.frame = CGRect(origin: .zero, size: size)
        view.applyScreenWidthInSubtree()
        view.trellis.traitOverrides = traits
        view.trellis.safeAreaInsets = safeAreaInsets
        // Shown the first time, the tree stands in a window: the appearance proxies apply.
        if entering, view.window == nil { AppearanceStore.shared.apply(toSubtreeOf: view) }
        controller.viewWillAppear(false)
        hostInWindow(view, size: size)
        controller.viewIsAppearing(false)
        view.layoutIfNeeded()
        if let transition {
            controller.activeTransitionCoordinator = nil
            transition.finish()
        }
        controller.viewDidAppear(false)
        return view
    }
}

extension TrellisViewController {
    /// Puts a view with no superview in the device's window (see `show`),
    /// telling its tree as a move into a window does; shown again, the
    /// window takes the new size.
    fileprivate func hostInWindow(_ view: UIView, size: CGSize) {
        if let window = controller.hostWindow, view.superview == nil {
            window.frame = CGRect(origin: .zero, size: size)
            return
        }
        guard view.superview == nil, !(view is UIWindow) else { return }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        view.tellSubtreeWindowWillChange(from: nil, to: window)
        controller.hostWindow = window
        view.tellSubtreeWindowDidChange(from: nil, to: window)
    }

    /// A second `show` at another size or with other traits: the
    /// controller hears of it first, as of a rotation, with a coordinator
    /// whose completions run once the new layout is done.
    fileprivate func announceTransition(to size: CGSize, traits: UITraitCollection?) -> TrellisTransitionCoordinator? {
        defer {
            controller.shownSize = size
            controller.shownTraits = traits
        }
        guard let previousSize = controller.shownSize else { return nil }
        let newTraits = UITraitCollection(traitsFrom: [.trellisDefault] + (traits.map { [$0] } ?? []))
        let oldTraits = UITraitCollection(traitsFrom: [.trellisDefault] + (controller.shownTraits.map { [$0] } ?? []))
        guard previousSize != size || newTraits != oldTraits else { return nil }
        let coordinator = TrellisTransitionCoordinator(animated: false, style: controller.modalPresentationStyle,
                                                       from: controller, to: controller)
        controller.activeTransitionCoordinator = coordinator
        if newTraits != oldTraits { controller.willTransition(to: newTraits, with: coordinator) }
        if previousSize != size { controller.viewWillTransition(to: size, with: coordinator) }
        return coordinator
    }
}

