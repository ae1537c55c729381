import Foundation
import Layout
import Render
import Testing

@Suite struct StateAnimationTests {
    /// A red box 10 wide in state A and 50 wide in state B, on a white 60 × 20 root.
    func state(width: Double, boxHidden: Bool = false) -> View {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        root.backgroundColor = .white
        let box = View(name: "box")
        box.backgroundColor = .red
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: width), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        box.isHidden = boxHidden
        return root
    }

    /// Hold A, three tween frames, hold B, three back. The middle tween is
    /// at t = 2/4 = 0.5, eased 0.5: the box is 30 wide.
    @Test func holdsTweensAndLoops() throws {
        let path = NSTemporaryDirectory() + "trellis-states-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let animation = StateAnimation(states: [state(width: 10).solvedLayout(), state(width: 50).solvedLayout()], holdFrames: 12, tweenFrames: 3, delay: 4)
        try animation.render(with: SceneRenderer(), canvasSize: Size(width: 60, height: 20), to: path)
        let decoded = try #require(decodeGIF(path))
        #expect(decoded.delays == [48, 4, 4, 4, 48, 4, 4, 4])
        func boxWidth(_ frame: [UInt32]) -> Int { (0..<60).filter { frame[5 * 60 + $0] == 0xFF0000 }.count }
        #expect(decoded.frames.map(boxWidth) == [10, boxWidth(decoded.frames[1]), 30, boxWidth(decoded.frames[3]), 50,
                                                 boxWidth(decoded.frames[5]), 30, boxWidth(decoded.frames[7])])
        #expect(boxWidth(decoded.frames[1]) > 10 && boxWidth(decoded.frames[1]) < 30)
    }

    /// The box shown in A and hidden in B fades: in the middle tween frame
    /// (eased 0.5) it is red at half opacity over white — (255, 128, 128)
    /// give or take cairo's rounding — and it is gone in B.
    @Test func aViewThatHidesFades() throws {
        let path = NSTemporaryDirectory() + "trellis-fade-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let animation = StateAnimation(states: [state(width: 30).solvedLayout(), state(width: 30, boxHidden: true).solvedLayout()],
                                       holdFrames: 12, tweenFrames: 3, delay: 4)
        try animation.render(with: SceneRenderer(), canvasSize: Size(width: 60, height: 20), to: path)
        let decoded = try #require(decodeGIF(path))
        let pixel = { (frame: Int) in decoded.frames[frame][5 * 60 + 10] }
        #expect(pixel(0) == 0xFF0000)
        let middle = pixel(2)
        #expect(middle >> 16 == 0xFF)
        #expect((127...128).contains(Int(middle >> 8 & 0xFF)) && (127...128).contains(Int(middle & 0xFF)), "\(String(middle, radix: 16))")
        #expect(pixel(4) == 0xFFFFFF)
        // Fading in on the way back, mirror-wise.
        #expect(pixel(6) == middle)
    }
}
