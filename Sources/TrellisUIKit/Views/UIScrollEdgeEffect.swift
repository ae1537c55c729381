import Foundation

/// The fade or line where a scroll view's content meets the bars over it
/// (UIKit's `UIScrollEdgeEffect`, iOS 26). Trellis draws a scroll view
/// still and draws no bars over it: the effect's style and visibility are
/// kept and nothing is drawn.
@preconcurrency @MainActor
public final class UIScrollEdgeEffect {
    /// The effect's look (a class of shared values in UIKit).
    public final class Style: Sendable {
        let name: String
        private init(_ name: String) { self.name = name }

        public static let automatic = Style("automatic")
        /// A soft, blurred edge.
        public static let soft = Style("soft")
        /// A hard cutoff with a dividing line.
        public static let hard = Style("hard")
    }

    public var style: Style = .automatic
    public var isHidden = false

    init() {}
}

extension UIScrollView {
    private static let edgeEffects = ObjectSideTable<[UIScrollEdgeEffect]>()

    /// The four edge effects, made on first use and kept.
    private var edgeEffectsByEdge: [UIScrollEdgeEffect] {
        Self.edgeEffects.value(for: self, default: (0..<4).map { _ in UIScrollEdgeEffect() })
    }

    public var topEdgeEffect: UIScrollEdgeEffect { edgeEffectsByEdge[0] }
    public var leftEdgeEffect: UIScrollEdgeEffect { edgeEffectsByEdge[1] }
    public var bottomEdgeEffect: UIScrollEdgeEffect { edgeEffectsByEdge[2] }
    public var rightEdgeEffect: UIScrollEdgeEffect { edgeEffectsByEdge[3] }
}
