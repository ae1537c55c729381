/// A bound on how deeply a scene file's YAML nests, checked on the text
/// before Yams composes it: Yams builds the node tree recursively, and a
/// file nested a few thousand levels deep (`{{{{…`, `[[[[…`, `- - - -…`)
/// overflows the stack inside it, a crash no error can report.
///
/// The scan over-estimates the depth, never under-estimates it: at every
/// place it adds the open flow collections (`{`, `[` where a node starts,
/// outside quotes and comments), the block levels still open (one per
/// deeper indentation) and the block indicators of the current line
/// (`- `, `? `, `: `). A scene needs a few dozen levels; the limit is
/// far above that and far below what the stack holds.
enum YAMLNesting {
    /// The most levels a scene file may nest (docs/scenes.md, "Limits").
    static let maximumDepth = 200

    /// Throws at the first place the file nests deeper than ``maximumDepth``.
    static func check(_ yaml: String, words: SyntaxWords = .yaml) throws(LocatedError) {
        var scanner = Scanner()
        for scalar in yaml.unicodeScalars {
            if let depth = scanner.feed(scalar), depth > maximumDepth {
                throw LocatedError(location: SourceLocation(line: scanner.line, column: scanner.column),
                                   message: "nested more than \(maximumDepth) levels deep; expected a scene nested at most \(maximumDepth) levels (\(perLevel(words)))")
            }
        }
    }

    /// How a view's children nest, in the file's own syntax: two levels
    /// per level of views, a YAML file's block levels or a JSON file's
    /// brackets (the children's array and each child's object; its
    /// properties' object closes before its `children`).
    static func perLevel(_ words: SyntaxWords) -> String {
        (words.name == "JSON" ? words.entry("children", "[{…}]") : "views: children: …") + " uses two per level"
    }

    /// A character-by-character scan, one pass, no recursion.
    private struct Scanner {
        /// Where the character last fed is (1-based; columns in Unicode
        /// scalars, lines as libyaml counts them).
        var line = 1
        var column = 0
        private var previous: Unicode.Scalar = "\n"
        /// The previous character that was not a space or a tab, on this line
        /// (nil at the start of a line): a flow collection starts only where
        /// a node can.
        private var lastSignificant: Unicode.Scalar?
        private var quote: Unicode.Scalar?
        private var escaped = false
        private var inComment = false
        private var flowDepth = 0
        /// The indentation of each open block level.
        private var indents: [Int] = []
        /// Block indicators seen on this line so far.
        private var lineIndicators = 0
        /// Spaces at the start of this line, while still counting them.
        private var indent = 0
        private var atLineStart = true
        /// Inside a block scalar (`|`, `>`): the indentation of the line that
        /// started it; lines indented further are text.
        private var blockScalarParent: Int?
        private var blockScalarPending = false
        /// The character before was a `:` (a mapping value if a space follows).
        private var pendingColon = false

        /// Takes one character; returns the depth at it when it can open a level.
        mutating func feed(_ c: Unicode.Scalar) -> Int? {
            let levels = indents.count
            let opened = process(c)
            // A line indented deeper than the last opens a block level.
            return indents.count > levels ? max(opened ?? 0, depth) : opened
        }

        private mutating func process(_ c: Unicode.Scalar) -> Int? {
            defer { previous = c }
            if c == "\n" && previous == "\r" { return nil }  // CR LF: one line break
            if c == "\n" || c == "\r" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}" {
                endLine()
                return nil
            }
            column += 1
            if atLineStart {
                if c == " " { indent += 1; return nil }
                atLineStart = false
                if let parent = blockScalarParent {
                    if indent > parent { inComment = true; return nil }  // block scalar text: skip the line
                    blockScalarParent = nil
                }
                if quote == nil, flowDepth == 0, c != "#" {
                    while let last = indents.last, last >= indent { indents.removeLast() }
                    indents.append(indent)
                }
            }
            if inComment { return nil }
            if let open = quote {
                if escaped { escaped = false } else if open == "\"" && c == "\\" { escaped = true } else if c == open { quote = nil }
                return nil
            }
            defer { if c != " " && c != "\t" { lastSignificant = c } }
            if pendingColon {
                pendingColon = false
                if flowDepth == 0 && (c == " " || c == "\t") { lineIndicators += 1; return depth }
            }
            switch c {
            case "#" where lastSignificant == nil || previous == " " || previous == "\t":
                inComment = true
            case "\"" where startsNode, "'" where startsNode:
                quote = c
            case "{" where startsNode, "[" where startsNode:
                flowDepth += 1
                return depth
            case "}" where flowDepth > 0, "]" where flowDepth > 0:
                flowDepth -= 1
            case "-" where flowDepth == 0 && startsNode, "?" where flowDepth == 0 && startsNode:
                // An indicator when a space follows: counted at once (an
                // over-estimate for a value such as -8, harmless).
                lineIndicators += 1
                return depth
            case ":":
                pendingColon = true  // a mapping value when a space follows
            case "|" where flowDepth == 0 && startsNode, ">" where flowDepth == 0 && startsNode:
                blockScalarPending = true
                return nil
            default:
                break
            }
            if blockScalarPending && !("|>+-123456789 \t".unicodeScalars.contains(c)) { blockScalarPending = false }
            return nil
        }

        /// A node may start here: at the line's start or after an indicator
        /// or a flow separator.
        private var startsNode: Bool {
            guard let last = lastSignificant else { return true }
            return ":-?,[{".unicodeScalars.contains(last)
        }

        private var depth: Int { indents.count + lineIndicators + flowDepth }

        private mutating func endLine() {
            if blockScalarPending && quote == nil { blockScalarParent = indents.last ?? 0 }
            blockScalarPending = false
            line += 1
            column = 0
            indent = 0
            atLineStart = true
            lastSignificant = nil
            inComment = false
            lineIndicators = 0
            pendingColon = false
        }
    }
}
