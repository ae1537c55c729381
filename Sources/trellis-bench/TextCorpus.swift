import Foundation
import TextLayout

/// The cases of Fixtures/text/corpus.jsonl (`trellis text --jsonl` input),
/// read for timing. The corpus is assumed well-formed; a line that does not
/// parse (one still being written) is skipped and counted.
struct TextCorpus {
    struct Case {
        var id: String
        var text: String
        var fonts: [(path: String, index: Int)]
        var size: Double
        var width: Double?
        var style: ParagraphStyle
        var language: String?
        /// An attributed case's runs (`runs` instead of `text`); nil for plain text.
        var runs: [Run]?
    }

    /// A run of an attributed case; nil values are the case's.
    struct Run {
        var text: String
        var fonts: [(path: String, index: Int)]?
        var size: Double?
        var weight: Double?
        var letterSpacing: Double?
        var rise: Double?
    }

    var cases: [Case] = []
    var skippedLines = 0

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            if let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
               let parsed = Self.parse(object) {
                cases.append(parsed)
            } else {
                skippedLines += 1
            }
        }
    }

    /// As `trellis text` maps the fields: wrap word/char/word_char, ellipsize
    /// "end" is tail truncation, "none" is clipping.
    private static func parse(_ object: [String: Any]) -> Case? {
        let runs = (object["runs"] as? [[String: Any]])?.map(parseRun)
        guard let id = object["id"] as? String,
              let text = object["text"] as? String ?? runs?.map(\.text).joined(),
              let files = object["font_file"] as? [String], !files.isEmpty,
              let size = (object["size_px"] as? NSNumber)?.doubleValue else { return nil }
        let indexes = (object["font_index"] as? [NSNumber])?.map(\.intValue) ?? Array(repeating: 0, count: files.count)
        guard indexes.count == files.count else { return nil }
        let wraps: [String: WrapMode] = ["word": .word, "char": .character, "word_char": .wordThenCharacter]
        guard let wrap = wraps[object["wrap"] as? String ?? "word"] else { return nil }
        let style = ParagraphStyle(wrap: wrap, maximumNumberOfLines: (object["max_lines"] as? NSNumber)?.intValue ?? 0,
                                   truncation: object["ellipsize"] as? String == "end" ? .tail : .clip,
                                   lineSpacing: (object["line_spacing_px"] as? NSNumber)?.doubleValue ?? 0)
        return Case(id: id, text: text, fonts: Array(zip(files, indexes)), size: size,
                    width: (object["width_px"] as? NSNumber)?.doubleValue, style: style,
                    language: object["lang"] as? String, runs: runs)
    }

    private static func parseRun(_ object: [String: Any]) -> Run {
        let files = object["font_file"] as? [String]
        let indexes = (object["font_index"] as? [NSNumber])?.map(\.intValue) ?? files.map { Array(repeating: 0, count: $0.count) }
        return Run(text: object["text"] as? String ?? "",
                   fonts: files.map { Array(zip($0, indexes ?? [])) },
                   size: (object["size_px"] as? NSNumber)?.doubleValue,
                   weight: (object["weight"] as? NSNumber)?.doubleValue,
                   letterSpacing: (object["letter_spacing_px"] as? NSNumber)?.doubleValue,
                   rise: (object["rise_px"] as? NSNumber)?.doubleValue)
    }
}
