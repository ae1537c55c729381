/// Cells from nibs: a table makes a registered nib's cell when no cell
/// waits for reuse (UIKit's `register(_:forCellReuseIdentifier:)` with a `UINib`).
extension UITableView {
    /// Registers `nib`, whose one top-level object is a `UITableViewCell`
    /// (or a subclass), for `identifier`; a nil nib unregisters it. A class
    /// registered later for the identifier replaces it, and the reverse.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nib
        if nib != nil { registeredCells[identifier] = nil }
    }

    /// A new cell from `nib` with `identifier` as its reuse identifier;
    /// a layout issue and a plain cell when the nib holds no cell.
    func cell(fromNib nib: UINib, reuseIdentifier identifier: String) -> UITableViewCell {
        let objects = nib.instantiateTopLevel(owner: nil, options: nil, reuseIdentifier: identifier)
        if let cell = objects.lazy.compactMap({ $0 as? UITableViewCell }).first { return cell }
        node.recordLayoutIssue(.rejectedCall(
            "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance",
            file: #fileID, line: #line))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
}
