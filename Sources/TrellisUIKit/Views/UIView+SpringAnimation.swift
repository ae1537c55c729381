import Foundation

extension UIView {
    /// A spring animation by duration and bounce (iOS 17). Trellis draws
    /// still pictures: the changes apply at once, then the completion runs
    /// with `true`, as for `animate(withDuration:animations:completion:)`.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}

// The options UIView+Animation.swift leaves out, with UIKit's raw values
// (UIView.h: `UIViewAnimationOptions`). Kept for source compatibility;
// nothing animates here.
extension UIView.AnimationOptions {
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)
}
