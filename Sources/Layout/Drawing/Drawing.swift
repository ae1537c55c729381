/// Drawing recorded as a value: what a view's `draw(_:)`, its layers (a
/// shape layer's path, a gradient layer's colours) or an image renderer
/// drew, in the view's own coordinates (0, 0 at its top left, points, y
/// down). A solved layout carries it; Render replays it with cairo. Nothing
/// here calls back into views, and Layout knows nothing of cairo.
public struct Drawing: Hashable, Sendable {
    public enum Command: Hashable, Sendable {
        /// The path's inside (non-zero winding, or even-odd) in a colour.
        case fill(Path, Color, evenOdd: Bool)
        /// The path's outline in a colour.
        case stroke(Path, Color, StrokeStyle)
        /// What follows is drawn only inside the path (until the state is restored).
        case clip(Path, evenOdd: Bool)
        /// A linear gradient over everything the clip lets through, from
        /// `start` to `end` (colours padded beyond both ends).
        case linearGradient(Gradient, start: Point, end: Point)
        /// An image stretched into a rectangle.
        case image(Image, in: Rect)
        /// An image repeated at its own size over a rectangle, the first
        /// copy at its top left (a pattern colour).
        case tiledImage(Image, in: Rect)
        /// Text the text engine laid out (a string's `draw(at:)`,
        /// `draw(in:)`), its block's top left at the text's `origin`; runs
        /// without a colour of their own in `color`.
        case text(DrawnText, color: Color)
        /// Later drawing goes through this transform (after the current one).
        case concatenate(AffineMatrix)
        /// What follows is drawn at this opacity (Core Graphics' `setAlpha`:
        /// it replaces the current one, and is saved and restored with the state).
        case setAlpha(Double)
        /// What follows is composited with this blend mode (Core Graphics'
        /// `setBlendMode`; saved and restored with the state). A drawing
        /// that sets one is painted on a layer of its own first, as UIKit
        /// draws a view into its own backing store: `.destinationOut`
        /// erases the view's own drawing, not what lies under the view.
        case setBlendMode(BlendMode)
        /// Saves the transform, clip and alpha; `restoreState` brings them back.
        case saveState
        case restoreState
    }

    public var commands: [Command]

    public init(commands: [Command] = []) { self.commands = commands }

    public var isEmpty: Bool { commands.isEmpty }

    /// About how many bytes the commands hold (for a sweep's budget of held frames).
    public var estimatedByteCount: Int {
        commands.reduce(0) { total, command in
            var bytes = MemoryLayout<Command>.stride
            switch command {
            case let .fill(path, _, _), let .stroke(path, _, _), let .clip(path, _):
                bytes += path.elements.count * MemoryLayout<Path.Element>.stride
            case let .linearGradient(gradient, _, _): bytes += gradient.colors.count * MemoryLayout<Color>.stride * 2
            default: break
            }
            return total + bytes
        }
    }

    /// Another drawing's commands after this one's, moved by `offset` and
    /// kept within a saved state.
    public mutating func append(_ other: Drawing, offset: Point = .zero) {
        guard !other.isEmpty else { return }
        commands.append(.saveState)
        if offset != .zero { commands.append(.concatenate(.translation(x: offset.x, y: offset.y))) }
        commands += other.commands
        commands.append(.restoreState)
    }
}

/// How drawing is composited with what was drawn before it (Core
/// Graphics' `CGBlendMode`, the Porter–Duff and separable modes cairo has).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusLighter
}

/// How a path's outline is drawn (Core Graphics' line width, cap, join,
/// miter limit and dash).
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Lengths of dashes and gaps in turn; empty: a solid line.
    public var dashes: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dashes: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}

/// Colours at locations from 0 to 1 along a gradient.
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    /// One per colour, increasing; nil: spread evenly (Core Animation's default).
    public var locations: [Double]?

    public init(colors: [Color], locations: [Double]? = nil) {
        self.colors = colors
        self.locations = locations
    }

    /// Each colour with its location: the given ones when there is one per
    /// colour, else evenly from 0 to 1.
    public var stops: [(location: Double, color: Color)] {
        if let locations, locations.count == colors.count { return Array(zip(locations, colors)) }
        guard colors.count > 1 else { return colors.map { (0, $0) } }
        return colors.enumerated().map { (Double($0.offset) / Double(colors.count - 1), $0.element) }
    }
}

/// A region to clip to: a path's inside by the non-zero or even-odd rule
/// (a view's layer mask, as a shape).
public struct ClipShape: Hashable, Sendable {
    public var path: Path
    public var evenOdd: Bool

    public init(path: Path, evenOdd: Bool = false) {
        self.path = path
        self.evenOdd = evenOdd
    }
}

/// A drawing placed among a view's subviews: painted after the first
/// `subviewsBelow` subviews (0: under all of them, after the view's
/// background and own content).
public struct PlacedDrawing: Hashable, Sendable {
    public var drawing: Drawing
    public var subviewsBelow: Int

    public init(drawing: Drawing, subviewsBelow: Int) {
        self.drawing = drawing
        self.subviewsBelow = subviewsBelow
    }
}
