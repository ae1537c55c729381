import CCairo
import Foundation
import Layout
@testable import Render
import Testing

/// Overlay pictures as SVG: the plain picture embedded as its PNG, the
/// overlays as paths worked out by hand here.
@Suite struct OverlaySVGTests {
    /// A 100 × 50 root and a view at (10, 10), 30 × 20.
    func layout() -> SolvedLayout {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let box = View(name: "box")
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return root.solvedLayout()
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The embedded PNGs, in order, decoded from their data URLs.
    func images(_ svg: String) -> [Data] {
        svg.components(separatedBy: "base64,").dropFirst().compactMap { part in
            part.split(separator: "\"", maxSplits: 1).first.flatMap { Data(base64Encoded: String($0)) }
        }
    }

    /// The frame's outline half a pixel inside it, as cairo strokes it on
    /// the PNG: x 10.5 to 39.5, y 10.5 to 29.5, blue (0, 0.48, 1 → #007aff)
    /// at 0.85, one pixel wide; the document as large as the picture.
    @Test func framesAreOutlinesHalfAPixelInside() throws {
        let svg = text(try SceneRenderer(overlays: .frames).svgData(of: layout()))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("width=\"100\" height=\"50\" viewBox=\"0 0 100 50\""))
        #expect(svg.contains("<g fill=\"none\" stroke-width=\"1\">"))
        #expect(svg.contains("<path stroke=\"#007aff\" stroke-opacity=\"0.85\" d=\"M10.5 10.5H39.5V29.5H10.5Z\"/>"))
        #expect(svg.components(separatedBy: "<path").count == 2)
    }

    /// At scale 2 a pixel is half a point: the outline a quarter point
    /// inside, half a point wide; the document 200 × 100 pixels of 100 × 50 points.
    @Test func atScaleTwoTheStrokeIsOneDevicePixel() throws {
        let svg = text(try SceneRenderer(scale: 2, overlays: .frames).svgData(of: layout()))
        #expect(svg.contains("width=\"200\" height=\"100\" viewBox=\"0 0 100 50\""))
        #expect(svg.contains("stroke-width=\"0.5\""))
        #expect(svg.contains("d=\"M10.25 10.25H39.75V29.75H10.25Z\""))
    }

    /// The picture under the overlays is the plain PNG, byte for byte, and
    /// the same layout always gives the same document.
    @Test func theEmbeddedPictureIsThePlainPNG() throws {
        let renderer = SceneRenderer(overlays: [.frames, .constraints])
        let svg = try renderer.svgData(of: layout())
        let plain = try SceneRenderer().render(layout()).losslessPNGData()
        #expect(images(text(svg)) == [Data(plain)])
        #expect(try renderer.svgData(of: layout()) == svg)
        #expect(try renderer.svgData(of: layout(), plainPNG: plain) == svg)
    }

    /// The caption strip is painted as on the PNG and embedded under the
    /// picture: the document 18 points taller, and the strip's PNG, read
    /// back by cairo, is the PNG overlay's bottom 18 rows.
    @Test func theCaptionIsEmbeddedBelow() throws {
        let renderer = SceneRenderer(overlays: .caption)
        let svg = text(try renderer.svgData(of: layout()))
        #expect(svg.contains("width=\"100\" height=\"68\""))
        #expect(svg.contains("<image x=\"0\" y=\"50\" width=\"100\" height=\"18\""))
        #expect(!svg.contains("<path "))
        let embedded = images(svg)
        try #require(embedded.count == 2)
        let strip = try #require(decodePNG(embedded[1]))
        #expect(strip.width == 100 && strip.height == 18)
        let full = try renderer.render(layout()).pixels()
        #expect(full.suffix(100 * 18).map { $0 & 0xFF_FFFF } == strip.pixels.map { $0 & 0xFF_FFFF })
    }

    /// A PNG's pixels as cairo reads them (0xRRGGBB in the low bytes).
    func decodePNG(_ data: Data) -> (width: Int, height: Int, pixels: [UInt32])? {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ bytes: [UInt8]) { self.bytes = bytes } }
        let reader = Reader(Array(data))
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, out, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                for k in 0..<count { out![k] = reader.bytes[reader.offset + k] }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let base = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        var pixels: [UInt32] = []
        for y in 0..<height { for x in 0..<width { pixels.append(base[y * stride + x]) } }
        return (width, height, pixels)
    }

    /// RFC 4648's test vectors (section 10).
    @Test func base64() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            var out: [UInt8] = []
            Base64.append(Array(plain.utf8), to: &out)
            #expect(String(decoding: out, as: UTF8.self) == encoded, "\(plain)")
        }
    }
}
