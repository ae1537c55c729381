import Foundation
import TextLayout

/// Times the first layout of a long paragraph just shaped, in the thread's
/// CPU time (breaking only: shaping is not timed, it is linear and the same
/// for all), for the paths where a line's cost could grow with the text's length:
/// character wrapping (every line ends inside a word, so its end is
/// reshaped), one word with no break opportunity under word-then-character
/// wrapping, and tail truncation of a long text to a few lines. Word wrap
/// of the same text is the yardstick. Each is timed at the full length and
/// at a quarter of it: a ratio near 4 is linear, 16 quadratic.
struct LongTextBenchmark {
    /// A workload: a text of about `bytes` UTF-8 bytes and a paragraph style.
    struct Workload {
        var name: String
        var describe: String
        var style: ParagraphStyle
        /// Prose (spaces between words) or one word of letters.
        var oneWord: Bool
    }

    static let width = 400.0
    static let workloads: [Workload] = [
        Workload(name: "word", describe: "prose, word wrap (the yardstick)",
                 style: ParagraphStyle(wrap: .word), oneWord: false),
        Workload(name: "charwrap", describe: "prose, character wrap",
                 style: ParagraphStyle(wrap: .character), oneWord: false),
        Workload(name: "longword", describe: "one word, word-then-character wrap",
                 style: ParagraphStyle(wrap: .wordThenCharacter), oneWord: true),
        Workload(name: "truncate", describe: "prose, 3 lines, tail truncation",
                 style: ParagraphStyle(wrap: .word, maximumNumberOfLines: 3, truncation: .tail), oneWord: false),
        Workload(name: "charwrap_truncate", describe: "prose, character wrap, 3 lines, tail truncation",
                 style: ParagraphStyle(wrap: .character, maximumNumberOfLines: 3, truncation: .tail), oneWord: false),
    ]

    let library = FontLibrary()
    let bytes: Int
    let repeats: Int
    /// The workloads to run (by name), all when empty.
    var only: [String] = []

    private var chosen: [Workload] { only.isEmpty ? Self.workloads : Self.workloads.filter { only.contains($0.name) } }

    /// One row: a workload at one length, seconds per layout.
    struct Row {
        var workload: Workload
        var bytes: Int
        var lines: Int
        var samples: [Double]
    }

    /// Every workload at a quarter of `bytes` and at `bytes`, alternating
    /// workloads within each repeat so that load drifts touch all alike.
    func run() throws -> [Row] {
        let fonts = try FontSet.family(TextBenchmark.paragraphFamily, library: library)
        let single = FontSet(faces: [fonts.primary], library: library)
        var rows: [Row] = []
        for length in [bytes / 4, bytes] {
            let prose = Self.text(bytes: length, oneWord: false)
            let word = Self.text(bytes: length, oneWord: true)
            var lines: [Int] = []
            var samples = [[Double]](repeating: [], count: chosen.count)
            for workload in chosen {
                // Untimed: fills HarfBuzz's caches, and counts the lines.
                let layout = try Self.layOut(workload.oneWord ? word : prose, fonts: single, style: workload.style)
                lines.append(layout.lines.count)
            }
            for _ in 0..<repeats {
                for (index, workload) in chosen.enumerated() {
                    // Shaped anew (untimed) for each layout: a paragraph
                    // caches its line-end corrections, so a second layout
                    // of one paragraph would not pay for them.
                    let paragraph = try Self.shape(workload.oneWord ? word : prose, fonts: single)
                    samples[index].append(try Self.cpuTime {
                        _ = try paragraph.layout(width: Self.width, style: workload.style)
                    })
                }
            }
            for (index, workload) in chosen.enumerated() {
                rows.append(Row(workload: workload, bytes: length, lines: lines[index], samples: samples[index]))
            }
        }
        return rows
    }

    private static func shape(_ text: String, fonts: FontSet) throws -> ShapedParagraph {
        try ShapedParagraph(text, fonts: fonts, size: TextBenchmark.paragraphSize, language: "en")
    }

    private static func layOut(_ text: String, fonts: FontSet, style: ParagraphStyle) throws -> ParagraphLayout {
        try shape(text, fonts: fonts).layout(width: width, style: style)
    }

    /// At least `bytes` bytes of generated prose, or of its letters alone.
    static func text(bytes: Int, oneWord: Bool) -> String {
        var generator = TextParagraphGenerator()
        // About 6.5 bytes per word with its space.
        var text = generator.paragraph(words: max(bytes / 6, 1))
        if oneWord { text.removeAll { $0 == " " || $0 == "," || $0 == "." } }
        while text.utf8.count < bytes { text += text }
        return String(decoding: text.utf8.prefix(bytes), as: UTF8.self)
    }

    /// The CPU time of this thread running `work`, in seconds: the machine's
    /// other work disturbs it less than the wall clock.
    static func cpuTime(_ work: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
        }
        let start = now()
        try work()
        return now() - start
    }
}
