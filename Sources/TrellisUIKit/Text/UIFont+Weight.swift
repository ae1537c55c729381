import Layout

extension UIFont {
    /// UIKit's font weights: -1…1, regular 0 (raw values from UIKit's
    /// headers, cited in docs/uikit.md "Fonts").
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's nine weights, lightest first, are OpenType's 100…900 in
        /// order (San Francisco's Ultralight is its lightest face, at 100);
        /// a value between two constants is interpolated, and a value
        /// beyond the ends is clamped to 100 or 900.
        var layoutWeight: Layout.Font.Weight {
            let steps: [(CGFloat, Double)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                              (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            let value = rawValue.isFinite ? rawValue : 0
            if value <= steps[0].0 { return .thin }
            for (low, high) in zip(steps, steps.dropFirst()) where value <= high.0 {
                if abs(value - high.0) < 1e-6 { return Layout.Font.Weight(high.1) }
                if abs(value - low.0) < 1e-6 { return Layout.Font.Weight(low.1) }
                let t = Double((value - low.0) / (high.0 - low.0))
                return Layout.Font.Weight(low.1 + t * (high.1 - low.1))
            }
            return .black
        }

        /// The UIKit weight an OpenType weight stands for (its inverse).
        init(layoutWeight: Layout.Font.Weight) {
            let steps: [(Double, CGFloat)] = [(100, -0.8), (200, -0.6), (300, -0.4), (400, 0), (500, 0.23),
                                              (600, 0.3), (700, 0.4), (800, 0.56), (900, 0.62)]
            let value = layoutWeight.value
            if value <= 100 { self = .ultraLight; return }
            for (low, high) in zip(steps, steps.dropFirst()) where value <= high.0 {
                if value == high.0 { self.init(rawValue: high.1); return }
                let t = CGFloat((value - low.0) / (high.0 - low.0))
                self.init(rawValue: low.1 + t * (high.1 - low.1))
                return
            }
            self = .black
        }
    }
}
