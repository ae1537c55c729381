import Foundation

/// `CGFloat` bridged to `NSNumber`, as it is on Apple's platforms: Swift on
/// Linux bridges `Int`, `Double`, `Bool` and the other number types
/// (swift-corelibs-foundation conforms them), not `CGFloat`, so
/// `value as NSNumber` and `values as [NSNumber]` of `CGFloat`s (a number
/// formatter's argument, a shape layer's `lineDashPattern`) did not compile
/// ("cannot convert value of type 'CGFloat' to type 'NSNumber' in
/// coercion"). With this they do, with or without the Objective-C opt-in,
/// and casts follow: `cgFloat as Any as? NSNumber` and
/// `number as Any as? CGFloat` succeed, as on iOS. The number holds the
/// `Double` a `CGFloat` is on 64-bit platforms.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

extension ObjCRuntime {
    /// `NSStringFromClass(_:)` for every class. swift-corelibs-foundation's
    /// stops the program for a class that is not top-level and plain
    /// ("is not a top-level class": a generic class, a nested one), which
    /// apps hand it for reuse identifiers; for those this gives the
    /// class's full Swift name (`App.TextFieldRowCell<App.Action>`), one
    /// per class, where Apple's runtime gives a mangled Objective-C name
    /// (`_TtGC3App16TextFieldRowCell…`). Other classes get Foundation's
    /// answer (`App.TokenCell`, `NSObject`). The opt-in's rewrite calls it
    /// for `NSStringFromClass` (docs/objective-c.md).
    public static func className(_ aClass: AnyClass) -> String {
        let name = String(reflecting: aClass)
        let isPlainTopLevel = name.split(separator: ".").count == 2 && !name.contains("<") && !name.contains("(")
        return isPlainTopLevel ? NSStringFromClass(aClass) : name
    }
}
