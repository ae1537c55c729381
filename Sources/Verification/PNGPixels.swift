import CCairo
import Foundation
import ImageCodecs
import Render

/// The pixels of a PNG, decoded by cairo, for comparing two snapshots.
public struct PNGPixels: Equatable {
    public var width: Int
    public var height: Int
    /// ARGB32, premultiplied, row by row.
    public var pixels: [UInt32]

    public init?(_ data: Data) {
        // Read from memory through cairo's stream API: no temporary file
        // for anything to be planted at.
        let reader = PNGStream(bytes: [UInt8](data))
        guard PNGChunks.areWithinBounds(reader.bytes) else { return nil }
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let reader = Unmanaged<PNGStream>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { buffer in
                data!.update(from: buffer.baseAddress! + reader.offset, count: count)
            }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque()),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        withExtendedLifetime(reader) {}  // alive through cairo's reads above
        defer { cairo_surface_destroy(surface) }
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                                   cairo_image_surface_get_height(surface))
        defer { cairo_surface_destroy(converted) }
        let cr = cairo_create(converted)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(converted)
        width = Int(cairo_image_surface_get_width(converted))
        height = Int(cairo_image_surface_get_height(converted))
        let stride = Int(cairo_image_surface_get_stride(converted))
        guard let base = cairo_image_surface_get_data(converted) else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        self.pixels = pixels
    }

    /// Where two images differ by more than `tolerance` in some channel.
    public struct Difference {
        public var count: Int
        public var largest: Int
        public var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)
        /// The reference in grey, differing pixels in red: the PNG to look at.
        public var image: Data?

        /// "size changed: …; 120 pixels differ (largest channel difference 255) in x 8…311, y 40…52".
        public func summary(from old: PNGPixels, to new: PNGPixels) -> String {
            var message = old.width == new.width && old.height == new.height ? ""
                : "size changed: \(old.width) × \(old.height) → \(new.width) × \(new.height) pixels; "
            message += "\(count) pixels differ (largest channel difference \(largest))"
                + " in x \(bounds.minX)…\(bounds.maxX), y \(bounds.minY)…\(bounds.maxY)"
            return message
        }
    }

    /// Compared on the larger of the two canvases: a pixel only one image
    /// has counts as different.
    public func difference(to other: PNGPixels, tolerance: Int) -> Difference {
        let w = max(width, other.width), h = max(height, other.height)
        func pixel(_ image: PNGPixels, _ x: Int, _ y: Int) -> UInt32? {
            x < image.width && y < image.height ? image.pixels[y * image.width + x] : nil
        }
        var count = 0, largest = 0
        var minX = w, minY = h, maxX = -1, maxY = -1
        var diff = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let a = pixel(self, x, y), b = pixel(other, x, y)
                var delta = 256
                if let a, let b {
                    delta = 0
                    for shift in [24, 16, 8, 0] as [UInt32] {
                        delta = max(delta, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                    }
                }
                if delta > tolerance {
                    count += 1
                    largest = max(largest, min(delta, 255))
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    diff[y * w + x] = 0xFFFF0000
                } else if let a {
                    let grey = (((a >> 16) & 0xFF) + ((a >> 8) & 0xFF) + (a & 0xFF)) / 3 / 2 + 128
                    diff[y * w + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                }
            }
        }
        guard count > 0 else { return Difference(count: 0, largest: 0, bounds: (0, 0, 0, 0), image: nil) }
        return Difference(count: count, largest: largest, bounds: (minX, minY, maxX, maxY),
                          image: Self.png(diff, width: w, height: h))
    }

    static func png(_ pixels: [UInt32], width: Int, height: Int) -> Data? {
        var copy = pixels
        return copy.withUnsafeMutableBytes { buffer -> Data? in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(width * 4))
            defer { cairo_surface_destroy(surface) }
            let writer = PNGStream(bytes: [])
            let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let writer = Unmanaged<PNGStream>.fromOpaque(closure!).takeUnretainedValue()
                writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
            return status == CAIRO_STATUS_SUCCESS ? Data(writer.bytes) : nil
        }
    }
}

/// PNG bytes read or written by cairo's stream callbacks.
private final class PNGStream {
    var bytes: [UInt8]
    var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
}
