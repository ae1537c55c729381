// TEMPORARY stand-ins for UIColor, CGColor and UIFont while they are being
// written on their own branches; removed at the merge.
import Layout

public final class UIColor: @unchecked Sendable {
    let color: Color
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: white, alpha: alpha) }
    func resolvedLayoutColor(with traits: UITraitCollection) -> Color { color }
    public var cgColor: CGColor { CGColor(color) }
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    public static var label: UIColor { black }
    public static var systemBackground: UIColor { white }
}

public final class CGColor: @unchecked Sendable {
    let color: Color
    init(_ color: Color) { self.color = color }
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
    public var numberOfComponents: Int { 4 }
}

public final class UIFont: @unchecked Sendable {
    let layoutFont: Font
    init(_ font: Font) { layoutFont = font }
    public class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font.systemFont(ofSize: size)) }
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font.systemFont(ofSize: size)) }
    public var pointSize: CGFloat { layoutFont.size }
}
extension UIColor {
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.color.red, green: cgColor.color.green, blue: cgColor.color.blue, alpha: cgColor.color.alpha)
    }
}
extension CGColor {
    var layoutColor: Color { color }
    static let trellisBlack = CGColor(Color.black)
}
extension UIFont {
    func adjusted(to traits: UITraitCollection) -> UIFont { self }
}
