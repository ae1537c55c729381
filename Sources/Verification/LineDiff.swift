/// A line diff of two texts (longest common subsequence), as `−`/`+`
/// lines with a little context: the raw evidence under a layout-terms summary.
enum LineDiff {
    /// Changed lines with two lines of context around each run, `…` between runs.
    static func unified(reference: String, actual: String, context: Int = 2) -> String {
        let a = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = edits(a, b)
        var keep = [Bool](repeating: false, count: script.count)
        for (k, edit) in script.enumerated() where edit.mark != " " {
            for j in max(0, k - context)...min(script.count - 1, k + context) { keep[j] = true }
        }
        var out: [String] = []
        var skipped = false
        for (k, edit) in script.enumerated() {
            if keep[k] {
                if skipped && !out.isEmpty { out.append("…") }
                skipped = false
                out.append("\(edit.mark) \(edit.line)")
            } else {
                skipped = true
            }
        }
        return out.joined(separator: "\n")
    }

    /// Only the changed lines, marked.
    static func changedLines(reference: [String], actual: [String]) -> [String] {
        edits(reference, actual).filter { $0.mark != " " }.map { "\($0.mark) \($0.line)" }
    }

    struct Edit {
        var mark: Character
        var line: String
    }

    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        // Common prefix and suffix first: snapshots usually differ in a few lines.
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        let x = Array(a[start..<endA]), y = Array(b[start..<endB])
        var length = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                length[i][j] = x[i] == y[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var out = a[..<start].map { Edit(mark: " ", line: $0) }
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count && j < y.count && x[i] == y[j] {
                out.append(Edit(mark: " ", line: x[i])); i += 1; j += 1
            } else if i < x.count && (j == y.count || length[i + 1][j] >= length[i][j + 1]) {
                out.append(Edit(mark: "−", line: x[i])); i += 1
            } else {
                out.append(Edit(mark: "+", line: y[j])); j += 1
            }
        }
        out += a[endA...].map { Edit(mark: " ", line: $0) }
        return out
    }
}
