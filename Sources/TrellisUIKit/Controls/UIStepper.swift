import Foundation
import Layout

/// The stepper's size and drawing (docs/uikit-numbers.md, "UIStepper":
/// UNSOURCED; Apple publishes no size, these are the 94 × 32 points
/// developers report for iOS 7 and later, with the rounded fill of iOS 13).
enum StepperMetrics {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// The divider between the halves: a hairline, this tall, centred.
    static let dividerHeight: CGFloat = 18
    /// The minus and plus signs: arms this long from the centre, this thick.
    static let signArm: CGFloat = 7
    static let signWidth: CGFloat = 1.5
}

/// A stepper (UIKit's `UIStepper`): a value changed by `stepValue` with a
/// tap on its minus or plus half, kept within `minimumValue` and
/// `maximumValue` (or wrapping when `wraps`), `.valueChanged` sent on each
/// step, as Apple documents. A touch steps once when it comes down; the
/// autorepeat of a held touch is kept, not run (no time passes here). At a
/// bound (and not wrapping) the half that would pass it is dimmed and a
/// tap on it changes nothing.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// Set beyond a bound, it is the bound, as Apple documents.
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            refreshHalves()
        }
    }
    /// Must stay below `maximumValue` (UIKit raises otherwise; here the
    /// value is kept and a layout issue recorded, "Calls UIKit raises for"); the value follows it.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue < maximumValue else {
                rejected("minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)")
                minimumValue = oldValue
                return
            }
            if value < minimumValue { value = minimumValue } else { refreshHalves() }
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue > minimumValue else {
                rejected("maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)")
                maximumValue = oldValue
                return
            }
            if value > maximumValue { value = maximumValue } else { refreshHalves() }
        }
    }
    /// Must be greater than 0 (UIKit raises otherwise; as for `minimumValue`).
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                rejected("stepValue \(stepValue) must be greater than 0")
                stepValue = oldValue
                return
            }
        }
    }
    open var wraps = false { didSet { refreshHalves() } }
    open var autorepeat = true
    open var isContinuous = true

    private let background = UIView()
    private let minusHalf = StepperSign(isPlus: false)
    private let plusHalf = StepperSign(isPlus: true)
    private let divider = UIView()

    override func buildParts() {
        background.isUserInteractionEnabled = false
        background.layer.cornerRadius = StepperMetrics.cornerRadius
        background.backgroundColor = .tertiarySystemFill
        for part in [background, minusHalf, plusHalf, divider] {
            part.translatesAutoresizingMaskIntoConstraints = false
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        divider.backgroundColor = .separator
        NSLayoutConstraint.activate([
            background.leadingAnchor.constraint(equalTo: leadingAnchor), background.trailingAnchor.constraint(equalTo: trailingAnchor),
            background.topAnchor.constraint(equalTo: topAnchor), background.bottomAnchor.constraint(equalTo: bottomAnchor),
            minusHalf.leftAnchor.constraint(equalTo: leftAnchor), minusHalf.topAnchor.constraint(equalTo: topAnchor),
            minusHalf.bottomAnchor.constraint(equalTo: bottomAnchor), minusHalf.rightAnchor.constraint(equalTo: centerXAnchor),
            plusHalf.leftAnchor.constraint(equalTo: centerXAnchor), plusHalf.topAnchor.constraint(equalTo: topAnchor),
            plusHalf.bottomAnchor.constraint(equalTo: bottomAnchor), plusHalf.rightAnchor.constraint(equalTo: rightAnchor),
            divider.centerXAnchor.constraint(equalTo: centerXAnchor), divider.centerYAnchor.constraint(equalTo: centerYAnchor),
            divider.widthAnchor.constraint(equalToConstant: 1), divider.heightAnchor.constraint(equalToConstant: StepperMetrics.dividerHeight),
        ])
        refreshHalves()
    }

    open override var intrinsicContentSize: CGSize { StepperMetrics.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { StepperMetrics.size }

    /// Apple: a tap on a stepper goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }

    /// Whether the minus half can step (not at the minimum, or wrapping).
    var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    /// Whether the plus half can step.
    var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    /// A touch coming down on a half steps once and sends `.valueChanged`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        let onPlus = touch.location(in: self).x >= bounds.midX
        guard step(up: onPlus) else { return }
        sendActions(for: .valueChanged)
    }

    /// Moves the value one step; false when it is at a bound and does not wrap.
    private func step(up: Bool) -> Bool {
        if up {
            guard canIncrement else { return false }
            value = value + stepValue > maximumValue ? (wraps && value >= maximumValue ? minimumValue : maximumValue) : value + stepValue
        } else {
            guard canDecrement else { return false }
            value = value - stepValue < minimumValue ? (wraps && value <= minimumValue ? maximumValue : minimumValue) : value - stepValue
        }
        return true
    }

    override func stateDidChange() {
        super.stateDidChange()
        refreshHalves()
    }

    /// UIKit's NSInvalidArgumentException, recorded for the snapshot to fail on.
    private func rejected(_ reason: String) {
        node.recordLayoutIssue(.rejectedCall("UIStepper: " + reason, file: "", line: 0))
    }

    private func refreshHalves() {
        minusHalf.isDimmed = !canDecrement
        plusHalf.isDimmed = !canIncrement
    }

    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// One half of a stepper: its minus or plus sign, drawn in the label
/// colour, or the tertiary label colour when that half cannot step.
final class StepperSign: UIView {
    let isPlus: Bool
    var isDimmed = false { didSet { if isDimmed != oldValue { setNeedsDisplay() } } }

    init(isPlus: Bool) {
        self.isPlus = isPlus
        super.init(frame: .zero)
        accessibilityIdentifier = isPlus ? "Increment" : "Decrement"
    }

    required init?(coder: NSCoder) { fatalError("a stepper's half is made in code") }

    override func draw(_ rect: CGRect) {
        let arm = StepperMetrics.signArm
        let sign = UIBezierPath()
        sign.move(to: CGPoint(x: bounds.midX - arm, y: bounds.midY))
        sign.addLine(to: CGPoint(x: bounds.midX + arm, y: bounds.midY))
        if isPlus {
            sign.move(to: CGPoint(x: bounds.midX, y: bounds.midY - arm))
            sign.addLine(to: CGPoint(x: bounds.midX, y: bounds.midY + arm))
        }
        sign.lineWidth = StepperMetrics.signWidth
        (isDimmed ? UIColor.tertiaryLabel : UIColor.label).setStroke()
        sign.stroke()
    }
}
