import Layout

/// What a bar looks like (UIKit's `UIBarAppearance`, iOS 13): its
/// background and its shadow, the hairline at its edge. The three
/// `configureWith…` methods set both, as UIKit's do:
///
/// - default background: the system's chrome material, drawn here as a
///   still colour (``UIBarAppearance/defaultBackgroundColor``), with a shadow;
/// - opaque background: `systemBackground`, with a shadow;
/// - transparent background: nothing, no shadow.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// How the appearance was last configured.
    enum Background { case `default`, opaque, transparent }
    var background: Background = .default

    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBar(from: barAppearance)
    }

    /// Takes over `other`'s background and shadow.
    func copyBar(from other: UIBarAppearance) {
        background = other.background
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// NSObject's `copy()`, which is nonisolated; appearances are made and
    /// copied on the main thread, as in UIKit.
    open nonisolated override func copy() -> Any {
        nonisolated(unsafe) var copy: Any = self
        MainActor.assumeIsolated { copy = UIBarAppearance(barAppearance: self) }
        return copy
    }

    open func configureWithDefaultBackground() {
        background = .default
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    open func configureWithOpaqueBackground() {
        background = .opaque
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    open func configureWithTransparentBackground() {
        background = .transparent
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// The still colour drawn for the chrome material a default background
    /// blurs with: `systemBackground` at 75 %. Apple's iOS 18 design kit
    /// paints its bars' "Chrome" material as white at 75 % in hard-light
    /// mode over a 25-point blur of what is behind; white in hard light
    /// stays white, and a blur of an even colour is that colour, so over
    /// an even backdrop the kit's bar is white at 75 % over it (the
    /// "Default background" row of docs/uikit-numbers.md). Trellis draws no
    /// blur: a PNG shows what is behind the bar sharp, at 25 %.
    static let defaultBackgroundColor = UIColor(dynamicProvider: { traits in
        UIColor.systemBackground.resolvedColor(with: traits).withAlphaComponent(0.75)
    })

    /// The shadow hairline's colour: black at 30 % (the design kit's
    /// "Miscellaneous/Bar Border" and UIKit's drawing; docs/uikit-numbers.md).
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// The colour painted behind the bar: the background colour over the
    /// material's still colour.
    func paintedBackground() -> UIColor? {
        if let backgroundColor { return backgroundColor }
        return backgroundEffect == nil ? nil : Self.defaultBackgroundColor
    }
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`): the bar's
/// background and shadow and its titles' attributes (`.font`,
/// `.foregroundColor` are drawn).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    public override init() { super.init() }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
        }
    }

    /// NSObject's `copy()`, which is nonisolated; appearances are made and
    /// copied on the main thread, as in UIKit.
    open nonisolated override func copy() -> Any {
        nonisolated(unsafe) var copy: Any = self
        MainActor.assumeIsolated { copy = UINavigationBarAppearance(barAppearance: self) }
        return copy
    }

    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Stored: the title is drawn where UIKit centres it.
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// A toolbar's look (UIKit's `UIToolbarAppearance`).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public override init() { super.init() }
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    /// NSObject's `copy()`, which is nonisolated; appearances are made and
    /// copied on the main thread, as in UIKit.
    open nonisolated override func copy() -> Any {
        nonisolated(unsafe) var copy: Any = self
        MainActor.assumeIsolated { copy = UIToolbarAppearance(barAppearance: self) }
        return copy
    }
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// How bar button items look (UIKit's `UIBarButtonItemAppearance`); stored.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    public enum Style: Int, Sendable { case plain = 0, done }
    public override init() { super.init() }
    public init(style: UIBarButtonItem.Style) { super.init() }
    open func configureWithDefault(for style: UIBarButtonItem.Style) {}
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
}

/// One state of a bar button item's look; stored.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
}

/// An offset (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}
