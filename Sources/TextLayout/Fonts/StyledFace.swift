/// A face chosen for a weight and slant, with what was asked and what the
/// face is: a family without the asked-for face answers with its nearest
/// one, and the difference must be reported, never hidden.
public struct StyledFace: Sendable {
    public let face: FontFace
    /// What was asked: a weight on OpenType's scale (1–1000, 400 regular,
    /// 700 bold) and whether italic.
    public let requestedWeight: Double
    public let requestedItalic: Bool
    /// What the face is (its weight on the same scale; italic or oblique).
    public let weight: Double
    public let isItalic: Bool

    public init(face: FontFace, requestedWeight: Double, requestedItalic: Bool, weight: Double, isItalic: Bool) {
        self.face = face
        self.requestedWeight = requestedWeight
        self.requestedItalic = requestedItalic
        self.weight = weight
        self.isItalic = isItalic
    }

    /// Whether the face is the one asked for: the same weight (to half a
    /// unit, fontconfig's scale being coarser) and the same slant.
    public var isExact: Bool { abs(weight - requestedWeight) < 0.5 && isItalic == requestedItalic }
}
