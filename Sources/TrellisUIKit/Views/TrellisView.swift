import Layout
import Render

extension UIView {
    /// What Trellis adds to a view, under one name UIKit does not use: the
    /// Layout view underneath (for `Render`, `Verification` and
    /// `TrellisTesting`), a tree root's traits and safe area, names for
    /// reports, and rendering.
    ///
    ///     let card = ProfileCardView()
    ///     card.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    ///     let png = try card.trellis.pngData(width: 320)
    public var trellis: TrellisView { TrellisView(view: self) }
}

/// Trellis's handle on a `UIView`: see ``UIView/trellis``.
@preconcurrency @MainActor
public struct TrellisView {
    public let view: UIView

    /// The Layout view this UIView is, with every subview named (see
    /// ``nameViews()``): what `Render`, `Verification` and `TrellisTesting`
    /// take.
    public var layoutView: Layout.View {
        nameViews()
        return view.node
    }

    /// The text engine of this view's subtree: set it on the window (or the
    /// root view) a tree is shown in to give the tree its engine. nil: the
    /// nearest ancestor's, else the one in scope when the root was made
    /// (`TrellisTextEngine.withMeasurer`), else the system's.
    public var textMeasurer: (any TextMeasuring)? {
        get { view.node.textMeasurer }
        nonmutating set { view.node.textMeasurer = newValue }
    }

    /// The view's name in reports and snapshots; also set by
    /// `accessibilityIdentifier`.
    public var name: String? {
        get { view.node.name }
        nonmutating set { view.node.name = newValue }
    }

    /// Traits this view (usually a tree's root) gives its subtree over
    /// Trellis's default environment (``UITraitCollection/trellisDefault``):
    /// a Dynamic Type size, right to left, dark. Every view whose traits
    /// change hears of it (`traitCollectionDidChange(_:)`), as on iOS.
    public var traitOverrides: UITraitCollection? {
        get { view.traitOverride }
        nonmutating set {
            view.traitOverride = newValue
            view.updateTraitsInSubtree()
        }
    }

    /// The safe-area insets given to this view (a tree's root: its
    /// device's status bar and home indicator), which `safeAreaLayoutGuide`
    /// follows, and the views below it by the part they cover. Reads the
    /// view's `safeAreaInsets` (with its controller's
    /// `additionalSafeAreaInsets`).
    public var safeAreaInsets: UIEdgeInsets {
        get { view.safeAreaInsets }
        nonmutating set {
            view.givenSafeAreaInsets = newValue
            view.updateSafeAreaInSubtree(force: true)
        }
    }

    /// Lays the tree out with this view as its root at `width` (and
    /// `height`, or as tall as its content) and returns the result; a
    /// width or height that is NaN, infinite or negative throws
    /// ``SolvedLayoutError`` (UIKit raises for such a frame).
    public func solvedLayout(width: CGFloat, height: CGFloat? = nil) throws(SolvedLayoutError) -> SolvedLayout {
        try layoutView.solvedLayout(width: Double(width), height: height.map(Double.init))
    }

    /// The tree drawn at `width` (and `height`, or as tall as its content)
    /// as PNG bytes, at `scale` pixels per point.
    public func pngData(width: CGFloat, height: CGFloat? = nil, scale: CGFloat = 2) throws(RenderError) -> [UInt8] {
        let layout: SolvedLayout
        do { layout = try solvedLayout(width: width, height: height) } catch { throw .layout(error) }
        return try SceneRenderer(scale: Double(scale)).render(layout).pngData()
    }

    /// Names each unnamed view of the tree after the property that holds
    /// it in a view (or view controller) above it: a cell's `titleLabel`
    /// is "titleLabel" in reports, not "UILabel". A view no property holds
    /// is named by its class. `accessibilityIdentifier` wins over both.
    public func nameViews() {
        for node in view.node.subtree where node.name == nil {
            guard let owner = node.counterpart as? UIView else { continue }
            node.name = Self.propertyName(of: owner) ?? "\(Swift.type(of: owner))"
        }
    }

    /// The name of a stored property holding `view`, in its nearest
    /// ancestor (or that ancestor's view controller) that has one.
    private static func propertyName(of view: UIView) -> String? {
        var holder = view.superview
        while let candidate = holder {
            if let name = propertyName(of: view, in: candidate) { return name }
            if let controller = candidate.viewController, let name = propertyName(of: view, in: controller) { return name }
            holder = candidate.superview
        }
        return nil
    }

    private static func propertyName(of view: UIView, in holder: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: holder)
        // The app's classes only: this module's (UIView's, a cell's…) hold
        // their own parts, whose property names are not the app's names.
        while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("TrellisUIKit.") {
            for child in current.children {
                guard let label = child.label, holds(child.value, view) else { continue }
                return label.replacingOccurrences(of: "$__lazy_storage_$_", with: "")
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func holds(_ value: Any, _ view: UIView) -> Bool {
        if let object = value as? UIView { return object === view }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value as? UIView {
            return wrapped === view
        }
        return false
    }
}
