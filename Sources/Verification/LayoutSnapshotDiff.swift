import Foundation

/// What changed between two layout snapshots, said in layout terms:
///
///     width 212:
///       label line 2 now breaks before 'wrapping' (was before 'x')
///       label: 3 → 4 lines
///       label.height 57 → 76
///
/// followed by the changed lines themselves. Empty when nothing changed.
public enum LayoutSnapshotDiff {
    /// The summary and a line diff of `reference` against `actual`; nil when they are equal.
    public static func describe(reference: String, actual: String) -> String? {
        guard reference != actual else { return nil }
        let summary = changes(reference: reference, actual: actual)
        let lines = LineDiff.unified(reference: reference, actual: actual)
        return (summary.isEmpty ? "" : summary.joined(separator: "\n") + "\n\n") + lines
    }

    /// The changes in layout terms, one line each, grouped under their block's header.
    public static func changes(reference: String, actual: String) -> [String] {
        let old = LayoutSnapshotBlock.parse(reference), new = LayoutSnapshotBlock.parse(actual)
        var out: [String] = []
        if old.preamble != new.preamble {
            out.append("header:")
            out += LineDiff.changedLines(reference: old.preamble, actual: new.preamble).map { "  " + $0 }
        }
        let oldHeaders = old.blocks.map(\.header), newHeaders = new.blocks.map(\.header)
        for header in oldHeaders where !newHeaders.contains(header) { out.append("\(header): no longer snapshotted") }
        for header in newHeaders where !oldHeaders.contains(header) { out.append("\(header): new") }
        for block in new.blocks {
            guard let before = old.blocks.first(where: { $0.header == block.header }), before != block else { continue }
            let changes = blockChanges(before, block)
            out.append("\(block.header):")
            out += (changes.isEmpty ? ["(the text changed; see the lines below)"] : changes).map { "  " + $0 }
        }
        return out
    }

    static func blockChanges(_ old: LayoutSnapshotBlock, _ new: LayoutSnapshotBlock) -> [String] {
        var out: [String] = []
        // Labels first: a line that breaks elsewhere explains the frames that follow.
        for label in new.labels {
            guard let before = old.labels.first(where: { $0.name == label.name }) else {
                out.append("\(label.name) is now shown (\(label.lines.count) lines)")
                continue
            }
            out += labelChanges(before, label)
        }
        for label in old.labels where !new.labels.contains(where: { $0.name == label.name }) {
            out.append("\(label.name) is no longer shown")
        }
        let names = ["x", "y", "width", "height"]
        for view in new.views {
            guard let before = old.views.first(where: { $0.key == view.key }) else {
                out.append("new view <\(view.type): \(view.key)>")
                continue
            }
            if before.type != view.type { out.append("\(view.key) is now a \(view.type) (was a \(before.type))") }
            for (k, name) in names.enumerated() where k < view.frame.count && k < before.frame.count
                && view.frame[k] != before.frame[k] {
                out.append("\(view.key).\(name) \(before.frame[k]) → \(view.frame[k])")
            }
            if before.isHidden != view.isHidden {
                out.append(view.isHidden ? "\(view.key) is now hidden" : "\(view.key) is no longer hidden")
            }
            if before.ambiguity != view.ambiguity {
                out.append(view.ambiguity.map { "\(view.key) is now ambiguous: \($0)" }
                           ?? "\(view.key) is no longer ambiguous (was: \(before.ambiguity!))")
            }
        }
        for view in old.views where !new.views.contains(where: { $0.key == view.key }) {
            out.append("view \(view.key) is gone")
        }
        for issue in new.issues where !old.issues.contains(issue) { out.append("new issue: \(issue)") }
        for issue in old.issues where !new.issues.contains(issue) { out.append("issue gone: \(issue)") }
        if old.other != new.other {
            out += LineDiff.changedLines(reference: old.other, actual: new.other)
        }
        return out
    }

    /// "label line 2 now breaks before 'wrapping' (was before 'x')", the line count, truncation.
    static func labelChanges(_ old: LayoutSnapshotBlock.LabelLines, _ new: LayoutSnapshotBlock.LabelLines) -> [String] {
        var out: [String] = []
        let name = new.name
        if old.lines.joined() != new.lines.joined() {
            out.append("\(name) text \(quoted(old.lines.joined())) → \(quoted(new.lines.joined()))")
        } else if let k = firstChangedLine(old.lines, new.lines) {
            out.append("\(name) line \(k + 1) now \(ending(new.lines, at: k)) (reference: \(ending(old.lines, at: k)))")
        }
        if old.lines.count != new.lines.count { out.append("\(name): \(old.lines.count) → \(new.lines.count) lines") }
        if old.truncated != new.truncated { out.append("\(name) is \(new.truncated ? "now" : "no longer") truncated") }
        if old.scale != new.scale { out.append("\(name) drawn at scale \(old.scale ?? "1") → \(new.scale ?? "1")") }
        if out.isEmpty && old.written != new.written {
            for (k, (a, b)) in zip(old.written, new.written).enumerated() where a != b {
                out.append("\(name) line \(k + 1): \(a.trimmingCharacters(in: .whitespaces)) → \(b.trimmingCharacters(in: .whitespaces))")
            }
        }
        return out
    }

    /// The first line that differs, or the last common line when one text
    /// only has more lines (it now breaks where it used to end, or ends where
    /// it used to break).
    static func firstChangedLine(_ old: [String], _ new: [String]) -> Int? {
        let common = min(old.count, new.count)
        if let k = (0..<common).first(where: { old[$0] != new[$0] }) { return k }
        return old.count != new.count && common > 0 ? common - 1 : nil
    }

    /// How line `k` of `lines` ends: "breaks before 'word'" or "ends the text".
    static func ending(_ lines: [String], at k: Int) -> String {
        guard k + 1 < lines.count else { return k < lines.count ? "ends the text" : "is not there" }
        let next = lines[k + 1].split(separator: " ").first.map(String.init) ?? lines[k + 1]
        return "breaks before '\(next)'"
    }

    static func quoted(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(37)) + "…" : text
        return "\"\(short)\""
    }
}
