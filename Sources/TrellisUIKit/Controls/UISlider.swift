import Layout

/// A slider (UIKit's `UISlider`): Layout's `Slider` (31 points tall, a
/// track tinted below the value and a 28-point thumb; see
/// docs/uikit-numbers.md) with UIKit's `Float` values and colours that
/// follow the traits and the tint.
@preconcurrency @MainActor
open class UISlider: UIControl {
    override class func makeNode() -> View { Slider() }
    var sliderNode: Slider { node as! Slider }  // checked: makeNode made a Slider

    override func buildParts() { redraw() }

    open var value: Float = 0 { didSet { sliderNode.value = Double(value) } }
    open var minimumValue: Float = 0 { didSet { sliderNode.minimumValue = Double(minimumValue) } }
    open var maximumValue: Float = 1 { didSet { sliderNode.maximumValue = Double(maximumValue) } }
    open var minimumTrackTintColor: UIColor? { didSet { appearanceSetterCalled("minimumTrackTintColor"); redraw() } }
    open var maximumTrackTintColor: UIColor? { didSet { appearanceSetterCalled("maximumTrackTintColor"); redraw() } }
    open var thumbTintColor: UIColor? { didSet { appearanceSetterCalled("thumbTintColor"); redraw() } }
    open var isContinuous = true
    /// The custom thumb and track images, by state (UISlider+Images.swift).
    var sliderImages = SliderImages()

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    override func stateDidChange() { showImages() }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        let traits = traitCollection
        sliderNode.maximumTrackTintColor = drawnColor(maximumTrackTintColor ?? .systemFill, with: traits)
        sliderNode.minimumTrackTintColor = drawnColor(minimumTrackTintColor ?? tintColor, with: traits)
        sliderNode.thumbTintColor = drawnColor(thumbTintColor ?? .white, with: traits)
    }
}
