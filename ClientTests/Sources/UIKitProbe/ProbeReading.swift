#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// One number UIKit does not document, as one probe measured it: the
/// values (a gap, four margins, a font's size, one height a text size)
/// and a raw description of what was read, for a human to check the
/// probe looked at the right thing (on iOS the views are private classes).
public struct ProbeReading: Sendable {
    public let name: String
    public let values: [Double]
    public let raw: String

    public init(_ name: String, _ values: [Double], raw: String) {
        self.name = name
        self.values = values
        self.raw = raw
    }
}

/// Every view under `view` with its frame in `root`'s coordinates, one a
/// line, indented by depth: what a probe reports when it cannot name the
/// view it measured (UIKit's accessory and bar button views are private).
@MainActor func describeTree(_ view: UIView, in root: UIView, depth: Int = 0) -> String {
    let frame = view.convert(view.bounds, to: root)
    var line = String(repeating: "  ", count: depth) + "\(type(of: view)) \(frame)"
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { line += " id=\(identifier)" }
    return ([line] + view.subviews.map { describeTree($0, in: root, depth: depth + 1) }).joined(separator: "\n")
}
