/// UIKit's names for the properties a scene key sets, for the message of
/// an unknown key: someone who thinks in UIKit writes `numberOfLines`,
/// `textColor` or `isLayoutMarginsRelativeArrangement`, and edit distance
/// alone guesses wrong for those (`textColor` is closest to `text`,
/// `isLayoutMarginsRelativeArrangement` to `margins`, which is
/// `layoutMargins`, another property).
enum UIKitPropertyNames {
    /// UIKit's property name → the scene keys that set it, the first a
    /// view of the kind at hand takes being the one suggested (`tintColor`
    /// is an image view's `tint`, a button's title `color`).
    static let sceneKeys: [String: [String]] = [
        // UIView
        "backgroundColor": ["background"],
        "isHidden": ["hidden"],
        "layoutMargins": ["margins"],
        "directionalLayoutMargins": ["margins"],
        "semanticContentAttribute": ["direction"],
        "contentHuggingPriority": ["hugging"],
        "contentCompressionResistancePriority": ["compressionResistance"],
        "tintColor": ["tint", "color"],
        // UILabel, UITextField
        "numberOfLines": ["lines"],
        "textAlignment": ["alignment"],
        "lineBreakMode": ["lineBreak"],
        "textColor": ["color"],
        "attributedText": ["runs"],
        "isSecureTextEntry": ["secure"],
        // UIButton
        "titleColor": ["color"],
        "contentEdgeInsets": ["insets"],
        "contentHorizontalAlignment": ["alignment"],
        // UIStackView
        "isLayoutMarginsRelativeArrangement": ["marginsRelative"],
        "isBaselineRelativeArrangement": ["baselineRelative"],
        // Controls
        "isOn": ["on"],
        "onTintColor": ["onTint"],
        "thumbTintColor": ["thumbTint"],
        "minimumTrackTintColor": ["minimumTrackTint"],
        "maximumTrackTintColor": ["maximumTrackTint"],
        "selectedSegmentIndex": ["selected"],
        "selectedSegmentTintColor": ["selectedTint"],
        "isAnimating": ["animating"],
        "progressTintColor": ["progressTint"],
        "trackTintColor": ["trackTint"],
        "numberOfPages": ["pages"],
        "currentPage": ["current"],
        "pageIndicatorTintColor": ["pageTint"],
        "currentPageIndicatorTintColor": ["currentPageTint"],
    ]

    /// The scene key for UIKit's `name` among `allowed`, if it has one.
    static func sceneKey(for name: String, in allowed: [String]) -> String? {
        sceneKeys[name]?.first { allowed.contains($0) }
    }
}
