/// The colours Layout's controls draw with unless told otherwise: UIKit's
/// system colours in their light appearance, as UIColorSystemTable (in
/// TrellisUIKit, the one table of their values and sources) gives them.
/// TrellisUIKit's controls resolve the same colours for their traits
/// (dark, too) and hand them to these properties; a test checks that
/// these agree with the table's light column.
public enum ControlColors {
    /// `UIColor.systemGreen`: a switch's track when on.
    public static let systemGreen = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    /// `UIColor.systemFill`: a switch's track when off, a slider's and a progress view's track.
    public static let systemFill = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    /// `UIColor.tertiarySystemFill`: a segmented control's background.
    public static let tertiarySystemFill = Color(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// `UIColor.systemBackground`: the selected segment.
    public static let systemBackground = Color(white: 1)
    /// `UIColor.label`: text, the current page's dot, a line border.
    public static let label = Color(white: 0)
    /// `UIColor.secondaryLabel`: an activity indicator's ring.
    public static let secondaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// `UIColor.tertiaryLabel`: the other pages' dots.
    public static let tertiaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// `UIColor.placeholderText`: a text field's placeholder.
    public static let placeholderText = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// `UIColor.systemGray4`: a rounded text field's border.
    public static let systemGray4 = Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255)
    /// The tint (`UIColor.systemBlue`): a slider's filled track, a progress view's fill.
    public static let tint = Color.systemBlue
}
