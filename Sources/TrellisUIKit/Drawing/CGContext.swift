import Foundation
import Layout

/// A drawing destination (Core Graphics' `CGContext`), the subset views'
/// `draw(_:)` and image renderers use: colours, line settings, rectangles,
/// ellipses and paths filled and stroked, clipping, gradients, images, the
/// graphics state and the transform. It draws nothing itself: it records
/// commands (Layout's ``Layout/Drawing``), which Render replays with cairo
/// when the solved layout is painted.
///
/// Coordinates are UIKit's (y down, the view's bounds), as a context
/// UIKit hands `draw(_:)` is flipped for it.
public final class CGContext {
    private(set) var drawing = Drawing()
    private var state = State()
    private var saved: [State] = []
    /// The path being built by `move(to:)`, `addLine(to:)`, `addRect(_:)`…,
    /// used up by `fillPath()`, `strokePath()` or `clip()`.
    private var currentPath = Layout.Path()

    struct State {
        var fill = Layout.Color.black
        /// A pattern colour's image, filled instead of `fill` (UIColor+Pattern.swift).
        var fillPattern: Layout.Image?
        var stroke = Layout.Color.black
        var style = StrokeStyle()
        var alpha = 1.0
    }

    init() {}

    /// The commands recorded so far.
    var recorded: Drawing { drawing }

    /// Records `other`'s commands after these (a layer rendered into this context).
    func append(_ other: Drawing) { drawing.commands += other.commands }

    // MARK: Graphics state

    public func saveGState() {
        saved.append(state)
        drawing.commands.append(.saveState)
    }

    public func restoreGState() {
        guard let previous = saved.popLast() else { return }
        state = previous
        drawing.commands.append(.restoreState)
    }

    public func setFillColor(_ color: CGColor) {
        setFill(UIColor(cgColor: color).resolvedLayoutColor(with: .current), pattern: color.patternImage?.layoutImage)
    }
    public func setStrokeColor(_ color: CGColor) { state.stroke = UIColor(cgColor: color).resolvedLayoutColor(with: .current) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFill(Layout.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = Layout.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFill(Layout.Color(white: Double(gray), alpha: Double(alpha))) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = Layout.Color(white: Double(gray), alpha: Double(alpha)) }

    /// UIColor's `setFill()`/`setStroke()` land here, resolved for the current traits;
    /// a pattern colour's fill is its image.
    func setFill(_ color: Layout.Color, pattern: Layout.Image? = nil) {
        state.fill = color
        state.fillPattern = pattern
    }
    func setStroke(_ color: Layout.Color) { state.stroke = color }

    public func setLineWidth(_ width: CGFloat) { state.style.lineWidth = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap.layoutCap }
    public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join.layoutJoin }
    public func setMiterLimit(_ limit: CGFloat) { state.style.miterLimit = Double(limit) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.style.dashes = lengths.map(Double.init)
        state.style.dashPhase = Double(phase)
    }

    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = Double(alpha)
        drawing.commands.append(.setAlpha(Double(alpha)))
    }

    // MARK: The transform

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Turns later drawing by `angle` radians (clockwise on the screen, in UIKit's y-down coordinates).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    public func concatenate(_ transform: CGAffineTransform) {
        drawing.commands.append(.concatenate(transform.layoutTransform))
    }

    // MARK: Rectangles and ellipses

    public func fill(_ rect: CGRect) { fill(Layout.Path(rect: rect.layoutRect)) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func fillEllipse(in rect: CGRect) { fill(Layout.Path(ellipseIn: rect.layoutRect)) }
    public func stroke(_ rect: CGRect) { stroke(Layout.Path(rect: rect.layoutRect)) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.style
        style.lineWidth = Double(width)
        drawing.commands.append(.stroke(Layout.Path(rect: rect.layoutRect), state.stroke, style))
    }
    public func strokeEllipse(in rect: CGRect) { stroke(Layout.Path(ellipseIn: rect.layoutRect)) }
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = Layout.Path()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index].layoutPoint)
            path.addLine(to: points[index + 1].layoutPoint)
            index += 2
        }
        stroke(path)
    }

    // MARK: The current path

    public func beginPath() { currentPath = Layout.Path() }
    public func move(to point: CGPoint) { currentPath.move(to: point.layoutPoint) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point.layoutPoint) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        currentPath.move(to: first.layoutPoint)
        for point in points.dropFirst() { currentPath.addLine(to: point.layoutPoint) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end.layoutPoint, control1: control1.layoutPoint, control2: control2.layoutPoint)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end.layoutPoint, control: control.layoutPoint)
    }
    public func addRect(_ rect: CGRect) { currentPath.append(Layout.Path(rect: rect.layoutRect)) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { currentPath.append(Layout.Path(ellipseIn: rect.layoutRect)) }
    /// Core Graphics' `clockwise`, as in ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        ArcCurves.add(to: &currentPath, center: center.layoutPoint, radius: Double(radius), startAngle: Double(startAngle),
                      endAngle: Double(endAngle), increasingAngle: !clockwise)
    }
    public func addPath(_ path: CGPath) { currentPath.append(path.path) }
    public func closePath() { currentPath.close() }
    public var isPathEmpty: Bool { currentPath.isEmpty }
    public var boundingBoxOfPath: CGRect { CGRect(currentPath.boundingBox) }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(currentPath, evenOdd: rule == .evenOdd)
        currentPath = Layout.Path()
    }

    public func strokePath() {
        stroke(currentPath)
        currentPath = Layout.Path()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill: fill(currentPath, evenOdd: mode == .eoFill)
        case .stroke: stroke(currentPath)
        case .fillStroke, .eoFillStroke:
            fill(currentPath, evenOdd: mode == .eoFillStroke)
            stroke(currentPath)
        }
        currentPath = Layout.Path()
    }

    /// Later drawing only inside the current path (used up), until the state is restored.
    public func clip(using rule: CGPathFillRule = .winding) {
        drawing.commands.append(.clip(currentPath, evenOdd: rule == .evenOdd))
        currentPath = Layout.Path()
    }

    public func clip(to rect: CGRect) { drawing.commands.append(.clip(Layout.Path(rect: rect.layoutRect), evenOdd: false)) }

    // MARK: Gradients and images

    /// A linear gradient over the clip. Trellis pads the end colours past
    /// both ends whatever the options (the two `draws…Location` options
    /// together, as a gradient layer draws).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        drawing.commands.append(.linearGradient(gradient.gradient, start: start.layoutPoint, end: end.layoutPoint))
    }

    func draw(_ image: Layout.Image, in rect: CGRect) {
        drawing.commands.append(.image(image, in: rect.layoutRect))
    }

    /// Records laid-out text (a string's `draw(at:)` and its kin), clipped
    /// to `clip` when given.
    func draw(_ text: DrawnText, color: Layout.Color, clippedTo clip: CGRect?) {
        if let clip {
            drawing.commands.append(.saveState)
            drawing.commands.append(.clip(Layout.Path(rect: clip.layoutRect), evenOdd: false))
        }
        drawing.commands.append(.text(text, color: color))
        if clip != nil { drawing.commands.append(.restoreState) }
    }

    // MARK: Recording

    func fill(_ path: Layout.Path) { fill(path, evenOdd: false) }
    func fill(_ path: Layout.Path, evenOdd: Bool) {
        drawing.commands += UIColor.fillCommands(path, evenOdd: evenOdd, color: state.fill, pattern: state.fillPattern)
    }
    func stroke(_ path: Layout.Path) { drawing.commands.append(.stroke(path, state.stroke, state.style)) }
    func stroke(_ path: Layout.Path, style: StrokeStyle) { drawing.commands.append(.stroke(path, state.stroke, style)) }
    func clip(_ path: Layout.Path, evenOdd: Bool) { drawing.commands.append(.clip(path, evenOdd: evenOdd)) }
}

public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square

    var layoutCap: StrokeStyle.LineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel

    var layoutJoin: StrokeStyle.LineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}

public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd
}

public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A colour space (Core Graphics' `CGColorSpace`): Trellis draws in sRGB whatever is asked.
public final class CGColorSpace: @unchecked Sendable {
    public init() {}
    public static let sRGB = "kCGColorSpaceSRGB"
    public init?(name: String) {}
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Colours at locations (Core Graphics' `CGGradient`).
public final class CGGradient: @unchecked Sendable {
    let gradient: Gradient

    /// `colors` is an array of `CGColor` (Core Graphics takes a `CFArray`);
    /// `locations`, one per colour, or nil for evenly spread.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let layoutColors = colors.map { UIColor(cgColor: $0).resolvedLayoutColor(with: .current) }
        let stops = locations.map { pointer in (0..<colors.count).map { Double(pointer[$0]) } }
        gradient = Gradient(colors: layoutColors, locations: stops)
    }

    /// Core Graphics' own signature: `colors` a `CFArray` of `CGColor`s
    /// (`[top, bottom] as CFArray`); nil when one is something else.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }
}

// MARK: The current context

/// The contexts UIKit code draws into, innermost last: `draw(_:)`, an
/// image renderer's block and `UIGraphicsBeginImageContextWithOptions`
/// push one. UIKit's graphics functions may be called from any thread
/// (Apple's documentation of each), so they are not main-actor isolated
/// here either; the stack stays correct because each thread has its own,
/// as UIKit's has: a thread sees and pops only the contexts it pushed, so
/// two threads drawing at once (a test's main thread and an app's
/// background image helper) never draw into each other's context, and no
/// lock is needed since only its own thread ever touches a stack.
enum GraphicsContextStack {
    /// One thread's stacks: the current contexts, and the image contexts
    /// begun on it (UIGraphicsImageContext.swift).
    final class Stacks {
        var contexts: [CGContext] = []
        var imageContexts: [ImageContextStack.Entry] = []
    }

    private static let key = "TrellisUIKit.GraphicsContextStack"

    /// This thread's stacks, made on first use.
    static var stacks: Stacks {
        let dictionary = Thread.current.threadDictionary
        if let stacks = dictionary[key] as? Stacks { return stacks }
        let stacks = Stacks()
        dictionary[key] = stacks
        return stacks
    }

    static var current: CGContext? { stacks.contexts.last }
    static func push(_ context: CGContext) { stacks.contexts.append(context) }
    static func pop() { _ = stacks.contexts.popLast() }

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        push(context)
        defer { pop() }
        return try body()
    }
}

/// The context `draw(_:)` or an image renderer's block draws into; nil
/// outside them, as in UIKit.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }
