import Examples
import Layout
import Scene

/// What layout, render, sweep and check lay out: one of the built-in
/// examples (`--example NAME`) or a scene file (`SCENE.yaml`).
public enum LayoutSource {
    case example(Example)
    case scene(Scene)

    /// The example's name or the scene file's path, for messages.
    public var name: String {
        switch self {
        case .example(let example): return example.name
        case .scene(let scene): return scene.file
        }
    }

    public var stateNames: [String] {
        switch self {
        case .example(let example): return example.states.map(\.name)
        case .scene(let scene): return scene.states.map(\.name)
        }
    }

    /// The canvas width a scene declares (examples have none).
    public var defaultWidth: Double? {
        if case .scene(let scene) = self { return scene.width }
        return nil
    }

    /// The canvas height a scene declares, if any.
    public var defaultHeight: Double? {
        if case .scene(let scene) = self { return scene.height }
        return nil
    }

    /// The canvas background a scene declares (white otherwise).
    public var background: Color {
        if case .scene(let scene) = self { return scene.background }
        return .white
    }

    public var sweep: WidthRange? {
        if case .scene(let scene) = self { return scene.sweep }
        return nil
    }

    /// A fresh tree at `width`, laid out, with `state` applied (checked by the caller).
    ///
    /// - Parameter measurer: the text engine for labels (default:
    ///   ``ShapedTextMeasurer/system``); a scene's own font files win over it.
    public func makeRoot(width: Double, height: Double?, state: String?, measurer: TextMeasuring? = nil) -> View {
        switch self {
        case .example(let example):
            let text = measurer.map { ExampleText(measurer: $0, font: { $0 }) } ?? .system
            return example.makeRoot(width: width, height: height ?? 0, state: state, text: text)
        case .scene(let scene):
            return scene.makeRoot(width: width, height: height ?? 0, state: state, measurer: measurer)
        }
    }

    /// Where a sweep of this tree goes by default: the scene's `sweep:`, or
    /// 200 to 600 points in steps of 4 (phone to small tablet).
    public var defaultSweep: WidthRange {
        sweep ?? WidthRange(from: 200, to: 600, step: 4)
    }
}
