import Foundation
import ImageCodecs
import Scene
import Testing
import Verification

/// A picture of more than 256 colours is stored median cut, so its pixels
/// never have the reference's colours exactly: `trellis verify` compares
/// its palette image with the reference's colour by colour instead of
/// compressing it and comparing bytes. A match still passes, and a pixel
/// of another colour in the reference still fails, naming the count.
@Suite struct ManyColorsVerifyTests {
    /// 18 × 18 boxes of 10 points, each its own colour: 324 colours.
    static var scene: String {
        var views: [String] = [], constraints: [String] = []
        for row in 0..<18 {
            for column in 0..<18 {
                let name = "b\(row)x\(column)"
                let color = String(format: "#%02X%02X80", column * 14, row * 14)
                views.append("  - \(name): { background: \"\(color)\" }")
                constraints += ["  - \(name).left == root.left + \(column * 10)", "  - \(name).top == root.top + \(row * 10)",
                                "  - \(name).width == 10", "  - \(name).height == 10"]
            }
        }
        return "canvas: { width: 180, height: 180 }\nsweep: { from: 180, to: 180, step: 10 }\nviews:\n"
            + views.joined(separator: "\n") + "\nconstraints:\n" + constraints.joined(separator: "\n") + "\n"
    }

    @Test func quantizedPictureMatchesItsReference() throws {
        let folder = NSTemporaryDirectory() + "trellis-many-colors-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plan = SnapshotPlan(scene: try Scene(yaml: Self.scene, file: "boxes.yaml", directory: folder))
        #expect(Verifier(directory: folder, record: .missing).verify(plan).failures.isEmpty)
        let path = folder + "/" + plan.folder + "/base-180.png"
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // The canvas's pixels a side: 180 points at the plan's scale.
        let side = Int(original[16..<20].reduce(0) { $0 << 8 | UInt32($1) })
        let scale = side / 180
        let image = try #require(PaletteImage(png: original, width: side, height: side))
        // Median cut: 256 colours for 324 boxes.
        #expect(image.palette.count == 256)

        let again = Verifier(directory: folder, record: .never).verify(plan)
        #expect(again.failures.isEmpty)
        #expect(again.checked.contains(plan.folder + "/base-180.png"))

        // The first box (10 × 10 points) drawn in another colour of the
        // palette in the reference: each of its pixels whose colour that
        // changes differs (at least one: the box's first pixel).
        var changed = image
        let other: UInt8 = image.indices[0] == 0 ? 1 : 0
        var expected = 0
        for y in 0..<(10 * scale) {
            for x in 0..<(10 * scale) {
                if image.palette[Int(image.indices[y * side + x])] != image.palette[Int(other)] { expected += 1 }
                changed.indices[y * side + x] = other
            }
        }
        #expect(expected > 0)
        try Data(PalettePNG.encode(changed)).write(to: URL(fileURLWithPath: path))
        let failures = Verifier(directory: folder, record: .never).verify(plan).failures
        #expect(failures.map(\.file) == [plan.folder + "/base-180.png"])
        #expect(failures.first?.message.hasPrefix("\(expected) pixels differ") == true, "\(failures.first?.message ?? "")")
    }
}
