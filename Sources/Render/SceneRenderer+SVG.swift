import ImageCodecs
import FileSafety
import Layout

extension SceneRenderer {
    /// The picture `render(_:canvasSize:)` paints, as an SVG document
    /// (`OverlaySVG`): the tree painted without overlays, embedded as its
    /// lossless PNG, and the overlays (frames, alignment rects, baselines,
    /// margins, constraints) drawn over it as paths, sharp at any zoom and a
    /// few hundred bytes where a second picture of every colour they blend
    /// is thousands. The caption strip, text, is painted as the PNG paints
    /// it and embedded below the picture.
    ///
    /// - Parameters:
    ///   - layout: the solved tree, as for `render(_:canvasSize:)`.
    ///   - size: the picture in points; nil: the layout's size.
    ///   - plainPNG: the tree's PNG without overlays
    ///     (`Canvas.losslessPNGData()` of a renderer with these settings and
    ///     no overlays), when the caller has it already; nil paints it here.
    public func svgData(of layout: SolvedLayout, canvasSize size: Size? = nil,
                        plainPNG: [UInt8]? = nil) throws(RenderError) -> [UInt8] {
        let pictureSize = size ?? layout.size
        var bare = self
        bare.overlays = []
        let plain: [UInt8]
        if let plainPNG { plain = plainPNG } else { plain = try bare.render(layout, canvasSize: pictureSize).losslessPNGData() }
        // The pixels the PNG has, in points: a picture is whole pixels.
        func pixelSize(_ points: Size) -> Size {
            Size(width: (points.width * scale).rounded(.up) / scale, height: (points.height * scale).rounded(.up) / scale)
        }
        var images = [OverlaySVG.Image(png: plain, frame: Rect(origin: .zero, size: pixelSize(pictureSize)))]
        if overlays.contains(.caption) {
            let strip = Size(width: pictureSize.width, height: OverlayOptions.captionHeight)
            let canvas = try Canvas(size: strip, scale: scale, background: background)
            painter.paintOverlays(.caption, for: layout, on: canvas, canvasSize: strip)
            images.append(OverlaySVG.Image(png: try canvas.losslessPNGData(),
                                           frame: Rect(origin: Point(x: 0, y: pictureSize.height), size: pixelSize(strip))))
        }
        let shapes = painter.overlayShapes(overlays, for: layout, scale: scale)
        return OverlaySVG.document(size: pixelSize(canvasSize(for: pictureSize)), scale: scale, images: images, shapes: shapes)
    }

    /// Writes ``svgData(of:canvasSize:plainPNG:)`` to `path`, atomically.
    public func writeSVG(of layout: SolvedLayout, canvasSize size: Size? = nil, to path: String) throws(RenderError) {
        let bytes = try svgData(of: layout, canvasSize: size)
        try RenderError.writing { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }
}
