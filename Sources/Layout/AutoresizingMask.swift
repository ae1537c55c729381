/// Which parts of a view's frame stretch when its superview changes size
/// (UIKit's `UIView.AutoresizingMask`, the same raw values). Used only while
/// the view translates its frame into constraints
/// (`translatesAutoresizingMaskIntoConstraints`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The flexible parts of one axis: the margin before, the size, the margin after.
    func flexible(horizontal: Bool) -> (before: Bool, size: Bool, after: Bool) {
        horizontal ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }

    /// The share of a change in the superview's length that goes to the
    /// margin before and to the size, along one axis, as UIKit shares it
    /// (Apple, `UIView.autoresizingMask`: "the larger the flexible portion,
    /// relative to the others, the more it is likely to grow"): in proportion
    /// to the flexible parts' lengths, equally when they are all zero. Both
    /// 0 for an axis with nothing flexible.
    static func shares(start: Double, length: Double, in superviewLength: Double,
                       flexible: (before: Bool, size: Bool, after: Bool)) -> (before: Double, size: Double) {
        let parts = [start, length, superviewLength - start - length]
        let flags = [flexible.before, flexible.size, flexible.after]
        let count = flags.filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = zip(parts, flags).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        let share = { (index: Int) -> Double in
            guard flags[index] else { return 0 }
            return total > 0 ? max(0, parts[index]) / total : 1 / Double(count)
        }
        return (share(0), share(1))
    }

    /// One axis after the superview's length goes from `old` to `new`: the
    /// new start and length (the length never below 0).
    static func resize(start: Double, length: Double, in old: Double, to new: Double,
                       flexible: (before: Bool, size: Bool, after: Bool)) -> (start: Double, length: Double) {
        let delta = new - old
        guard delta != 0 else { return (start, length) }
        let shares = shares(start: start, length: length, in: old, flexible: flexible)
        return (start + delta * shares.before, max(0, length + delta * shares.size))
    }

    /// `frame` after its superview goes from `old` to `new`.
    package func resized(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let x = Self.resize(start: frame.minX, length: frame.width, in: old.width, to: new.width, flexible: flexible(horizontal: true))
        let y = Self.resize(start: frame.minY, length: frame.height, in: old.height, to: new.height, flexible: flexible(horizontal: false))
        return Rect(x: x.start, y: y.start, width: x.length, height: y.length)
    }
}
