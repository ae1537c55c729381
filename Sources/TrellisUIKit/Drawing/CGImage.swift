import Foundation
import Layout
import Render

/// A bitmap image (Core Graphics' `CGImage`): what `UIImage.cgImage` gives,
/// with its pixels readable as Core Graphics hands them out, through
/// `dataProvider?.data` and `CFDataGetBytePtr`.
///
/// Trellis's images are PNGs decoded when painted, so a CGImage here is
/// the image's pixels painted by cairo (Render) once, when `dataProvider`
/// is first asked for. Its layout is fixed: 8 bits a component, 32 a pixel,
/// red, green, blue, alpha in that order in memory, colours premultiplied
/// by alpha (`alphaInfo == .premultipliedLast`, the byte order the
/// default, big-endian one), rows `4 × width` bytes with no padding. Core
/// Graphics picks a layout per image; an app that reads `bitmapInfo` and
/// `alphaInfo`, as Apple's documentation asks, reads these correctly.
public final class CGImage: @unchecked Sendable {
    /// The image painted for the pixels (its tint and rendering mode dropped:
    /// a CGImage is the bitmap, as UIKit's is before any tinting).
    let layoutImage: Layout.Image
    private var provider: CGDataProvider?

    init(layoutImage: Layout.Image) {
        var bitmap = layoutImage
        bitmap.tintColor = nil
        bitmap.renderingMode = .alwaysOriginal
        bitmap.capInsets = .zero
        bitmap.flipsForRightToLeftLayoutDirection = false
        self.layoutImage = bitmap
    }

    /// Width and height in pixels.
    public var width: Int { layoutImage.pixelWidth }
    public var height: Int { layoutImage.pixelHeight }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { 4 * width }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }

    /// The pixels, painted on first use and kept (an image is immutable).
    public var dataProvider: CGDataProvider? {
        if let provider { return provider }
        guard let bytes = CGImage.rgbaBytes(of: layoutImage) else { return nil }
        let made = CGDataProvider(data: CFData(bytes: bytes))
        provider = made
        return made
    }

    /// `layoutImage` painted at its own pixel size on a transparent canvas,
    /// as premultiplied RGBA bytes; nil if no canvas can be made for it.
    static func rgbaBytes(of image: Layout.Image) -> [UInt8]? {
        var drawing = Drawing()
        drawing.commands.append(.image(image, in: Rect(x: 0, y: 0, width: image.size.width, height: image.size.height)))
        guard let canvas = try? Canvas(size: image.size, scale: image.scale, background: .clear) else { return nil }
        Painter().paint(drawing, on: canvas)
        // A point size that is not a whole number of pixels rounds the canvas up; keep the image's own count.
        guard canvas.width >= image.pixelWidth, canvas.height >= image.pixelHeight else { return nil }
        let argb = canvas.pixels()
        var bytes = [UInt8](repeating: 0, count: 4 * image.pixelWidth * image.pixelHeight)
        var index = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let word = argb[y * canvas.width + x]
                bytes[index] = UInt8(truncatingIfNeeded: word >> 16)
                bytes[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                bytes[index + 2] = UInt8(truncatingIfNeeded: word)
                bytes[index + 3] = UInt8(truncatingIfNeeded: word >> 24)
                index += 4
            }
        }
        return bytes
    }
}

/// Where a CGImage's bytes come from (Core Graphics' `CGDataProvider`):
/// here always bytes in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (Core Graphics copies them out; the same bytes are given here).
    public let data: CFData?

    public init(data: CFData) { self.data = data }
}

/// Bytes in memory (Core Foundation's `CFData`, which Swift on Linux does
/// not export): read with `CFDataGetBytePtr` and `CFDataGetLength`.
/// The bytes live as long as the object does.
public final class CFData: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<UInt8>

    public init(bytes: [UInt8]) {
        storage = .allocate(capacity: max(bytes.count, 1))
        _ = storage.initialize(from: bytes)
        count = bytes.count
    }

    let count: Int
    var bytePointer: UnsafePointer<UInt8> { UnsafePointer(storage.baseAddress!) }

    deinit { storage.deallocate() }
}

/// The first byte of `data` (Core Foundation's `CFDataGetBytePtr`).
public func CFDataGetBytePtr(_ data: CFData!) -> UnsafePointer<UInt8>! { data?.bytePointer }

/// How many bytes `data` holds (Core Foundation's `CFDataGetLength`).
public func CFDataGetLength(_ data: CFData!) -> Int { data?.count ?? 0 }

/// Where a pixel's alpha is and whether colours are premultiplied by it
/// (Core Graphics' `CGImageAlphaInfo`, with its raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// The order of a pixel's bytes in memory (Core Graphics' `CGImageByteOrderInfo`, raw values as Apple's).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000, orderDefault = 0, order16Little = 0x1000, order32Little = 0x2000,
         order16Big = 0x3000, order32Big = 0x4000
}

/// A bitmap's layout (Core Graphics' `CGBitmapInfo`): the alpha info in
/// the low five bits, the byte order above, Apple's raw values.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension UIImage {
    /// The bitmap behind the image (UIKit's `cgImage`); nil for `UIImage()`,
    /// as UIKit's has none. See ``CGImage`` for the layout of its pixels.
    /// An image turned by an orientation gives its bitmap as given, not turned, as UIKit's does.
    public var cgImage: CGImage? { isEmpty ? nil : unorientedBitmap ?? CGImage(layoutImage: layoutImage) }

    /// An image of `cgImage`'s pixels at scale 1 (UIKit's `init(cgImage:)`).
    public convenience init(cgImage: CGImage) { self.init(layoutImage: cgImage.layoutImage.rescaled(to: 1)) }
}

extension Layout.Image {
    /// The same pixels at `scale` pixels per point (a scale that is not a
    /// positive number is taken as 1, as UIKit takes 0).
    func rescaled(to scale: Double) -> Layout.Image {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        guard scale != self.scale else { return self }
        switch source {
        case let .file(path):
            return (try? Layout.Image(contentsOfFile: path, scale: scale)) ?? self
        case let .data(bytes):
            return (try? Layout.Image(pngData: bytes, scale: scale)) ?? self
        case let .placeholder(name):
            return .placeholder(named: name, width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale,
                                scale: scale)
        }
    }
}
