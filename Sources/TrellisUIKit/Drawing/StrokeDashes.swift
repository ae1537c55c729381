import Foundation
import Layout

/// A path's polylines cut into the dashes a dashed stroke draws, for
/// `StrokeOutline` (a stroke-only shape-layer mask shows its layer only
/// under the dashes). Core Graphics' rules, which cairo, the painter of
/// the visible stroke, follows too: the lengths alternate painted and
/// unpainted, an odd count repeats once so that the parts swap; the phase
/// is how far into the pattern each subpath starts (Apple,
/// `CAShapeLayer.lineDashPhase`, and `CGContext.setLineDash(phase:lengths:)`:
/// "how far into the dash pattern the line starts"); the pattern restarts
/// at every subpath. On a closed subpath painted at both its start and its
/// end, the last dash and the first are one piece, joined at the start
/// point (cairo's stroker joins them rather than capping both). A
/// zero-length dash is a dot: it has caps only (round or square ones show).
enum StrokeDashes {
    /// One painted piece: its points, and the direction of the path where it
    /// lies (what a zero-length dash's caps face).
    struct Piece {
        var points: [Point]
        var direction: Point
    }

    /// More dashes than this in one path are not cut: the stroke is
    /// outlined whole (a pattern far finer than the path is long would
    /// otherwise make millions of polygons; the picture's painter draws it
    /// dashed).
    static let maximumPieces = 100_000

    /// Whether `dashes` make a pattern cairo would draw dashed (the
    /// painter's test, Painter+Drawing.swift): finite lengths, none
    /// negative, some positive, a finite phase.
    static func isUsable(_ dashes: [Double], phase: Double) -> Bool {
        !dashes.isEmpty && dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.contains { $0 > 0 } && phase.isFinite
    }

    /// The painted pieces of `lines`; nil when the pattern is not usable or
    /// would cut more than `maximumPieces` pieces (the line is then solid).
    static func pieces(of lines: [[Point]], dashes: [Double], phase: Double) -> [Piece]? {
        guard isUsable(dashes, phase: phase) else { return nil }
        let given = Array(dashes.prefix(1024))  // what the painter gives cairo
        let pattern = given.count % 2 == 1 ? given + given : given
        let period = pattern.reduce(0, +)
        var result: [Piece] = []
        for line in lines {
            guard let pieces = cut(line, pattern: pattern, period: period, phase: phase, budget: maximumPieces - result.count)
            else { return nil }
            result += pieces
        }
        return result
    }

    private static func cut(_ line: [Point], pattern: [Double], period: Double, phase: Double, budget: Int) -> [Piece]? {
        let length = zip(line, line.dropFirst()).reduce(0.0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        guard length / period * Double(pattern.count) < Double(budget) + Double(pattern.count) else { return nil }
        // Where the phase puts the start: the entry, whether it paints, and what is left of it.
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0, on = true
        while offset > 0, offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
            on.toggle()
        }
        var remaining = pattern[index] - offset
        let startsPainted = on && remaining > 0
        var pieces: [Piece] = []
        var current: [Point]? = on ? [line[0]] : nil
        var direction = Point(x: 1, y: 0)
        for (a, b) in zip(line, line.dropFirst()) {
            let segment = hypot(b.x - a.x, b.y - a.y)
            guard segment > 1e-12 else { continue }
            direction = Point(x: (b.x - a.x) / segment, y: (b.y - a.y) / segment)
            func at(_ t: Double) -> Point { Point(x: a.x + direction.x * t, y: a.y + direction.y * t) }
            var walked = 0.0
            while true {
                if remaining <= 1e-9 {  // this entry is used up: the next one starts here
                    if let points = current { pieces.append(Piece(points: points, direction: direction)) }
                    index = (index + 1) % pattern.count
                    on.toggle()
                    remaining = pattern[index]
                    current = on ? [at(walked)] : nil
                    if pieces.count > budget { return nil }
                    continue
                }
                let step = min(remaining, segment - walked)
                if step <= 1e-12 { break }
                walked += step
                remaining -= step
                current?.append(at(walked))
            }
        }
        if let points = current {
            let closed = hypot(line[0].x - line[line.count - 1].x, line[0].y - line[line.count - 1].y) < 1e-9
            if closed, startsPainted, !pieces.isEmpty {
                pieces[0].points = points + pieces[0].points.dropFirst()
            } else {
                pieces.append(Piece(points: points, direction: direction))
            }
        }
        return pieces
    }
}
