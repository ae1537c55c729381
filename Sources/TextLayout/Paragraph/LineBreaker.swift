/// Breaks a shaped paragraph into lines at one width: greedy, first fit,
/// as Pango and TextKit do. Sums precomputed advances; the only shaping is
/// of a line's last characters on their own, and its first ones when it
/// starts inside a word (`endCorrection`, `startCorrection`, cached per
/// position), never of the paragraph.
struct LineBreaker {
    let paragraph: ShapedParagraph
    let width: Double?
    let style: ParagraphStyle
    /// The language's patterns when `style.hyphenationFactor` > 0.
    var hyphenator: Hyphenator? = nil

    /// A line before metrics and alignment: where it starts and ends.
    private struct Span {
        var start: Int
        /// Where the next line starts (after the break, separators included).
        var end: Int
        var mandatory: Bool
        /// Ends inside a word, at a hyphenation point: a hyphen is drawn.
        var hyphenated = false
        /// The line's width (`ShapedParagraph.lineWidth`) when breaking
        /// already worked it out, so that laying out does not again.
        var width: Double? = nil
    }

    /// Slack for comparing widths: sums of advances in 1/1024 px.
    private static let tolerance = 1e-6

    func layout() -> ParagraphLayout {
        let spans = breakIntoSpans()
        let limit = style.maximumNumberOfLines
        var truncated = false
        var lines: [LineLayout] = []
        lines.reserveCapacity(spans.count)
        for (index, span) in spans.enumerated() {
            let box = lineBox(firstOfParagraph: index == 0 || spans[index - 1].mandatory)
            if limit > 0, index == limit - 1, spans.count > limit, style.truncation != .clip || style.clipsLastLineAtEdge {
                lines.append(truncatedLine(from: span.start, width: box.width, indent: box.start))
                truncated = true
                break
            }
            if limit > 0, index == limit {
                // Clipping: the lines past the limit are simply not shown.
                truncated = true
                break
            }
            // A line separator (U+2028) stays in its line's range, as in Pango;
            // newlines and paragraph separators belong to no line.
            if span.hyphenated {
                let lineWidth = paragraph.lineWidth(from: span.start, to: span.end, wrapped: true) + paragraph.hyphenWidth
                lines.append(makeLine(.hyphenated(span.start..<span.end), range: span.start..<span.end,
                                      width: lineWidth, indent: box.start, endsParagraph: false))
                continue
            }
            let contentEnd = span.end - paragraph.separatorLength(endingAt: span.end, from: span.start, keepingLineSeparator: true)
            let wrapped = !span.mandatory && span.end < paragraph.utf8.count
            let lineWidth = (span.width ?? paragraph.lineWidth(from: span.start, to: span.end, wrapped: wrapped))
                - (style.keepsLetterSpacingAtLineEnds ? 0 : paragraph.letterSpacingTrim(span.start..<contentEnd, wrapped: wrapped).total)
            lines.append(makeLine(.text(span.start..<contentEnd), range: span.start..<contentEnd,
                                  width: lineWidth, indent: box.start,
                                  endsParagraph: span.mandatory || span.end == paragraph.utf8.count))
        }
        return finish(&lines, truncated: truncated)
    }

    /// Where a line starts (its head indent) and the room for its text (nil:
    /// unlimited): NSParagraphStyle's indents, the first line of each
    /// paragraph at `firstLineHeadIndent`.
    private func lineBox(firstOfParagraph: Bool) -> (start: Double, width: Double?) {
        let start = firstOfParagraph ? style.spacing.firstLineHeadIndent : style.spacing.headIndent
        let end = style.spacing.tailIndent > 0 ? style.spacing.tailIndent : width.map { $0 + style.spacing.tailIndent }
        return (start, end.map { max($0 - start, 0) })
    }



    // MARK: Breaking

    private func breakIntoSpans() -> [Span] {
        let count = paragraph.utf8.count
        let breaks = paragraph.lineBreaks
        var spans: [Span] = []
        // About as many lines as the text's width fills (a hint: growing
        // the array line by line copies it a dozen times for a long text).
        if let width, let total = paragraph.advancePrefix.last, total > 0 {
            let estimate = Int(min(total / width * 1.25, 1e6))  // checked: finite ≥ 0 (width > 0, layout(width:)), ≤ 1e6
            spans.reserveCapacity(min(breaks.count + 1, estimate + 2))
        }
        var start = 0
        var next = 0  // index of the first break after `start`
        var grapheme = 0
        var firstOfParagraph = true
        // With a line limit, `layout` looks at the first `limit` spans and
        // whether there is one more: breaking the rest of a long text would
        // cost its whole length for lines never shown.
        let limit = style.maximumNumberOfLines
        while start < count, limit <= 0 || spans.count <= limit {
            while next < breaks.count, breaks[next].offset <= start { next += 1 }
            guard next < breaks.count else { break }
            var chosen: (offset: Int, mandatory: Bool)?
            // The width of the line when it ends at `chosen`, if known.
            var chosenWidth: Double?
            // Where the word after the line's last fitting break starts (the
            // line's start when not even its first word fits).
            var nextWordStart = start
            if let width = lineBox(firstOfParagraph: firstOfParagraph).width {
                let contentEnds = paragraph.lineBreakContentEnds
                let lastFit = lastFitting(from: start, candidates: next..<breaks.count, width: width,
                                          offset: { breaks[$0].offset }, mandatory: { breaks[$0].mandatory },
                                          contentEnd: { max(start, contentEnds[$0]) })
                chosen = lastFit.map { breaks[$0.index] }
                chosenWidth = lastFit?.width
                if let lastFit { nextWordStart = breaks[lastFit.index].offset }
                if chosen == nil || style.wrap == .character {
                    // Nothing fits before the next word break (or breaking
                    // anywhere is allowed): fill the line cluster by cluster.
                    chosen = characterBreak(from: start, before: breaks[next], width: width, grapheme: &grapheme,
                                            chosen: chosen)
                    chosenWidth = nil
                }
            } else {
                // Unlimited width: lines end only at hard breaks.
                var k = next
                while k < breaks.count, !breaks[k].mandatory { k += 1 }
                chosen = k < breaks.count ? breaks[k] : (count, false)
            }
            if let width, let hyphenator, style.wrap != .character,
               let point = hyphenationPoint(from: start, wordStart: nextWordStart, ending: chosen, width: width,
                                            hyphenator: hyphenator) {
                spans.append(Span(start: start, end: point, mandatory: false, hyphenated: true))
                start = point
                continue
            }
            let end = chosen!
            spans.append(Span(start: start, end: end.offset, mandatory: end.mandatory, width: chosenWidth))
            start = end.offset
            firstOfParagraph = end.mandatory
        }
        // An empty text, or one that ends with a hard break, has an empty last line.
        if spans.isEmpty || spans.last!.mandatory {
            spans.append(Span(start: count, end: count, mandatory: false))
        }
        return spans
    }

    /// Where a line from `start` ends inside the next word, hyphenated, or
    /// nil. TextKit's rule (`NSParagraphStyle.hyphenationFactor`):
    /// "hyphenation is attempted when the ratio of the text width (as broken
    /// without hyphenation) to the width of the line fragment is less than
    /// the hyphenation factor". So a line that ends at `chosen` (a word
    /// break; nil when not even the first word fits) and fills less than
    /// the factor of `width` takes the most syllables of the word after it
    /// that fit with a hyphen (the word starting at `wordStart`). A line
    /// ending at a hard break or at the end of the text is left alone.
    private func hyphenationPoint(
        from start: Int, wordStart: Int, ending chosen: (offset: Int, mandatory: Bool)?, width: Double,
        hyphenator: Hyphenator
    ) -> Int? {
        if let chosen, chosen.mandatory || chosen.offset >= paragraph.utf8.count { return nil }
        let filled = wordStart > start ? paragraph.lineWidth(from: start, to: wordStart, wrapped: true) : 0
        guard filled / width < style.hyphenationFactor else { return nil }
        let limit = width + LineBreaker.tolerance
        let hyphen = paragraph.hyphenWidth
        for point in paragraph.hyphenationOffsets(around: wordStart, hyphenator: hyphenator).reversed()
        where point > start && paragraph.lineWidth(from: start, to: point, wrapped: true) + hyphen <= limit {
            return point
        }
        return nil
    }

    /// The index of the last candidate a line from `start` reaches without
    /// exceeding `width` (stopping at a mandatory break), with the line's
    /// width (`lineWidth`) when it ends there; or nil.
    ///
    /// Candidates are scanned with the widths inside the paragraph (a
    /// subtraction each); only the winner, and the first candidate past it,
    /// are checked with the line's reshaped end (`endCorrection`), which
    /// shapes text. So a line costs a scan and a shaping or two, however
    /// many candidates it has (every character of a CJK or character-wrapped
    /// line is one).
    /// `contentEnd`, when given, says where candidate k's line text ends
    /// (what `contentWidth` trims to), worked out beforehand.
    private func lastFitting(
        from start: Int, candidates: Range<Int>, width: Double, offset: (Int) -> Int, mandatory: (Int) -> Bool,
        contentEnd: ((Int) -> Int)? = nil
    ) -> (index: Int, width: Double)? {
        let count = paragraph.utf8.count
        let limit = width + LineBreaker.tolerance
        let startCorrection = paragraph.startCorrection(at: start)
        let advances = paragraph.advancePrefix
        func wrapped(_ k: Int) -> Bool { !mandatory(k) && offset(k) < count }
        func raw(_ k: Int) -> Double {
            if let contentEnd { return advances[contentEnd(k)] - advances[start] + startCorrection }
            return paragraph.contentWidth(start, offset(k), trimTrailingSpace: wrapped(k)) + startCorrection
        }
        func exact(_ k: Int) -> Double {
            paragraph.lineWidth(from: start, to: offset(k), wrapped: wrapped(k), startCorrection: startCorrection)
        }
        var last: Int?
        var k = candidates.lowerBound
        while k < candidates.upperBound {
            if raw(k) > limit { break }
            last = k
            if mandatory(k) { break }
            k += 1
        }
        // The first candidate past the scan may still fit once reshaped.
        if k < candidates.upperBound, last.map({ !mandatory($0) }) ?? true {
            let width = exact(k)
            if width <= limit { return (k, width) }
        }
        while let index = last {
            let width = exact(index)
            if width <= limit { return (index, width) }
            last = index > candidates.lowerBound ? index - 1 : nil
        }
        return nil
    }

    /// The break for a line that must be filled character by character: the
    /// last grapheme boundary that fits (at least one cluster), unless a word
    /// break that fits comes later (character mode), or word wrapping lets
    /// the word overflow.
    private func characterBreak(
        from start: Int, before wordBreak: (offset: Int, mandatory: Bool), width: Double, grapheme: inout Int,
        chosen: (offset: Int, mandatory: Bool)?
    ) -> (offset: Int, mandatory: Bool) {
        guard style.wrap != .word else { return chosen ?? wordBreak }
        let boundaries = paragraph.graphemeBoundaries
        while grapheme < boundaries.count, boundaries[grapheme] <= start { grapheme += 1 }
        // In character mode the line may run past the first word break.
        var stop = style.wrap == .character ? paragraph.utf8.count : wordBreak.offset
        if let chosen, chosen.mandatory { stop = min(stop, chosen.offset) }
        // The candidates: boundaries up to `stop` (found by bisection, so a
        // line never scans the rest of a long text).
        var low = grapheme, high = boundaries.count
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] <= stop { low = middle + 1 } else { high = middle }
        }
        let end = low
        let best = lastFitting(from: start, candidates: grapheme..<end, width: width,
                               offset: { boundaries[$0] }, mandatory: { _ in false }).map { boundaries[$0.index] }
        if let chosen, best == nil || chosen.offset >= best! { return chosen }
        let offset = best ?? boundaries[grapheme]
        // A break that lands on a hard break is that hard break.
        return (offset, paragraph.isMandatoryBreak(at: offset))
    }

    // MARK: Lines

    /// A line before `finish` places it: its `x` holds its head indent.
    private func makeLine(_ content: LineContent, range: Range<Int>, width: Double, indent: Double,
                          endsParagraph: Bool) -> LineLayout {
        var ascent = 0.0, descent = 0.0
        var sawRun = false
        let (first, second) = content.textRanges
        func include(_ text: Range<Int>) {
            // By index: iterating the runs would copy each (and retain its glyphs).
            for k in paragraph.runIndices(overlapping: text) {
                ascent = max(ascent, paragraph.runs[k].ascent)
                descent = max(descent, paragraph.runs[k].descent)
                sawRun = true
            }
        }
        include(first)
        if !second.isEmpty { include(second) }
        switch content {
        case .text: break
        case .hyphenated:
            ascent = max(ascent, paragraph.hyphen.ascent)
            descent = max(descent, paragraph.hyphen.descent)
            sawRun = true
        case .ellipsisFirst, .ellipsisBetween, .ellipsisLast:
            ascent = max(ascent, paragraph.ellipsis.ascent)
            descent = max(descent, paragraph.ellipsis.descent)
            sawRun = true
        }
        if !sawRun {
            // An empty line is as tall as the primary font of its style.
            let style = paragraph.styles[paragraph.styleIndex(at: range.lowerBound)]
            ascent = style.fonts.primary.ascent(size: style.size)
            descent = style.fonts.primary.descent(size: style.size)
        }
        return LineLayout(content: content, range: range, width: width, ascent: ascent, descent: descent,
                          top: 0, height: 0, baseline: 0, x: indent, extraSpacePerSpace: 0, endsParagraph: endsParagraph)
    }

    /// The last allowed line, shortened with an ellipsis where the truncation
    /// style says (cut at the edge when it clips), so that it fits the width.
    private func truncatedLine(from start: Int, width: Double?, indent: Double) -> LineLayout {
        // The line stands for the rest of the current paragraph.
        let count = paragraph.utf8.count
        var end = paragraph.lineBreaks[paragraph.lineBreakIndex(after: start)...].first { $0.mandatory }?.offset ?? count
        end -= paragraph.separatorLength(endingAt: end, from: start)
        let whole = start..<end
        let ellipsisWidth = paragraph.ellipsis.glyphs.reduce(0) { $0 + $1.xAdvance }
        let available = (width ?? .infinity) - ellipsisWidth
        // The boundaries strictly inside the line's text, found by bisection
        // (not by filtering every boundary of a long text).
        let first = paragraph.boundaryIndex(before: start + 1)
        let boundaries = paragraph.graphemeBoundaries[first..<max(first, paragraph.boundaryIndex(before: end))]
        switch style.truncation {
        case .head:
            // The longest suffix that fits after the ellipsis.
            var from = end
            for boundary in boundaries.reversed() where paragraph.width(boundary..<end) <= available + LineBreaker.tolerance {
                from = boundary
            }
            return makeLine(.ellipsisFirst(from..<end), range: whole, width: ellipsisWidth + paragraph.width(from..<end),
                            indent: indent, endsParagraph: true)
        case .middle:
            // Half the room to the start, the rest to the end.
            let prefixEnd = longestPrefix(start, boundaries, fitting: available / 2)
            let prefixWidth = paragraph.contentWidth(start, prefixEnd, trimTrailingSpace: true)
            var suffixStart = end
            for boundary in boundaries.reversed()
            where boundary >= prefixEnd && paragraph.width(boundary..<end) <= available - prefixWidth + LineBreaker.tolerance {
                suffixStart = boundary
            }
            let trimmedEnd = prefixEnd - (paragraph.whitespaceLength(endingAt: prefixEnd, from: start) ?? 0)
            return makeLine(.ellipsisBetween(start..<trimmedEnd, suffixStart..<end), range: whole,
                            width: prefixWidth + ellipsisWidth + paragraph.width(suffixStart..<end), indent: indent,
                            endsParagraph: true)
        case .clip:
            // The rest of the text, cut where the next cluster would cross
            // the edge (`clipsLastLineAtEdge`: layout() comes here only then).
            let room = width ?? .infinity
            let fitsWhole = paragraph.width(whole) <= room + LineBreaker.tolerance  // the rest ends at a hard break
            let prefixEnd = fitsWhole ? end : longestPrefix(start, boundaries, fitting: room)
            return makeLine(.text(start..<prefixEnd), range: whole,
                            width: paragraph.contentWidth(start, prefixEnd, trimTrailingSpace: true), indent: indent,
                            endsParagraph: true)
        case .tail:
            // The kept text keeps its trailing space before the ellipsis, as
            // Pango shows it ("part of a layout …"), and its glyphs as shaped
            // in the paragraph (Pango cuts the shaped line, it does not
            // shape the kept text again).
            // UIKit's labels drop that space (`trimsSpaceBeforeEllipsis`).
            let prefixEnd = longestPrefix(start, boundaries, fitting: available)
            if style.trimsSpaceBeforeEllipsis {
                let keptEnd = prefixEnd - (paragraph.whitespaceLength(endingAt: prefixEnd, from: start) ?? 0)
                return makeLine(.ellipsisLast(start..<keptEnd), range: whole,
                                width: paragraph.contentWidth(start, prefixEnd, trimTrailingSpace: true) + ellipsisWidth,
                                indent: indent, endsParagraph: true)
            }
            return makeLine(.ellipsisLast(start..<prefixEnd), range: whole,
                            width: paragraph.width(start..<prefixEnd) + ellipsisWidth, indent: indent, endsParagraph: true)
        }
    }

    /// The last grapheme boundary after `start` whose prefix fits `room`.
    private func longestPrefix(_ start: Int, _ boundaries: ArraySlice<Int>, fitting room: Double) -> Int {
        var best = start
        for boundary in boundaries {
            if paragraph.width(start..<boundary) > room + LineBreaker.tolerance { break }
            best = boundary
        }
        return best
    }

    /// Vertical metrics, alignment and the paragraph's size. Each line's
    /// `x` comes in as its head indent (see `makeLine`).
    private func finish(_ lines: inout [LineLayout], truncated: Bool) -> ParagraphLayout {
        let multiple = style.spacing.lineHeightMultiple > 0 ? style.spacing.lineHeightMultiple : 1
        var top = 0.0
        var widest = 0.0
        for k in lines.indices {
            let natural = lines[k].ascent + lines[k].descent
            var height = natural * multiple
            if style.spacing.minimumLineHeight > 0 { height = max(height, style.spacing.minimumLineHeight) }
            if style.spacing.maximumLineHeight > 0 { height = min(height, style.spacing.maximumLineHeight) }
            if k > 0, lines[k - 1].endsParagraph { top += style.spacing.paragraphSpacing + style.spacing.paragraphSpacingBefore }
            lines[k].top = top
            lines[k].height = height
            lines[k].baseline = top + (height - natural) + lines[k].ascent
            top += height + (k == lines.count - 1 ? 0 : style.spacing.lineSpacing)
            widest = max(widest, lines[k].x + lines[k].width)
        }
        // A negative tail indent is room kept after the widest line.
        widest -= min(style.spacing.tailIndent, 0)
        let boxWidth = width ?? widest
        let rightToLeft = paragraph.baseLevel & 1 == 1
        for k in lines.indices {
            let indent = lines[k].x
            // The line's box from its head indent to its tail indent; in a
            // right-to-left paragraph the head is on the right.
            let end = style.spacing.tailIndent > 0 ? style.spacing.tailIndent : boxWidth + style.spacing.tailIndent
            let room = end - indent - lines[k].width
            let boxLeft = rightToLeft ? boxWidth - end : indent
            switch style.alignment {
            case .left: lines[k].x = boxLeft
            case .right: lines[k].x = boxLeft + room
            case .center: lines[k].x = boxLeft + room / 2
            case .natural: lines[k].x = boxLeft + (rightToLeft ? room : 0)
            case .justified:
                lines[k].x = boxLeft + (rightToLeft ? room : 0)
                if !lines[k].endsParagraph, k != lines.count - 1, room > 0, let range = lines[k].content.leadingText {
                    let spaces = spaceCount(in: range)
                    if spaces > 0 {
                        lines[k].extraSpacePerSpace = room / Double(spaces)
                        lines[k].x = boxLeft
                    }
                }
            }
        }
        return ParagraphLayout(lines: lines, width: widest, height: top, layoutWidth: width, isTruncated: truncated)
    }

    /// Spaces inside the line (trailing ones excluded) that justification widens.
    private func spaceCount(in range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, paragraph.utf8[end - 1] == 0x20 { end -= 1 }
        return paragraph.utf8[range.lowerBound..<end].filter { $0 == 0x20 }.count
    }
}
