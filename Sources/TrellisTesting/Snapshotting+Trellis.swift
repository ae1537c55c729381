import Foundation
import Layout
import Render
import SnapshotTesting

extension Snapshotting where Value == View, Format == String {
    /// The tree as text (`LayoutSnapshot`) at each width, one block per width.
    /// A change reads in layout terms: which frame moved, which label line
    /// now breaks elsewhere, which constraint broke.
    public static func layout(widths: [Double], height: Double? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { root in
            widths.map { LayoutSnapshot.text(of: root, width: $0, height: height) }.joined(separator: "\n\n") + "\n"
        }
    }
}

extension Snapshotting where Value == View, Format == Data {
    /// The tree laid out at `width` and painted as Trellis renders it, as a
    /// PNG. Output is deterministic, so `tolerance` (per channel, 0–255) is
    /// 0 by default. On a mismatch the message gives the number of pixels,
    /// the largest channel difference and the rectangle that changed, and a
    /// diff image (reference in grey, changes in red) is written next to the
    /// failing snapshot's artifact directory.
    public static func png(
        width: Double, height: Double? = nil, scale: Double = 1, overlays: OverlayOptions = [], tolerance: Int = 0
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance), snapshot: { root in
            root.frame = Rect(x: 0, y: 0, width: width, height: height ?? root.frame.height)
            root.layoutIfNeeded()
            let size = Size(width: width, height: height ?? SceneRenderer.contentSize(of: root).height)
            let renderer = SceneRenderer(scale: scale, overlays: overlays)
            do {
                return Data(try renderer.render(root, canvasSize: size).pngData())
            } catch {
                return Data("render failed: \(error)".utf8)
            }
        })
    }
}

extension Diffing where Value == Data {
    /// PNGs compared pixel by pixel (the bytes first, which is the usual case).
    public static func png(tolerance: Int) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            guard let a = PNGPixels(reference), let b = PNGPixels(actual) else {
                return ("the snapshot is not a PNG Trellis can read", [])
            }
            let difference = a.difference(to: b, tolerance: tolerance)
            guard difference.count > 0 else { return nil }
            var attachments: [DiffAttachment] = []
            var message = a.width == b.width && a.height == b.height ? ""
                : "size changed: \(a.width) × \(a.height) → \(b.width) × \(b.height) pixels; "
            message += "\(difference.count) pixels differ (largest channel difference \(difference.largest))"
                + " in x \(difference.bounds.minX)…\(difference.bounds.maxX), y \(difference.bounds.minY)…\(difference.bounds.maxY)"
            if let image = difference.image {
                attachments.append(.data(image, name: "difference.png"))
                let directory = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
                let path = (directory as NSString).appendingPathComponent("trellis-diff-\(UUID().uuidString).png")
                if FileManager.default.createFile(atPath: path, contents: image) { message += "; diff image: \(path)" }
            }
            return (message, attachments)
        }
    }
}
