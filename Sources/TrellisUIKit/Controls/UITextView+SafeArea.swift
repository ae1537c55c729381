import Foundation

extension UITextView {
    /// How the text view takes the safe area into `adjustedContentInset`
    /// (UIScrollView+ContentInset.swift). UIKit's `UITextView` is a
    /// `UIScrollView` and inherits its content inset adjustment; its text
    /// is content, laid out from `textContainerInset` at the content's top,
    /// so at rest (offset `-adjustedContentInset.top`) a text view under a
    /// navigation bar shows its text below the bar.
    ///
    /// - Scrolling: as a table's, `.automatic` adjusts the top and bottom
    ///   always. Apple's rule adjusts them when the content is taller than
    ///   the view, or the view is a bar-shown controller's own view. Its
    ///   `contentSize` is its text's height (UITextView.swift), but
    ///   "taller" is not asked: a text view pinned inside such a
    ///   controller's view would lose the bar's inset while its text is
    ///   short and gain it as the text grows (UNSOURCED for a short text:
    ///   no UIKit dump of a short text view under a bar found). The other
    ///   behaviours follow Apple's rules (`.never`: text under the bar).
    /// - Not scrolling: none. Such a text view is sized by its text and
    ///   placed by its constraints, and its offset stays zero.
    var textSafeAreaAdjustment: SafeAreaAdjustment {
        isScrollEnabled ? .verticalAlways : .none
    }
}
