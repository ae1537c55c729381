import CGIF
import Glibc

/// Writes an animated GIF frame by frame with giflib, keeping memory flat:
/// only the previous frame and one pending frame are held.
///
/// Each frame stores only the rectangle that changed since the one before,
/// with unchanged pixels inside it transparent, in a palette of its own:
/// exact when the rectangle has at most 255 colours, median cut otherwise.
/// A frame identical to the previous one only lengthens its delay. The GIF
/// loops forever.
public final class GIFEncoder {
    public let width: Int
    public let height: Int
    private let file: UnsafeMutablePointer<GifFileType>
    private var displayed: [UInt32]?
    private var pending: PendingFrame?
    private var finished = false

    private struct PendingFrame {
        var left: Int, top: Int, width: Int, height: Int
        var palette: [UInt32]
        var indices: [UInt8]
        var transparent: Int?
        var delay: Int
    }

    /// Opens `path` for writing (created with mode 0644).
    public init(path: String, width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw .invalidCanvas("a GIF must be between 1 and 65535 pixels a side, not \(width) × \(height)")
        }
        self.width = width
        self.height = height
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .io("cannot write \(path): \(String(cString: strerror(errno)))") }
        var error: Int32 = 0
        guard let gif = EGifOpenFileHandle(descriptor, &error) else {
            close(descriptor)
            throw .io("giflib cannot start \(path) (error \(error))")
        }
        file = gif
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
            throw .encoding("giflib refused the screen descriptor")
        }
        try putLoopExtension()
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
        guard let previous = displayed else {
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
    }

    // MARK: Frames

    private static func opaqueRGB(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        if a == 255 { return argb & 0xFFFFFF }
        if a == 0 { return 0xFFFFFF }
        // Un-premultiply, over white (a transparent canvas shows as white).
        func channel(_ shift: UInt32) -> UInt32 {
            let c = (argb >> shift) & 0xFF
            return min(255, c + (255 - a))
        }
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
        let transparent: Int? = unchanged > 0 ? 255 : nil
        let quantized = Quantizer.palette(for: counts, limit: transparent == nil ? 256 : 255)
        var indices = [UInt8](repeating: 0, count: w * h)
        var shown = displayed ?? rgb
        for y in top..<bottom {
            for x in left..<right {
                let i = y * width + x
                if let previous, let t = transparent, previous[i] == rgb[i] {
                    indices[(y - top) * w + (x - left)] = UInt8(t)
                    continue
                }
                let k = quantized.index[rgb[i]]!
                indices[(y - top) * w + (x - left)] = k
                shown[i] = quantized.palette[Int(k)]
            }
        }
        // The next frame is compared with what is on screen, not with the input.
        displayed = shown
        return PendingFrame(left: left, top: top, width: w, height: h, palette: quantized.palette,
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
        // giflib wants a power-of-two palette.
        var size = 2
        while size < max(frame.palette.count, (frame.transparent ?? 0) + 1) { size *= 2 }
        guard let map = GifMakeMapObject(Int32(size), nil) else { throw .encoding("giflib could not make a palette") }
        defer { GifFreeMapObject(map) }
        for k in 0..<size {
            let color = k < frame.palette.count ? frame.palette[k] : 0
            map.pointee.Colors[k] = GifColorType(Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF),
                                                 Blue: UInt8(color & 0xFF))
        }
        guard EGifPutImageDesc(file, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height),
                               false, map) == GIF_OK else {
            throw .encoding("giflib refused a frame")
        }
        var indices = frame.indices
        for y in 0..<frame.height {
            let status = indices.withUnsafeMutableBufferPointer { buffer in
                EGifPutLine(file, buffer.baseAddress! + y * frame.width, Int32(frame.width))
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
