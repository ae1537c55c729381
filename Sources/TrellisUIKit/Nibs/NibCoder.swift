import Foundation
import InterfaceBuilder

/// The `NSCoder` a class made from an Interface Builder file gets in
/// `init?(coder:)`: it decodes the element's values as the file writes
/// them, by the XML attribute's name (`tag`, `text`, `reuseIdentifier`) or
/// a user-defined runtime attribute's key path, as far as a subclass asks.
///
/// UIKit's own properties (frame, text, font, constraints…) are not read
/// through it: the loader sets them on the object once `init?(coder:)`
/// returns (NibObjectBuilder). So a subclass that changes one of them in
/// its `init?(coder:)` sees it set again from the file; on iOS its own
/// value wins. Set such values in `awakeFromNib()`, which runs after.
final class NibCoder: NSCoder {
    /// The element's attributes (after size-class variations).
    let values: [String: String]
    /// User-defined runtime attributes, by key path, as typed values.
    let runtimeValues: [String: Any]
    /// The reuse identifier a table registered the nib under (it wins
    /// over the file's `reuseIdentifier`, as UIKit's dequeue does).
    let reuseIdentifierOverride: String?

    init(element: IBView?, attributes: [String: String] = [:], reuseIdentifier: String? = nil) {
        values = element?.attributes ?? attributes
        var runtime: [String: Any] = [:]
        for attribute in element?.runtimeAttributes ?? [] {
            if let value = NibCoder.typedValue(attribute) { runtime[attribute.keyPath] = value }
        }
        runtimeValues = runtime
        reuseIdentifierOverride = reuseIdentifier
        super.init()
    }

    /// The cell's reuse identifier: the registration's, else the file's.
    var reuseIdentifier: String? { reuseIdentifierOverride ?? values["reuseIdentifier"] }

    /// A button element's `buttonType` (none: custom, as IB writes it).
    var buttonType: UIButton.ButtonType? {
        let types: [String: UIButton.ButtonType] = [
            "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
            "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
        ]
        return values["buttonType"].flatMap { types[$0] }
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        values[key] != nil || runtimeValues[key] != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        runtimeValues[key] ?? values[key]
    }

    override func decodeBool(forKey key: String) -> Bool {
        if let value = runtimeValues[key] as? Bool { return value }
        return values[key] == "YES"
    }

    override func decodeDouble(forKey key: String) -> Double {
        if let value = runtimeValues[key] as? Double { return value }
        return values[key].flatMap(Double.init) ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    override func decodeInteger(forKey key: String) -> Int {
        if let value = runtimeValues[key] as? Double { return Int(exactly: value.rounded()) ?? 0 }
        return values[key].flatMap { Int($0) } ?? 0
    }

    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }

    /// A runtime attribute's value as the type the file names: `boolean`
    /// a Bool, `number` a Double, `string` and `localizedString` a String;
    /// other types (colours, points, images) are not decoded.
    static func typedValue(_ attribute: IBRuntimeAttribute) -> Any? {
        guard let value = attribute.value else { return nil }
        switch attribute.type {
        case "boolean": return value == "YES"
        case "number": return Double(value)
        case "string", "localizedString": return value
        default: return nil
        }
    }
}
