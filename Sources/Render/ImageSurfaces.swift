import ImageCodecs
import FileSafety
import CCairo
import Foundation
import Layout
import Locking

/// Decoded images, kept by source so that a sweep decodes each PNG once.
///
/// Cairo decodes (`cairo_image_surface_create_from_png` for a file,
/// `…_from_png_stream` for bytes in memory). A placeholder is drawn here:
/// a rounded square with its diagonals, recognisable as "an image that is
/// not there", drawn in the tint like a symbol. A PNG whose header was
/// good but whose pixels cairo cannot decode (the file changed or is
/// damaged past its header) is drawn as the same placeholder, black, at
/// the image's size: visibly wrong in the picture, never a crash. Surfaces
/// are only ever read once made.
final class ImageSurfaces: @unchecked Sendable {
    static let shared = ImageSurfaces()

    /// How many decoded images are kept; past that the cache starts again
    /// (what is drawn never depends on it).
    static let limit = 64

    private let cache = Locked<[Image.Source: DecodedSurface]>([:])

    /// The decoded pixels of `image`, or the placeholder in their place
    /// when they cannot be decoded; nil only if cairo cannot make a surface.
    func surface(for image: Image) -> DecodedSurface? {
        if let cached = cache.withLock({ $0[image.source] }) { return cached }
        guard let decoded = decode(image) ?? placeholder(image) else { return nil }
        cache.withLock { cache in
            if cache.count >= ImageSurfaces.limit { cache.removeAll() }
            cache[image.source] = decoded
        }
        return decoded
    }

    private func decode(_ image: Image) -> DecodedSurface? {
        let surface: OpaquePointer?
        switch image.source {
        case let .file(path):
            // Read once, checked, then decoded from memory (not read again by path).
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            surface = decodePNG([UInt8](data))
        case let .data(bytes):
            surface = decodePNG(bytes)
        case .placeholder:
            surface = placeholder(width: image.pixelWidth, height: image.pixelHeight)
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        return DecodedSurface(surface)
    }

    /// Cairo's surface for PNG bytes, or nil when a chunk overruns them
    /// (``PNGChunks``: libpng would allocate its declared length first).
    private func decodePNG(_ bytes: [UInt8]) -> OpaquePointer? {
        guard PNGChunks.areWithinBounds(bytes) else { return nil }
        let reader = PNGReader(bytes: bytes)
        return withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
                return reader.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
    }

    private func placeholder(_ image: Image) -> DecodedSurface? {
        guard let surface = placeholder(width: image.pixelWidth, height: image.pixelHeight) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return DecodedSurface(surface)
    }

    /// A rounded square outline with its two diagonals, opaque on clear.
    private func placeholder(width: Int, height: Int) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))  // checked: at most PNGHeader.maximumSide
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        let w = Double(width), h = Double(height)
        let line = max(1, min(w, h) / 12)
        let inset = line / 2
        let r = min(w, h) / 5
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_line_width(cr, line)
        cairo_new_sub_path(cr)
        cairo_arc(cr, w - inset - r, inset + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, w - inset - r, h - inset - r, r, 0, Double.pi / 2)
        cairo_arc(cr, inset + r, h - inset - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, inset + r, inset + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
        cairo_stroke(cr)
        let d = inset + r * 0.3
        cairo_move_to(cr, d, d)
        cairo_line_to(cr, w - d, h - d)
        cairo_move_to(cr, w - d, d)
        cairo_line_to(cr, d, h - d)
        cairo_stroke(cr)
        cairo_surface_flush(surface)
        return surface
    }
}

/// A decoded cairo image surface, destroyed with its last reference.
final class DecodedSurface: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(_ surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Hands PNG bytes to cairo's stream decoder in the pieces it asks for.
private final class PNGReader {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<UInt8>?, count: Int) -> Bool {
        guard let buffer, count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
