extension ShapedParagraph {
    /// What a line's letter spacing loses at its edges, as Pango 1.50
    /// trims it after putting the line's runs in visual order
    /// (adjust_line_letter_spacing): a run gives up the spacing before its
    /// first cluster when it is the line's leftmost run or its leftmost glyph
    /// is the zeroed space that ends a wrapped line, and likewise the
    /// spacing after its last cluster on the right; a run that is nothing
    /// but that zeroed space gives up nothing. Breaks are decided before
    /// this (Pango trims after breaking).
    ///
    /// - Returns: the whole width trimmed, and the part trimmed from the
    ///   leftmost run's left edge (where the line's first glyph moves).
    func letterSpacingTrim(_ content: Range<Int>, wrapped: Bool) -> (total: Double, left: Double) {
        guard isLetterSpaced, !content.isEmpty else { return (0, 0) }
        let pieces = runs(overlapping: content)
        guard pieces.contains(where: { $0.letterSpacing != (0, 0) }) else { return (0, 0) }
        // The space a wrapped line ends with counts zero (see contentWidth).
        let zeroed = wrapped ? whitespaceLength(endingAt: content.upperBound, from: content.lowerBound)
            .map { (content.upperBound - $0)..<content.upperBound } : nil
        let order = visualOrder(levels: pieces.map(\.level))
        var total = 0.0, left = 0.0
        for (position, index) in order.enumerated() {
            let run = pieces[pieces.startIndex + index]
            let part = max(run.range.lowerBound, content.lowerBound)..<min(run.range.upperBound, content.upperBound)
            let endsWithZeroed = zeroed.map { part.upperBound == $0.upperBound && part.lowerBound < $0.lowerBound } ?? false
            if let zeroed, part.lowerBound >= zeroed.lowerBound { continue }  // only the zeroed space
            // The zeroed space is the logical end of the line: the right end
            // of a left-to-right run, the left end of a right-to-left one.
            let zeroAtLeft = endsWithZeroed && run.isRightToLeft
            let zeroAtRight = endsWithZeroed && !run.isRightToLeft
            if position == 0 || zeroAtLeft {
                total += run.letterSpacing.before
                if position == 0 { left = run.letterSpacing.before }
            }
            if position == order.count - 1 || zeroAtRight { total += run.letterSpacing.after }
        }
        return (total, left)
    }
}
