/// Where a label's one line of text sits when it is drawn smaller to fit
/// (UIKit's `UIBaselineAdjustment`, with its raw values in TrellisUIKit).
/// Only a label of one line moves its text this way; shrunk lines of a
/// multi-line label are centred, as any label's.
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
    /// The baseline stays where the full-size text's would be; the text
    /// shrinks toward it. UIKit's default.
    case alignBaselines
    /// The shrunk text is centred in the bounds, as its full size would be.
    case alignCenters
    /// The top of the text stays where the full-size text's top would be:
    /// the text shrinks toward the top of its box.
    case none
}
