import Layout

/// A whole width sweep as text, one line a width: the content size, each
/// shown label's line count and a fingerprint of the full layout snapshot
/// at that width (frames, lines, issues), so any change anywhere in the
/// sweep is caught and the first width that differs can be named.
///
///     width 212: 320 × 424; label 3 lines; #5f0c81d2
public enum SweepSnapshot {
    /// The sweep of `root` over `from`…`to` by `step`, both ends included
    /// (`WidthRange.End.always`).
    public static func text(of root: View, from: Double, to: Double, step: Double, height: Double? = nil) -> String {
        var lines: [String] = []
        for width in WidthRange(from: from, to: to, step: step).widths(end: .always) {
            // Frames, lines and issues: no constraint is read.
            let layout = root.solvedLayout(checkedWidth: width, height: height, analyzingAmbiguity: true, constraints: .none)
            let full = LayoutSnapshot.text(of: layout)
            let size = layout.contentSize
            var line = "width \(LayoutSnapshot.format(width)): \(LayoutSnapshot.format(size.width)) × \(LayoutSnapshot.format(size.height))"
            let labels = layout.visibleViews.filter { $0.kind == .label }
            if !labels.isEmpty {
                line += "; " + labels.map { label in
                    let count = label.text?.lines.count ?? 0
                    return "\(label.name ?? "Label") \(count) line\(count == 1 ? "" : "s")"
                }.joined(separator: ", ")
            }
            lines.append(line + "; #" + fingerprint(full))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first width whose line differs, and how; nil when the sweeps agree.
    public static func firstDifference(reference: String, actual: String) -> (width: String, message: String)? {
        guard reference != actual else { return nil }
        let old = reference.split(separator: "\n").map(String.init), new = actual.split(separator: "\n").map(String.init)
        let differing = zip(old, new).filter { $0 != $1 }.count + abs(old.count - new.count)
        for k in 0..<max(old.count, new.count) {
            let a = k < old.count ? old[k] : nil, b = k < new.count ? new[k] : nil
            guard a != b else { continue }
            let width = (b ?? a!).split(separator: ":").first.map { String($0.dropFirst("width ".count)) } ?? "?"
            var message = "the sweep first differs at width \(width) (\(differing) of \(max(old.count, new.count)) widths differ)"
            message += "\n  reference: " + (a ?? "(none)") + "\n  actual:    " + (b ?? "(none)")
            if let a, let b, a.split(separator: "#").first == b.split(separator: "#").first {
                message += "\n  (same size and line counts: a frame, a line break or an issue changed)"
            }
            return (width, message)
        }
        return nil
    }

    /// FNV-1a, 32 bits, in hex: stable across runs and machines (Swift's
    /// `hashValue` is seeded per process).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
