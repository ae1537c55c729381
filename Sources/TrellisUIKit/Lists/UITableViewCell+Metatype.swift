import Foundation

/// A cell made through a metatype value: `cellType.init(style:reuseIdentifier:)`
/// with `cellType: UITableViewCell.Type` (QuickTableViewController makes
/// every row's cell so). UIKit's initialiser is an Objective-C one, which
/// Swift lets a metatype call; Trellis's is a Swift one, which a metatype
/// may call only if it is `required`, and making it so would oblige every
/// cell that overrides it to write `required`. The Objective-C opt-in's
/// rewrite (docs/objective-c.md) turns such a call into
/// ``UITableViewCell/trellisMade(style:reuseIdentifier:)``, which goes
/// through the required registration hook
/// (`init(trellisRegisteredWithReuseIdentifier:)`) with the style handed
/// over beside it, so the class's own `init(style:reuseIdentifier:)` runs
/// with the style asked for, as on iOS.
extension UITableViewCell {
    /// The style the next registration hook passes on, set by
    /// `trellisMade` for the one call it makes (nil: `.default`, what a
    /// table's registered class is made with).
    static var styleForHook: CellStyle?

    /// An instance of the class this is called on (a metatype value's),
    /// made by its own `init(style:reuseIdentifier:)`. What the Objective-C
    /// opt-in calls for `cellType.init(style:reuseIdentifier:)`; not UIKit API.
    public class func trellisMade(style: CellStyle, reuseIdentifier: String?) -> Self {
        styleForHook = style
        defer { styleForHook = nil }
        return self.init(trellisRegisteredWithReuseIdentifier: reuseIdentifier)
    }

    /// The style the hook initialises with, used once.
    static func takeStyleForHook() -> CellStyle {
        defer { styleForHook = nil }
        return styleForHook ?? .default
    }
}
