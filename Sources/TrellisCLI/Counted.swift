/// A count with its noun for messages: `1 page`, `0 pages`, `2 pages`
/// (`counted(1, "reference")`). `plural` for nouns that do not take an s.
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
