/// UILabel's autoshrink: `adjustsFontSizeToFitWidth` with
/// `minimumScaleFactor`, `allowsDefaultTighteningForTruncation` and
/// `baselineAdjustment` (docs/uikit.md, "Shrinking text to fit"). Only the
/// drawing changes: the intrinsic size stays the full-size text's, as
/// UIKit's does.
extension Label {
    /// Widths compared within a millionth of a point.
    private static let fitTolerance = 1e-6
    /// How much wider than its box one line may be and still be tightened
    /// rather than truncated: AppKit's `tighteningFactorForTruncation`
    /// default, 0.05 (UIKit says only that the label decides).
    static let tighteningLimit = 0.05

    /// The largest scale of the font, from `minimumScaleFactor` to 1, at
    /// which the text fits `box`: one line, the box's width; several, the
    /// box's height and `numberOfLines`, without truncation. When even the
    /// minimum does not fit, the minimum (the text is then truncated at it).
    /// 1 when `minimumScaleFactor` is 0 (UIKit: "doesn't scale the text
    /// down") or not below 1.
    func fittingScale(in box: Size, alignment: TextAlignment, with measurer: TextMeasuring) -> Double {
        let minimum = minimumScaleFactor
        guard minimum > 0, minimum < 1 else { return 1 }
        if numberOfLines == 1 {
            // Advances are proportional to the size: the ratio of the widths
            // is the scale, checked at the real size (HarfBuzz rounds each
            // advance to 1/1024 of a pixel) and lowered if a hair too wide.
            let natural = measure(width: nil, numberOfLines: 1, alignment: alignment, with: measurer).size.width
            guard natural > box.width + Self.fitTolerance else { return 1 }
            var scale = max(minimum, box.width / natural)
            for _ in 0..<4 {
                let width = measure(width: nil, numberOfLines: 1, alignment: alignment, scale: scale, with: measurer)
                    .size.width
                if width <= box.width + Self.fitTolerance || scale <= minimum { break }
                scale = max(minimum, scale * box.width / width * (1 - 1e-9))
            }
            return scale
        }
        // Several lines: text at scale s wraps at width W as the full-size
        // text wraps at W / s, so each trial re-wraps the full-size text
        // (no shaping at a new size) and its height is scaled.
        func fits(_ scale: Double) -> Bool {
            let wrapWidth = box.width / scale
            let m = measure(width: wrapWidth, numberOfLines: numberOfLines, alignment: alignment, with: measurer)
            return !m.isTruncated && m.size.height * scale <= box.height + Self.fitTolerance
                && m.lines.allSatisfy { $0.width <= wrapWidth + Self.fitTolerance }
        }
        if fits(1) { return 1 }
        guard fits(minimum) else { return minimum }
        // Bisection: fitting is monotone in the scale (a smaller font never
        // needs more lines); 30 halvings leave less than 1e-9 of the range.
        var low = minimum, high = 1.0
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// One line a little too wide for `width` at `scale`, squeezed to fit
    /// it instead of being truncated: when tightening is allowed, the
    /// label has one line, and the line is at most `tighteningLimit`
    /// wider than the box. Nil otherwise.
    func tightenedLine(width: Double, alignment: TextAlignment, scale: Double,
                       with measurer: TextMeasuring) -> (line: MeasuredLine, size: Size)? {
        guard allowsDefaultTighteningForTruncation, numberOfLines == 1 else { return nil }
        let natural = measure(width: nil, numberOfLines: 1, alignment: alignment, scale: scale, with: measurer)
        guard natural.lines.count == 1, var line = natural.lines.first, let glyphs = line.glyphs,
              line.width > width + Self.fitTolerance, line.width <= width * (1 + Self.tighteningLimit) else { return nil }
        line.glyphs = TightenedGlyphs(base: glyphs, baseLine: line.glyphLine, excess: line.width - width)
        line.glyphLine = 0
        line.width = width
        line.x = 0
        return (line, Size(width: width, height: natural.size.height))
    }

    /// The top of the drawn text block of `height` (first baseline
    /// `firstBaseline` below its top) in `bounds`: centred, as UILabel
    /// centres its text; a shrunk single line is placed by
    /// `baselineAdjustment` against where the full-size text would be.
    func textTop(height: Double, firstBaseline: Double, in bounds: Size, scale: Double, alignment: TextAlignment,
                 with measurer: TextMeasuring) -> Double {
        let centred = max(0, (bounds.height - height) / 2)
        guard scale < 1, numberOfLines == 1, baselineAdjustment != .alignCenters else { return centred }
        let full = measure(width: nil, numberOfLines: 1, alignment: alignment, with: measurer)
        let fullTop = max(0, (bounds.height - full.size.height) / 2)
        switch baselineAdjustment {
        case .alignBaselines: return fullTop + full.firstBaseline - firstBaseline
        case .none, .alignCenters: return fullTop
        }
    }
}
