import Foundation
import Layout
import Render

/// An asset catalog's vector image (an image set of one PDF, as design
/// tools export icons) drawn into pixels: the first page's content, its
/// MediaBox in points, at `scale` pixels per point. Trellis's own reader
/// (PDFFile, PDFContentInterpreter) rather than a PDF library: each linked
/// library costs every command's start, and an icon needs paths and fills.
enum PDFVectorImage {
    /// The drawing of the first page, y turned down and the MediaBox's
    /// corner at (0, 0), and the page's size in points.
    static func drawing(of bytes: [UInt8]) throws(PDFError) -> (drawing: Drawing, size: Size, skipped: [String]) {
        let file = try PDFFile(bytes: bytes)
        let page = try file.firstPage()
        guard let box = file.inherited("MediaBox", of: page)?.array?.compactMap({ file.resolve($0)?.number }), box.count == 4 else {
            throw PDFError("has a first page without a MediaBox")
        }
        let (x0, y0) = (min(box[0], box[2]), min(box[1], box[3]))
        let size = Size(width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
        guard size.width > 0, size.height > 0 else {
            throw PDFError("has a first page of no area (MediaBox \(box.map { PointFormat.string($0) }.joined(separator: " ")))")
        }
        var content: [UInt8] = []
        let contents = file.resolve(page["Contents"])
        if page["Contents"] != nil, contents == nil {
            throw PDFError("has a first page whose content stream is missing (the file is truncated or damaged)")
        }
        for stream in contents?.array ?? [contents].compactMap({ $0 }) {
            guard let resolved = file.resolve(stream) else { continue }
            content += try file.decodedData(of: resolved)
            content.append(0x0A)  // streams of an array are joined as if one, tokens kept apart
        }
        var interpreter = PDFContentInterpreter(file: file)
        interpreter.run(content, resources: file.inherited("Resources", of: page)?.dictionary ?? [:])
        // PDF's y goes up from the MediaBox's lower corner; Drawing's goes down from the top left.
        var drawing = Drawing(commands: [.saveState, .concatenate(AffineMatrix(a: 1, b: 0, c: 0, d: -1, tx: -x0, ty: y0 + size.height))])
        drawing.commands += interpreter.drawing.commands
        drawing.commands.append(.restoreState)
        return (drawing, size, interpreter.skipped)
    }

    /// The PDF at `path` as an image of its page's size at `scale`;
    /// `warning` is set when part of it was left out (text, images…).
    static func image(contentsOfFile path: String, scale: Double) throws(ImageError) -> (image: Layout.Image, warning: ImageError?) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageError(path: path, problem: "cannot be read")
        }
        let page: (drawing: Drawing, size: Size, skipped: [String])
        do {
            page = try drawing(of: [UInt8](data))
        } catch {
            throw ImageError(path: path, problem: error.problem)
        }
        guard scale.isFinite, scale > 0,
              let canvas = try? Canvas(size: page.size, scale: scale, background: .clear) else {
            throw ImageError(path: path, problem: "has a page of \(PointFormat.string(page.size.width)) × "
                             + "\(PointFormat.string(page.size.height)) points, too large to draw at scale \(PointFormat.string(scale))")
        }
        Painter().paint(page.drawing, on: canvas)
        let image: Layout.Image
        do {
            image = try Layout.Image(pngData: canvas.pngData(), scale: scale)
        } catch {
            throw ImageError(path: path, problem: "could not be drawn (\(error))")
        }
        let warning = page.skipped.isEmpty ? nil : ImageError(
            path: path, problem: "holds \(page.skipped.joined(separator: ", ")), which Trellis does not draw (only paths and fills are)")
        return (image, warning)
    }
}
