/// A `<connections>` entry: how a loaded file wires its objects to code.
/// The layout ignores them; UIKit's loading API (TrellisUIKit's `UINib`,
/// `UIStoryboard`) connects them.
public struct IBConnection: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// `<outlet property= destination=>`: the source's property is set to the destination.
        case outlet
        /// `<outletCollection property= destination=>`: the destination is appended to the source's array.
        case outletCollection
        /// `<action selector= destination= eventType=>`: the source control sends
        /// `selector` to the destination for `eventType`.
        case action
        /// `<segue destination= kind= relationship=>`: a storyboard transition
        /// or containment (`relationship="rootViewController"`).
        case segue
    }

    public var kind: Kind
    /// The id of the object whose `<connections>` holds it (`-1` is File's Owner).
    public var sourceID: String
    public var destinationID: String
    /// The outlet's property, or the action's selector (`didTap:`).
    public var name: String
    /// An action's control event (`touchUpInside`); a segue's kind.
    public var eventType: String?
    /// A segue's relationship (`rootViewController`, `viewControllers`).
    public var relationship: String?
    public var line: Int
}
