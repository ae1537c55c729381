import Foundation

extension UITextView {
    /// How far the bars over the text view (a navigation bar, the status
    /// bar: the safe area it covers) push its text down: a scrolling text
    /// view adjusts its content by the safe area's top, as UIKit's
    /// automatic content inset adjustment does for a scroll view under a
    /// navigation bar ("Content is always adjusted vertically when the
    /// scroll view is the content view of a view controller … displayed by
    /// a navigation or tab bar controller", Apple,
    /// `UIScrollView.ContentInsetAdjustmentBehavior.automatic`). Zero with
    /// `.never`, and for a text view that does not scroll (it is sized by
    /// its text and placed by its constraints).
    var textSafeAreaTop: CGFloat {
        guard isScrollEnabled, contentInsetAdjustmentBehavior != .never else { return 0 }
        return overlappedSafeAreaInsets.top
    }

    /// Sets the text's top pin for the safe area the last layout found;
    /// a change is laid out at the next pass.
    func moveTextBelowBars() {
        guard let top = pins.first else { return }
        let wanted = Double(textContainerInset.top + textSafeAreaTop)
        if top.constant != wanted { top.constant = wanted }
    }
}
