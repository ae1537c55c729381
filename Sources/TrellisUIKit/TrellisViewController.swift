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
    /// lays it out and calls `viewDidAppear(false)`. Returns the view, whose
    /// `trellis` renders it.
    @discardableResult
    public func show(
        size: CGSize, traits: UITraitCollection? = nil, safeAreaInsets: UIEdgeInsets = .zero
    ) -> UIView {
        let view: UIView = controller.view
        view.frame = CGRect(origin: .zero, size: size)
        view.trellis.traitOverrides = traits
        view.trellis.safeAreaInsets = safeAreaInsets
        controller.viewWillAppear(false)
        view.layoutIfNeeded()
        controller.viewDidAppear(false)
        return view
    }
}
