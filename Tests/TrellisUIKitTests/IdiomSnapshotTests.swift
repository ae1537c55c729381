import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Every idiom view of Idioms/ at two phone widths (320: iPhone SE; 414:
/// iPhone Plus/Max), at the default and an accessibility text size, left
/// to right and right to left, light and dark: its layout as text and its
/// picture, against the references in __Snapshots__/IdiomSnapshotTests,
/// named `<idiom>.<width>-<size>-<direction>-<style>` (swift-snapshot-testing
/// turns the dots of a name into dashes). Missing references are recorded
/// and the test fails, as swift-snapshot-testing does; CI never records.
@MainActor @Suite(.serialized) struct IdiomSnapshotTests {
    /// One combination of the matrix.
    struct Cell: CustomStringConvertible, Sendable {
        let width: CGFloat
        let accessibilitySize: Bool
        let rightToLeft: Bool
        let dark: Bool

        var description: String {
            "\(Int(width)).\(accessibilitySize ? "ax" : "default").\(rightToLeft ? "rtl" : "ltr").\(dark ? "dark" : "light")"
        }

        var traits: UITraitCollection {
            UITraitCollection(traitsFrom: [
                UITraitCollection(preferredContentSizeCategory: accessibilitySize ? .accessibilityExtraLarge : .large),
                UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight),
                UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
            ])
        }

        static let all: [Cell] = [320, 414].flatMap { width in
            [false, true].flatMap { ax in
                [false, true].flatMap { rtl in [false, true].map { Cell(width: width, accessibilitySize: ax, rightToLeft: rtl, dark: $0) } }
            }
        }
    }

    /// A fresh view for each cell, its traits set on the root before its
    /// first layout.
    private func makeRoot(_ idiom: IdiomCatalog, _ cell: Cell) -> IdiomCatalog.Made {
        let made = idiom.make()
        made.view.trellis.traitOverrides = cell.traits
        return made
    }

    @Test(arguments: IdiomCatalog.allCases)
    func layoutText(of idiom: IdiomCatalog) {
        for cell in Cell.all {
            let made = makeRoot(idiom, cell)
            assertSnapshot(of: made.view.trellis.layoutView, as: .layout(widths: [Double(cell.width)], height: idiom.height.map(Double.init)),
                           named: "\(cell)", testName: idiom.rawValue)
            withExtendedLifetime(made.controller) {}
        }
    }

    @Test(arguments: IdiomCatalog.allCases)
    func picture(of idiom: IdiomCatalog) {
        for cell in Cell.all {
            let made = makeRoot(idiom, cell)
            assertSnapshot(of: made.view.trellis.layoutView, as: .png(width: Double(cell.width), height: idiom.height.map(Double.init)),
                           named: "\(cell)", testName: idiom.rawValue)
            withExtendedLifetime(made.controller) {}
        }
    }

    @Test func theMatrixHasSixteenCellsAWay() {
        #expect(Cell.all.count == 16)
        #expect(Set(Cell.all.map(\.description)).count == 16)
    }
}
