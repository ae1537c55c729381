import Foundation

extension UIView {
    /// A region of a view to lay content out in (UIKit's
    /// `UIView.LayoutRegion`, iOS 26): the safe area, the margins or the
    /// readable content, optionally kept clear of a window's rounded corners
    /// and controls, or a bar along one edge.
    public struct LayoutRegion: Hashable, Sendable {
        /// The axis along which a region gives way to a window's corners.
        public enum AdaptivityAxis: Hashable, Sendable {
            case horizontal, vertical
        }

        enum Kind: Hashable, Sendable {
            case safeArea, margins, readableContent
            /// A bar on an edge (leading, trailing, top or bottom; left and right as given), so many points thick.
            case bar(edge: UInt, isDirectional: Bool, extent: CGFloat)
        }

        let kind: Kind
        let cornerAdaptation: AdaptivityAxis?

        public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .safeArea, cornerAdaptation: cornerAdaptation)
        }

        public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .margins, cornerAdaptation: cornerAdaptation)
        }

        public static func readableContent(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .readableContent, cornerAdaptation: cornerAdaptation)
        }

        public static func bar(onEdge edge: NSDirectionalRectEdge, extent: CGFloat) -> LayoutRegion {
            LayoutRegion(kind: .bar(edge: edge.rawValue, isDirectional: true, extent: extent), cornerAdaptation: nil)
        }

        public static func bar(onEdge edge: UIRectEdge, extent: CGFloat) -> LayoutRegion {
            LayoutRegion(kind: .bar(edge: edge.rawValue, isDirectional: false, extent: extent), cornerAdaptation: nil)
        }
    }

    private static let regionGuides = ObjectSideTable<[LayoutRegion: UILayoutGuide]>()

    /// The guide of `region` (iOS 26). A phone has no window corners to
    /// give way to, so the safe-area, margins and readable-content regions
    /// are `safeAreaLayoutGuide`, `layoutMarginsGuide` and
    /// `readableContentGuide` whatever their corner adaptation; a bar is a
    /// guide along that edge of the view, `extent` points thick, made once
    /// per region and kept.
    public func layoutGuide(for region: LayoutRegion) -> UILayoutGuide {
        switch region.kind {
        case .safeArea: return safeAreaLayoutGuide
        case .margins: return layoutMarginsGuide
        case .readableContent: return readableContentGuide
        case let .bar(edge, isDirectional, extent):
            var guides = Self.regionGuides[self] ?? [:]
            if let guide = guides[region] { return guide }
            let guide = UILayoutGuide()
            guide.identifier = "UIView.LayoutRegion.bar"
            addLayoutGuide(guide)
            NSLayoutConstraint.activate(barConstraints(guide, edge: edge, isDirectional: isDirectional, extent: extent))
            guides[region] = guide
            Self.regionGuides[self] = guides
            return guide
        }
    }

    private func barConstraints(_ guide: UILayoutGuide, edge: UInt, isDirectional: Bool, extent: CGFloat) -> [NSLayoutConstraint] {
        let top = isDirectional ? NSDirectionalRectEdge.top.rawValue : UIRectEdge.top.rawValue
        let bottom = isDirectional ? NSDirectionalRectEdge.bottom.rawValue : UIRectEdge.bottom.rawValue
        if edge & (top | bottom) != 0 {
            return [
                guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.trailingAnchor.constraint(equalTo: trailingAnchor),
                guide.heightAnchor.constraint(equalToConstant: extent),
                edge & top != 0 ? guide.topAnchor.constraint(equalTo: topAnchor) : guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            ]
        }
        let start: Bool
        if isDirectional {
            start = edge & NSDirectionalRectEdge.leading.rawValue != 0
        } else {
            start = edge & UIRectEdge.left.rawValue != 0
        }
        let side: NSLayoutConstraint
        switch (isDirectional, start) {
        case (true, true): side = guide.leadingAnchor.constraint(equalTo: leadingAnchor)
        case (true, false): side = guide.trailingAnchor.constraint(equalTo: trailingAnchor)
        case (false, true): side = guide.leftAnchor.constraint(equalTo: leftAnchor)
        case (false, false): side = guide.rightAnchor.constraint(equalTo: rightAnchor)
        }
        return [guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor),
                guide.widthAnchor.constraint(equalToConstant: extent), side]
    }
}
