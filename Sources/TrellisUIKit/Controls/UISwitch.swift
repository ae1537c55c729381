import Layout

/// An on/off switch (UIKit's `UISwitch`): always 51 × 31 points (see
/// docs/uikit-numbers.md), drawn as a rounded track and a round knob at
/// its leading edge, centred vertically, whatever size constraints give
/// the view (UIKit: "the size components of this rectangle are ignored").
@preconcurrency @MainActor
open class UISwitch: UIControl {
    private lazy var parts = ControlParts(of: self, kind: "UISwitch")
    private let track = View()
    private let knob = View()
    private var knobOff: LayoutConstraint!
    private var knobOn: LayoutConstraint!

    override func buildParts() {
        parts.add(track, "track")
        parts.add(knob, "knob")
        parts.size(track, 51, 31)
        track.cornerRadius = 15.5
        knob.cornerRadius = 13.5
        knob.backgroundColor = .white
        knob.borderColor = Color(white: 0, alpha: 0.04)
        knob.borderWidth = 0.5
        parts.size(knob, 27, 27)
        let node = self.node
        knobOff = knob.leftAnchor.constraint(equalTo: track.leftAnchor, constant: 2).markSystem("UISwitch-part")
        knobOn = track.rightAnchor.constraint(equalTo: knob.rightAnchor, constant: 2).markSystem("UISwitch-part")
        parts.activate([
            track.leadingAnchor.constraint(equalTo: node.leadingAnchor),
            track.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            knob.centerYAnchor.constraint(equalTo: track.centerYAnchor), knobOff,
        ])
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        redraw()
    }

    open var isOn = false { didSet { redraw() } }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A tap toggles the switch and sends `.valueChanged`, as UIKit's does.
    /// Apple: a tap on a button (or switch) goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }

    override func controlDidTap() -> UIControl.Event {
        setOn(!isOn, animated: true)
        return .valueChanged
    }

    /// The track's colour when on; `.systemGreen` when nil.
    open var onTintColor: UIColor? { didSet { redraw() } }
    open var thumbTintColor: UIColor? { didSet { redraw() } }
    open var title: String?

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        let traits = traitCollection
        track.backgroundColor = isOn
            ? resolvedColor(onTintColor ?? .systemGreen, with: traits) : resolvedColor(.systemFill, with: traits)
        knob.backgroundColor = resolvedColor(thumbTintColor ?? .white, with: traits)
        guard let knobOff, let knobOn else { return }
        knobOff.isActive = !isOn
        knobOn.isActive = isOn
    }
}
