import Foundation

/// A layer's compositing filter (Core Animation's `compositingFilter`: a
/// blend mode's name such as "softLightBlendMode", or a `CIFilter`), kept
/// and not applied: the layer is composited normally. See docs/uikit.md,
/// "UIKit API not provided yet".
extension CALayer {
    @MainActor private static let compositingFilters = ObjectSideTable<Any>()

    @MainActor public var compositingFilter: Any? {
        get { Self.compositingFilters[self] }
        set { Self.compositingFilters[self] = newValue }
    }
}
