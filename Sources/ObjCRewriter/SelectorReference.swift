/// What a `#selector(…)` expression names, read from its tokens:
/// `#selector(tap)`, `#selector(tap(_:))`, `#selector(Cell.tap(sender:))`,
/// `#selector(self.tap)`, `#selector(getter: Cell.isOn)`,
/// `#selector((Cell.tap) as (Cell) -> () -> Void)`.
struct SelectorReference {
    enum Accessor { case getter, setter }

    var accessor: Accessor?
    /// The components before the member's name (`["Cell"]`, `["self"]`).
    var typePath: [String] = []
    var name = ""
    /// The argument labels written after the name, nil when none were.
    var labels: [String]?

    init(file: SourceFile, open: Int, close: Int) {
        var index = open + 1
        if index + 1 < close, file.tokens[index].kind == .identifier, file.isPunctuation(index + 1, ":") {
            let word = file.text(index)
            if word == "getter" { accessor = .getter }
            if word == "setter" { accessor = .setter }
            index += 2
        }
        // `(Cell.tap) as …`: the reference before `as`, parentheses dropped.
        var end = close
        for inner in index..<close where file.tokens[inner].kind == .identifier && file.text(inner) == "as" {
            end = inner
            break
        }
        while index < end, file.isPunctuation(index, "(") { index += 1 }
        var path: [String] = []
        while index < end {
            let token = file.tokens[index]
            if token.kind == .identifier {
                path.append(file.text(index).trimmingBackticks)
                index += 1
            } else if file.isPunctuation(index, ".") {
                index += 1
            } else if file.isPunctuation(index, "("), index + 1 < end, !file.isPunctuation(index + 1, ")") || true {
                // A label list: `(_:forEvent:)`; `()` is no labels.
                var labels: [String] = []
                var inner = index + 1
                while inner < end, !file.isPunctuation(inner, ")") {
                    if file.tokens[inner].kind == .identifier, file.isPunctuation(inner + 1, ":") {
                        labels.append(file.text(inner).trimmingBackticks)
                    }
                    inner += 1
                }
                self.labels = labels
                break
            } else {
                break
            }
        }
        name = path.last ?? ""
        typePath = Array(path.dropLast())
    }
}
