import Foundation
import Layout
import Verification

/// Reference PNGs: the bytes as a file `trellis verify` compares, through
/// `PNGPixels(_:)` (cairo's decoder, as Verifier and TrellisTesting read
/// references), and as an image a scene draws, through `PNGHeader`. A
/// picture that decodes must equal itself.
enum PNGTarget {
    static let target = FuzzTarget(name: "png", summary: "reference PNGs: PNGPixels(_:) and PNGHeader(bytes:)") { bytes in
        do {
            _ = try PNGHeader(bytes: bytes, path: "fuzz.png")
        } catch {
            guard !"\(error)".isEmpty else { finding("an empty error") }
        }
        guard let pixels = PNGPixels(Data(bytes)) else { return }
        let difference = pixels.difference(to: pixels, tolerance: 0)
        guard difference.count == 0 else { finding("a picture differs from itself in \(difference.count) pixels") }
    }
}
