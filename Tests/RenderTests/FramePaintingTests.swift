import Foundation
import Layout
@testable import Render
import Testing

/// A sweep's frames painted straight into their array (`Canvas.painting`,
/// `SceneRenderer.renderOpaquePixels`).
@Suite struct FramePaintingTests {
    /// A frame painted into its array is the same pixels as the canvas's
    /// copy of them, with an opaque background and a clear one (whose
    /// memory starts zeroed) and at a scale that leaves a partly covered
    /// last column.
    @Test(arguments: [(Color.white, 1.0), (Color(red: 0, green: 0, blue: 0, alpha: 0), 1.0), (Color.white, 1.5)])
    func aFramePaintedIntoItsArrayIsTheCanvasPixels(background: Color, scale: Double) throws {
        let size = Size(width: 41, height: 17)
        func paint(_ canvas: Canvas) {
            canvas.fill(Rect(x: 3, y: 2, width: 20, height: 9), Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5), cornerRadius: 4)
            canvas.fill(Rect(x: 30, y: 5, width: 11, height: 12), Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
        }
        let canvas = try Canvas(size: size, scale: scale, background: background)
        paint(canvas)
        let painted = try Canvas.painting(size: size, scale: scale, background: background, use: .still, paint)
        #expect(painted.count == canvas.width * canvas.height)
        #expect(painted == canvas.pixels())
        #expect(Set(painted).count > 2, "the picture has its background and both fills")
    }
}
