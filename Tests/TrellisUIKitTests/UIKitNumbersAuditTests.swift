import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// Keeps docs/uikit-numbers.md's section "Issue 30's metrics, code to docs
/// (audit11)" honest in both directions: each named bar and table constant
/// below must have a row there whose value column starts with the code's
/// value, and each of those numbers must appear in the value column of a
/// row that section cites (the row that gives the number and its source).
/// A constant changed in the code without its rows, or a row changed
/// without the code, fails here. The values are read from the code, never
/// typed; the doc is the expectation.
@MainActor @Suite struct UIKitNumbersAuditTests {
    static let auditHeading = "## Issue 30's metrics, code to docs (audit11)"

    /// The audit's first column for each constant, and the constant's numbers.
    static var constants: [(name: String, values: [CGFloat])] {
        func insets(_ i: NSDirectionalEdgeInsets) -> [CGFloat] { [i.top, i.leading, i.bottom, i.trailing] }
        let cell = UIListContentConfiguration.cell()
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        return [
            ("`BarMetrics.barHeight`", [BarMetrics.barHeight]),
            ("`BarMetrics.padNavigationBarHeight`", [BarMetrics.padNavigationBarHeight]),
            ("`BarMetrics.sheetBarHeight`", [BarMetrics.sheetBarHeight]),
            ("`BarMetrics.largeTitleHeight`", [BarMetrics.largeTitleHeight]),
            ("`BarMetrics.largeTitleBottom`", [BarMetrics.largeTitleBottom]),
            ("`BarMetrics.largeTitleHandOff`", [BarMetrics.largeTitleHandOff]),
            ("`BarMetrics.tabBarHeight`", [BarMetrics.tabBarHeight]),
            ("`BarMetrics.padTabBarHeight`", [BarMetrics.padTabBarHeight]),
            ("`BarMetrics.padTabBarIntoHomeIndicator`", [BarMetrics.padTabBarIntoHomeIndicator]),
            ("`BarMetrics.tabImageTop`", [BarMetrics.tabImageTop]),
            ("`BarMetrics.tabTitleBottom`", [BarMetrics.tabTitleBottom]),
            ("`BarMetrics.tabTitleFontSize`", [BarMetrics.tabTitleFontSize]),
            ("`BarMetrics.inlineTabTitleFontSize`", [BarMetrics.inlineTabTitleFontSize]),
            ("`BarMetrics.inlineTabImageToTitle`", [BarMetrics.inlineTabImageToTitle]),
            ("`BarMetrics.badgeHeight`", [BarMetrics.badgeHeight]),
            ("`BarMetrics.badgePadding`", [BarMetrics.badgePadding]),
            ("`BarMetrics.badgeOffsetFromImageCenter`", [BarMetrics.badgeOffsetFromImageCenter]),
            ("`BarMetrics.badgeAboveImage`", [BarMetrics.badgeAboveImage]),
            ("`BarMetrics.badgeFontSize`", [BarMetrics.badgeFontSize]),
            ("`BarMetrics.searchBarHeight`", [BarMetrics.searchBarHeight]),
            ("`BarMetrics.searchFieldHeight`", [BarMetrics.searchFieldHeight]),
            ("`BarMetrics.searchFieldInset`", [BarMetrics.searchFieldInset]),
            ("`BarMetrics.searchRowHeight`", [BarMetrics.searchRowHeight]),
            ("`BarMetrics.searchFieldBodySize`, `searchFieldBodySizeAtAX5`",
             [BarMetrics.searchFieldBodySize, BarMetrics.searchFieldBodySizeAtAX5]),
            ("`BarMetrics.integratedSearchFieldTop`", [BarMetrics.integratedSearchFieldTop]),
            ("`UISearchTextField.fillCornerRadius`", [CGFloat(UISearchTextField.fillCornerRadius)]),
            ("`UISearchTextField.glassInset`", [CGFloat(UISearchTextField.glassInset)]),
            ("`UISearchTextField.glassToText`", [CGFloat(UISearchTextField.glassToText)]),
            ("`UISearchTextField.glassInkWidth`, `glassInkHeight`", [UISearchTextField.glassInkWidth, UISearchTextField.glassInkHeight]),
            ("`BarMetrics.titleFontSize`", [BarMetrics.titleFontSize]),
            ("`BarMetrics.largeTitleFontSize`", [BarMetrics.largeTitleFontSize]),
            ("`BarMetrics.itemFontSize`", [BarMetrics.itemFontSize]),
            ("`BarMetrics.backGlyphInkWidth`, `backGlyphInkHeight`, `backGlyphLineWidth`",
             [BarMetrics.backGlyphInkWidth, BarMetrics.backGlyphInkHeight, BarMetrics.backGlyphLineWidth]),
            ("`BarMetrics.backGlyphToTitle`", [BarMetrics.backGlyphToTitle]),
            ("`BarMetrics.backChevronBeforeMargin`", [BarMetrics.backChevronBeforeMargin]),
            ("`BarMetrics.itemSpacing`", [BarMetrics.itemSpacing]),
            ("`BarMetrics.imageItemPadding`", [BarMetrics.imageItemPadding]),
            ("`BarMetrics.titleToItemSpacing`", [BarMetrics.titleToItemSpacing]),
            ("`TableMetrics.defaultEstimatedRowHeight`", [TableMetrics.defaultEstimatedRowHeight]),
            ("`TableMetrics.defaultEstimatedHeaderHeight`", [TableMetrics.defaultEstimatedHeaderHeight]),
            ("`TableMetrics.standardRowHeight`", [TableMetrics.standardRowHeight]),
            ("`TableMetrics.plainSectionHeaderTopPadding`", [TableMetrics.plainSectionHeaderTopPadding]),
            ("`TableMetrics.insetGroupedCornerRadius`", [TableMetrics.insetGroupedCornerRadius]),
            ("`TableMetrics.groupedEmptyHeaderFooterHeight`", [TableMetrics.groupedEmptyHeaderFooterHeight]),
            ("`TableMetrics.groupedFirstSectionSpace`", [TableMetrics.groupedFirstSectionSpace]),
            ("`UITableView.separatorInset`, `UITableViewCell.separatorInset` (left)",
             [UITableView(frame: .zero, style: .plain).separatorInset.left]),
            ("`SystemMinimumMargin.narrow`", [SystemMinimumMargin.narrow]),
            ("`SystemMinimumMargin.wide`", [SystemMinimumMargin.wide]),
            ("`SystemMinimumMargin.listWideWidth`", [SystemMinimumMargin.listWideWidth]),
            ("`SystemMinimumMargin.tableWideWidth`", [SystemMinimumMargin.tableWideWidth]),
            ("`SystemMinimumMargin.rootNarrowWidthLimit`", [SystemMinimumMargin.rootNarrowWidthLimit]),
            ("`SystemMinimumMargin.narrowTableWidth`", [SystemMinimumMargin.narrowTableWidth]),
            ("`SystemMinimumMargin.insetGroupedWideRowsWidth`", [SystemMinimumMargin.insetGroupedWideRowsWidth]),
            ("`UIListContentConfiguration.rowMargins`", insets(UIListContentConfiguration.rowMargins)),
            ("`UIListContentConfiguration.rowMinimumHeight`", [UIListContentConfiguration.rowMinimumHeight]),
            ("`UIListContentConfiguration.groupedHeaderMargins`", insets(UIListContentConfiguration.groupedHeaderMargins)),
            ("`UIListContentConfiguration.groupedFooterMargins`", insets(UIListContentConfiguration.groupedFooterMargins)),
            ("`UIListContentConfiguration.plainHeaderMargins`", insets(UIListContentConfiguration.plainHeaderMargins)),
            ("`UIListContentConfiguration.plainFooterMargins`", insets(UIListContentConfiguration.plainFooterMargins)),
            ("`imageToTextPadding` (configurations)", [cell.imageToTextPadding]),
            ("`textToSecondaryTextHorizontalPadding`", [cell.textToSecondaryTextHorizontalPadding]),
            ("`textToSecondaryTextVerticalPadding`, `cell()` / `subtitleCell()`",
             [cell.textToSecondaryTextVerticalPadding, UIListContentConfiguration.subtitleCell().textToSecondaryTextVerticalPadding]),
            ("`UITableViewCell.classicSubtitleDetailFontSize`", [UITableViewCell.classicSubtitleDetailFontSize]),
            ("`UITableViewCell.classicSubtitlePadding`", [UITableViewCell.classicSubtitlePadding]),
            ("`UITableViewCell.classicSubtitleVerticalMargin`", [UITableViewCell.classicSubtitleVerticalMargin]),
            ("`UITableViewCell.classicSubtitleImageToTextPadding`", [UITableViewCell.classicSubtitleImageToTextPadding]),
            ("`UITableViewCell.value2ColumnToDetailPadding`", [UITableViewCell.value2ColumnToDetailPadding]),
            ("`UITableViewCell.classicValue1LeastGap`", [UITableViewCell.classicValue1LeastGap]),
            ("`ListContentArrangement.columnWidth`", [ListContentArrangement.columnWidth]),
            ("`UITableViewCell.init` frame", [tableCell.frame.width, tableCell.frame.height]),
            ("`UITableViewCell.indentationWidth`, `UICollectionViewListCell.indentationWidth`",
             [tableCell.indentationWidth, UICollectionViewListCell(frame: .zero).indentationWidth]),
            ("`ListCellRole.sidebarIndentationWidth`", [ListCellRole.sidebarIndentationWidth]),
            ("`TableAccessory.disclosureColumnWidth`", [TableAccessory.disclosureColumnWidth]),
            ("`TableAccessory.contentTrailingMarginBesideAccessory`", [TableAccessory.contentTrailingMarginBesideAccessory]),
            ("`UITableViewCell.standardAccessoryTrailingMargin`", [UITableViewCell.standardAccessoryTrailingMargin]),
            ("`TableAccessory.detailButtonBox`", [TableAccessory.detailButtonBox]),
            ("`TableAccessory.detailRingDiameter`", [TableAccessory.detailRingDiameter]),
            ("`TableAccessory.detailRingOffset`", [TableAccessory.detailRingOffset]),
            ("`TableAccessory.detailButtonRingWidth`", [TableAccessory.detailButtonRingWidth]),
            ("`TableAccessory.detailButtonToChevron`", [TableAccessory.detailButtonToChevron]),
            ("`UIButton.systemGlyphBoxWidth`, `systemGlyphBoxHeight`, `systemGlyphRingDiameter`, `systemGlyphLineWidth`, "
                + "`systemGlyphPlusSize` (× 3: pixels at @3x)",
             [UIButton.systemGlyphBoxWidth, UIButton.systemGlyphBoxHeight, UIButton.systemGlyphRingDiameter,
              UIButton.systemGlyphLineWidth, UIButton.systemGlyphPlusSize].map { $0 * 3 }),
            ("`SymbolGlyphView.Shape.disclosureChevronBox`", [SymbolGlyphView.Shape.disclosureChevronBox.size.width,
                                                             SymbolGlyphView.Shape.disclosureChevronBox.size.height]),
            ("`TableAccessory.chevronInkWidth`, `chevronInkHeight`, `chevronInkBearing`, `chevronLineWidth`",
             [TableAccessory.chevronInkWidth, TableAccessory.chevronInkHeight, TableAccessory.chevronInkBearing,
              TableAccessory.chevronLineWidth]),
            ("`TableAccessory.checkmarkInkWidth`, `checkmarkInkHeight`, `checkmarkInkBearing`, `checkmarkLineWidth`",
             [TableAccessory.checkmarkInkWidth, TableAccessory.checkmarkInkHeight, TableAccessory.checkmarkInkBearing,
              TableAccessory.checkmarkLineWidth]),
            ("`TableAccessory.checkmarkColumnWidth`", [TableAccessory.checkmarkColumnWidth]),
            ("`UICollectionViewListCell.accessorySpacing`", [UICollectionViewListCell.accessorySpacing]),
        ]
    }

    @Test func everyNamedConstantHasItsRowsAndTheirValues() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/uikit-numbers.md", encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: Self.auditHeading), "no audit section in docs/uikit-numbers.md")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
        let audit = Self.rows(lines[(start + 1)..<end])
        let elsewhere = Self.rows(lines[..<start] + lines[end...])
        for (name, values) in Self.constants {
            let row = try #require(audit.first { $0.first == name }, "no audit row for \(name)")
            try #require(row.count >= 3, "audit row for \(name) has no cited row")
            let listed = Self.numbers(in: row[1])
            #expect(Array(listed.prefix(values.count)) == values.map { Double($0) },
                    "\(name): the code has \(values), the audit's value column \(row[1])")
            let cited = Self.quoted(in: row[2])
            #expect(!cited.isEmpty, "\(name): no row cited")
            var citedNumbers: Set<Double> = []
            for title in cited {
                let found = elsewhere.first { $0.first?.replacingOccurrences(of: "**", with: "") == title }
                #expect(found != nil, "\(name): the cited row \"\(title)\" is not in docs/uikit-numbers.md")
                if let found, found.count > 1 { citedNumbers.formUnion(Self.numbers(in: found[1])) }
            }
            for value in values where !citedNumbers.contains(Double(value)) {
                #expect(Bool(false), "\(name): \(value) is in no value column of \(cited)")
            }
        }
    }

    /// The cells of each table row (`| a | b | … |`) among `lines`, header and rule rows left out.
    static func rows<S: Sequence>(_ lines: S) -> [[String]] where S.Element == String {
        lines.compactMap { line in
            guard line.hasPrefix("| "), !line.hasPrefix("|---") else { return nil }
            var cells = line.dropFirst(2).components(separatedBy: " | ")
            if let last = cells.last, last.hasSuffix(" |") { cells[cells.count - 1] = String(last.dropLast(2)) }
            return cells.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The texts between straight double quotes.
    static func quoted(in cell: String) -> [String] {
        let parts = cell.components(separatedBy: "\"")
        return stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
    }

    /// The decimal numbers in `cell`, in order: digits with an optional
    /// fraction, not part of a longer number.
    static func numbers(in cell: String) -> [Double] {
        var found: [Double] = [], current = ""
        func flush() {
            if let value = Double(current) { found.append(value) }
            current = ""
        }
        for character in cell {
            if character.isASCII, character.isNumber {
                current.append(character)
            } else if character == ".", !current.isEmpty, !current.contains(".") {
                current.append(character)
            } else {
                if current.hasSuffix(".") { current.removeLast() }
                flush()
            }
        }
        if current.hasSuffix(".") { current.removeLast() }
        flush()
        return found
    }
}
