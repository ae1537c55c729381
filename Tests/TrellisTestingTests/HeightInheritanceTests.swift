import Foundation
import Layout
import SnapshotTesting
import Testing
import TrellisTesting

/// `height: nil` means "as tall as the content" every time: a strategy run
/// with an explicit height before it must not leave that height on the
/// root for the next one.
///
/// The tree: a box 8 points in from the root's edges, 40 tall at priority
/// 500 (so an explicit root height may stretch it). At width 100 the box is
/// 100 - 16 = 84 wide. As tall as the content: the box 40 tall, and the
/// root as tall as its constraints make it, 8 + 40 + 8 = 56 (the picture
/// too). At an explicit 300: the box 300 - 16 = 284.
@Suite struct HeightInheritanceTests {
    func makeTree() -> View {
        let root = View(name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        let tall = box.heightAnchor.constraint(equalToConstant: 40)
        tall.priority = 500
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            tall,
        ])
        return root
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian).
    func pngSize(_ data: Data) -> (Int, Int) {
        let bytes = [UInt8](data)
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The explicit heights this suite starts from.
    @Test func explicitHeightsStretchTheBox() {
        let text = take(Snapshotting.layout(widths: [100], height: 300), of: makeTree())
        #expect(text.contains("<View: root> (0, 0, 100, 300)"), "\(text)")
        #expect(text.contains("<View: box> (8, 8, 84, 284)"), "\(text)")
        #expect(pngSize(take(Snapshotting.png(width: 100, height: 300), of: makeTree())) == (100, 300))
    }

    /// The strategies no longer hand the root's old frame height back to
    /// the layout: the root is as tall as its constraints make it, 56.
    @Test func theRootFrameIsNotReused() {
        let tree = makeTree()
        _ = take(Snapshotting.png(width: 100, height: 300), of: tree)
        let text = take(Snapshotting.layout(widths: [100]), of: tree)
        #expect(text.contains("<View: root> (0, 0, 100, 56)"), "\(text)")
    }

    // Below: an explicit height, then nil, gives what nil alone gives (the
    // engine lets go of a root height once the root is 0 tall again).

    @Test func layoutTextWithNilHeightIgnoresAnEarlierExplicitHeight() {
        let alone = take(Snapshotting.layout(widths: [100]), of: makeTree())
        #expect(alone.contains("<View: box> (8, 8, 84, 40)"), "\(alone)")
        let tree = makeTree()
        _ = take(Snapshotting.layout(widths: [100], height: 300), of: tree)
        #expect(take(Snapshotting.layout(widths: [100]), of: tree) == alone)
    }

    @Test func pngWithNilHeightIgnoresAnEarlierExplicitHeight() {
        let alone = take(Snapshotting.png(width: 100), of: makeTree())
        #expect(pngSize(alone) == (100, 56))
        let tree = makeTree()
        _ = take(Snapshotting.png(width: 100, height: 300), of: tree)
        #expect(take(Snapshotting.png(width: 100), of: tree) == alone)
    }

    @Test func pngStripWithNilHeightIgnoresAnEarlierExplicitHeight() {
        let alone = take(Snapshotting.png(widths: [100, 60]), of: makeTree())
        // Two 56-tall pictures, 100 and 60 wide, 8 apart: 168 × 56.
        #expect(pngSize(alone) == (168, 56))
        let tree = makeTree()
        _ = take(Snapshotting.png(widths: [100, 60], height: 300), of: tree)
        #expect(take(Snapshotting.png(widths: [100, 60]), of: tree) == alone)
    }

    @Test func sweepWithNilHeightIgnoresAnEarlierExplicitHeight() {
        let alone = take(Snapshotting.sweep(from: 100, to: 120, step: 10), of: makeTree())
        #expect(alone.contains("width 100: 100 × 56"), "\(alone)")
        let tree = makeTree()
        _ = take(Snapshotting.sweep(from: 100, to: 120, step: 10, height: 300), of: tree)
        #expect(take(Snapshotting.sweep(from: 100, to: 120, step: 10), of: tree) == alone)
    }
}
