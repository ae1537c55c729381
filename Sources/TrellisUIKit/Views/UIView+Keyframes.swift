import Foundation

/// Keyframe animations, the global animation switch and the view-swapping
/// transition, as `UIView.animate` is here: Trellis draws still pictures,
/// so every change applies at once and the completion runs with `true`.
extension UIView {
    /// Options of `animateKeyframes` (UIKit's raw values, as its options
    /// share bits with ``UIView/AnimationOptions``); kept, as nothing runs over time.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations` (which adds keyframes with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`),
    /// then `completion(true)`. Each keyframe's changes apply as it is
    /// added, in the order the block adds them, so the last keyframe's
    /// values are the ones drawn: where UIKit's animation ends
    /// (<https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)>).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Applies the keyframe's changes at once (see `animateKeyframes`).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }

    /// Whether animations are enabled (Apple, `areAnimationsEnabled`: true
    /// by default). Kept and read back; `performWithoutAnimation(_:)` turns
    /// it off for its block. Changes apply at once either way here.
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// Replaces `fromView` by `toView` as Apple documents it
    /// (<https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)>):
    /// "By default, the view in fromView is replaced in the view hierarchy
    /// by the view in toView": `toView` takes `fromView`'s place among its
    /// superview's subviews and `fromView` is removed. With
    /// `.showHideTransitionViews`, both views stay and `fromView` is hidden,
    /// `toView` shown. The completion runs with `true`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }
}

/// `UIView.areAnimationsEnabled`'s storage.
@MainActor private var animationsEnabled = true
