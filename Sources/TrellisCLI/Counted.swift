/// A count with its noun for messages: `1 page`, `0 pages`, `2 pages`
/// (`counted(1, "reference")`).
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(count == 1 ? noun : noun + "s")"
}
