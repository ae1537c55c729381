import FileSafety
import ImageCodecs

extension Canvas {
    /// The image as an 8-bit palette PNG (see ImageCodecs' `PalettePNG`).
    public func palettePNGData() -> [UInt8] {
        PalettePNG.encode(paletteImage())
    }

    /// The palette PNG with its rows stored, not compressed (ImageCodecs'
    /// `DraftPNG`): what a snapshot strategy compares with its reference
    /// before deciding whether to compress it.
    public func draftPNGData() -> [UInt8] {
        DraftPNG.encode(paletteImage())
    }

    /// The image as a PNG, losslessly: when every pixel is opaque, an
    /// 8-bit palette PNG (deflated by `PictureDeflate`) if there are at most 256
    /// colours (flat UI, most pictures), else an RGB PNG (`TrueColorPNG`);
    /// cairo's 32-bit PNG when some pixel is not opaque. Each decodes to
    /// exactly the canvas's pixels.
    public func losslessPNGData() throws(RenderError) -> [UInt8] {
        let pixels = pixels()
        if let image = PaletteImage(exactly: pixels, width: width, height: height) {
            return PalettePNG.encode(image, asReference: false)
        }
        if let png = TrueColorPNG.encode(pixels, width: width, height: height) { return png }
        return try pngData()
    }

    /// The image as palette indices (see ImageCodecs' `PaletteImage`).
    public func paletteImage() -> PaletteImage {
        PaletteImage(pixels: pixels(), width: width, height: height)
    }
}
