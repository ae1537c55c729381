import Foundation
import ImageCodecs
import Render
import Scene
import Testing
import Verification

/// A picture matches its reference when every pixel has the same colour,
/// whatever the bytes: `trellis verify` reads the reference and compares
/// colours without compressing the fresh picture. A reference written by
/// another encoder (here: the palette reversed) still matches; a pixel of
/// another colour does not; `record all` rewrites what differs in bytes.
@Suite struct SamePixelsTests {
    let scene = """
        canvas: { width: 200 }
        sweep: { from: 160, to: 200, step: 40 }
        views:
          - card: { background: "#3366cc", margins: 8 }
            children:
              - title: { type: label, text: "Same pixels", lines: 0 }
        constraints:
          - H:|-10-[card]-10-|
          - card.top == root.top + 10
          - H:|-[title]-|
          - V:|-[title]-|
        """

    @Test func colorsDecideNotBytes() throws {
        let folder = NSTemporaryDirectory() + "trellis-same-pixels-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plan = SnapshotPlan(scene: try Scene(yaml: scene, file: "card.yaml", directory: folder))
        let recorded = Verifier(directory: folder, record: .missing).verify(plan)
        #expect(recorded.failures.isEmpty)
        let path = folder + "/" + plan.folder + "/base-200.png"
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let image = try #require(PaletteImage(png: original, width: 200, height: Int(pngHeight(original))))
        #expect(image.palette.count > 2)

        // The palette reversed: other bytes, the same pixels.
        var reversed = image
        reversed.palette.reverse()
        reversed.indices = image.indices.map { UInt8(image.palette.count - 1) - $0 }
        let reversedBytes = PalettePNG.encode(reversed)
        #expect(reversedBytes != original)
        try Data(reversedBytes).write(to: URL(fileURLWithPath: path))
        #expect(Verifier(directory: folder, record: .never).verify(plan).failures.isEmpty)

        // One pixel another colour of the palette: a failure naming it.
        var changed = reversed
        changed.indices[0] = changed.indices[0] == 0 ? 1 : 0
        try Data(PalettePNG.encode(changed)).write(to: URL(fileURLWithPath: path))
        let failures = Verifier(directory: folder, record: .never).verify(plan).failures
        #expect(failures.map(\.file) == [plan.folder + "/base-200.png"])
        #expect(failures.first?.message.contains("1 pixels differ") == true)

        // Record all: the reference is written again, as the encoder writes it.
        try Data(reversedBytes).write(to: URL(fileURLWithPath: path))
        let rewritten = Verifier(directory: folder, record: .all).verify(plan)
        #expect(rewritten.failures.isEmpty)
        #expect(rewritten.recorded.contains(plan.folder + "/base-200.png"))
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == original)
    }

    private func pngHeight(_ png: [UInt8]) -> UInt32 {
        png[20..<24].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
