import Layout

/// An image (UIKit's `UIImage`): immutable, its pixels from a PNG file or
/// data, with UIKit's size, scale, cap insets, rendering mode and
/// right-to-left flipping. It wraps a ``Layout/Image`` (`layoutImage`),
/// which an image view draws; only the PNG's header is read when the image
/// is made, and Render decodes the pixels when it paints.
///
/// Trellis differences (docs/uikit.md, Images): PNG files, and PDF image
/// sets of asset catalogs drawn into pixels when made; `init(named:)`
/// looks in the bundle's asset catalogs and files, then in the folders
/// registered with ``TrellisImageCatalog``;
/// `init(systemName:)` gives a placeholder of the symbol's point size.
public final class UIImage: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The Layout image this one is (what an image view draws).
    let layoutImage: Layout.Image
    /// The configuration given (`withConfiguration(_:)`), if any.
    let storedConfiguration: UIImage.Configuration?

    /// How the bitmap is turned for display (`imageOrientation`), and the
    /// bitmap as given, which `cgImage` returns; `layoutImage` holds the
    /// pixels turned (UIImage+Orientation.swift).
    let orientation: UIImage.Orientation
    let unorientedBitmap: CGImage?
    /// An animated image's frames and the time they take
    /// (UIImage+Animated.swift); nil and 0 for a still one.
    let frames: [UIImage]?
    let frameDuration: Double

    init(layoutImage: Layout.Image, configuration: UIImage.Configuration? = nil,
         orientation: UIImage.Orientation = .up, unorientedBitmap: CGImage? = nil,
         frames: [UIImage]? = nil, frameDuration: Double = 0) {
        self.layoutImage = layoutImage
        storedConfiguration = configuration
        self.orientation = orientation
        self.unorientedBitmap = unorientedBitmap
        self.frames = frames
        self.frameDuration = frameDuration
    }

    // MARK: Making images

    /// The PNG at `path`, at the scale its name gives (`@2x`, `@3x`); nil if
    /// it cannot be read or is not a PNG (as in UIKit, no error is thrown:
    /// ``TrellisImageCatalog/lastError`` says why).
    public convenience init?(contentsOfFile path: String) {
        guard let image = TrellisImageCatalog.recording({ () throws(ImageError) in
            try Layout.Image(contentsOfFile: path)
        }) else { return nil }
        self.init(layoutImage: image)
    }

    /// PNG data, at scale 1 (UIKit's rule for images not from a named file).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// PNG data at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = TrellisImageCatalog.recording({ () throws(ImageError) in
            try Layout.Image(pngData: [UInt8](data), scale: Double(scale))
        }) else { return nil }
        self.init(layoutImage: image)
    }

    /// The image named `name` in the main bundle or the folders registered
    /// with ``TrellisImageCatalog``: `name@3x.png`, `name@2x.png`, then
    /// `name.png` (see ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), then
    /// in the folders registered with ``TrellisImageCatalog``. A name without
    /// an extension means `.png`. The variant of the trait collection's
    /// display scale is tried first, then `@3x`, `@2x` and the plain name
    /// (UIKit picks the screen's scale; Linux has no screen).
    ///
    /// An image set of the bundle's asset catalogs (`name.imageset` in an
    /// `.xcassets` folder, see `UIColor(named:in:compatibleWith:)`) comes
    /// first, as in UIKit: its file for the traits' appearance (dark or
    /// light, else any) and display scale (else its largest), picked once
    /// when the image is made. A set of one PDF (a vector icon) is drawn
    /// then, its page's MediaBox in points, at the traits' display scale
    /// (3 when none is given); a set rendered as a template is tinted.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let preferred = traitCollection.map { $0.displayScale } ?? 0
        if let (path, scale, renderingMode) = AssetCatalog.imagePath(named: name, in: bundle ?? .main, traits: traitCollection) {
            let isPDF = path.lowercased().hasSuffix(".pdf")
            // A PDF is drawn at the display scale asked for (the screen's 3 when none is), its MediaBox in points.
            let drawnScale = preferred > 0 ? Double(preferred) : 3
            guard var image = TrellisImageCatalog.recording({ () throws(ImageError) in
                isPDF ? try TrellisImageCatalog.vectorImage(contentsOfFile: path, scale: drawnScale)
                    : try Layout.Image(contentsOfFile: path, scale: scale)
            }) else { return nil }
            image.renderingMode = renderingMode
            self.init(layoutImage: image)
            return
        }
        guard let path = TrellisImageCatalog.path(named: name, in: bundle ?? .main, preferredScale: Double(preferred)),
              let image = TrellisImageCatalog.recording({ () throws(ImageError) in try Layout.Image(contentsOfFile: path) })
        else { return nil }
        self.init(layoutImage: image)
    }

    /// The image named `name` (as ``init(named:)``), for `#imageLiteral(resourceName:)`
    /// and `UIImage(imageLiteralResourceName:)`, which UIKit makes
    /// non-optional and traps on when the image is missing. Trellis does not
    /// trap: a missing image is a placeholder named `name`, of the system
    /// symbols' size (UNSOURCED: UIKit gives no size, it stops the app).
    public convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage(named: name) {
            self.init(layoutImage: found.layoutImage)
        } else {
            self.init(layoutImage: .placeholder(named: name, pointSize: UIImage.trellisSymbolPointSize,
                                                scale: UIImage.trellisSymbolScale))
        }
    }

    /// A placeholder for the system symbol `name`: a square of the body
    /// text style's 17 points (the symbols' default configuration follows
    /// the body style; their artwork is not redistributable), drawn as a
    /// rounded square with its diagonals, tinted like a symbol
    /// (docs/uikit.md, Images). Never nil: Trellis does not know which
    /// names exist.
    public convenience init?(systemName name: String) {
        self.init(layoutImage: .placeholder(named: name, pointSize: UIImage.trellisSymbolPointSize,
                                            scale: UIImage.trellisSymbolScale))
    }

    /// As ``init(systemName:)``; the trait collection does not change the placeholder.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// The body text style's size at the default content size category (Apple's Dynamic Type table).
    static let trellisSymbolPointSize = 17.0
    /// Pixels per point of a placeholder (an iPhone's 3×, so it stays sharp at any canvas scale up to 3).
    static let trellisSymbolScale = 3.0

    // MARK: Size

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize { isEmpty ? .zero : CGSize(width: layoutImage.size.width, height: layoutImage.size.height) }
    public var scale: CGFloat { CGFloat(layoutImage.scale) }

    /// Whether it is a system symbol (here: a placeholder for one).
    public var isSymbolImage: Bool {
        if case .placeholder = layoutImage.source { return true }
        return false
    }

    // MARK: Resizing

    /// UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch = 1
    }

    public var capInsets: UIEdgeInsets {
        let c = layoutImage.capInsets
        return UIEdgeInsets(top: c.top, left: c.left, bottom: c.bottom, right: c.right)
    }

    public var resizingMode: ResizingMode { layoutImage.resizingMode == .stretch ? .stretch : .tile }

    /// A copy drawn in nine parts around `capInsets`, the parts between
    /// the caps tiled (UIKit's default for this method).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(layoutImage: layoutImage.resizable(
            capInsets: EdgeInsets(top: Double(capInsets.top), left: Double(capInsets.left),
                                  bottom: Double(capInsets.bottom), right: Double(capInsets.right)),
            resizingMode: resizingMode == .stretch ? .stretch : .tile))
    }

    // MARK: Rendering mode

    /// UIKit's `UIImage.RenderingMode`, with its raw values.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }

    public var renderingMode: RenderingMode {
        switch layoutImage.renderingMode {
        case .automatic: return .automatic
        case .alwaysOriginal: return .alwaysOriginal
        case .alwaysTemplate: return .alwaysTemplate
        }
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var copy = layoutImage
        switch renderingMode {
        case .automatic: copy.renderingMode = .automatic
        case .alwaysOriginal: copy.renderingMode = .alwaysOriginal
        case .alwaysTemplate: copy.renderingMode = .alwaysTemplate
        }
        return UIImage(layoutImage: copy, configuration: storedConfiguration)
    }

    /// A copy drawn in `color` wherever it has ink (iOS 13): its own tint,
    /// which wins over an image view's. A dynamic colour is resolved for
    /// the current traits (`UITraitCollection.current`).
    public func withTintColor(_ color: UIColor) -> UIImage {
        var copy = layoutImage
        copy.tintColor = color.resolvedLayoutColor(with: .current)
        return UIImage(layoutImage: copy, configuration: storedConfiguration)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withTintColor(color).withRenderingMode(renderingMode)
    }

    // MARK: Right to left

    public var flipsForRightToLeftLayoutDirection: Bool { layoutImage.flipsForRightToLeftLayoutDirection }

    /// A copy that image views draw mirrored in a right-to-left layout.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var copy = layoutImage
        copy.flipsForRightToLeftLayoutDirection = true
        return UIImage(layoutImage: copy, configuration: storedConfiguration)
    }

    // MARK: Equality, description

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.layoutImage == rhs.layoutImage }
    public func hash(into hasher: inout Hasher) { hasher.combine(layoutImage) }

    public var description: String {
        "<UIImage: \(layoutImage.sourceDescription), {\(formatted(size.width)), \(formatted(size.height))}>"
    }

    private func formatted(_ value: CGFloat) -> String { PointFormat.string(Double(value)) }
}

/// `#imageLiteral(resourceName: "name")` makes a `UIImage`, as in UIKit.
extension UIImage: _ExpressibleByImageLiteral {}
