import Foundation
import Layout

/// What UIKit's fonts read when no trait collection is given: the current
/// traits (UIKit's `UITraitCollection.current`; Dynamic Type at `.large`,
/// UIKit's default, until someone sets it). Process-wide and locked; the
/// view layer sets `current` while it lays out a tree with other traits.
/// (The text engine is not here: each tree has its own, see `TrellisTextEngine`.)
enum TraitEnvironment {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedCurrent = UITraitCollection(preferredContentSizeCategory: .large)

    static var current: UITraitCollection {
        get { lock.withLock { storedCurrent } }
        set { lock.withLock { storedCurrent = newValue } }
    }

    /// The Dynamic Type size for `traits` (or the current traits): an
    /// unspecified size counts as `.large`, UIKit's default.
    static func contentSizeCategory(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        let given = traits?.preferredContentSizeCategory ?? .unspecified
        if given != .unspecified { return given }
        let current = self.current.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }
}

extension UITraitCollection {
    /// The traits in effect where no view's are at hand (UIKit's
    /// `UITraitCollection.current`): what `preferredFont(forTextStyle:)`
    /// and `UIFontMetrics` use without a trait collection. `.large` until
    /// set; set it before building a view to build it at another Dynamic
    /// Type size, as an app launched at that size would.
    public static var current: UITraitCollection {
        get { TraitEnvironment.current }
        set { TraitEnvironment.current = newValue }
    }
}

/// The text engine TrellisUIKit measures with: what `UIFont(name:size:)`
/// looks families up in, what `UIFont`'s metrics come from, and the engine
/// of the views made while it is in effect (an engine that knows a font
/// file of yours, or a test font with known advances). The system's
/// (HarfBuzz over fontconfig) unless scoped.
///
/// A tree measures with its root's engine: the window's (or any view's)
/// `trellis.textMeasurer` when set, else the one in scope when the root
/// was made (Layout's `TextContext`). Nothing process-wide can be set (an
/// engine set once for the process would be shared by tests running side
/// by side); scope it, as swift-snapshot-testing scopes its configuration:
/// the engine holds inside the closure, on this task and the tasks it
/// starts, and nowhere else.
///
///     let brand = ShapedTextMeasurer(families: ["Brand Sans": try FontSet.files(...)])
///     try TrellisTextEngine.withMeasurer(brand) {
///         let label = UILabel()
///         label.font = UIFont(name: "Brand Sans", size: 17)
///         assertSnapshot(of: label, as: .image)
///     }
///
/// Or for an app's whole window: `window.trellis.textMeasurer = brand`.
public enum TrellisTextEngine {
    /// The engine in effect: the innermost `withMeasurer`'s, else the system's.
    public static var measurer: any TextMeasuring { TextContext.measurer }

    /// Runs `operation` with `measurer` as the engine of UIKit's fonts and
    /// of the views made inside it (Layout's `withTextMeasurer`).
    public static func withMeasurer<R>(_ measurer: any TextMeasuring, operation: () throws -> R) rethrows -> R {
        try withTextMeasurer(measurer, operation)
    }
}
