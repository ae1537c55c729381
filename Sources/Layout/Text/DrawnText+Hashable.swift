/// Drawn text as a value in a recorded drawing (`Drawing.Command.text`):
/// hashed by what equality compares first (where the block sits, its size
/// and its lines' text), so equal texts hash alike.
extension DrawnText: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(origin)
        hasher.combine(size)
        hasher.combine(lines.count)
        for line in lines { hasher.combine(line.text) }
    }
}
