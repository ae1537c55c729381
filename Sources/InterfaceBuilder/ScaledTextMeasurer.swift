import Layout

/// Another measurer's text, 10 % larger (or by any factor) both ways: each
/// advance and each line height scaled, wrapping where the wider text
/// wraps. The comparison lays a hierarchy out with it to find the views
/// whose frame depends on text metrics: those that move or change size.
public final class ScaledTextMeasurer: TextMeasuring {
    public let base: TextMeasuring
    public let factor: Double

    public init(_ base: TextMeasuring, factor: Double = 1.1) {
        self.base = base
        self.factor = factor
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        var narrower = request
        // Text whose advances are `factor` wider wraps at `width` where the
        // original wraps at `width / factor`.
        narrower.width = request.width.map { $0 / factor }
        let measured = base.measure(narrower)
        let lines = measured.lines.map { line -> MeasuredLine in
            var scaled = line
            scaled.x *= factor
            scaled.width *= factor
            scaled.top *= factor
            scaled.height *= factor
            scaled.baseline *= factor
            scaled.glyphs = nil
            return scaled
        }
        return TextMeasurement(size: Size(width: measured.size.width * factor, height: measured.size.height * factor),
                               firstBaseline: measured.firstBaseline * factor, lastBaseline: measured.lastBaseline * factor,
                               lines: lines, isTruncated: measured.isTruncated, missingGlyphs: measured.missingGlyphs)
    }
}
