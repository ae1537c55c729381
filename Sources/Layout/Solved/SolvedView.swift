/// One view of a ``SolvedLayout``: where it is, whether it is seen, how it
/// looks, and its text exactly as it is drawn. Copies only: it holds no
/// reference to the view.
public struct SolvedView: Sendable {
    /// The view's identity: equal to `ObjectIdentifier(view)` while the
    /// view lives (``SolvedLayout/subscript(_:)`` finds a view's entry by it).
    public var id: ObjectIdentifier
    /// Its place in ``SolvedLayout/views`` (depth first, parents before
    /// children, subviews in order: the order they are painted in).
    public var index: Int
    public var parent: Int?
    public var children: [Int]
    /// 0 for the root.
    public var depth: Int

    /// How reports name it: its `name`, or its type and text.
    public var displayName: String
    /// Its `name`, if it has one.
    public var name: String?
    /// Its class, as `type(of:)` spells it.
    public var typeName: String
    public var translatesAutoresizingMaskIntoConstraints: Bool

    /// In the superview's coordinates (the root's: its own size at 0, 0).
    public var frame: Rect
    /// In the root's coordinates.
    public var frameInRoot: Rect
    /// The rectangle constraints tie, in the root's coordinates.
    public var alignmentRect: Rect
    public var layoutMargins: EdgeInsets
    public var alignmentRectInsets: EdgeInsets
    /// Hidden itself (`isHidden`).
    public var isHidden: Bool
    /// Neither it nor an ancestor is hidden.
    public var isVisible: Bool
    public var alpha: Double
    public var backgroundColor: Color?
    public var borderColor: Color?
    public var borderWidth: Double
    public var cornerRadius: Double
    public var clipsToBounds: Bool
    /// Its drop shadow, if it has one.
    public var shadow: Shadow? = nil
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CornerMask = .all
    /// How it is painted about its centre (its frame is untransformed).
    public var transform: AffineMatrix = .identity
    /// What it draws itself (`draw(_:)`, layers), in its own coordinates,
    /// each placed among its subviews.
    public var drawings: [PlacedDrawing] = []
    /// Paint it and its subtree as a mask filled with this colour (vibrancy).
    public var maskFillColor: Color? = nil
    /// Where its layer's mask lets it show, with its shadow, border and
    /// subtree, in its own coordinates (0, 0 at its top left); nil: no mask.
    public var maskClip: ClipShape? = nil
    /// A button's background image, stretched over its bounds.
    public var backgroundImage: DrawnImage? = nil

    /// The first and last baselines in the root's coordinates: where the
    /// text is drawn, for a label or a button; for other views, where
    /// constraints on their baselines see them (their baseline view's, see
    /// `firstBaselineView`, or their edges).
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// Whether the baselines are its own: a label's or a button's text, or
    /// a view whose `firstBaselineOffsetFromTop` (`lastBaselineOffsetFromBottom`)
    /// gives one; for other views they are only where constraints see them.
    public var hasOwnFirstBaseline: Bool
    public var hasOwnLastBaseline: Bool

    /// A label's text or a button's title as drawn, in the view's bounds;
    /// nil for other views.
    public var text: DrawnText?
    /// The colour the text is drawn in.
    public var textColor: Color?
    /// An image view's image as drawn; nil for other views and for an
    /// image view without an image.
    public var image: DrawnImage? = nil
    /// Whether the view is a label (its `text` is the label's own) or a
    /// button (its `text` is the title).
    public var kind: Kind

    public enum Kind: Sendable, Equatable {
        case view, label, button
    }
}
