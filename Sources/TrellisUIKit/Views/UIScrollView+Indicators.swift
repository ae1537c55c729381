import Foundation

/// Scroll indicators, deceleration and scroll-to-top, as Apple documents
/// them. Indicators are not drawn: UIKit shows them only while the content
/// moves and fades them out after, and a snapshot is a still screen, so the
/// insets and style are kept for code that reads them
/// (<https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets>).
extension UIScrollView {
    /// How fast the content slows after a drag
    /// (<https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct>):
    /// each millisecond the speed is multiplied by the raw value. Apple's
    /// pages do not print the values; 0.998 and 0.99 are the ones UIKit
    /// exports (docs/uikit-numbers.md). Nothing decelerates here (no time
    /// passes), so the rate is kept and read back.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A fast rate: the content stops sooner.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The indicators' look (`UIScrollView.IndicatorStyle`), kept.
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black, white }

    /// Both indicators' insets at once (deprecated by Apple in favour of
    /// the vertical and horizontal ones): setting it sets both; reading it
    /// gives the vertical indicator's top and bottom and the horizontal
    /// one's left and right, the edges along which each indicator runs.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get {
            UIEdgeInsets(top: verticalScrollIndicatorInsets.top, left: horizontalScrollIndicatorInsets.left,
                         bottom: verticalScrollIndicatorInsets.bottom, right: horizontalScrollIndicatorInsets.right)
        }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// UIKit shows the indicators for a moment. A still snapshot is taken
    /// after that moment, so nothing is drawn and nothing changes.
    public func flashScrollIndicators() {}

    /// What a tap on the status bar does to this scroll view (Apple,
    /// `scrollsToTop`: "If that scroll view has scrollsToTop set to false,
    /// its delegate returns false from scrollViewShouldScrollToTop(_:), or
    /// the content is already at the top, nothing happens"; after
    /// scrolling, the delegate hears `scrollViewDidScrollToTop(_:)`).
    /// Returns whether it scrolled. The top is `-adjustedContentInset.top`.
    @discardableResult
    func scrollToTopForStatusBarTap() -> Bool {
        // 0 − inset, not −inset: with no inset the top is +0, never a -0.0 the delegate prints.
        let top = 0 - adjustedContentInset.top
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true, contentOffset.y != top else { return false }
        contentOffset.y = top
        delegate?.scrollViewDidScrollToTop(self)
        return true
    }
}

extension TrellisView {
    /// Taps the status bar above this scroll view: it scrolls to the top as
    /// `UIScrollView.scrollsToTop` documents. Returns whether it scrolled
    /// (false for a view that is not a scroll view).
    @discardableResult
    public func tapStatusBar() -> Bool { (view as? UIScrollView)?.scrollToTopForStatusBarTap() ?? false }
}
