/// A slider (UIKit's `UISlider`): 31 points tall, the height Interface
/// Builder saves for an unconstrained slider (docs/uikit-numbers.md),
/// a 4-point track with the part below the value tinted and a 28-point
/// round thumb whose centre runs from 14 points in at one end to 14 at the
/// other. It has no intrinsic width.
///
/// Custom images (UIKit's `setThumbImage(_:for:)` and its kin) replace
/// the drawn parts: a thumb image at its own size, centred on the value's
/// place (its centre runs from half its width in at one end to half its
/// width at the other, as the round thumb's does), the minimum track image
/// stretched from the leading end to the thumb's centre and the maximum
/// track image from there to the trailing end, each as tall as its image
/// (Apple's `trackRect(forBounds:)`: the track rectangle "is used to scale
/// the track and thumb images during drawing"; a resizable image keeps its
/// caps). The images are drawn by image views inside the parts, made only
/// when an image is set.
open class Slider: View {
    private var parts: ControlParts { ControlParts(of: self, kind: .slider) }
    private let track = View()
    private let minimumTrack = View()
    private let thumb = View()
    private var minimumWidth: LayoutConstraint?
    private var trackHeight: LayoutConstraint?
    private var minimumTrackHeight: LayoutConstraint?
    private var thumbSize: (width: LayoutConstraint, height: LayoutConstraint)?
    /// The image views that draw custom images, made on first use.
    private var thumbImageView: ImageView?
    private var minimumTrackImageView: ImageView?
    private var maximumTrackImageView: ImageView?

    public var value: Double = 0 { didSet { placeThumb() } }
    public var minimumValue: Double = 0 { didSet { placeThumb() } }
    public var maximumValue: Double = 1 { didSet { placeThumb() } }
    /// The track below the value (UIKit: `minimumTrackTintColor`, the tint when nil).
    public var minimumTrackTintColor: Color = ControlColors.tint { didSet { recolour() } }
    /// The track above the value (UIKit: `maximumTrackTintColor`, `.systemFill` when nil).
    public var maximumTrackTintColor: Color = ControlColors.systemFill { didSet { recolour() } }
    /// The thumb (UIKit: `thumbTintColor`, white when nil).
    public var thumbTintColor: Color = .white { didSet { recolour() } }
    /// The thumb's image (UIKit: `currentThumbImage`); nil: the round thumb.
    public var thumbImage: Image? { didSet { showImages() } }
    /// The track below the value as an image (UIKit: `currentMinimumTrackImage`); nil: the tinted track.
    public var minimumTrackImage: Image? { didSet { showImages() } }
    /// The track above the value as an image (UIKit: `currentMaximumTrackImage`); nil: the tinted track.
    public var maximumTrackImage: Image? { didSet { showImages() } }

    public init(value: Double = 0, name: String? = nil) {
        self.value = value
        super.init(name: name)
        for (part, name) in [(track, "track"), (minimumTrack, "minimumTrack"), (thumb, "thumb")] { parts.add(part, name) }
        track.cornerRadius = 2
        minimumTrack.cornerRadius = 2
        thumb.cornerRadius = 14
        thumb.borderWidth = 0.5
        thumb.borderColor = Color(white: 0, alpha: 0.1)
        let sizes = (width: thumb.widthAnchor.constraint(equalToConstant: 28), height: thumb.heightAnchor.constraint(equalToConstant: 28))
        let heights = (track.heightAnchor.constraint(equalToConstant: 4), minimumTrack.heightAnchor.constraint(equalToConstant: 4))
        thumbSize = sizes
        trackHeight = heights.0
        minimumTrackHeight = heights.1
        parts.activate([
            sizes.width, sizes.height,
            track.leadingAnchor.constraint(equalTo: leadingAnchor),
            track.trailingAnchor.constraint(equalTo: trailingAnchor),
            heights.0,
            track.centerYAnchor.constraint(equalTo: centerYAnchor),
            minimumTrack.leadingAnchor.constraint(equalTo: leadingAnchor),
            heights.1,
            minimumTrack.centerYAnchor.constraint(equalTo: centerYAnchor),
            thumb.centerYAnchor.constraint(equalTo: centerYAnchor),
            thumb.centerXAnchor.constraint(equalTo: minimumTrack.trailingAnchor),
        ])
        recolour()
        placeThumb()
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 31) }

    /// The value's place between the ends, 0…1 (0 when the range is empty
    /// or the value is not a number).
    public var fraction: Double {
        let span = maximumValue - minimumValue
        guard span > 0, value.isFinite else { return 0 }
        return max(0, min(1, (value - minimumValue) / span))
    }

    private func recolour() {
        // A part with an image shows the image alone.
        track.backgroundColor = maximumTrackImage == nil ? maximumTrackTintColor : nil
        minimumTrack.backgroundColor = minimumTrackImage == nil ? minimumTrackTintColor : nil
        thumb.backgroundColor = thumbImage == nil ? thumbTintColor : nil
    }

    /// The thumb's width: its image's, else the round thumb's 28.
    private var thumbWidth: Double { thumbImage?.size.width ?? 28 }

    private func placeThumb() {
        // minimumTrack.width = w/2 + f × (width − w), w the thumb's width: the thumb's centre.
        minimumWidth?.isActive = false
        let f = fraction, w = thumbWidth
        minimumWidth = parts.marked(minimumTrack.widthAnchor.constraint(equalTo: widthAnchor, multiplier: f, constant: w / 2 - w * f))
        minimumWidth?.isActive = true
    }

    private func showImages() {
        thumbSize?.width.constant = thumbImage?.size.width ?? 28
        thumbSize?.height.constant = thumbImage?.size.height ?? 28
        thumb.cornerRadius = thumbImage == nil ? 14 : 0
        thumb.borderWidth = thumbImage == nil ? 0.5 : 0
        trackHeight?.constant = maximumTrackImage?.size.height ?? 4
        minimumTrackHeight?.constant = minimumTrackImage?.size.height ?? 4
        track.cornerRadius = maximumTrackImage == nil ? 2 : 0
        minimumTrack.cornerRadius = minimumTrackImage == nil ? 2 : 0
        if thumbImage != nil || thumbImageView != nil {
            imageView(&thumbImageView, in: thumb, from: thumb.leadingAnchor).image = thumbImage
        }
        if minimumTrackImage != nil || minimumTrackImageView != nil {
            imageView(&minimumTrackImageView, in: minimumTrack, from: minimumTrack.leadingAnchor).image = minimumTrackImage
        }
        if maximumTrackImage != nil || maximumTrackImageView != nil {
            // The maximum track runs under the whole slider; its image starts at the thumb's centre.
            imageView(&maximumTrackImageView, in: track, from: minimumTrack.trailingAnchor).image = maximumTrackImage
        }
        recolour()
        placeThumb()
    }

    /// The image view in `part`, made on first use: from `leading` to the
    /// part's trailing edge, as tall as the part.
    private func imageView(_ made: inout ImageView?, in part: View, from leading: LayoutXAxisAnchor) -> ImageView {
        if let made { return made }
        let imageView = ImageView(name: "\(part.name ?? "part").image")
        imageView.translatesAutoresizingMaskIntoConstraints = false
        part.addSubview(imageView)
        parts.activate([
            imageView.leadingAnchor.constraint(equalTo: leading),
            imageView.trailingAnchor.constraint(equalTo: part.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: part.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: part.bottomAnchor),
        ])
        made = imageView
        return imageView
    }
}
