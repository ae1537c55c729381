import Layout

/// A picture with overlays as an SVG document: the painted picture (and
/// the caption strip) embedded as PNGs in data URLs, and the overlays'
/// shapes as paths over them, so a browser shows it as an `<img>` with no
/// file beside it, and the overlays stay sharp when the page is zoomed.
/// What `trellis render -o NAME.svg` writes and the gallery's overlay
/// pictures are. The same shapes and PNGs always give the same bytes.
enum OverlaySVG {
    /// A PNG placed at `frame` (points) of the document.
    struct Image {
        var png: [UInt8]
        var frame: Rect
    }

    /// The document of `size` points shown `scale` pixels a point (its
    /// width and height attributes in pixels, as the PNG's), `images`
    /// below, `shapes` over them in order.
    static func document(size: Size, scale: Double, images: [Image], shapes: [OverlayShape]) -> [UInt8] {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        out += " width=\"\(number(size.width * scale))\" height=\"\(number(size.height * scale))\""
        out += " viewBox=\"0 0 \(number(size.width)) \(number(size.height))\">\n"
        var bytes = Array(out.utf8)
        for image in images {
            let f = image.frame
            bytes += Array("<image x=\"\(number(f.minX))\" y=\"\(number(f.minY))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,".utf8)
            Base64.append(image.png, to: &bytes)
            bytes += Array("\"/>\n".utf8)
        }
        out = "<g fill=\"none\" stroke-width=\"\(number(1 / scale))\">\n"
        // Shapes of one style in a row share one path element.
        var k = 0
        let drawn = shapes.filter(\.isFinite)
        while k < drawn.count {
            let style = drawn[k]
            out += "<path stroke=\"\(hex(style.color))\""
            if style.color.alpha < 1 { out += " stroke-opacity=\"\(number(max(0, style.color.alpha)))\"" }
            if style.dashed { out += " stroke-dasharray=\"\(OverlayShape.dashPattern.map(number).joined(separator: " "))\"" }
            out += " d=\""
            while k < drawn.count, drawn[k].color == style.color, drawn[k].dashed == style.dashed {
                switch drawn[k].path {
                case let .rectangle(r):
                    out += "M\(number(r.minX)) \(number(r.minY))H\(number(r.maxX))V\(number(r.maxY))H\(number(r.minX))Z"
                case let .line(from, to):
                    out += "M\(number(from.x)) \(number(from.y))L\(number(to.x)) \(number(to.y))"
                }
                k += 1
            }
            out += "\"/>\n"
        }
        out += "</g>\n</svg>\n"
        return bytes + Array(out.utf8)
    }

    /// At most three decimals, no trailing zeros: sub-pixel enough at 8×.
    private static func number(_ value: Double) -> String { PointFormat.string(value) }

    /// `#rrggbb`, each channel rounded to 8 bits.
    private static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for channel in [color.red, color.green, color.blue] {
            let byte = Int((min(1, max(0, channel)) * 255).rounded())  // checked: 0…255
            text += [digits[byte >> 4], digits[byte & 15]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension OverlayShape {
    /// Every coordinate a number: a path with `nan` in it is cut off there.
    var isFinite: Bool {
        switch path {
        case let .rectangle(r): return [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
        case let .line(from, to): return [from.x, from.y, to.x, to.y].allSatisfy(\.isFinite)
        }
    }
}

/// RFC 4648 base64, padded: a PNG in a data URL.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func append(_ data: [UInt8], to out: inout [UInt8]) {
        let count = (data.count + 2) / 3 * 4
        let encoded = [UInt8](unsafeUninitializedCapacity: count) { buffer, written in
            alphabet.withUnsafeBufferPointer { alphabet in
                func put(_ n: Int, _ at: Int, _ characters: Int) {
                    for k in 0..<4 {
                        buffer[at + k] = k < characters ? alphabet[n >> (18 - 6 * k) & 63] : UInt8(ascii: "=")
                    }
                }
                var i = 0, o = 0
                while i + 3 <= data.count {
                    put(Int(data[i]) << 16 | Int(data[i + 1]) << 8 | Int(data[i + 2]), o, 4)
                    i += 3; o += 4
                }
                switch data.count - i {
                case 1: put(Int(data[i]) << 16, o, 2)
                case 2: put(Int(data[i]) << 16 | Int(data[i + 1]) << 8, o, 3)
                default: break
                }
            }
            written = count
        }
        out += encoded
    }
}
