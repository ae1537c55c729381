import Layout

/// An on/off switch (UIKit's `UISwitch`): Layout's `Switch` (51 × 31
/// points, a track and a knob; see docs/uikit-numbers.md) with UIKit's
/// behaviour: a tap toggles it and sends `.valueChanged`, and its colours
/// follow the traits.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    override class func makeNode() -> View { Switch() }
    var switchNode: Switch { node as! Switch }  // checked: makeNode made a Switch

    override func buildParts() { redraw() }

    open var isOn: Bool {
        get { switchNode.isOn }
        set { switchNode.isOn = newValue }
    }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A tap toggles the switch and sends `.valueChanged`, as UIKit's does,
    /// and `.primaryActionTriggered`, which a switch made with
    /// `init(frame:primaryAction:)` registers its action for (Apple's sample
    /// "Adopting menus and UIActions in your user interface" turns its
    /// button's menu on and off from that action).
    /// Apple: a tap on a button (or switch) goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }

    override func controlDidTap() -> UIControl.Event {
        setOn(!isOn, animated: true)
        return [.valueChanged, .primaryActionTriggered]
    }

    /// The track's colour when on; `.systemGreen` when nil.
    open var onTintColor: UIColor? { didSet { appearanceSetterCalled("onTintColor"); redraw() } }
    open var thumbTintColor: UIColor? { didSet { appearanceSetterCalled("thumbTintColor"); redraw() } }
    open var title: String?

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        let traits = traitCollection
        switchNode.onTintColor = drawnColor(onTintColor ?? .systemGreen, with: traits)
        switchNode.offTrackColor = drawnColor(.systemFill, with: traits)
        switchNode.thumbTintColor = drawnColor(thumbTintColor ?? .white, with: traits)
    }
}
