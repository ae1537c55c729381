import CCairo
import Layout

extension Painter {
    /// Draws an image view's image: each slice from the decoded pixels,
    /// stretched (bilinear, Core Animation's default `linear` filters) or
    /// tiled, filled with the tint through the image's alpha for a
    /// template, mirrored about the middle of its rectangle for a flipped
    /// image in a right-to-left layout. `origin` is where the root's
    /// top-left corner is on the canvas.
    func draw(_ drawn: DrawnImage, at origin: Point, on canvas: Canvas) {
        guard let decoded = ImageSurfaces.shared.surface(for: drawn.image) else { return }
        let size = drawn.image.size
        guard size.width > 0, size.height > 0 else { return }
        // Pixels per point of the decoded image (its own size, should the file have changed since).
        let pixelsPerPoint = (x: Double(decoded.width) / size.width, y: Double(decoded.height) / size.height)
        let cr = canvas.context
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        if drawn.isMirrored {
            cairo_translate(cr, 2 * drawn.rect.midX, 0)
            cairo_scale(cr, -1, 1)
        }
        for slice in drawn.slices {
            draw(slice, of: decoded, pixelsPerPoint: pixelsPerPoint, tint: drawn.tintColor, on: canvas)
        }
        cairo_restore(cr)
    }

    private func draw(_ slice: ImageSlice, of decoded: DecodedSurface, pixelsPerPoint: (x: Double, y: Double),
                      tint: Color?, on canvas: Canvas) {
        let destination = slice.destination
        guard destination.width > 0, destination.height > 0, destination.width.isFinite, destination.height.isFinite
        else { return }
        // The slice's pixels, on whole pixels inside the image.
        func pixel(_ value: Double, _ limit: Int) -> Int {
            Int(max(0, min(Double(limit), value.rounded())))  // checked: clamped to 0…limit (NaN gives 0 through max)
        }
        let x0 = pixel(slice.source.minX * pixelsPerPoint.x, decoded.width)
        let x1 = pixel(slice.source.maxX * pixelsPerPoint.x, decoded.width)
        let y0 = pixel(slice.source.minY * pixelsPerPoint.y, decoded.height)
        let y1 = pixel(slice.source.maxY * pixelsPerPoint.y, decoded.height)
        guard x1 > x0, y1 > y0 else { return }
        let whole = x0 == 0 && y0 == 0 && x1 == decoded.width && y1 == decoded.height
        let piece = whole ? decoded.surface : copy(decoded.surface, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        defer { if !whole { cairo_surface_destroy(piece) } }

        let cr = canvas.context
        cairo_save(cr)
        cairo_rectangle(cr, destination.minX, destination.minY, destination.width, destination.height)
        cairo_clip(cr)
        let pattern = cairo_pattern_create_for_surface(piece)
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space is the piece's pixels: user → pattern scales by
        // pixels per point when tiling (the image at its own size), and by
        // the piece's pixels over the destination when stretching.
        let kx = slice.tiles ? pixelsPerPoint.x : Double(x1 - x0) / destination.width
        let ky = slice.tiles ? pixelsPerPoint.y : Double(y1 - y0) / destination.height
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, kx, 0, 0, ky, -destination.minX * kx, -destination.minY * ky)
        cairo_pattern_set_matrix(pattern, &matrix)
        // Stretched pieces pad their edge pixels (no fade into transparency at the rectangle's edge).
        cairo_pattern_set_extend(pattern, slice.tiles ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        if let tint {
            canvas.setColor(tint)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// A new ARGB32 surface holding a rectangle of `surface`'s pixels.
    private func copy(_ surface: OpaquePointer, x: Int, y: Int, width: Int, height: Int) -> OpaquePointer {
        let piece = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!  // checked: at most the image's size
        let cr = cairo_create(piece)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, Double(-x), Double(-y))
        cairo_paint(cr)
        cairo_destroy(cr)
        return piece
    }
}
