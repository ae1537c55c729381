import Foundation

#if !canImport(ObjectiveC)
/// `setValue(_:forKey:)` on an animation: Apple's Core Animation Programming
/// Guide ("Key-Value Coding Extensions") says "The CAAnimation and CALayer
/// classes are key-value coding compliant container classes, which means
/// that you can set values for arbitrary keys", and apps use it to tag an
/// animation with what its delegate needs when it stops (paper-onboarding
/// keeps the layer a fill animation grows, and removes it in
/// `animationDidStop(_:finished:)` after `anim.value(forKey:)`). The value is
/// kept on the animation and `value(forKey:)` answers it; nil removes it.
/// A key naming one of the animation's own properties (`duration`) is kept
/// the same way and does not set that property: Linux's Foundation has no
/// key-value coding setter to find it.
extension CAAnimation {
    public func setValue(_ value: Any?, forKey key: String) {
        keptValues[key] = value
    }
}
#endif
