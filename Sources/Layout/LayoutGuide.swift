/// A rectangle that takes part in layout without being drawn (UIKit's
/// `UILayoutGuide`): spacing between views, a group to centre, the margins.
public final class LayoutGuide: LayoutItem {
    public var identifier: String
    public let layoutVariables: LayoutVariables
    public internal(set) weak var owningView: View?
    /// Whether this is a view's `layoutMarginsGuide` (which the engine ties to the margins).
    var isMarginsGuide = false
    /// The object another API shows for this guide (TrellisUIKit's `UILayoutGuide`).
    package weak var counterpart: AnyObject?

    public init(identifier: String = "LayoutGuide") {
        self.identifier = identifier
        layoutVariables = LayoutVariables(name: identifier)
    }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public internal(set) var layoutFrame: Rect = .zero

    public var description: String {
        owningView.map { "\($0).\(identifier)" } ?? identifier
    }
}
