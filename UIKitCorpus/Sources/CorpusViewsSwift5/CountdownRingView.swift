#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A one-time code's countdown: a ring that empties as the code's period
/// runs out, a dashed track under it, a gradient behind, and the seconds
/// left in the middle. Written as apps of the Swift 5 era write it: the
/// animation's key by `#keyPath`, numbers handed to Objective-C API by
/// bridging coercions.
public class CountdownRingView: UIView {
    public let ringLayer = CAShapeLayer()
    public let trackLayer = CAShapeLayer()
    public let secondsLabel = UILabel()
    public private(set) var gradient: CGGradient?
    let formatter = NumberFormatter()

    public var lineWidth: CGFloat = 4 { didSet { setNeedsLayout() } }
    public var dashLength: CGFloat = 3
    public var dashGap: CGFloat = 2

    public override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = nil
        trackLayer.strokeColor = UIColor.systemGray4.cgColor
        trackLayer.lineDashPattern = [dashLength, dashGap] as [NSNumber]
        ringLayer.fillColor = nil
        ringLayer.strokeColor = UIColor.systemBlue.cgColor
        layer.addSublayer(trackLayer)
        layer.addSublayer(ringLayer)
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.maximumFractionDigits = 0
        secondsLabel.textAlignment = .center
        addSubview(secondsLabel)
        let colors = [UIColor.systemBackground.cgColor, UIColor.secondarySystemBackground.cgColor]
        gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset = lineWidth / 2
        let path = UIBezierPath(ovalIn: bounds.insetBy(dx: inset, dy: inset)).cgPath
        for shape in [trackLayer, ringLayer] {
            shape.frame = bounds
            shape.path = path
            shape.lineWidth = lineWidth
        }
        secondsLabel.frame = bounds
    }

    /// Shows `remaining` seconds of `period` and animates the ring to empty
    /// over what is left.
    public func show(remaining: TimeInterval, of period: TimeInterval) {
        let left = CGFloat(remaining)
        secondsLabel.text = formatter.string(from: left.rounded(.up) as NSNumber)
        ringLayer.removeAnimation(forKey: "countdown")
        let fraction = CGFloat(remaining / period)
        ringLayer.strokeEnd = 0
        let animation = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
        animation.fromValue = fraction
        animation.toValue = 0
        animation.duration = remaining
        ringLayer.add(animation, forKey: "countdown")
    }
}
