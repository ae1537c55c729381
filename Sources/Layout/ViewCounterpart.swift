/// The object another API shows for a view: TrellisUIKit's `UIView` owns a
/// `View` and is its counterpart. Where a subclass over there may override
/// what the engine asks (`layoutSubviews()`, `intrinsicContentSize`, …),
/// the engine asks the counterpart; the counterpart's default answers come
/// back to the view's own (`ownIntrinsicContentSize()`, the view's
/// `layoutSubviews()`). For Trellis's own modules only.
package protocol ViewCounterpart: AnyObject {
    func engineLayoutSubviews()
    func engineUpdateConstraints()
    var engineIntrinsicContentSize: Size { get }
    var engineFirstBaselineView: View { get }
    var engineLastBaselineView: View { get }
    /// The engine gave the view a new size (its solved frame).
    func engineDidResize()
    /// The engine gave the view its solved frame (asked only when
    /// `reportsSolvedFrames` is set).
    func engineDidTakeSolvedFrame()
    /// What the view draws itself at `size` (a UIView's `draw(_:)`, its
    /// layers), read when a solved layout is captured; empty for none.
    func engineDrawings(in size: Size) -> [PlacedDrawing]
    /// Where the view's layer's mask lets it and its subtree show, in its
    /// own coordinates at `size`; nil without a mask.
    func engineMaskClip(in size: Size) -> ClipShape?
    /// For a label: the rectangle its text is laid out and drawn in, in its
    /// bounds at `size` (UIKit's `drawText(in:)`, which an app's label
    /// overrides to inset its text); nil when the text is not drawn.
    func engineTextRect(in size: Size) -> Rect?
}

extension ViewCounterpart {
    package func engineDidResize() {}
    package func engineDidTakeSolvedFrame() {}
    package func engineDrawings(in size: Size) -> [PlacedDrawing] { [] }
    package func engineMaskClip(in size: Size) -> ClipShape? { nil }
    package func engineTextRect(in size: Size) -> Rect? { Rect(x: 0, y: 0, width: size.width, height: size.height) }
}

extension View {
    /// `layoutSubviews()`, as the counterpart overrides it.
    func dispatchLayoutSubviews() {
        if hasCounterpart, let counterpart { counterpart.engineLayoutSubviews() } else { layoutSubviews() }
    }

    /// `updateConstraints()`, as the counterpart overrides it.
    func dispatchUpdateConstraints() {
        if hasCounterpart, let counterpart { counterpart.engineUpdateConstraints() } else { updateConstraints() }
    }
}

extension View {
    /// Records an issue on this view's tree, for another API's calls.
    package func recordLayoutIssue(_ issue: LayoutIssue) { recordIssue(issue) }

    /// Moves a subview to another place in the drawing order without
    /// removing it (removing would drop its constraints to the outside).
    package func moveSubview(_ view: View, to index: Int) {
        guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
    }
}
