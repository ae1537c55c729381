import Foundation

// The names of Apple's Symbols framework (iOS 17–26), which UIKit code
// passes to `UIImageView.addSymbolEffect(_:options:animated:completion:)` and
// `setSymbolImage(_:contentTransition:options:completion:)`: `.bounce`,
// `.pulse.byLayer`, `.replace.downUp`, `.repeat(2)`… Symbol effects animate
// an SF Symbol; Trellis draws still pictures of placeholder symbols, so an
// effect is a value that compiles and draws nothing (docs/uikit.md,
// "#available and the newest SDK"). Each effect records the modifiers
// applied to it, so that two differently configured effects differ.

/// A symbol animation (Symbols' `SymbolEffect`).
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs until it is removed.
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once from start to finish.
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// What every effect here is: a name and the modifiers applied, in order.
protocol RecordedSymbolEffect: SymbolEffect {
    var modifiers: [String] { get set }
}

extension RecordedSymbolEffect {
    func adding(_ modifier: String) -> Self {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

/// How an effect plays (Symbols' `SymbolEffectOptions`): repeats and speed.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        let delay: Double?
        let isContinuous: Bool

        public static let continuous = RepeatBehavior(count: nil, delay: nil, isContinuous: true)
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay, isContinuous: false)
        }
        public static func periodic(delay: Double? = nil) -> RepeatBehavior { periodic(nil, delay: delay) }
    }

    var repeatBehavior: RepeatBehavior?
    var speedFactor = 1.0

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions().repeating
    public static let nonRepeating = SymbolEffectOptions().nonRepeating

    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    public var repeating: SymbolEffectOptions { self.repeat(.periodic()) }
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self.repeat(.periodic(count)) }

    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        return copy
    }

    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed
        return copy
    }
}

public struct BounceSymbolEffect: SymbolEffect, RecordedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var modifiers: [String] = []
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct PulseSymbolEffect: SymbolEffect, RecordedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var modifiers: [String] = []
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct VariableColorSymbolEffect: SymbolEffect, RecordedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var modifiers: [String] = []
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

public struct ScaleSymbolEffect: SymbolEffect, RecordedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var modifiers: [String] = []
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct AppearSymbolEffect: SymbolEffect, RecordedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var modifiers: [String] = []
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct DisappearSymbolEffect: SymbolEffect, RecordedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var modifiers: [String] = []
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct ReplaceSymbolEffect: SymbolEffect, RecordedSymbolEffect, ContentTransitionSymbolEffect {
    var modifiers: [String] = []
    public var downUp: Self { adding("downUp") }
    public var upUp: Self { adding("upUp") }
    public var offUp: Self { adding("offUp") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }

    /// The magic replacement (iOS 18), falling back to `fallback`.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect {
        MagicReplaceSymbolEffect(modifiers: modifiers + ["magic"] + fallback.modifiers)
    }
}

public struct MagicReplaceSymbolEffect: SymbolEffect, RecordedSymbolEffect, ContentTransitionSymbolEffect {
    var modifiers: [String] = []
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct AutomaticSymbolEffect: SymbolEffect, RecordedSymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect {
    var modifiers: [String] = []
}

public struct WiggleSymbolEffect: SymbolEffect, RecordedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var modifiers: [String] = []
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var left: Self { adding("left") }
    public var right: Self { adding("right") }
    public var forward: Self { adding("forward") }
    public var backward: Self { adding("backward") }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
    public func custom(angle: Double) -> Self { adding("angle \(angle)") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct BreatheSymbolEffect: SymbolEffect, RecordedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var modifiers: [String] = []
    public var plain: Self { adding("plain") }
    public var pulse: Self { adding("pulse") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

public struct RotateSymbolEffect: SymbolEffect, RecordedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var modifiers: [String] = []
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Drawing a symbol on (iOS 26).
public struct DrawOnSymbolEffect: SymbolEffect, RecordedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var modifiers: [String] = []
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
    public var individually: Self { adding("individually") }
}

/// Drawing a symbol off (iOS 26).
public struct DrawOffSymbolEffect: SymbolEffect, RecordedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var modifiers: [String] = []
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
    public var individually: Self { adding("individually") }
    public var reversed: Self { adding("reversed") }
    public var nonReversed: Self { adding("nonReversed") }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == AutomaticSymbolEffect { public static var automatic: AutomaticSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == DrawOnSymbolEffect { public static var drawOn: DrawOnSymbolEffect { .init() } }
extension SymbolEffect where Self == DrawOffSymbolEffect { public static var drawOff: DrawOffSymbolEffect { .init() } }
