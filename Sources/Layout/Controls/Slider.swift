/// A slider (UIKit's `UISlider`): 31 points tall, the height Interface
/// Builder saves for an unconstrained slider (docs/uikit-numbers.md),
/// a 4-point track with the part below the value tinted and a 28-point
/// round thumb whose centre runs from 14 points in at one end to 14 at the
/// other. It has no intrinsic width.
open class Slider: View {
    private var parts: ControlParts { ControlParts(of: self, kind: .slider) }
    private let track = View()
    private let minimumTrack = View()
    private let thumb = View()
    private var minimumWidth: LayoutConstraint?

    public var value: Double = 0 { didSet { placeThumb() } }
    public var minimumValue: Double = 0 { didSet { placeThumb() } }
    public var maximumValue: Double = 1 { didSet { placeThumb() } }
    /// The track below the value (UIKit: `minimumTrackTintColor`, the tint when nil).
    public var minimumTrackTintColor: Color = ControlColors.tint { didSet { recolour() } }
    /// The track above the value (UIKit: `maximumTrackTintColor`, `.systemFill` when nil).
    public var maximumTrackTintColor: Color = ControlColors.systemFill { didSet { recolour() } }
    /// The thumb (UIKit: `thumbTintColor`, white when nil).
    public var thumbTintColor: Color = .white { didSet { recolour() } }

    public init(value: Double = 0, name: String? = nil) {
        self.value = value
        super.init(name: name)
        for (part, name) in [(track, "track"), (minimumTrack, "minimumTrack"), (thumb, "thumb")] { parts.add(part, name) }
        track.cornerRadius = 2
        minimumTrack.cornerRadius = 2
        thumb.cornerRadius = 14
        thumb.borderWidth = 0.5
        thumb.borderColor = Color(white: 0, alpha: 0.1)
        parts.size(thumb, 28, 28)
        parts.activate([
            track.leadingAnchor.constraint(equalTo: leadingAnchor),
            track.trailingAnchor.constraint(equalTo: trailingAnchor),
            track.heightAnchor.constraint(equalToConstant: 4),
            track.centerYAnchor.constraint(equalTo: centerYAnchor),
            minimumTrack.leadingAnchor.constraint(equalTo: leadingAnchor),
            minimumTrack.heightAnchor.constraint(equalToConstant: 4),
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
        track.backgroundColor = maximumTrackTintColor
        minimumTrack.backgroundColor = minimumTrackTintColor
        thumb.backgroundColor = thumbTintColor
    }

    private func placeThumb() {
        // minimumTrack.width = 14 + f × (width − 28): the thumb's centre.
        minimumWidth?.isActive = false
        let f = fraction
        minimumWidth = parts.marked(minimumTrack.widthAnchor.constraint(equalTo: widthAnchor, multiplier: f, constant: 14 - 28 * f))
        minimumWidth?.isActive = true
    }
}
