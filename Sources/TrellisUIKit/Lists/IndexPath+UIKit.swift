import Foundation

/// UIKit's index paths of rows and items: Foundation declares `row`,
/// `item` and `section` only where UIKit is (Apple's Foundation overlay),
/// so swift-corelibs-foundation lacks them.
extension IndexPath {
    /// An index path of a table row: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path of a collection item: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
