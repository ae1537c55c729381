import Layout

/// A slider (UIKit's `UISlider`): 34 points tall (docs/uikit-numbers.md),
/// a track with the part below the value tinted and a 28-point round thumb
/// whose centre runs from 14 points in at one end to 14 at the other.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private lazy var parts = ControlParts(of: self, kind: "UISlider")
    private let track = View()
    private let minimumTrack = View()
    private let thumb = View()
    private var minimumWidth: LayoutConstraint?

    override func buildParts() {
        for (part, name) in [(track, "track"), (minimumTrack, "minimumTrack"), (thumb, "thumb")] { parts.add(part, name) }
        let node = self.node
        track.cornerRadius = 2
        minimumTrack.cornerRadius = 2
        thumb.cornerRadius = 14
        thumb.borderWidth = 0.5
        thumb.borderColor = Color(white: 0, alpha: 0.1)
        parts.size(thumb, 28, 28)
        parts.activate([
            track.leadingAnchor.constraint(equalTo: node.leadingAnchor),
            track.trailingAnchor.constraint(equalTo: node.trailingAnchor),
            track.heightAnchor.constraint(equalToConstant: 4),
            track.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            minimumTrack.leadingAnchor.constraint(equalTo: node.leadingAnchor),
            minimumTrack.heightAnchor.constraint(equalToConstant: 4),
            minimumTrack.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            thumb.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            thumb.centerXAnchor.constraint(equalTo: minimumTrack.trailingAnchor),
        ])
        redraw()
    }

    open var value: Float = 0 { didSet { redraw() } }
    open var minimumValue: Float = 0 { didSet { redraw() } }
    open var maximumValue: Float = 1 { didSet { redraw() } }
    open var minimumTrackTintColor: UIColor? { didSet { redraw() } }
    open var maximumTrackTintColor: UIColor? { didSet { redraw() } }
    open var thumbTintColor: UIColor? { didSet { redraw() } }
    open var isContinuous = true

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    /// The value's place between the ends, 0…1.
    private var fraction: Double {
        let span = Double(maximumValue - minimumValue)
        guard span > 0, value.isFinite else { return 0 }
        return max(0, min(1, Double(value - minimumValue) / span))
    }

    private func redraw() {
        let traits = traitCollection
        track.backgroundColor = resolvedColor(maximumTrackTintColor ?? .systemFill, with: traits)
        minimumTrack.backgroundColor = resolvedColor(minimumTrackTintColor ?? tintColor, with: traits)
        thumb.backgroundColor = resolvedColor(thumbTintColor ?? .white, with: traits)
        // minimumTrack.width = 14 + f × (width − 28): the thumb's centre.
        minimumWidth?.isActive = false
        let f = fraction
        minimumWidth = minimumTrack.widthAnchor.constraint(equalTo: node.widthAnchor, multiplier: f, constant: 14 - 28 * f)
            .markSystem("UISlider-part")
        minimumWidth?.isActive = true
    }
}
