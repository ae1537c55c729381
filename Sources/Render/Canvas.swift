import CCairo
import Layout

/// An ARGB32 image to paint on, `scale` device pixels per point.
public final class Canvas {
    public let width: Int
    public let height: Int
    public let scale: Double
    let surface: OpaquePointer
    /// The surface's pixels (`cairo_image_surface_create_for_data`), freed
    /// after it unless they are an array's (`painting(size:scale:background:use:_:)`).
    private let buffer: UnsafeMutableRawPointer
    private let ownsBuffer: Bool
    let context: OpaquePointer

    /// The largest canvas side Trellis makes, in pixels.
    public static let maximumSide = 16384

    /// A white (or `background`) canvas of `size` points at `scale`.
    ///
    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - scale: device pixels per point.
    ///   - background: the colour it starts as.
    ///   - use: what it is for, which sets its memory estimate
    ///     (``CanvasMemory``): a canvas over the budget is refused before it
    ///     is allocated.
    public convenience init(size: Size, scale: Double = 1, background: Color = .white, use: CanvasMemory.Use = .still) throws(RenderError) {
        let (width, height) = try Self.pixelSize(size, scale: scale, use: use)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))  // checked: Ints of at most maximumSide
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        try self.init(size: size, scale: scale, background: background, width: width, height: height, buffer: buffer, owned: true)
    }

    /// The canvas's pixels for `size` points at `scale`, checked against the budget.
    static func pixelSize(_ size: Size, scale: Double, use: CanvasMemory.Use) throws(RenderError) -> (width: Int, height: Int) {
        // Pixels as Doubles first: a solved size can be anything finite (or not).
        let pixels = (width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        guard pixels.width >= 1, pixels.height >= 1 else { throw .canvasTooSmall(width: pixels.width, height: pixels.height) }
        guard pixels.width <= Double(Canvas.maximumSide), pixels.height <= Double(Canvas.maximumSide) else {
            throw .canvasTooLarge(width: pixels.width, height: pixels.height)
        }
        let width = Int(pixels.width), height = Int(pixels.height)  // checked: 1…maximumSide above (NaN fails both guards)
        try CanvasMemory.check(width: width, height: height, use: use)
        return (width, height)
    }

    /// A picture painted by `paint` straight into the array it is returned
    /// as, premultiplied ARGB as ``pixels()`` gives them: a sweep's frame
    /// without a canvas's memory and a copy of it (2 MB each for a frame
    /// of 1,200 × 424). The canvas lives only while `paint` runs, which
    /// must not keep it.
    static func painting(size: Size, scale: Double, background: Color, use: CanvasMemory.Use,
                         _ paint: (Canvas) -> Void) throws(RenderError) -> [UInt32] {
        let (width, height) = try pixelSize(size, scale: scale, use: use)
        // cairo's ARGB32 rows are 4-byte aligned: a row is `width` words, with no padding.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))  // checked: Ints of at most maximumSide
        precondition(stride == 4 * width)
        var failure: RenderError?
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            do throws(RenderError) {
                let canvas = try Canvas(size: size, scale: scale, background: background, width: width, height: height,
                                        buffer: UnsafeMutableRawPointer(out.baseAddress!), owned: false)
                paint(canvas)
                cairo_surface_flush(canvas.surface)
                count = width * height
            } catch {
                failure = error
                count = 0
            }
        }
        if let failure { throw failure }
        return pixels
    }

    /// A canvas over `buffer`, `width` × `height` pixels (`pixelSize`) of
    /// cairo's stride, which it frees when `owned`.
    private init(size: Size, scale: Double, background: Color, width: Int, height: Int, buffer: UnsafeMutableRawPointer,
                 owned: Bool) throws(RenderError) {
        self.width = width
        self.height = height
        self.scale = scale
        // The pixels in memory of our own, not cairo's: cairo's is
        // calloc'd, zeroed only for the background to cover it (a sixth of
        // a small sweep's instructions went to that memset, two canvases a
        // frame). An opaque background filling whole pixels sets every
        // pixel whatever was there; otherwise (a partly covered last row or
        // column, a clear background) the memory starts zeroed, as cairo's did.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))  // checked: Ints of at most maximumSide
        let bytes = stride * height
        let covered = background.alpha >= 1 && Double(width) == size.width * scale && Double(height) == size.height * scale
        if !covered { buffer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes) }
        let surface = cairo_image_surface_create_for_data(buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))!  // checked: as above; never nil
        // cairo reports a failure in the surface's status (an inert
        // surface with no pixels), not by returning nil.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            if owned { buffer.deallocate() }
            throw .canvasNotAllocated(width: width, height: height, cairoStatus: Int32(bitPattern: status.rawValue))
        }
        self.surface = surface
        self.buffer = buffer
        ownsBuffer = owned
        context = cairo_create(surface)
        cairo_scale(context, scale, scale)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
        fill(Rect(x: 0, y: 0, width: size.width, height: size.height), background)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        if ownsBuffer { buffer.deallocate() }
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func fill(_ rect: Rect, _ color: Color, cornerRadius: Double = 0) {
        setColor(color)
        path(rect, cornerRadius: cornerRadius)
        cairo_fill(context)
    }

    func path(_ rect: Rect, cornerRadius: Double) {
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        if r == 0 {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(context, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    /// Paints `other` with its top-left corner at `origin` (in points of
    /// this canvas): how several renders become one picture.
    public func draw(_ other: Canvas, at origin: Point) {
        cairo_surface_flush(other.surface)
        cairo_save(context)
        cairo_scale(context, 1 / scale, 1 / scale)
        cairo_set_source_surface(context, other.surface, origin.x * scale, origin.y * scale)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The pixels, premultiplied ARGB in native-endian 32-bit words, row by row.
    public func pixels() -> [UInt32] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4  // checked: an Int32 from cairo
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        // Row by row, a copy each: cairo may pad its rows, the array does not.
        return [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            for y in 0..<height {
                (out.baseAddress! + y * width).initialize(from: data + y * stride, count: width)
            }
            count = width * height
        }
    }

    /// The image as PNG bytes (deterministic: the same pixels give the same bytes).
    public func pngData() throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        let box = ByteBox()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            let box = Unmanaged<ByteBox>.fromOpaque(closure!).takeUnretainedValue()
            box.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(box).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairoPNG(status: Int32(bitPattern: status.rawValue)) }
        return box.bytes
    }
}

private final class ByteBox { var bytes: [UInt8] = [] }

