import CCairo
import Layout

extension Painter {
    /// Paints a view's drop shadow: the view's rounded rectangle, moved by
    /// the offset, blurred, in the shadow's colour at its opacity.
    ///
    /// Approximations, stated in docs/layout.md (Shadows): the shape is the
    /// bounds' rounded rectangle (as with a `shadowPath` of that shape),
    /// not the alpha of everything the layer draws; the Gaussian blur is
    /// three box blurs (the SVG/Filter Effects approximation) with a
    /// standard deviation of `radius` points. Integer arithmetic
    /// throughout, so the pixels are the same on every run.
    func paintShadow(_ shadow: Shadow, of frame: Rect, cornerRadius: Double, corners: CornerMask = .all, on canvas: Canvas) {
        guard shadow.isVisible, shadow.offset.width.isFinite, shadow.offset.height.isFinite,
              shadow.radius.isFinite, frame.width > 0, frame.height > 0 else { return }
        let scale = canvas.scale
        var shape = Rect(x: frame.minX + shadow.offset.width, y: frame.minY + shadow.offset.height,
                         width: frame.width, height: frame.height)
        // A shadow path is the shape instead (in the view's coordinates), as Core Animation's `shadowPath`.
        let path = shadow.path.map { $0.applying(.translation(x: shape.minX, y: shape.minY)) }
        if let path {
            guard !path.isEmpty else { return }
            shape = path.boundingBox
        }
        let blur = BoxBlur(standardDeviation: max(0, shadow.radius) * scale)
        let pad = blur.reach + 1
        // The mask's rectangle in device pixels, no larger than the canvas and the blur's reach around it.
        func device(_ value: Double, _ low: Int, _ high: Int) -> Int {
            Int(max(Double(low), min(Double(high), value)))  // checked: clamped to low…high, small Ints (NaN gives low)
        }
        let x0 = device((shape.minX * scale).rounded(.down) - Double(pad), -pad, canvas.width + pad)
        let y0 = device((shape.minY * scale).rounded(.down) - Double(pad), -pad, canvas.height + pad)
        let x1 = device((shape.maxX * scale).rounded(.up) + Double(pad), -pad, canvas.width + pad)
        let y1 = device((shape.maxY * scale).rounded(.up) + Double(pad), -pad, canvas.height + pad)
        guard x1 > x0, y1 > y0 else { return }
        let width = x1 - x0, height = y1 - y0

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }  // checked: Ints within the canvas and the blur's reach
        defer { cairo_surface_destroy(mask) }
        let cr = cairo_create(mask)
        cairo_translate(cr, Double(-x0), Double(-y0))
        cairo_scale(cr, scale, scale)
        let r = max(0, min(cornerRadius, shape.width / 2, shape.height / 2))
        if let path {
            drawPath(path, on: cr)
        } else if corners != .all {
            var rounded = Path()
            rounded.addRoundedRect(shape, radii: CornerRadii(radius: cornerRadius, corners: corners))
            drawPath(rounded, on: cr)
        } else if r == 0 {
            cairo_rectangle(cr, shape.minX, shape.minY, shape.width, shape.height)
        } else {
            cairo_new_sub_path(cr)
            cairo_arc(cr, shape.maxX - r, shape.minY + r, r, -Double.pi / 2, 0)
            cairo_arc(cr, shape.maxX - r, shape.maxY - r, r, 0, Double.pi / 2)
            cairo_arc(cr, shape.minX + r, shape.maxY - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cr, shape.minX + r, shape.minY + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        }
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask)

        let stride = Int(cairo_image_surface_get_stride(mask))  // checked: an Int32 from cairo, not a floating-point value
        let data = cairo_image_surface_get_data(mask)!
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { alpha[y * width + x] = data[y * stride + x] } }
        blur.apply(to: &alpha, width: width, height: height)
        for y in 0..<height { for x in 0..<width { data[y * stride + x] = alpha[y * width + x] } }
        cairo_surface_mark_dirty(mask)

        let canvasContext = canvas.context
        cairo_save(canvasContext)
        cairo_scale(canvasContext, 1 / scale, 1 / scale)
        let c = shadow.color
        cairo_set_source_rgba(canvasContext, c.red, c.green, c.blue, c.alpha * min(1, shadow.opacity))
        cairo_mask_surface(canvasContext, mask, Double(x0), Double(y0))
        cairo_restore(canvasContext)
    }
}

extension Painter {
    /// Sets a path on a context that is not a canvas's (the shadow's mask).
    fileprivate func drawPath(_ path: Path, on cr: OpaquePointer?) {
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(cr, p.x, p.y)
            case let .line(p): cairo_line_to(cr, p.x, p.y)
            case let .quadCurve(p, c):
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                cairo_curve_to(cr, x + 2 / 3 * (c.x - x), y + 2 / 3 * (c.y - y), p.x + 2 / 3 * (c.x - p.x),
                               p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case let .curve(p, c1, c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}

/// A Gaussian blur approximated by three box blurs, as the Filter Effects
/// specification (W3C, `feGaussianBlur`) describes it: for a standard
/// deviation s, d = ⌊s · 3·√(2π)/4 + 0.5⌋; an odd d is three box blurs of
/// size d centred on the pixel; an even d is two of size d, centred on the
/// boundary to the left and then to the right of the pixel, and one of size
/// d + 1 centred. Each pass rounds to the nearest integer.
struct BoxBlur {
    /// The boxes as (size, pixels reaching left of the output pixel).
    let boxes: [(size: Int, left: Int)]

    /// The largest standard deviation blurred, in pixels (a larger one is
    /// taken as this: a shadow wider than a canvas shows nothing more).
    static let maximumDeviation = 1024.0

    init(standardDeviation s: Double) {
        let clamped = s.isFinite ? max(0, min(s, BoxBlur.maximumDeviation)) : 0
        let d = Int((clamped * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))  // checked: 0…1925 (clamped above)
        if d < 2 {
            boxes = []
        } else if d % 2 == 1 {
            boxes = Array(repeating: (d, d / 2), count: 3)
        } else {
            boxes = [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        }
    }

    /// How far the blur spreads a pixel, each way.
    var reach: Int { boxes.reduce(0) { $0 + max($1.left, $1.size - 1 - $1.left) } }

    /// Blurs an 8-bit plane in place, rows then columns; outside is 0.
    func apply(to plane: inout [UInt8], width: Int, height: Int) {
        guard !boxes.isEmpty else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        var prefix = [Int](repeating: 0, count: max(width, height) + 1)
        func blurLine(count: Int, read: (Int) -> UInt8, write: (Int, UInt8) -> Void) {
            for i in 0..<count { line[i] = Int(read(i)) }
            for box in boxes {
                prefix[0] = 0
                for i in 0..<count { prefix[i + 1] = prefix[i] + line[i] }
                for i in 0..<count {
                    let lo = max(0, i - box.left), hi = min(count, i - box.left + box.size)
                    let sum = hi > lo ? prefix[hi] - prefix[lo] : 0
                    line[i] = (sum + box.size / 2) / box.size
                }
            }
            for i in 0..<count { write(i, UInt8(line[i])) }  // checked: averages of UInt8 values, 0…255
        }
        for y in 0..<height {
            blurLine(count: width, read: { plane[y * width + $0] }, write: { plane[y * width + $0] = $1 })
        }
        for x in 0..<width {
            blurLine(count: height, read: { plane[$0 * width + x] }, write: { plane[$0 * width + x] = $1 })
        }
    }
}
