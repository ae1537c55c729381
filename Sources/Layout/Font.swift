/// A font: a family and a size in points. The layout engine only passes it
/// to the text measurer; it never opens a font file.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var size: Double

    public init(family: String, size: Double) {
        self.family = family
        self.size = size
    }

    /// Trellis's system font: DejaVu Sans (UIKit's is San Francisco, which
    /// does not exist on Linux).
    public static func systemFont(ofSize size: Double) -> Font {
        Font(family: systemFamily, size: size)
    }

    public static let systemFamily = "DejaVu Sans"

    /// UILabel's default: the system font at 17 points.
    public static let body = systemFont(ofSize: 17)

    public var description: String { "\(family) \(formatPoints(size))" }
}
