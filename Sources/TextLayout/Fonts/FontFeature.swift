/// An OpenType feature turned on or off wherever a font set is used, as
/// HarfBuzz takes them (`hb_feature_t`): a four-letter tag and a value.
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The tag, four ASCII letters ("tnum").
    public let tag: String
    /// 1 turns the feature on, 0 off; alternates number from 1.
    public let value: UInt32

    /// Nil unless `tag` is four printable ASCII characters.
    public init?(_ tag: String, value: UInt32 = 1) {
        let bytes = Array(tag.utf8)
        guard bytes.count == 4, bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        self.tag = tag
        self.value = value
    }

    /// Tabular figures (`tnum`): every digit as wide as the others, so
    /// numbers line up and do not move as they change (UIKit's
    /// `monospacedDigitSystemFont`).
    public static let tabularFigures = FontFeature("tnum")!

    /// The tag as HarfBuzz's 32-bit number (HB_TAG: the four bytes, big-endian).
    var hbTag: UInt32 { tag.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    public var description: String { value == 1 ? tag : "\(tag)=\(value)" }
}
