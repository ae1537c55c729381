/// The controls Layout draws as parts (UIKit draws them itself): each
/// names its parts ("UISwitch.knob") and the constraints that place them
/// ("UISwitch-part") after the UIKit class it imitates, so reports read the
/// same whether the control was built in Swift, through TrellisUIKit or
/// from a scene file.
public enum ControlKind: String, CaseIterable, Sendable {
    case `switch`, slider, segmentedControl, textField, textView, activityIndicator, progressView, pageControl

    /// The UIKit class this kind imitates.
    public var uiKitClassName: String {
        switch self {
        case .switch: "UISwitch"
        case .slider: "UISlider"
        case .segmentedControl: "UISegmentedControl"
        case .textField: "UITextField"
        case .textView: "UITextView"
        case .activityIndicator: "UIActivityIndicatorView"
        case .progressView: "UIProgressView"
        case .pageControl: "UIPageControl"
        }
    }
}
