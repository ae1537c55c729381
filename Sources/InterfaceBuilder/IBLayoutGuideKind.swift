/// The guides a view in Interface Builder can be constrained to, besides
/// its edges and margins.
public enum IBLayoutGuideKind: Equatable, Sendable {
    /// `<viewLayoutGuide key="safeArea">`.
    case safeArea
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    case scrollContent, scrollFrame
    /// The old `topLayoutGuide` / `bottomLayoutGuide` of a view controller
    /// (`<viewControllerLayoutGuide type="top">`).
    case topLayoutGuide, bottomLayoutGuide
}

/// A guide with the id constraints name it by.
public struct IBLayoutGuide: Equatable, Sendable {
    public var id: String
    public var kind: IBLayoutGuideKind
    public var line: Int
}
