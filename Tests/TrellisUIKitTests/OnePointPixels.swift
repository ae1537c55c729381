import Layout
import Render
@testable import TrellisUIKit

/// The colour (0xRRGGBB, alpha dropped) at each pixel of `view` laid out
/// `width` × `height` points and drawn at one pixel a point: how the
/// held-out corpora's and the masks' tests read a picture, so expected
/// pixels are the points a hand computation gives.
@MainActor func onePointPixels(_ view: UIView, width: CGFloat, height: CGFloat) throws -> (Int, Int) -> UInt32 {
    let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: width, height: height))
    let all = canvas.pixels(), stride = canvas.width
    return { x, y in all[y * stride + x] & 0xFFFFFF }
}
