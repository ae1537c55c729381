// TEMPORARY stand-ins for UIColor, CGColor and UIFont while they are being
// written on their own branches; removed at the merge.
import Layout

public final class UIFont: @unchecked Sendable {
    let layoutFont: Font
    init(_ font: Font) { layoutFont = font }
    public class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font.systemFont(ofSize: size)) }
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font.systemFont(ofSize: size)) }
    public var pointSize: CGFloat { layoutFont.size }
}
extension UIFont {
    func adjusted(to traits: UITraitCollection) -> UIFont { self }
}
