#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The numbers a configuration or a cell publishes: read with public API
/// alone, no layout (docs/uikit-numbers.md, "Still UNSOURCED").
@MainActor public enum ConfigurationProbes {
    /// `valueCell()`'s least gap between text and secondary text (Trellis: 8).
    public static func valueCellGap() -> ProbeReading {
        let gap = UIListContentConfiguration.valueCell().textToSecondaryTextHorizontalPadding
        return ProbeReading("valueCell.textToSecondaryTextHorizontalPadding", [Double(gap)], raw: "\(gap)")
    }

    /// A header configuration's text font: its size, with its name, text
    /// style and traits in the raw description (Trellis: headline, title 2).
    public static func headerFont(_ name: String, _ configuration: UIListContentConfiguration) -> ProbeReading {
        let font = configuration.textProperties.font
        let style = font.fontDescriptor.object(forKey: .textStyle).map { "\($0)" } ?? "none"
        let bold = font.fontDescriptor.symbolicTraits.contains(.traitBold)
        return ProbeReading(name + ".textProperties.font", [Double(font.pointSize)],
                            raw: "fontName=\(font.fontName) pointSize=\(font.pointSize) textStyle=\(style) bold=\(bold) "
                                + "attributes=\(font.fontDescriptor.fontAttributes)")
    }

    public static func prominentHeaderFont() -> ProbeReading {
        headerFont("prominentInsetGroupedHeader", .prominentInsetGroupedHeader())
    }

    public static func extraProminentHeaderFont() -> ProbeReading {
        headerFont("extraProminentInsetGroupedHeader", .extraProminentInsetGroupedHeader())
    }

    /// `plainFooter()`'s margins: top, leading, bottom, trailing (Trellis: 6, 16, 6, 16).
    public static func plainFooterMargins() -> ProbeReading {
        let margins = UIListContentConfiguration.plainFooter().directionalLayoutMargins
        return ProbeReading("plainFooter.directionalLayoutMargins",
                            [margins.top, margins.leading, margins.bottom, margins.trailing].map { Double($0) },
                            raw: "\(margins)")
    }

    /// A list cell's `indentationWidth` outside a `.sidebar` list (Trellis: 10).
    public static func listCellIndentationWidth() -> ProbeReading {
        let width = UICollectionViewListCell().indentationWidth
        return ProbeReading("UICollectionViewListCell.indentationWidth", [Double(width)], raw: "\(width)")
    }
}
