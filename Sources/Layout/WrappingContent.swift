/// A view whose height depends on its width, laid out as an automatic
/// wrapping label is: after each solve the engine asks for its intrinsic
/// size at its solved width, and solves again until nothing changes.
///
/// This is Trellis's answer to the first article's custom wrapping view:
/// UIKit leaves it to a two-pass `layoutSubviews` in the superview (which
/// still works in Trellis); a `WrappingContent` view wraps on its own,
/// wherever it is placed. Before the first solve, `intrinsicContentSize`
/// is used.
public protocol WrappingContent: View {
    /// The size the content wants when it is `width` wide: typically the
    /// widest it can use and the height it needs at that width.
    func intrinsicContentSize(forWidth width: Double) -> Size
}
