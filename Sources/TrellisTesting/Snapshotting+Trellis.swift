import FileSafety
import Foundation
import ImageCodecs
import Layout
import Render
import SnapshotTesting
import Verification

extension Snapshotting where Value == View, Format == String {
    /// The tree as text (`LayoutSnapshot`) at each width, one block per width.
    /// A change reads in layout terms ("label line 2 now breaks before
    /// 'wrapping'…; label.height 57 → 76"), followed by the changed lines.
    public static func layout(widths: [Double], height: Double? = nil) -> Snapshotting {
        Snapshotting(pathExtension: ReferencePlatform.pathExtension("layout.txt"), diffing: .layout) { root in
            if let bad = NoSnapshot.badWidth(in: widths, strategy: ".layout(widths:)") { return bad }
            // Each width laid out afresh at `height` (nil: as tall as the content, whatever an earlier strategy left).
            return widths.map { LayoutSnapshot.text(of: root, width: $0, height: height) }.joined(separator: "\n\n") + "\n"
        }
    }

    /// A whole width sweep, one line a width (`SweepSnapshot`): the content
    /// size, each label's line count and a fingerprint of the full layout.
    /// A change names the first width that differs.
    public static func sweep(from: Double, to: Double, step: Double, height: Double? = nil) -> Snapshotting {
        Snapshotting(pathExtension: ReferencePlatform.pathExtension("sweep.txt"), diffing: .sweep) { root in
            SweepSnapshot.text(of: root, from: from, to: to, step: step, height: height)
        }
    }
}

extension Snapshotting where Value == View, Format == Data {
    /// The tree laid out at `width` and painted as Trellis renders it, as an
    /// 8-bit palette PNG (small references). Output is deterministic, so
    /// `tolerance` (per channel, 0–255) is 0 by default. On a mismatch the
    /// message gives the number of pixels, the largest channel difference and
    /// the rectangle that changed, and a diff image (reference in grey,
    /// changes in red) is written to `$SNAPSHOT_ARTIFACTS` (or the temporary
    /// directory), named after the test in Swift Testing (`DiffImageFile`),
    /// and attached.
    public static func png(
        width: Double, height: Double? = nil, scale: Double = 1, overlays: OverlayOptions = [], tolerance: Int = 0
    ) -> Snapshotting {
        Snapshotting(pathExtension: ReferencePlatform.pathExtension("png"), diffing: .png(tolerance: tolerance), snapshot: { root in
            // nil: as tall as the content, whatever height an earlier strategy left.
            if let bad = NoSnapshot.badWidth(width, strategy: ".png(width:)") { return Data(bad.utf8) }
            let renderer = SceneRenderer(scale: scale, overlays: overlays)
            // What the overlays read (the caption laid out for the canvas) asked for here.
            let layout = renderer.solvedLayout(of: root, width: width, height: height, canvasWidth: width)
            if let empty = NoSnapshot.emptiness(of: layout, what: root.name.map { "the tree \"\($0)\"" } ?? "the tree",
                                                remedy: "give .png(width:height:) a height, or the tree content that has one") {
                return Data(empty.utf8)
            }
            do {
                return Data(try renderer.render(layout).draftPNGData())
            } catch {
                return Data(NoSnapshot.report("the tree could not be painted: \(error)").utf8)
            }
        })
    }
}

extension Snapshotting where Value == View, Format == Data {
    /// The tree at several widths, side by side in one palette PNG (8
    /// points apart, top-aligned, on a light grey strip): one reference
    /// for the widths that matter.
    public static func png(
        widths: [Double], height: Double? = nil, scale: Double = 1, overlays: OverlayOptions = [], tolerance: Int = 0
    ) -> Snapshotting {
        Snapshotting(pathExtension: ReferencePlatform.pathExtension("png"), diffing: .png(tolerance: tolerance), snapshot: { root in
            if let bad = NoSnapshot.badWidth(in: widths, strategy: ".png(widths:)") { return Data(bad.utf8) }
            let renderer = SceneRenderer(scale: scale, overlays: overlays)
            let gap = 8.0
            do {
                var canvases: [Canvas] = []
                var sizes: [Size] = []
                for width in widths {
                    let layout = renderer.solvedLayout(of: root, width: width, height: height, canvasWidth: width)
                    let size = Size(width: width, height: max(1, layout.size.height))
                    canvases.append(try renderer.render(layout, canvasSize: size))
                    sizes.append(size)
                }
                let total = Size(width: sizes.map(\.width).reduce(0, +) + gap * Double(max(0, widths.count - 1)),
                                 height: sizes.map(\.height).max() ?? 1)
                let strip = try Canvas(size: total, scale: scale, background: Color(red: 0.85, green: 0.85, blue: 0.85))
                var x = 0.0
                for (canvas, size) in zip(canvases, sizes) {
                    strip.draw(canvas, at: Point(x: x, y: 0))
                    x += size.width + gap
                }
                return Data(strip.draftPNGData())
            } catch {
                return Data(NoSnapshot.report("the tree could not be painted: \(error)").utf8)
            }
        })
    }
}

extension Diffing where Value == String {
    /// Layout snapshots compared in layout terms (`LayoutSnapshotDiff`).
    public static var layout: Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            if let failure = NoSnapshot.difference(reference: reference, actual: actual) { return (failure, []) }
            return LayoutSnapshotDiff.describe(reference: reference, actual: actual).map { ($0, []) }
        }
    }

    /// Sweep snapshots: the first width that differs.
    public static var sweep: Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            SweepSnapshot.firstDifference(reference: reference, actual: actual).map { ($0.message, []) }
        }
    }
}

extension Diffing where Value == Data {
    /// PNGs compared pixel by pixel (the bytes first; a draft, ImageCodecs'
    /// `DraftPNG`, colour by colour with its reference: the usual cases).
    /// A draft is compressed as a reference when it is written.
    public static func png(tolerance: Int) -> Diffing {
        .diff(toData: written, fromData: { $0 }) { reference, actual in
            if let failure = NoSnapshot.difference(reference: reference, actual: actual) { return (failure, []) }
            guard reference != actual else { return nil }
            if DraftPNG.matches(actual, reference: reference) { return nil }
            guard let a = PNGPixels(reference), let b = PNGPixels(actual) else {
                return ("the snapshot is not a PNG Trellis can read", [])
            }
            let difference = a.difference(to: b, tolerance: tolerance)
            guard difference.count > 0 else { return nil }
            var attachments: [DiffAttachment] = []
            var message = difference.summary(from: a, to: b)
            if let image = difference.image {
                attachments.append(.data(image, name: "difference.png"))
                let path = DiffImageFile.nextPath()
                if (try? AtomicFile.write([UInt8](image), to: path)) != nil { message += "; diff image: \(path)" }
            }
            return (message, attachments)
        }
    }

    /// The bytes written for a snapshot: a draft compressed as a reference
    /// (the bytes a picture encoded at once would have), anything else as it is.
    static func written(_ data: Data) -> Data {
        Data(DraftPNG.written([UInt8](data)))
    }
}

extension DraftPNG {
    /// ``DraftPNG/matches(_:reference:)`` on the snapshot's bytes where they
    /// are: a draft is as many bytes as its pixels, and a copy of it a
    /// picture was a pass over them the comparison does not need.
    static func matches(_ draft: Data, reference: Data) -> Bool {
        draft.withUnsafeBytes { draft in reference.withUnsafeBytes { matches(draft, reference: $0) } }
    }
}
