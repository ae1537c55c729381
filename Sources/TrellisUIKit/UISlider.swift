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

/// Segments of titles (UIKit's `UISegmentedControl`): 32 points tall
/// (iOS 13 and later; UNSOURCED, see docs/uikit-numbers.md), segments of
/// equal width, each as wide as the widest title plus 8 points a side,
/// titles in the system font at 13 points, the selected one on a raised
/// rounded rectangle.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    private lazy var parts = ControlParts(of: self, kind: "UISegmentedControl")
    /// Apple: a tap on a segmented control goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }
    private var titles: [String] = []
    private var segments: [(background: View, label: Label)] = []
    private var partConstraints: [LayoutConstraint] = []

    public static let noSegment = -1

    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { "\($0)" }
        rebuild()
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() { rebuild() }

    open var numberOfSegments: Int { titles.count }
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { recolour() } }
    open var selectedSegmentTintColor: UIColor? { didSet { recolour() } }
    open var apportionsSegmentWidthsByContent = false

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
        rebuild()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        rebuild()
    }

    open func removeAllSegments() {
        titles = []
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        rebuild()
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { $0.label.intrinsicContentSize.width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 16), height: 32)
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        recolour()
    }

    private func rebuild() {
        LayoutConstraint.deactivate(partConstraints)
        for segment in segments { segment.background.removeFromSuperview(); segment.label.removeFromSuperview() }
        node.cornerRadius = 9
        segments = titles.enumerated().map { index, title in
            let background = parts.add(View(), "segment\(index)")
            let label = parts.add(Label(text: title), "title\(index)")
            label.font = Font.systemFont(ofSize: 13)
            label.textAlignment = .center
            background.cornerRadius = 7
            return (background, label)
        }
        let node = self.node
        var made: [LayoutConstraint] = []
        for (index, segment) in segments.enumerated() {
            let left = index == 0 ? node.leftAnchor : segments[index - 1].background.rightAnchor
            made += [
                segment.background.leftAnchor.constraint(equalTo: left, constant: index == 0 ? 2 : 4),
                segment.background.topAnchor.constraint(equalTo: node.topAnchor, constant: 2),
                node.bottomAnchor.constraint(equalTo: segment.background.bottomAnchor, constant: 2),
                segment.label.centerXAnchor.constraint(equalTo: segment.background.centerXAnchor),
                segment.label.centerYAnchor.constraint(equalTo: segment.background.centerYAnchor),
                segment.label.widthAnchor.constraint(lessThanOrEqualTo: segment.background.widthAnchor),
            ]
            if index > 0 { made.append(segment.background.widthAnchor.constraint(equalTo: segments[0].background.widthAnchor)) }
        }
        if let last = segments.last { made.append(node.rightAnchor.constraint(equalTo: last.background.rightAnchor, constant: 2)) }
        partConstraints = made.map { $0.markSystem("UISegmentedControl-part") }
        LayoutConstraint.activate(partConstraints)
        invalidateIntrinsicContentSize()
        recolour()
    }

    private func recolour() {
        let traits = traitCollection
        node.backgroundColor = resolvedColor(.tertiarySystemFill, with: traits)
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedSegmentIndex
            segment.background.backgroundColor = selected ? resolvedColor(selectedSegmentTintColor ?? .systemBackground, with: traits) : nil
            segment.label.textColor = resolvedColor(.label, with: traits) ?? .black
        }
    }
}
