import Foundation
import TrellisObjC
import Testing

/// `CGFloat`'s bridge to `NSNumber` (what `as NSNumber` compiles to), and
/// the class names the opt-in's rewrite of `NSStringFromClass` gives.
struct BridgingTests {
    /// A range slider's label: its `CGFloat` through a number formatter.
    @Test func aCGFloatCoercesToTheNumberOfItsValue() {
        let lower: CGFloat = 12.5
        let number = lower as NSNumber
        #expect(number.doubleValue == 12.5)
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.maximumFractionDigits = 1
        #expect(formatter.string(from: lower as NSNumber) == "12.5")
        // `as` binds looser than `+`, as ever.
        #expect((lower + 1 as NSNumber).doubleValue == 13.5)
    }

    /// A dash pattern from `CGFloat`s.
    @Test func anArrayOfCGFloatsCoercesElementByElement() {
        let dashes: [CGFloat] = [4, 2.5]
        #expect((dashes as [NSNumber]).map(\.doubleValue) == [4, 2.5])
    }

    /// Casts follow the bridge both ways, as on iOS; a cast to another
    /// number type still fails, as it does there.
    @Test func castsThroughAnyFollowTheBridge() {
        let boxed: Any = CGFloat(2.5)
        #expect((boxed as? NSNumber)?.doubleValue == 2.5)
        let number: Any = NSNumber(value: 0.75)
        #expect(number as? CGFloat == 0.75)
        #expect(boxed as? Int == nil)
    }

    final class PlainCell: NSObject {}
    final class GenericCell<Action>: NSObject {}

    /// Foundation's answer where Foundation has one; the class's full name
    /// for each generic instantiation and nested class, where Foundation's
    /// `NSStringFromClass` stops the program.
    @Test func classNamesForGenericAndNestedClasses() {
        #expect(ObjCRuntime.className(NSObject.self) == "NSObject")
        #expect(ObjCRuntime.className(Receiver.self) == "TrellisObjCTests.Receiver")
        #expect(ObjCRuntime.className(PlainCell.self) == "TrellisObjCTests.BridgingTests.PlainCell")
        #expect(ObjCRuntime.className(GenericCell<Int>.self) == "TrellisObjCTests.BridgingTests.GenericCell<Swift.Int>")
        #expect(ObjCRuntime.className(GenericCell<Int>.self) != ObjCRuntime.className(GenericCell<String>.self))
    }
}
