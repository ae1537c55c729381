import CCairo
import Foundation
import Layout
@testable import Render
import Testing
import TrellisTestSupport

/// Images painted: pixels read back from the PNG the canvas writes,
/// decoded again by cairo. Colours come from scripts/gen-image-fixtures.
@Suite struct ImagePaintingTests {
    let images = fixtures + "/images"
    func image(_ name: String) -> Image { try! Image(contentsOfFile: images + "/" + name) }

    /// A white root of `size` with one image view at `frame`.
    func render(_ imageView: ImageView, frame: Rect, size: Size = Size(width: 100, height: 40),
                configure: (View) -> Void = { _ in }) throws -> PNGImage {
        let root = View(name: "root")
        root.backgroundColor = .white
        root.addSubview(imageView)
        LayoutConstraint.activate([
            imageView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: frame.minX),
            imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.minY),
            imageView.widthAnchor.constraint(equalToConstant: frame.width),
            imageView.heightAnchor.constraint(equalToConstant: frame.height),
        ])
        configure(root)
        let canvas = try Canvas(size: size)
        try Painter().paint(root.solvedLayout(width: size.width, height: size.height), on: canvas)
        return try PNGImage(canvas.pngData())
    }

    @Test func anOriginalImageIsDrawnAsItIs() throws {
        let png = try render(ImageView(image: image("bar.png")), frame: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(png.rgba(5, 5) == 0xFF00_00FF)    // red half
        #expect(png.rgba(30, 5) == 0x0000_FFFF)   // blue half
        #expect(png.rgba(50, 5) == 0xFFFF_FFFF)   // outside: the root's white
    }

    /// bar@2x.png (40 × 20 pixels, 20 × 10 points) on a canvas of 2 pixels
    /// a point is drawn pixel for pixel: red ends at pixel 19, blue starts
    /// at 20, with nothing blended between.
    @Test func aRetinaImageOnARetinaCanvasIsPixelExact() throws {
        let root = View(name: "root")
        root.backgroundColor = .white
        let imageView = ImageView(image: image("bar@2x.png"))
        root.addSubview(imageView)
        imageView.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        imageView.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        let canvas = try Canvas(size: Size(width: 30, height: 10), scale: 2)
        try Painter().paint(root.solvedLayout(width: 30, height: 10), on: canvas)
        let png = try PNGImage(canvas.pngData())
        #expect(png.width == 60)
        #expect(png.rgba(19, 10) == 0xFF00_00FF && png.rgba(20, 10) == 0x0000_FFFF)
        #expect(png.rgba(39, 19) == 0x0000_FFFF && png.rgba(40, 10) == 0xFFFF_FFFF)
    }

    /// A template image is its alpha filled with the tint: alpha.png's
    /// opaque columns 0–3 become the tint, its clear columns 4–7 show the white behind.
    @Test func aTemplateIsTheTintThroughTheImagesAlpha() throws {
        var template = image("alpha.png")
        template.renderingMode = .alwaysTemplate
        let imageView = ImageView(image: template)
        imageView.tintColor = Color(red: 1, green: 0, blue: 0)
        let png = try render(imageView, frame: Rect(x: 0, y: 0, width: 8, height: 8))
        #expect(png.rgba(1, 1) == 0xFF00_00FF)
        #expect(png.rgba(3, 7) == 0xFF00_00FF)
        #expect(png.rgba(5, 1) == 0xFFFF_FFFF)
        // The default tint: iOS's blue (0, 122, 255).
        let blue = try render(ImageView(image: template), frame: Rect(x: 0, y: 0, width: 8, height: 8))
        #expect(blue.rgba(1, 1) == 0x007A_FFFF)
    }

    /// bar.png (40 × 20) filling a 20 × 20 view at x 40 draws 40 × 20 at
    /// x 30: outside the view unless it clips.
    @Test func aspectFillDrawsOutsideUnlessClipped() throws {
        let spilling = ImageView(image: image("bar.png"))
        spilling.contentMode = .scaleAspectFill
        let png = try render(spilling, frame: Rect(x: 40, y: 0, width: 20, height: 20))
        #expect(png.rgba(32, 10) == 0xFF00_00FF)
        #expect(png.rgba(68, 10) == 0x0000_FFFF)
        let clipped = ImageView(image: image("bar.png"))
        clipped.contentMode = .scaleAspectFill
        clipped.clipsToBounds = true
        let cut = try render(clipped, frame: Rect(x: 40, y: 0, width: 20, height: 20))
        #expect(cut.rgba(32, 10) == 0xFFFF_FFFF)
        #expect(cut.rgba(68, 10) == 0xFFFF_FFFF)
        #expect(cut.rgba(45, 10) == 0xFF00_00FF)
    }

    /// nine.png (9 × 9, blocks of 3) with caps of 3, stretched to 30 × 30:
    /// each region shows its block's colour.
    @Test func nineSliceKeepsCornersAndStretchesTheRest() throws {
        let nine = image("nine.png").resizable(capInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                               resizingMode: .stretch)
        let png = try render(ImageView(image: nine), frame: Rect(x: 0, y: 0, width: 30, height: 30))
        let expected: [(Int, Int, UInt32)] = [
            (1, 1, 0xFF00_00FF), (15, 1, 0x00FF_00FF), (28, 1, 0x0000_FFFF),
            (1, 15, 0xFFFF_00FF), (15, 15, 0x00FF_FFFF), (28, 15, 0xFF00_FFFF),
            (1, 28, 0x8000_00FF), (15, 28, 0x0080_00FF), (28, 28, 0x0000_80FF),
        ]
        for (x, y, colour) in expected { #expect(png.rgba(x, y) == colour, "at \(x), \(y)") }
        let tiled = try render(ImageView(image: nine.resizable(capInsets: nine.capInsets)),
                               frame: Rect(x: 0, y: 0, width: 30, height: 30))
        for (x, y, colour) in expected { #expect(tiled.rgba(x, y) == colour, "tiled, at \(x), \(y)") }
    }

    /// bar.png (red x 0–19, blue 20–39) with a 1-point top cap over 100 × 20:
    /// tiled, the middle repeats every 40 points (x 30 blue, x 50 red
    /// again); stretched, it is red up to x 50.
    @Test func tilingRepeatsAndStretchingScales() throws {
        let caps = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        let tiled = try render(ImageView(image: image("bar.png").resizable(capInsets: caps, resizingMode: .tile)),
                               frame: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(tiled.rgba(30, 10) == 0x0000_FFFF && tiled.rgba(50, 10) == 0xFF00_00FF)
        #expect(tiled.rgba(70, 10) == 0x0000_FFFF)
        let stretched = try render(ImageView(image: image("bar.png").resizable(capInsets: caps, resizingMode: .stretch)),
                                   frame: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(stretched.rgba(30, 10) == 0xFF00_00FF && stretched.rgba(70, 10) == 0x0000_FFFF)
    }

    /// pair.png (red, blue) stretched over 20 × 10: red on the left, blue
    /// on the right; mirrored in a right-to-left view when it flips.
    @Test func flippedImagesMirrorInRightToLeft() throws {
        var pair = image("pair.png")
        let plain = try render(ImageView(image: pair), frame: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(plain.rgba(2, 5) == 0xFF00_00FF && plain.rgba(17, 5) == 0x0000_FFFF)
        pair.flipsForRightToLeftLayoutDirection = true
        let rtl = ImageView(image: pair)
        rtl.semanticContentAttribute = .forceRightToLeft
        let mirrored = try render(rtl, frame: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(mirrored.rgba(2, 5) == 0x0000_FFFF && mirrored.rgba(17, 5) == 0xFF00_00FF)
    }

    @Test func aPlaceholderIsDrawnInTheTint() throws {
        let imageView = ImageView(image: .placeholder(named: "star", pointSize: 17))
        imageView.tintColor = .black
        let png = try render(imageView, frame: Rect(x: 0, y: 0, width: 17, height: 17))
        // The diagonals cross at the centre.
        #expect(png.rgba(8, 8) == 0x0000_00FF)
    }

    /// A good header over pixels cairo cannot decode (the data stops after
    /// IHDR): the placeholder is drawn at the image's size, black, its
    /// diagonals crossing at the centre (20, 10); nothing crashes.
    @Test func undecodablePixelsDrawThePlaceholder() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: images + "/bar.png")))
        let broken = try Image(pngData: Array(bytes.prefix(PNGHeader.byteCount)))
        let png = try render(ImageView(image: broken), frame: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(png.rgba(20, 10) >> 24 < 0x80)
        #expect(png.rgba(10, 2) == 0xFFFF_FFFF)  // between the outline and the diagonals: nothing drawn
    }

    // MARK: Shadows

    /// A 20 × 20 white box at (40, 10) with a shadow; a 100 × 40 white root.
    func shadowed(_ shadow: Shadow, clips: Bool = false) throws -> (Canvas, PNGImage) {
        let root = View(name: "root")
        root.backgroundColor = .white
        let box = View(name: "box")
        box.backgroundColor = .white
        box.shadow = shadow
        box.clipsToBounds = clips
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        let canvas = try Canvas(size: Size(width: 100, height: 40))
        try Painter().paint(root.solvedLayout(width: 100, height: 40), on: canvas)
        return (canvas, try PNGImage(canvas.pngData()))
    }

    /// Radius 0 is a hard edge: the box moved 5 down covers y 15…35, so
    /// (50, 32) below the box is black and (50, 36) white.
    @Test func aShadowWithoutBlurIsTheShapeMoved() throws {
        let (_, png) = try shadowed(Shadow(opacity: 1, offset: Size(width: 0, height: 5), radius: 0))
        #expect(png.rgba(50, 32) == 0x0000_00FF)
        #expect(png.rgba(50, 36) == 0xFFFF_FFFF)
        #expect(png.rgba(50, 20) == 0xFFFF_FFFF)  // the box itself is drawn over its shadow
    }

    @Test func aBlurredShadowDarkensAroundTheFrameAndIsDeterministic() throws {
        let shadow = Shadow(opacity: 0.5, offset: Size(width: 0, height: 3), radius: 3)
        let (first, png) = try shadowed(shadow)
        let (second, _) = try shadowed(shadow)
        #expect(try first.pngData() == second.pngData())
        // Just below the box, and beside it: grey, not white.
        let below = png.rgba(50, 32), beside = png.rgba(38, 20)
        #expect(below != 0xFFFF_FFFF && beside != 0xFFFF_FFFF)
        #expect(below >> 24 < 0xFF && below >> 24 > 0x80)  // half opacity at most: lighter than mid-grey
        #expect(png.rgba(5, 5) == 0xFFFF_FFFF)  // far away: untouched
        // Symmetric left and right of the box (no horizontal offset).
        #expect(png.rgba(38, 20) == png.rgba(61, 20))
    }

    /// Core Animation draws no shadow for a layer that masks to its bounds.
    @Test func clippingViewsCastNoShadow() throws {
        let (_, png) = try shadowed(Shadow(opacity: 1, offset: Size(width: 0, height: 5), radius: 0), clips: true)
        #expect(png.rgba(50, 32) == 0xFFFF_FFFF)
    }

    /// W3C Filter Effects: d = ⌊s·3·√(2π)/4 + 0.5⌋. s = 3 → ⌊6.14⌋ = 6 (even:
    /// two boxes of 6, one of 7); s = 1 → ⌊2.38⌋ = 2; s = 2 → ⌊4.26⌋ = 4;
    /// s = 0.5 → ⌊1.44⌋ = 1, no blur; s = 4 → ⌊8.02⌋ = 8; s = 5 → ⌊9.90⌋ = 9 (odd: three of 9).
    @Test func boxSizesFollowTheFilterEffectsFormula() {
        #expect(BoxBlur(standardDeviation: 3).boxes.map(\.size) == [6, 6, 7])
        #expect(BoxBlur(standardDeviation: 1).boxes.map(\.size) == [2, 2, 3])
        #expect(BoxBlur(standardDeviation: 0.5).boxes.isEmpty)
        #expect(BoxBlur(standardDeviation: 5).boxes.map(\.size) == [9, 9, 9])
        #expect(BoxBlur(standardDeviation: .nan).boxes.isEmpty)
    }

    /// Three boxes of 3 over a row [0, 0, 0, 90, 0, 0, 0], worked out pass
    /// by pass, rounding to nearest.
    @Test func boxBlurOfAnImpulse() {
        // s = 1.6: d = ⌊1.6·1.880 + 0.5⌋ = ⌊3.508⌋ = 3, odd: three boxes of 3.
        let blur = BoxBlur(standardDeviation: 1.6)
        #expect(blur.boxes.map(\.size) == [3, 3, 3])
        // 13 equal rows: the middle row is 6 rows from the zeros above and
        // below, beyond the blur's reach of 3, so the column passes leave it as the row passes made it.
        var plane = Array(Array(repeating: [UInt8]([0, 0, 0, 90, 0, 0, 0]), count: 13).joined())
        blur.apply(to: &plane, width: 7, height: 13)
        // Pass 1: [0,0,30,30,30,0,0]; pass 2: [0,10,20,30,20,10,0];
        // pass 3: [3.3→3, 10, 20, 23.3→23, 20, 10, 3.3→3].
        #expect(Array(plane[42..<49]) == [3, 10, 20, 23, 20, 10, 3])
        // The top row is blurred with the zeros above it: less.
        #expect(plane[3] < 23)
    }
}

/// A PNG decoded by cairo, read pixel by pixel as 0xRRGGBBAA (unpremultiplied).
struct PNGImage {
    let width: Int
    let height: Int
    private let argb: [UInt32]

    init(_ bytes: [UInt8]) throws {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader(bytes)
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard count <= reader.bytes.count - reader.offset else { return CAIRO_STATUS_READ_ERROR }
            for i in 0..<count { data![i] = reader.bytes[reader.offset + i] }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw CocoaError(.fileReadCorruptFile) }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        var pixels: [UInt32] = []
        for y in 0..<height { for x in 0..<width { pixels.append(data[y * stride + x]) } }
        argb = pixels
    }

    /// The pixel at (x, y) as 0xRRGGBBAA; the canvas is opaque, so premultiplied equals straight.
    func rgba(_ x: Int, _ y: Int) -> UInt32 {
        let p = argb[y * width + x]
        return (p << 8) | (p >> 24)
    }
}
