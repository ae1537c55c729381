import Foundation

/// Core Animation's two layer trees. Apple: the presentation layer is "a
/// copy of the layer … that represents the state of the layer as it
/// currently appears onscreen", its values those of the animations in
/// flight (<https://developer.apple.com/documentation/quartzcore/calayer/presentation()>).
/// Nothing animates here (animations are recorded, not run: "Core
/// Animation" in docs/uikit.md), so what is on screen is the model: both
/// return this layer itself. Code that reads `layer.presentation()?.frame`
/// to find where a moving view is reads its final frame.
extension CALayer {
    public func presentation() -> Self? { self }
    public func model() -> Self { self }
}
