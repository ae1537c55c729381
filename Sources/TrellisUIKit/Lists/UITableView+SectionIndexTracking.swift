import Foundation

/// The colour behind the section index while a finger drags along it
/// (UIKit's `sectionIndexTrackingBackgroundColor`): kept beside the other
/// section index colours, which are kept and not drawn (docs/uikit.md,
/// "UIKit API not provided yet": there is no index strip here, and no
/// finger).
@MainActor
extension UITableView {
    private static let trackingBackgroundColors = ObjectSideTable<UIColor>()

    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { Self.trackingBackgroundColors[self] }
        set { Self.trackingBackgroundColors[self] = newValue }
    }
}
