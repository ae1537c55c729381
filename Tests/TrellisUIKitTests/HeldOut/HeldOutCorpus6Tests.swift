import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the fifth held-out corpus left missing and the sixth
/// (docs/uikit.md, "Held-out corpus 6") needs: a picker of wheels and a
/// font's feature settings, each in the behaviour Apple documents.
@MainActor @Suite struct HeldOutCorpus6Tests {
    /// Rows titled "c<component> r<row>", counted per component; what the
    /// picker tells of a choice, recorded.
    final class Wheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let rows: [Int]
        var chosen: [(row: Int, component: Int)] = []
        init(_ rows: [Int]) { self.rows = rows }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "c\(component) r\(row)"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append((row, component))
        }
    }

    /// The same wheels with their own widths, row height and row views.
    final class SizedWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var reusedViews: [UIView?] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 60 }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
        func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                        reusing view: UIView?) -> UIView {
            reusedViews.append(view)
            if let view { return view }
            let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            swatch.backgroundColor = .red
            return swatch
        }
    }

    private func picker(_ source: NSObject & UIPickerViewDataSource & UIPickerViewDelegate,
                        width: CGFloat = 320) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: width, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.layoutIfNeeded()
        return picker
    }

    // MARK: UIPickerView

    /// 216 points tall (UIKit's log pins a zero-height picker to 216; a xib
    /// saves pickers 216 tall), 320 wide as UIKit makes it from a zero frame.
    @Test func aPickerIs216PointsTall() {
        #expect(UIPickerView().intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(UIPickerView().sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 320, height: 216))
    }

    /// Two components share 320 points less the two 16-point sides and
    /// one 5-point gap: (320 − 32 − 5) / 2 = 141.5 each, rows 32 tall.
    /// The selected row sits on the middle line (y 108); the next row
    /// down sits where a drum as tall as the picker (radius 108) puts a
    /// row 32 points round it: 108 + 108 sin(32/108) = 139.53, squeezed to
    /// 32 cos(32/108) = 30.61 tall; a row six away (beyond a quarter turn)
    /// is not shown.
    @Test func rowsSitOnADrum() throws {
        let wheels = Wheels([10, 10])
        let picker = picker(wheels)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 10)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 141.5, height: 32))
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        let selected = try #require(picker.view(forRow: 3, forComponent: 0) as? UILabel)
        #expect(selected.text == "c0 r3")
        #expect(selected.frame == CGRect(x: 16, y: 92, width: 141.5, height: 32))
        // Squeezed by its transform (a frame under a transform is
        // undefined, Apple says; its centre and bounds are not).
        let below = try #require(picker.view(forRow: 4, forComponent: 0))
        #expect(abs(below.center.y - 139.5335) < 0.001)
        #expect(below.bounds.size == CGSize(width: 141.5, height: 32))
        #expect(abs(below.bounds.height * below.transform.d - 30.6056) < 0.001)
        #expect(below.center.x == 16 + 141.5 / 2)
        let second = try #require(picker.view(forRow: 0, forComponent: 1))
        #expect(second.frame.minX == 162.5 && second.frame.width == 141.5)
        #expect(picker.view(forRow: 9, forComponent: 0) == nil)
        #expect(picker.view(forRow: 1, forComponent: 1) != nil)
    }

    /// Apple: -1 when a component has no rows; a row asked beyond the end
    /// reads as the last.
    @Test func selectedRowIsMinusOneWithoutRows() {
        let wheels = Wheels([0, 4])  // the picker holds its data source weakly, as UIKit's does
        let picker = picker(wheels)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.selectRow(9, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    /// Code selecting a row does not tell the delegate; a tap on the row
    /// below the band selects it and does, naming the tapped component.
    @Test func aTapOnANeighbourSelectsIt() throws {
        let wheels = Wheels([10, 10])
        let picker = picker(wheels)
        picker.selectRow(2, inComponent: 1, animated: false)
        #expect(wheels.chosen.isEmpty)
        picker.trellis.tap(at: CGPoint(x: 230, y: 108 + 31.5))
        #expect(wheels.chosen.map(\.row) == [3] && wheels.chosen.map(\.component) == [1])
        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        // The band itself: already selected, nothing told.
        picker.trellis.tap(at: CGPoint(x: 230, y: 108))
        #expect(wheels.chosen.count == 1)
        // Above the first row: stays at 0.
        picker.trellis.tap(at: CGPoint(x: 80, y: 70))
        #expect(wheels.chosen.count == 1)
    }

    /// Widths and heights from the delegate: 100 and 60 with a 5-point
    /// gap, 165 in all, centred in 320 from x 77.5; rows 40 tall. A view
    /// of its own size is centred in its row; after a reload the delegate
    /// is handed back the view it gave (first asked with none).
    @Test func delegateSizesAndViews() throws {
        let wheels = SizedWheels()
        let picker = picker(wheels)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 40))
        let swatch = try #require(picker.view(forRow: 0, forComponent: 1))
        #expect(swatch.frame == CGRect(x: 182.5 + 30 - 10, y: 103, width: 20, height: 10))
        #expect(wheels.reusedViews.first == .some(nil))
        wheels.reusedViews = []
        picker.reloadAllComponents()
        #expect(wheels.reusedViews.contains { $0 === swatch })
        #expect(picker.view(forRow: 0, forComponent: 1) === swatch)
    }

    /// The band behind the selected rows is tertiary system fill, (118,
    /// 118, 128) at 12 % over white: 255 − 137 × 0.12 = 238.56 red and
    /// green, 255 − 127 × 0.12 = 239.76 blue; above it the picker is clear.
    @Test func theBandIsDrawnBehindTheSelectedRow() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        host.backgroundColor = .white
        let wheels = Wheels([3])
        let picker = picker(wheels)
        host.addSubview(picker)
        let canvas = try SceneRenderer(scale: 1).render(host.trellis.solvedLayout(width: 320, height: 216))
        let pixels = canvas.pixels()
        func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let p = pixels[y * canvas.width + x]
            return (Double(p >> 16 & 0xFF), Double(p >> 8 & 0xFF), Double(p & 0xFF))
        }
        let band = rgb(12, 108)
        #expect(abs(band.0 - 238.56) <= 1 && abs(band.1 - 238.56) <= 1 && abs(band.2 - 239.76) <= 1)
        #expect(rgb(4, 108) == (255, 255, 255))
        #expect(rgb(12, 20) == (255, 255, 255))
    }

    // MARK: Font feature settings

    private func width(_ text: String, _ font: UIFont) -> Double {
        TrellisTextEngine.measurer.measure(TextMeasurementRequest(text: text, font: font.layoutFont, width: nil,
                                                                  numberOfLines: 0, lineBreakMode: .byWordWrapping)).size.width
    }

    private func withFeatures(_ font: UIFont, _ settings: [[UIFontDescriptor.FeatureKey: Any]]) -> UIFont {
        UIFont(descriptor: font.fontDescriptor.addingAttributes([.featureSettings: settings]), size: 0)
    }

    /// Inter (2816 units an em) draws a proportional 1 1308 units wide and
    /// its tabular 1 (the `tnum` substitute) 1824: at 17 points 7.896 and
    /// 11.011. Number spacing type 6, selector 0 gives the tabular one, as
    /// `monospacedDigitSystemFont` does; the keys before iOS 15 mean the
    /// same; selector 1 gives the proportional one back.
    @Test func monospacedNumbersAreTabularFigures() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(abs(width("1", body) - 1308.0 * 17 / 2816) < 0.01)
        let tabular = withFeatures(body, [[.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]])
        #expect(abs(width("1", tabular) - 1824.0 * 17 / 2816) < 0.01)
        #expect(abs(width("1111", tabular) - 4 * 1824.0 * 17 / 2816) < 0.02)
        #expect(tabular == UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular))
        let legacy = withFeatures(body, [[.featureIdentifier: kNumberSpacingType, .typeIdentifier: kMonospacedNumbersSelector]])
        #expect(legacy == tabular)
        let back = withFeatures(tabular, [[UIFontDescriptor.FeatureKey.type: NSNumber(value: kNumberSpacingType),
                                           .selector: NSNumber(value: kProportionalNumbersSelector)]])
        #expect(back == body)
    }

    /// Diagonal fractions (type 11, selector 2) shape "1/2" with Inter's
    /// `frac` numerator, slash and denominator, narrower than the three
    /// full glyphs; no fractions (selector 0) undoes it. A feature Inter
    /// lacks (small caps) changes nothing, as Core Text leaves it out;
    /// a type Trellis does not map is left out too.
    @Test func fractionsAndFeaturesAFontLacks() {
        let body = UIFont.systemFont(ofSize: 17)
        let fractions = withFeatures(body, [[.type: kFractionsType, .selector: kDiagonalFractionsSelector]])
        #expect(fractions.layoutFont.openTypeFeatures == ["frac": 1])
        #expect(width("1/2", fractions) < width("1/2", body) - 1)
        let none = withFeatures(fractions, [[.type: kFractionsType, .selector: kNoFractionsSelector]])
        #expect(none == body)
        let smallCaps = withFeatures(body, [[.type: kLowerCaseType, .selector: kLowerCaseSmallCapsSelector]])
        #expect(smallCaps.layoutFont.openTypeFeatures == ["smcp": 1])
        #expect(width("Hamburg", smallCaps) == width("Hamburg", body))
        #expect(withFeatures(body, [[.type: 999, .selector: 0]]) == body)
        #expect(smallCaps.layoutFont.description == "Inter 17 +smcp")
    }
}

/// A view's own drawing with a blend mode: a `.destinationOut` fill cuts a
/// hole through what the view drew, and the hole shows what lies beneath
/// the view (UIKit draws a view into its own backing store first), not a
/// hole through the whole picture.
@MainActor @Suite struct BlendModeDrawingTests {
    final class CutOut: UIView {
        var mode: CGBlendMode = .destinationOut
        override func draw(_ rect: CGRect) {
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIRectFill(bounds)
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setBlendMode(mode)
            UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).fill()
            context.setBlendMode(.normal)
        }
    }

    private func pixels(mode: CGBlendMode) throws -> (Int, Int) -> UInt32 {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let cut = CutOut(frame: host.bounds)
        cut.mode = mode
        cut.isOpaque = false
        cut.backgroundColor = .clear
        host.addSubview(cut)
        let canvas = try SceneRenderer(scale: 1).render(host.trellis.solvedLayout(width: 20, height: 20))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    @Test func destinationOutShowsWhatLiesBeneath() throws {
        let at = try pixels(mode: .destinationOut)
        #expect(at(10, 10) == 0x0000FF)  // the host's blue through the hole
        #expect(at(2, 2) == 0xFF0000)
        #expect(at(17, 10) == 0xFF0000)
    }

    /// Multiply: green over red is black (each channel multiplied); normal
    /// paints green.
    @Test func multiplyAndNormal() throws {
        #expect(try pixels(mode: .multiply)(10, 10) == 0x000000)
        #expect(try pixels(mode: .normal)(10, 10) == 0x00FF00)
        #expect(try pixels(mode: .copy)(10, 10) == 0x00FF00)
    }
}

/// Smaller API the sixth corpus met: a path copied (`NSCopying`) and a
/// batch update's block that uses its class's members without `self.`,
/// as UIKit's non-escaping block allows.
@MainActor @Suite struct HeldOutCorpus6SmallAPITests {
    /// The copy has the same elements and line width; closing the copy
    /// leaves the original open (GitHawk's card closes its copy to fill).
    @Test func aCopiedPathIsItsOwn() throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.lineWidth = 3
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy !== path && copy.lineWidth == 3)
        #expect(copy.cgPath.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        copy.close()
        #expect(copy.path != path.path)
        #expect(path.path.elements.count == 3 && copy.path.elements.count == 4)
    }

    final class Sections: UITableViewController {
        var showsSecond = false
        override func numberOfSections(in tableView: UITableView) -> Int { showsSecond ? 2 : 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func reveal() {
            showsSecond = true
            tableView.performBatchUpdates({
                if showsSecond { tableView.insertSections(IndexSet(integer: 1), with: .top) }
            }, completion: nil)
        }
    }

    /// The block runs inside the batch: the inserted section is there after it.
    @Test func aBatchBlockUsesMembersWithoutSelf() throws {
        let controller = Sections(style: .insetGrouped)
        _ = try controller.view.trellis.solvedLayout(width: 320, height: 400)
        #expect(controller.tableView.numberOfSections == 1)
        controller.reveal()
        #expect(controller.tableView.numberOfSections == 2)
    }
}
