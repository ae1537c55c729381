import Layout

/// How drawing is composited with what a context holds (Core Graphics'
/// `CGBlendMode`, with its raw values). Drawn by cairo's operator of the
/// same definition; `plusDarker` has none and draws as `normal`.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    var layoutMode: BlendMode {
        switch self {
        case .normal, .plusDarker: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .clear: return .clear
        case .copy: return .copy
        case .sourceIn: return .sourceIn
        case .sourceOut: return .sourceOut
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationIn: return .destinationIn
        case .destinationOut: return .destinationOut
        case .destinationAtop: return .destinationAtop
        case .xor: return .xor
        case .plusLighter: return .plusLighter
        }
    }
}

extension CGContext {
    /// Later drawing in this context composites with `mode` (saved and
    /// restored with the graphics state). The view's drawing is composited
    /// on its own layer first, as UIKit's backing store is: a
    /// `.destinationOut` fill cuts a hole through what the view drew,
    /// showing what lies beneath the view.
    public func setBlendMode(_ mode: CGBlendMode) {
        append(Drawing(commands: [.setBlendMode(mode.layoutMode)]))
    }

    /// Paints `rect` transparent (Apple: "Paints a transparent
    /// rectangle"): what the view drew there is gone and what lies beneath
    /// the view shows, as in a view's backing store on iOS (Authenticator's
    /// scanner overlay cuts its window so). The fill colour is kept.
    public func clear(_ rect: CGRect) {
        saveGState()
        setBlendMode(.clear)
        fill(rect)
        restoreGState()
    }
}
