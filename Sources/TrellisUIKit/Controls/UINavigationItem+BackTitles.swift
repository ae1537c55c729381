import Foundation

extension UINavigationItem {
    /// The titles the back button to this item may show, most specific
    /// first; the bar shows the first that fits (`UINavigationBar`'s
    /// `layoutSubviews`), nil being the chevron alone.
    ///
    /// A `backBarButtonItem` with a title gives that title whatever the
    /// display mode (Apple, `backButtonDisplayMode`: "When the
    /// `backBarButtonItem` property is `nil`, the navigation item uses this
    /// display mode to determine the title of its Back button"; UIKit's
    /// header on `.generic`: it "ignores .title and .backButtonTitle (but
    /// *not* .backBarButtonItem.title)"). Otherwise, Apple's pages for the
    /// modes: `.default` tries `backButtonTitle`, then `title`, then "a
    /// generic title, such as *Back*", then no title, "according to the
    /// available space"; `.generic` the generic title, then none;
    /// `.minimal` none. An empty `backBarButtonItem` title or
    /// `backButtonTitle` is a title that always fits, so the button shows
    /// the chevron alone, the idiom apps use for it (UIKit's drawing of a
    /// `backBarButtonItem` titled "", guidomb/Portal pull request 10;
    /// docs/uikit-numbers.md, "Back button title"); an empty `title` is
    /// taken as a nil one ("Back").
    var backButtonTitleCandidates: [String?] {
        if let fixed = backBarButtonItem?.title { return [fixed.isEmpty ? nil : fixed] }
        switch backButtonDisplayMode {
        case .minimal: return [nil]
        case .generic: return [Self.genericBackTitle, nil]
        case .default:
            if backButtonTitle == "" { return [nil] }
            var titles: [String?] = []
            if let given = backButtonTitle ?? title, !given.isEmpty {
                for candidate in [backButtonTitle, title] {
                    if let candidate, !candidate.isEmpty, !titles.contains(candidate) { titles.append(candidate) }
                }
            }
            if !titles.contains(Self.genericBackTitle) { titles.append(Self.genericBackTitle) }
            return titles + [nil]
        }
    }

    /// UIKit's generic back title (Apple, `UINavigationItem.title`: "If the
    /// value of this property is `nil`, the system uses the string “Back”").
    static let genericBackTitle = "Back"
}
