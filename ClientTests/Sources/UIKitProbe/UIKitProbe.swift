#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Every probe, in the order docs/uikit-numbers.md's "Still UNSOURCED"
/// paragraph names the numbers.
@MainActor public enum UIKitProbe {
    public static func all() -> [ProbeReading] {
        [
            ListLayoutProbes.plainListHeaderTopPadding(),
            ConfigurationProbes.valueCellGap(),
            ConfigurationProbes.prominentHeaderFont(),
            ConfigurationProbes.extraProminentHeaderFont(),
            ConfigurationProbes.plainFooterMargins(),
            ListLayoutProbes.accessorySpacing(),
            BarLayoutProbes.largeTitleAddedHeights(),
            BarLayoutProbes.toolbarItemSpacing(),
            ConfigurationProbes.listCellIndentationWidth(),
        ]
    }
}
