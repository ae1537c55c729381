/// An on/off switch (UIKit's `UISwitch`): always 51 × 31 points (see
/// docs/uikit-numbers.md), drawn as a rounded track and a round 27-point
/// knob 2 points in from one end, the track at the view's leading edge and
/// centred vertically, whatever size constraints give the view (UIKit:
/// "the size components of this rectangle are ignored").
open class Switch: View {
    private var parts: ControlParts { ControlParts(of: self, kind: .switch) }
    private let track = View()
    private let knob = View()
    private var knobOff: LayoutConstraint!
    private var knobOn: LayoutConstraint!

    public var isOn = false { didSet { redraw() } }
    /// The track's colour when on (UIKit: `onTintColor`, `.systemGreen` when nil).
    public var onTintColor: Color = ControlColors.systemGreen { didSet { redraw() } }
    /// The track's colour when off (UIKit: `.systemFill`).
    public var offTrackColor: Color = ControlColors.systemFill { didSet { redraw() } }
    /// The knob's colour (UIKit: `thumbTintColor`, white when nil).
    public var thumbTintColor: Color = .white { didSet { redraw() } }

    public init(isOn: Bool = false, name: String? = nil) {
        self.isOn = isOn
        super.init(name: name)
        parts.add(track, "track")
        parts.add(knob, "knob")
        parts.size(track, 51, 31)
        track.cornerRadius = 15.5
        knob.cornerRadius = 13.5
        knob.borderColor = Color(white: 0, alpha: 0.04)
        knob.borderWidth = 0.5
        parts.size(knob, 27, 27)
        knobOff = parts.marked(knob.leftAnchor.constraint(equalTo: track.leftAnchor, constant: 2))
        knobOn = parts.marked(track.rightAnchor.constraint(equalTo: knob.rightAnchor, constant: 2))
        parts.activate([
            track.leadingAnchor.constraint(equalTo: leadingAnchor),
            track.centerYAnchor.constraint(equalTo: centerYAnchor),
            knob.centerYAnchor.constraint(equalTo: track.centerYAnchor), knobOff,
        ])
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        redraw()
    }

    open override var intrinsicContentSize: Size { Size(width: 51, height: 31) }

    private func redraw() {
        track.backgroundColor = isOn ? onTintColor : offTrackColor
        knob.backgroundColor = thumbTintColor
        guard let knobOff, let knobOn else { return }
        knobOff.isActive = !isOn
        knobOn.isActive = isOn
    }
}
