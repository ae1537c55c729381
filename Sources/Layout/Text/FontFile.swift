/// A font file and the index of a face in it (0 but in .ttc collections):
/// what a user registers as a font, e.g. as the system font
/// (``ShapedTextMeasurer/init(systemFontFiles:families:library:)``).
public struct FontFile: Hashable, Sendable {
    public var path: String
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }
}
