import CGIF
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an animated GIF frame by frame with giflib, keeping memory flat:
/// only the previous frame and one pending frame are held.
///
/// - Each frame stores only the rectangle that changed since the one
///   before; unchanged pixels inside it are transparent (or repeat their
///   left neighbour, which compresses better).
/// - Colours: the first frame's colours (median cut to 255 if it has more)
///   become the global palette. A later frame whose changed colours are all
///   in it uses it; one with at most 255 colours of its own gets an exact
///   palette of its own; one with more is drawn in the nearest global
///   colours. Flat UI rarely needs more than the global palette, and a
///   palette per frame would cost 768 bytes a frame.
/// - A frame identical to the previous one only lengthens its delay.
/// - When the file is finished, the most used local palette becomes the
///   global one if that saves bytes (`GIFPalettePromotion`).
/// - The GIF loops forever.
public final class GIFEncoder {
    public let width: Int
    public let height: Int
    private let path: String
    private let file: UnsafeMutablePointer<GifFileType>
    private var previous: [UInt32]?
    private var pending: PendingFrame?
    private var finished = false
    private var global: Quantizer.Result?
    /// Nearest global colour of colours that are not in it, cached.
    private var nearest: [UInt32: UInt8] = [:]

    private struct PendingFrame {
        var left: Int, top: Int, width: Int, height: Int
        /// nil: the global palette.
        var palette: [UInt32]?
        var indices: [UInt8]
        var transparent: Int?
        var delay: Int
    }

    /// Opens `path` for writing (created with mode 0644). Outputs go
    /// through ``init(descriptor:path:width:height:)`` on a file from
    /// ``AtomicFile/create(for:)`` instead.
    public convenience init(path: String, width: Int, height: Int) throws(RenderError) {
        try Self.checkSize(width: width, height: height)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io("cannot write \(path): \(String(cString: strerror(errno)))") }
        try self.init(descriptor: descriptor, path: path, width: width, height: height)
    }

    /// Writes to `descriptor`, already open on `path`, which the encoder
    /// now owns (closed by ``finish()`` or on deinit).
    public init(descriptor: Int32, path: String, width: Int, height: Int) throws(RenderError) {
        do {
            try Self.checkSize(width: width, height: height)
        } catch {
            close(descriptor)
            throw error
        }
        self.width = width
        self.height = height
        self.path = path
        var error: Int32 = 0
        guard let gif = EGifOpenFileHandle(descriptor, &error) else {
            close(descriptor)
            throw .io("giflib cannot start \(path) (error \(error))")
        }
        file = gif
        EGifSetGifVersion(gif, true)
    }

    private static func checkSize(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw .invalidCanvas("a GIF must be between 1 and 65535 pixels a side, not \(width) × \(height)")
        }
    }

    deinit {
        if !finished {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Adds a frame of premultiplied ARGB pixels (`Canvas.pixels()`),
    /// shown for `delay` hundredths of a second.
    public func addFrame(_ pixels: [UInt32], delay: Int) throws(RenderError) {
        precondition(pixels.count == width * height, "a frame must have width × height pixels")
        let rgb = pixels.map(GIFEncoder.opaqueRGB)
        defer { previous = rgb }
        guard let previous else {
            try start(with: rgb)
            try emit(frame(rgb, left: 0, top: 0, right: width, bottom: height, previous: nil, delay: delay))
            return
        }
        // The rectangle that changed.
        var left = width, right = -1, top = height, bottom = -1
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where rgb[row + x] != previous[row + x] {
                left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
            }
        }
        if right < 0 {
            pending?.delay += delay
            return
        }
        try emit(frame(rgb, left: left, top: top, right: right + 1, bottom: bottom + 1, previous: previous, delay: delay))
    }

    /// Writes the last frame and closes the file.
    public func finish() throws(RenderError) {
        guard !finished else { return }
        if let pending { try write(pending) }
        pending = nil
        finished = true
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw .io("giflib could not close the GIF (error \(error))") }
        try GIFPalettePromotion.apply(toFileAt: path)
    }

    // MARK: Palettes

    /// The screen, with the first frame's colours as the global palette
    /// (one index left for transparency).
    private func start(with rgb: [UInt32]) throws(RenderError) {
        var counts: [UInt32: Int] = [:]
        for color in rgb { counts[color, default: 0] += 1 }
        let palette = Quantizer.palette(for: counts, limit: 255)
        global = palette
        let map = try colorMap(palette.palette, reserving: 1)
        defer { GifFreeMapObject(map) }
        guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map) == GIF_OK else {
            throw .encoding("giflib refused the screen descriptor")
        }
        try putLoopExtension()
    }

    private func colorMap(_ palette: [UInt32], reserving extra: Int) throws(RenderError) -> UnsafeMutablePointer<ColorMapObject> {
        // giflib wants a power-of-two palette.
        var size = 2
        while size < palette.count + extra { size *= 2 }
        guard let map = GifMakeMapObject(Int32(size), nil) else { throw .encoding("giflib could not make a palette") }
        for k in 0..<size {
            let color = k < palette.count ? palette[k] : 0
            map.pointee.Colors[k] = GifColorType(Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF),
                                                 Blue: UInt8(color & 0xFF))
        }
        return map
    }

    /// The global index nearest to `color` (squared RGB distance, lowest index on ties).
    private func nearestGlobal(_ color: UInt32) -> UInt8 {
        if let exact = global!.index[color], global!.palette[Int(exact)] == color { return exact }
        if let cached = nearest[color] { return cached }
        var best = 0, bestDistance = Int.max
        for (k, candidate) in global!.palette.enumerated() {
            var distance = 0
            for channel in 0..<3 {
                let d = Int(Quantizer.channelValue(color, channel)) - Int(Quantizer.channelValue(candidate, channel))
                distance += d * d
            }
            if distance < bestDistance { best = k; bestDistance = distance }
        }
        nearest[color] = UInt8(best)
        return UInt8(best)
    }

    // MARK: Frames

    private static func opaqueRGB(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        if a == 255 { return argb & 0xFFFFFF }
        if a == 0 { return 0xFFFFFF }
        // Un-premultiply over white (a transparent canvas shows as white).
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((argb >> shift) & 0xFF) + (255 - a)) }
        return channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    private func frame(
        _ rgb: [UInt32], left: Int, top: Int, right: Int, bottom: Int, previous: [UInt32]?, delay: Int
    ) -> PendingFrame {
        let w = right - left, h = bottom - top
        var counts: [UInt32: Int] = [:]
        var unchanged = 0
        for y in top..<bottom {
            for x in left..<right {
                let i = y * width + x
                if let previous, previous[i] == rgb[i] { unchanged += 1; continue }
                counts[rgb[i], default: 0] += 1
            }
        }
        let globalPalette = global!
        let inGlobal = counts.keys.allSatisfy { color in
            globalPalette.index[color].map { globalPalette.palette[Int($0)] == color } ?? false
        }
        var palette: [UInt32]?
        var index: (UInt32) -> UInt8
        if previous == nil || inGlobal {
            // The first frame made the global palette (possibly by median cut).
            palette = nil
            index = { globalPalette.index[$0]! }
        } else if counts.count <= 255 {
            let own = Quantizer.palette(for: counts, limit: 255)
            palette = own.palette
            index = { own.index[$0]! }
        } else {
            palette = nil
            index = { [unowned self] in nearestGlobal($0) }
        }
        let colorCount = palette?.count ?? globalPalette.palette.count
        let transparent: Int? = unchanged > 0 ? colorCount : nil
        var indices = [UInt8](repeating: 0, count: w * h)
        for y in top..<bottom {
            for x in left..<right {
                let i = y * width + x, o = (y - top) * w + (x - left)
                if let previous, let t = transparent, previous[i] == rgb[i] {
                    // Unchanged: transparent, unless repeating the pixel to
                    // the left draws the same colour (longer runs compress better).
                    if x > left, indices[o - 1] != UInt8(t), rgb[i - 1] == rgb[i] {
                        indices[o] = indices[o - 1]
                    } else {
                        indices[o] = UInt8(t)
                    }
                    continue
                }
                indices[o] = index(rgb[i])
            }
        }
        return PendingFrame(left: left, top: top, width: w, height: h, palette: palette,
                            indices: indices, transparent: transparent, delay: delay)
    }

    private func emit(_ frame: PendingFrame) throws(RenderError) {
        if let pending { try write(pending) }
        pending = frame
    }

    private func write(_ frame: PendingFrame) throws(RenderError) {
        var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                       DelayTime: Int32(max(0, min(65535, frame.delay))),
                                       TransparentColor: frame.transparent.map { Int32($0) } ?? Int32(NO_TRANSPARENT_COLOR))
        var extension_ = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&gcb, &extension_)
        guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extension_) == GIF_OK else {
            throw .encoding("giflib refused a frame's delay")
        }
        var map: UnsafeMutablePointer<ColorMapObject>?
        if let palette = frame.palette { map = try colorMap(palette, reserving: 1) }
        defer { if let map { GifFreeMapObject(map) } }
        // Int fields of a frame inside a screen of at most 65535 pixels a side (init).
        guard EGifPutImageDesc(file, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height),  // checked: Ints ≤ 65535
                               false, map) == GIF_OK else {
            throw .encoding("giflib refused a frame")
        }
        var indices = frame.indices
        for y in 0..<frame.height {
            let status = indices.withUnsafeMutableBufferPointer { buffer in
                EGifPutLine(file, buffer.baseAddress! + y * frame.width, Int32(frame.width))  // checked: an Int of at most 65535
            }
            guard status == GIF_OK else { throw .encoding("giflib could not write a frame's pixels") }
        }
    }

    /// NETSCAPE2.0: loop forever.
    private func putLoopExtension() throws(RenderError) {
        let name = Array("NETSCAPE2.0".utf8)
        let loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(file, Int32(name.count), name) == GIF_OK,
              EGifPutExtensionBlock(file, Int32(loop.count), loop) == GIF_OK,
              EGifPutExtensionTrailer(file) == GIF_OK else {
            throw .encoding("giflib refused the loop extension")
        }
    }
}
