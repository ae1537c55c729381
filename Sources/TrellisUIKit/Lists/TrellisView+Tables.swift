import Foundation

extension TrellisView {
    /// Whether a table (or collection view) lays out every row and is as tall as its content
    /// (its intrinsic height), for a snapshot of the whole list: a table
    /// constrained top and bottom in a tree laid out without a height
    /// (`solvedLayout(width:)`, `pngData(width:)`, TrellisTesting's
    /// `.png(width:)`) grows to its content; with a height it keeps it and
    /// shows the rows that fit. False by default, as a scrolling table:
    /// only the rows its bounds show are made. Not a table: nothing.
    public var sizesToContent: Bool {
        get { (view as? UITableView)?.sizesToContent ?? (view as? UICollectionView)?.sizesToContent ?? false }
        nonmutating set {
            (view as? UITableView)?.sizesToContent = newValue
            (view as? UICollectionView)?.sizesToContent = newValue
        }
    }

    /// How many times a table or collection view asked its data source for
    /// a cell (`tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)`):
    /// the rows made, for tests and
    /// benchmarks that check only visible rows are. Zero for other views.
    public var cellRequests: Int { (view as? UITableView)?.cellRequests ?? (view as? UICollectionView)?.cellRequests ?? 0 }
}
