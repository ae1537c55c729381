import Foundation

/// `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`, the
/// common iOS idiom for a keyboard's frame, works on iOS because Swift
/// bridges an `NSValue` holding a rect to `CGRect` there; on Linux nothing
/// does, so the cast gave nil and keyboard-avoiding code did nothing
/// without a word. This bridge makes an `NSValue` made with
/// `NSValue(cgRect:)` cast to `CGRect` (and a `CGRect` cast to
/// `AnyObject` box as an `NSValue`), as on iOS; a value holding anything
/// else does not cast. Apple names the key's value "an NSValue object
/// containing a CGRect" ([`keyboardFrameEndUserInfoKey`](https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey)),
/// so `as? NSValue` keeps working too.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard holdsRect(source) else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        guard let source, holdsRect(source) else { return .zero }
        return source.rectValue
    }

    /// Whether `value` was made from a rect (its type encoding is a rect's).
    private static func holdsRect(_ value: NSValue) -> Bool {
        String(cString: value.objCType) == rectEncoding
    }

    private static let rectEncoding = String(cString: NSValue(rect: .zero).objCType)
}
