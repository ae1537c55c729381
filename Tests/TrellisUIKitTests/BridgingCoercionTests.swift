import Foundation
import Testing
@testable import TrellisUIKit

/// Objective-C's bridging coercions as real UIKit code writes them (held-out
/// corpora 3 and 14, docs/uikit.md): `[c1, c2] as CFArray` for a gradient,
/// `[CGFloat] as [NSNumber]` for a dash pattern, `value as NSNumber` for a
/// number formatter. Each compiles unchanged and means what it means on iOS.
@MainActor @Suite struct BridgingCoercionTests {
    /// Draws a horizontal gradient from red to blue, its colours given as
    /// Core Graphics takes them or as a Swift array.
    final class GradientView: UIView {
        var asCFArray = true
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            let gradient = asCFArray
                ? CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil)
                : CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)
            context.drawLinearGradient(gradient!, start: .zero, end: CGPoint(x: bounds.width, y: 0), options: [])
        }
    }

    /// The same gradient either way, red at the start and blue at the end.
    @Test func aGradientOfACFArrayDrawsAsItsColours() throws {
        let cfView = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let arrayView = GradientView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        arrayView.asCFArray = false
        let cf = try onePointPixels(cfView, width: 40, height: 10)
        let array = try onePointPixels(arrayView, width: 40, height: 10)
        #expect((0..<40).allSatisfy { cf($0, 5) == array($0, 5) })
        #expect(cf(0, 5) >> 16 > 0xF0 && cf(0, 5) & 0xFF < 0x10)
        #expect(cf(39, 5) >> 16 < 0x10 && cf(39, 5) & 0xFF > 0xF0)
    }

    /// Core Graphics wants `CGColor`s in the array: anything else, no gradient.
    @Test func aCFArrayOfSomethingElseMakesNoGradient() {
        let colors = [UIColor.red.cgColor, "blue"] as [Any]
        #expect(CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil) == nil)
    }

    /// A dash pattern from `CGFloat`s, and a slider's value for its label.
    @Test func cgFloatsCoerceToNumbers() {
        let dash: CGFloat = 6, gap: CGFloat = 3
        let shape = CAShapeLayer()
        shape.lineDashPattern = [dash, gap] as [NSNumber]
        #expect(shape.lineDashPattern?.map(\.doubleValue) == [6, 3])
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        let value: CGFloat = 140
        #expect(formatter.string(from: value as NSNumber) == "$140.00")
    }
}
