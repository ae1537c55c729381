/// A pair of size classes, as `<variation key="widthClass=compact">` names them.
public struct IBSizeClass: Equatable, Sendable, CustomStringConvertible {
    public enum Value: String, Sendable { case compact, regular }

    public var width: Value
    public var height: Value

    public init(width: Value, height: Value) {
        self.width = width
        self.height = height
    }

    /// Whether a variation key (`default`, `widthClass=regular`,
    /// `heightClass=compact-widthClass=compact`) applies, and how specific
    /// it is (0 for `default`, 1 or 2), or nil when it does not apply or
    /// cannot be read.
    public func specificity(ofVariation key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = Value(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass": if value != width { return nil }
            case "heightClass": if value != height { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// Whether a variation key is one the reader can read at all.
    public static func isReadable(variation key: String) -> Bool {
        IBSizeClass(width: .compact, height: .compact).specificity(ofVariation: key) != nil
            || IBSizeClass(width: .regular, height: .regular).specificity(ofVariation: key) != nil
            || IBSizeClass(width: .compact, height: .regular).specificity(ofVariation: key) != nil
            || IBSizeClass(width: .regular, height: .compact).specificity(ofVariation: key) != nil
    }

    public var description: String { "width \(width.rawValue), height \(height.rawValue)" }
}
