import Foundation

/// What a symbol effect's completion handler is told (UIKit's
/// `UISymbolEffectCompletionContext`, iOS 17).
public struct UISymbolEffectCompletionContext: @unchecked Sendable {
    /// True: Trellis runs no animation, so every effect has finished.
    public let isFinished: Bool
    /// The view the effect was added to.
    public weak var sender: AnyObject?
    /// The effect added or removed, if any.
    public let effect: (any SymbolEffect)?
    /// The content transition of `setSymbolImage`, if any.
    public let contentTransition: (any ContentTransitionSymbolEffect)?
}

/// A symbol effect's completion handler (UIKit's `UISymbolEffectCompletion`).
public typealias UISymbolEffectCompletion = (UISymbolEffectCompletionContext) -> Void

// Symbol effects on an image view (iOS 17). Trellis draws still pictures:
// adding, removing or replacing with an effect draws nothing, and the
// completion runs at once with `isFinished` true, as `UIView.animate`'s
// completion does here; `setSymbolImage` sets the image.
extension UIImageView {
    public func addSymbolEffect(
        _ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        finish(completion, effect: effect)
    }

    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        finish(completion, effect: effect)
    }

    /// For effects that are both discrete and indefinite (`.bounce` since
    /// iOS 18), which the two methods above would both take.
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        finish(completion, effect: effect)
    }

    public func removeSymbolEffect(
        ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        finish(completion, effect: effect)
    }

    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {}

    /// Sets `image` (the transition itself is not drawn).
    public func setSymbolImage(
        _ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil
    ) {
        self.image = image
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: nil,
                                                    contentTransition: contentTransition))
    }

    private func finish(_ completion: UISymbolEffectCompletion?, effect: any SymbolEffect) {
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect, contentTransition: nil))
    }
}

extension UIControl {
    private static let symbolAnimation = ObjectSideTable<Bool>()

    /// Whether symbol images in the control animate (iOS 17); kept, as
    /// nothing animates here.
    public var isSymbolAnimationEnabled: Bool {
        get { Self.symbolAnimation[self] ?? false }
        set { Self.symbolAnimation[self] = newValue }
    }
}
