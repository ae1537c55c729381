/// A layer's animations, recorded (see ``CAAnimation``): the model values
/// are what is drawn.
extension CALayer {
    /// Layers here have no timing of their own (no `speed`, `timeOffset` or
    /// `beginTime`), so every layer's time is the same: `t` unchanged.
    public func convertTime(_ t: TimeInterval, from layer: CALayer?) -> TimeInterval { t }
    public func convertTime(_ t: TimeInterval, to layer: CALayer?) -> TimeInterval { t }

    /// Records `animation` under `key` (replacing, and stopping, one already
    /// there); its delegate hears that it started.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        if let key, let index = addedAnimations.firstIndex(where: { $0.key == key }) {
            let replaced = addedAnimations.remove(at: index).animation
            replaced.delegate?.animationDidStop(replaced, finished: false)
        }
        addedAnimations.append((key, animation))
        animation.delegate?.animationDidStart(animation)
    }

    public func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations added with one, in the order added; nil
    /// when there are none (as Core Animation answers).
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
}
