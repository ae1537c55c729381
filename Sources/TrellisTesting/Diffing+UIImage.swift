import Foundation
import SnapshotTesting
import TrellisUIKit

/// Images compared as swift-snapshot-testing compares them on iOS, with its
/// spelling: `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)`,
/// so that a team's helpers typed with `UIImage` build here. The reference
/// on disk is the palette PNG the strategy painted, compressed as a
/// reference only when it is written (the image carries ImageCodecs'
/// `DraftPNG`); the comparison is ``Diffing/png(precision:perceptualPrecision:context:)``'s.
extension Diffing where Value == UIImage {
    /// Every pixel must match.
    public static var image: Diffing { image() }

    /// At most `1 − precision` of the pixels may differ, each channel by at
    /// most `(1 − perceptualPrecision) × 255`. `scale` is the reference's
    /// pixels per point when it is read back (nil or 0: 1, the scale
    /// TrellisTesting paints at unless told; on iOS the screen's).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale, context: nil)
    }

    /// As above, a failure's message starting with `context` (the device and traits).
    static func image(precision: Float, perceptualPrecision: Float, scale: CGFloat?, context: String?) -> Diffing {
        let pngs = Diffing<Data>.png(precision: precision, perceptualPrecision: perceptualPrecision, context: context)
        let readScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 1
        return .diff(toData: SnapshotImage.data, fromData: { SnapshotImage.image($0, scale: readScale) }) { reference, actual in
            if let unreadable = SnapshotImage.unreadableReference(reference) { return (unreadable, []) }
            return pngs.diffV2(SnapshotImage.bytes(reference), SnapshotImage.bytes(actual))
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared with a reference PNG (swift-snapshot-testing's `.image` for `UIImage`).
    public static var image: Snapshotting { image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: ReferencePlatform.pathExtension("png"),
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// Between a strategy's PNG and the `UIImage` that carries it.
enum SnapshotImage {
    /// The painted PNG (or a failure's text, NoSnapshot) as an image: the
    /// PNG at `scale`, so that its size is the view's in points; a failure
    /// as an image of no pixels named by its text.
    static func image(_ data: Data, scale: CGFloat) -> UIImage {
        if NoSnapshot.isFailure(data) { return UIImage(trellisPlaceholderNamed: String(decoding: data, as: UTF8.self)) }
        if let image = UIImage(data: data, scale: scale) { return image }
        return UIImage(trellisPlaceholderNamed: unreadablePrefix + "\(data.count) bytes")
    }

    /// What is written to disk: the PNG as painted, a draft compressed as
    /// a reference (`DraftPNG.written`); a failure's text; an image made
    /// otherwise (a file, drawn) as `pngData()` encodes it.
    static func data(_ image: UIImage) -> Data {
        Diffing<Data>.written(bytes(image))
    }

    /// What is compared: as ``data(_:)``, but a draft as it is (compressing
    /// it would cost more than the comparison; `Diffing<Data>.png` reads it).
    static func bytes(_ image: UIImage) -> Data {
        if let bytes = image.trellisSourcePNGData { return bytes }
        if let name = image.trellisPlaceholderName, NoSnapshot.isFailure(name) { return Data(name.utf8) }
        if let name = image.trellisPlaceholderName, name.hasPrefix(unreadablePrefix) { return Data() }
        if let png = image.pngData() { return png }
        // UIImage() has no pixels: say so instead of writing an empty PNG (swift-snapshot-testing on iOS draws a red
        // card saying that "no image could be generated").
        return Data((NoSnapshot.prefix + ": the image has no pixels (UIImage()), so there is nothing to compare\n").utf8)
    }

    /// A reference file that is neither a PNG nor a failure's text, in words; nil for any other image.
    static func unreadableReference(_ image: UIImage) -> String? {
        guard let name = image.trellisPlaceholderName, name.hasPrefix(unreadablePrefix) else { return nil }
        return "the reference (" + name.dropFirst(unreadablePrefix.count)
            + ") is not a PNG TrellisUIKit can read: delete it and record again"
    }

    private static let unreadablePrefix = "TrellisTesting: unreadable reference: "
}
