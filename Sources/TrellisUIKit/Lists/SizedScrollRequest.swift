import Foundation

/// A `scrollToRow(at:at:animated:)` or `scrollToItem(at:at:animated:)` made
/// while the table or collection view was 0 points high (in `viewDidLoad`,
/// before the first layout): the offset worked out then puts the row past
/// the top of a view that has no height yet. The first layout with a
/// height scrolls again to the same place, so the row shows where it was
/// asked for, as in UIKit's own drawing of a table scrolled to its last row
/// before it was laid out (docs/uikit.md, "Finding rows"). The request is
/// dropped if anything moved `contentOffset` in between.
struct SizedScrollRequest<Position> {
    let indexPath: IndexPath
    let position: Position
    /// The offset the early request set; another offset means someone scrolled since.
    let offset: CGPoint
}
