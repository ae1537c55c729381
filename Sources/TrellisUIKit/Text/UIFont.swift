import Layout

/// A font (UIKit's `UIFont`): a family, a size, a weight and a slant,
/// measured and drawn by Trellis's text engine.
///
/// The system font is Trellis's system font stack (Inter, a face for each
/// of UIKit's nine weights and its italic, then DejaVu Sans for the scripts
/// Inter lacks; or files registered with
/// ``ShapedTextMeasurer/init(systemFontFiles:families:library:)``),
/// since San Francisco does not exist on Linux; its `familyName` says so.
/// A weight or slant the installed files lack is set in the nearest face
/// and reported as `LayoutIssue.fontFallback` when a label is laid out.
/// See docs/uikit.md, "Fonts".
///
/// An `NSObject`, as UIKit's is: an attributes literal of a colour and a
/// font (`[.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 16)]`)
/// then infers `[NSAttributedString.Key: NSObject]` without an annotation,
/// as it does on iOS, where it would otherwise not compile.
public final class UIFont: NSObject, @unchecked Sendable {
    /// What Layout measures and draws (read by UILabel and friends).
    let layoutFont: Layout.Font

    init(_ font: Layout.Font) {
        layoutFont = font
        super.init()
    }

    /// How the font follows the Dynamic Type size, when it came from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics`: what a label with
    /// `adjustsFontForContentSizeCategory` re-derives it from.
    var dynamicTypeScaling: DynamicTypeScaling?

    // MARK: System fonts

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(.systemFont(ofSize: Double(fontSize), weight: weight.layoutWeight))
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(.systemFont(ofSize: Double(fontSize), isItalic: true))
    }

    /// The system font with every digit one width: Inter shaped with its
    /// OpenType `tnum` feature (tabular figures), as San Francisco's digits
    /// are in UIKit's monospaced-digit font.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var font = Layout.Font.systemFont(ofSize: Double(fontSize), weight: weight.layoutWeight)
        font.monospacedDigits = true
        return UIFont(font)
    }

    /// The monospaced system font: DejaVu Sans Mono (UIKit's is SF Mono).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(Layout.Font(family: monospacedFamily, size: Double(fontSize), weight: weight.layoutWeight))
    }

    static let monospacedFamily = "DejaVu Sans Mono"

    // MARK: Named fonts

    /// A font by family name ("Noto Sans"), optionally with a style after a
    /// hyphen as PostScript names have it ("Noto Sans-Bold", "DejaVu
    /// Sans-BoldOblique"). Nil, as in UIKit, when no installed font has that
    /// family: fontconfig's nearest other family is never taken for it.
    /// A size of 0 means the system font size (17, UIKit's default).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = UIFontName.font(named: fontName, size: fontSize > 0 ? Double(fontSize) : 17) else { return nil }
        self.init(font)
    }

    /// A font from a descriptor; a `pointSize` of 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(pointSize > 0 ? descriptor.font.withSize(Double(pointSize)) : descriptor.font)
    }

    /// The families installed fonts have, as fontconfig lists them (not
    /// done: the list is empty; ask `fc-list : family`).
    public class var familyNames: [String] { [] }

    // MARK: Properties

    public var pointSize: CGFloat { CGFloat(layoutFont.size) }
    public var familyName: String { layoutFont.family }
    /// The family and, but for regular upright, the style after a hyphen
    /// ("DejaVu Sans-BoldItalic"); `UIFont(name:size:)` reads it back.
    public var fontName: String { UIFontName.name(of: layoutFont) }

    public var ascender: CGFloat { CGFloat(metrics?.ascender ?? 0) }
    /// Negative, below the baseline, as in UIKit.
    public var descender: CGFloat { CGFloat(metrics?.descender ?? 0) }
    public var leading: CGFloat { CGFloat(metrics?.leading ?? 0) }
    public var capHeight: CGFloat { CGFloat(metrics?.capHeight ?? 0) }
    public var xHeight: CGFloat { CGFloat(metrics?.xHeight ?? 0) }
    /// Ascender − descender + leading.
    public var lineHeight: CGFloat { CGFloat(metrics?.lineHeight ?? 0) }

    /// The real face's metrics, from the measurer UIKit fonts use
    /// (`TrellisTextEngine.measurer`).
    private var metrics: FontMetrics? { TrellisTextEngine.measurer.metrics(for: layoutFont) }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(layoutFont.withSize(Double(fontSize))) }

    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: layoutFont) }

    /// Equal when they are the same face at the same size (NSObject's `==`
    /// and `Hashable` go through these two).
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.layoutFont == layoutFont }
    public override var hash: Int { layoutFont.hashValue }

    /// As UIKit prints a font: `font-family: "DejaVu Sans"; font-weight: bold; font-style: normal; font-size: 17.00pt`.
    public override var description: String {
        let weight = layoutFont.weight == .regular ? "normal" : layoutFont.weight.description.lowercased()
        return "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight); "
            + "font-style: \(layoutFont.isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

extension UIFont {
    /// 17 points: the standard label font size (docs/uikit-numbers.md).
    public class var labelFontSize: CGFloat { 17 }
    /// 18 points: the standard button font size (docs/uikit-numbers.md).
    public class var buttonFontSize: CGFloat { 18 }
    /// 12 points: the small system font size (docs/uikit-numbers.md).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// 14 points: the standard system font size (docs/uikit-numbers.md).
    public class var systemFontSize: CGFloat { 14 }
}
