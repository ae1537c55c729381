import Foundation

/// One block of a ``LayoutSnapshot`` read back from its text: what the
/// diff compares. Text outside any block (a file's header) is kept as
/// `preamble` lines.
public struct LayoutSnapshotBlock: Equatable {
    /// One view line of the trace.
    public struct ViewLine: Equatable {
        /// The view's name (or its description), made unique with its
        /// position among same-named siblings when needed.
        public var key: String
        public var type: String
        /// x, y, width, height as written.
        public var frame: [String]
        public var ambiguity: String?
        /// Hidden itself: `; hidden = YES` after the frame (scene37).
        public var isHidden = false
    }

    /// A label's lines.
    public struct LabelLines: Equatable {
        public var name: String
        public var truncated: Bool
        /// The scale a label shrank its text to ("0.608"), nil at full size.
        public var scale: String? = nil
        /// Each line's text.
        public var lines: [String]
        /// Each line as written (its width too), for equality.
        public var written: [String] = []
    }

    /// "width 320" or "width 320, state collapsed".
    public var header: String
    public var views: [ViewLine] = []
    public var labels: [LabelLines] = []
    public var issues: [String] = []
    /// Lines this reader does not understand, compared as they are.
    public var other: [String] = []

    /// Splits snapshot text into blocks at each "width …" line.
    public static func parse(_ text: String) -> (preamble: [String], blocks: [LayoutSnapshotBlock]) {
        var preamble: [String] = []
        var blocks: [LayoutSnapshotBlock] = []
        var seen: [String: Int] = [:], seenLabels: [String: Int] = [:]
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("width ") {
                blocks.append(LayoutSnapshotBlock(header: line))
                seen = [:]
                seenLabels = [:]
                continue
            }
            guard !blocks.isEmpty else {
                if !line.isEmpty { preamble.append(line) }
                continue
            }
            if line.isEmpty { continue }
            let index = blocks.count - 1
            if let view = viewLine(line) {
                var view = view
                let count = seen[view.key, default: 0]
                seen[view.key] = count + 1
                if count > 0 { view.key += "#\(count + 1)" }
                blocks[index].views.append(view)
            } else if line.hasPrefix("issue: ") {
                blocks[index].issues.append(String(line.dropFirst(7)))
            } else if line.hasPrefix("  "), !blocks[index].labels.isEmpty, let text = labelLineText(line) {
                blocks[index].labels[blocks[index].labels.count - 1].lines.append(text)
                blocks[index].labels[blocks[index].labels.count - 1].written.append(line)
            } else if let colon = line.range(of: ": "), line[colon.upperBound...].contains(" line") {
                var scale: String?
                if let marker = line.range(of: ", drawn at scale ") {
                    scale = String(line[marker.upperBound...].prefix { $0 != "," })
                }
                // Same-named labels (a list's cells' "ListLabel"s) are told
                // apart by their place, as views are, so the diff pairs the
                // n-th with the n-th rather than every one with the first.
                // A line that names its place among the views
                // (`ListLabel#4`, written where a hidden label or another
                // view of the name comes first) keeps it: one numbering.
                var name = String(line[..<colon.lowerBound])
                if !Self.hasPlace(name) {
                    let count = seenLabels[name, default: 0]
                    seenLabels[name] = count + 1
                    if count > 0 { name += "#\(count + 1)" }
                }
                blocks[index].labels.append(LabelLines(name: name,
                                                       truncated: line.hasSuffix(", truncated"), scale: scale, lines: []))
            } else {
                blocks[index].other.append(line)
            }
        }
        return (preamble, blocks)
    }

    /// `ListLabel#4`: a name ending in `#` and digits.
    static func hasPlace(_ name: String) -> Bool {
        guard let hash = name.lastIndex(of: "#") else { return false }
        let digits = name[name.index(after: hash)...]
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// `|   *<Label: label> (8, 16, 304, 19) - AMBIGUOUS LAYOUT for …`,
    /// `|   *<View: footer> (0, 40, 320, 44); hidden = YES`
    static func viewLine(_ line: String) -> ViewLine? {
        guard let open = line.firstIndex(of: "<"), let close = line[open...].firstIndex(of: ">"),
              line[..<open].allSatisfy({ "|•* ".contains($0) }) else { return nil }
        let inside = line[line.index(after: open)..<close]
        let parts = inside.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let type = parts.first else { return nil }
        let key = parts.count > 1 ? parts[1] : type
        let rest = line[line.index(after: close)...]
        var frame: [String] = []
        if let lp = rest.firstIndex(of: "("), let rp = rest.firstIndex(of: ")") {
            frame = rest[rest.index(after: lp)..<rp].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let ambiguity = rest.range(of: " - AMBIGUOUS LAYOUT for ").map { String(rest[$0.upperBound...]) }
        return ViewLine(key: key, type: type, frame: frame, ambiguity: ambiguity, isHidden: rest.contains("; hidden = YES"))
    }

    /// `  2 159 "that sets preferred "` → `that sets preferred `.
    static func labelLineText(_ line: String) -> String? {
        guard let first = line.firstIndex(of: "\""), line.last == "\"", line.index(before: line.endIndex) > first else {
            return nil
        }
        return String(line[line.index(after: first)..<line.index(before: line.endIndex)])
    }
}
