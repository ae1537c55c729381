import Foundation
import Layout

/// A Core Animation layer (QuartzCore's `CALayer`), for what UIKit code
/// sets on it: corner radius (with `maskedCorners`), border, masking,
/// opacity, shadow (with `shadowPath`), sublayers, and the drawing of its
/// subclasses (``CAGradientLayer``, ``CAShapeLayer``, `draw(in:)`).
///
/// A view's layer (`view.layer`) reads and writes the view it backs: its
/// node draws the background, border, corners and shadow. A layer made on
/// its own and added with `addSublayer(_:)` is drawn by its superlayer's
/// view, as recorded drawing (Layout's ``Layout/Drawing``), where it was
/// placed among the view's subviews (see `addSublayer(_:)`).
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer backs; nil for a layer made on its own.
    weak var view: UIView?
    private var node: View? { view?.node }

    // No initialiser is `required` (an app's subclass writes `override
    // init()` and `override init(layer:)`, which a required one would
    // refuse), so a view makes its layer from the classes it knows
    // (`UIView.layerClass`).
    public init() {}

    /// Core Animation's copying initialiser (used by presentation layers):
    /// a new layer with nothing copied.
    public init(layer: Any) {}

    public required init?(coder: NSCoder) {}

    /// The animations added and not removed (CALayer+Animations).
    var addedAnimations: [(key: String?, animation: CAAnimation)] = []

    // MARK: Geometry

    /// A standalone layer's geometry, as Core Animation keeps it: the
    /// bounds' size, the position in the superlayer, and the anchor point
    /// (the unit point of the bounds that sits at `position`).
    private var ownSize: CGSize = .zero
    private var ownPosition: CGPoint = .zero

    /// For a view's layer, the view's frame; for another, where it is in its
    /// superlayer, derived as Core Animation derives it from `position`,
    /// `anchorPoint`, the bounds' size and `transform`
    /// (<https://developer.apple.com/documentation/quartzcore/calayer/frame>;
    /// the Core Animation Programming Guide: "Layers have an implicit frame
    /// that is a function of the position, bounds, anchorPoint, and
    /// transform properties"): under a transform, the smallest rectangle
    /// holding the transformed layer, and setting it sets the bounds' size
    /// and the position so that the transformed layer fills it
    /// (LayerGeometry; Apple: "Do not set the frame if the transform
    /// property applies a rotation transform that is not a multiple of 90
    /// degrees").
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let transform = affineTransform()
            guard !transform.isIdentity else { return untransformedFrame }
            let map = LayerGeometry.map(size: ownSize, boundsOrigin: .zero, anchorPoint: anchorPoint, position: ownPosition,
                                        transform: transform)
            return LayerGeometry.rect(CGRect(origin: .zero, size: ownSize), through: map)
        }
        set {
            if let view { return view.frame = newValue }
            let transform = affineTransform()
            let frame = transform.isIdentity ? newValue
                : LayerGeometry.untransformedFrame(filling: newValue, anchorPoint: anchorPoint, transform: transform, size: ownSize)
            ownSize = frame.size
            ownPosition = CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        }
    }

    /// The frame as if the transform were the identity (a view's layer: the
    /// view's): where the layer's own drawing is placed before its
    /// transform is applied about the anchor point (CALayer+Drawing.swift).
    var untransformedFrame: CGRect {
        if let view { return view.untransformedFrame }
        return CGRect(x: ownPosition.x - anchorPoint.x * ownSize.width, y: ownPosition.y - anchorPoint.y * ownSize.height,
                      width: ownSize.width, height: ownSize.height)
    }

    /// A standalone layer's bounds keep their `position`: a new size grows
    /// about the anchor point.
    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: ownSize) }
        set { if let view { view.bounds = newValue } else { ownSize = newValue.size } }
    }

    /// The point of the superlayer where the anchor point is (a view's
    /// layer: the view's `center`, as UIKit documents).
    open var position: CGPoint {
        get { view?.center ?? ownPosition }
        set { if let view { view.center = newValue } else { ownPosition = newValue } }
    }

    /// Where `position` sits in the bounds, in unit coordinates ((0, 0) the
    /// top left); changing it moves the frame and keeps the position, as
    /// Apple documents (a view's layer: the view's, UIView+Anchor.swift).
    open var anchorPoint: CGPoint {
        get { view?.anchorPoint ?? ownAnchorPoint }
        set { if let view { view.anchorPoint = newValue } else { ownAnchorPoint = newValue } }
    }
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Kept, not used: the layer's place along the z axis, with no depth drawn here.
    open var anchorPointZ: CGFloat = 0
    open var zPosition: CGFloat = 0
    /// Kept: a view's layer is drawn again at every layout here, whatever its bounds did.
    open var needsDisplayOnBoundsChange = false
    open var name: String?
    open var contentsScale: CGFloat = 1
    /// The layer's image (Core Animation's `contents`): a ``CGImage`` is
    /// drawn as `contentsGravity` places it (stretched over the bounds by
    /// default), under what `draw(in:)` draws; anything else is kept and
    /// not drawn.
    open var contents: Any?
    /// How `contents` sits in the bounds; an image's size in points is its
    /// pixels over `contentsScale`, as Core Animation measures it.
    open var contentsGravity: CALayerContentsGravity = .resize
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    /// Kept, and the layer drawn as before: Apple's `drawsAsynchronously`
    /// only moves the drawing of `draw(in:)` to a background thread ("queues
    /// drawing commands and executes them on a background thread"), so the
    /// picture is the same. False by default, as Apple documents.
    open var drawsAsynchronously = false
    open var isOpaque = false
    open var allowsEdgeAntialiasing = false
    /// A mask layer: the layer (a sublayer, or a view's own layer with the
    /// view's subviews) is drawn clipped to the mask's opaque shape
    /// (CALayer+Mask.swift).
    open var mask: CALayer?

    private var ownTransform = CATransform3DIdentity

    /// The layer's affine transform, about its anchor point (a view's
    /// layer: the view's `transform`, about its centre).
    open func affineTransform() -> CGAffineTransform {
        view?.transform ?? CATransform3DGetAffineTransform(ownTransform)
    }
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let view { view.transform = transform } else { ownTransform = CATransform3DMakeAffineTransform(transform) }
    }

    /// The layer's 3-D transform, about its anchor point. It is drawn
    /// flattened onto the screen's plane without perspective (x and y
    /// from m11, m12, m21, m22, m41, m42; z and `m34` left out), which is
    /// exact for a transform that keeps the layer in its plane or turns it
    /// about the x or y axis without perspective (a flip about y, as apps
    /// write for right-to-left text). A view's layer reads and writes the
    /// view's affine `transform`.
    open var transform: CATransform3D {
        get { view.map { CATransform3DMakeAffineTransform($0.transform) } ?? ownTransform }
        set {
            if let view { return view.transform = CATransform3DGetAffineTransform(newValue) }
            ownTransform = newValue
        }
    }

    // MARK: Appearance

    private var own = Appearance()

    /// A standalone layer's look (a view's layer keeps it on the view's node).
    struct Appearance {
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var masksToBounds = false
        var opacity: Float = 1
        var isHidden = false
        var backgroundColor: CGColor?
    }

    open var cornerRadius: CGFloat {
        get { node.map { CGFloat($0.cornerRadius) } ?? own.cornerRadius }
        set { if let node { node.cornerRadius = Double(newValue) } else { own.cornerRadius = newValue } }
    }

    open var borderWidth: CGFloat {
        get { node.map { CGFloat($0.borderWidth) } ?? own.borderWidth }
        set { if let node { node.borderWidth = Double(newValue) } else { own.borderWidth = newValue } }
    }

    open var borderColor: CGColor? {
        didSet { node?.borderColor = borderColor.map(Self.color) }
    }

    open var masksToBounds: Bool {
        get { node?.clipsToBounds ?? own.masksToBounds }
        set { if let node { node.clipsToBounds = newValue } else { own.masksToBounds = newValue } }
    }

    open var opacity: Float {
        get { node.map { Float($0.alpha) } ?? own.opacity }
        set { if let node { node.alpha = Double(newValue) } else { own.opacity = newValue } }
    }

    open var isHidden: Bool {
        get { node?.isHidden ?? own.isHidden }
        set { if let node { node.isHidden = newValue } else { own.isHidden = newValue } }
    }

    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? own.backgroundColor }
        set { if let view { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { own.backgroundColor = newValue } }
    }

    /// The shadow, painted under the view (Core Animation's defaults: opaque
    /// black, opacity 0, offset (0, −3), radius 3; docs/layout.md, Shadows).
    /// A standalone sublayer's shadow is not drawn (docs/uikit.md, Drawing).
    open var shadowColor: CGColor? = CGColor.black { didSet { applyShadow() } }
    open var shadowOpacity: Float = 0 { didSet { applyShadow() } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { applyShadow() } }
    open var shadowRadius: CGFloat = 3 { didSet { applyShadow() } }
    /// The shadow's shape in the layer's coordinates, instead of its rounded bounds.
    open var shadowPath: CGPath? { didSet { applyShadow() } }

    private func applyShadow() {
        let color = shadowColor.map(Self.color) ?? .clear
        node?.shadow = Shadow(color: color, opacity: Double(shadowOpacity), offset: shadowOffset.layoutSize,
                              radius: Double(shadowRadius), path: shadowPath?.path)
    }

    open var cornerCurve: CALayerCornerCurve = .circular

    /// The corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                            .layerMaxXMaxYCorner] {
        didSet { node?.maskedCorners = CornerMask(rawValue: maskedCorners.rawValue & 0xF) }
    }

    var cornerMask: CornerMask { CornerMask(rawValue: maskedCorners.rawValue & 0xF) }

    static func color(_ color: CGColor) -> Layout.Color { UIColor(cgColor: color).resolvedLayoutColor(with: .trellisDefault) }

    // MARK: Sublayers

    /// The layers added to this one (a view's layer: only those added with
    /// `addSublayer` and its kin, not its subviews' layers). Setting it
    /// replaces them, as Core Animation does: the old ones leave (their
    /// `superlayer` becomes nil), the new ones are added in order, the last
    /// on top; a view's subviews stay (held-out corpus 5: Open Food Facts'
    /// progress ring sets `sublayers = nil` before adding its two rings).
    open var sublayers: [CALayer]? {
        get { addedSublayers }
        set {
            for layer in addedSublayers ?? [] { layer.removeFromSuperlayer() }
            addedSublayers = nil
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private var addedSublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    /// For each sublayer of a view's layer, how many of the view's subviews
    /// are below it: the count when it was added (`addSublayer`: above every
    /// subview there is; `insertSublayer(_:at: 0)`: below them all).
    var subviewsBelow: [ObjectIdentifier: Int] = [:]

    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: sublayers?.count ?? 0, subviewsBelow: view?.subviews.count ?? 0)
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer, at: Int(index), subviewsBelow: index == 0 ? 0 : view?.subviews.count ?? 0)
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insert(layer, at: index, subviewsBelow: sibling.flatMap { subviewsBelow[ObjectIdentifier($0)] } ?? 0)
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insert(layer, at: index, subviewsBelow: sibling.flatMap { subviewsBelow[ObjectIdentifier($0)] } ?? view?.subviews.count ?? 0)
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        let below = subviewsBelow[ObjectIdentifier(old)] ?? 0
        old.removeFromSuperlayer()
        insert(new, at: index, subviewsBelow: below)
    }

    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.addedSublayers?.removeAll { $0 === self }
        superlayer.subviewsBelow[ObjectIdentifier(self)] = nil
        self.superlayer = nil
    }

    private func insert(_ layer: CALayer, at index: Int, subviewsBelow below: Int) {
        guard layer !== self, layer.view == nil else { return }  // a view's layer moves with its view
        layer.removeFromSuperlayer()
        var list = addedSublayers ?? []
        list.insert(layer, at: max(0, min(index, list.count)))
        addedSublayers = list
        layer.superlayer = self
        subviewsBelow[ObjectIdentifier(layer)] = below
    }

    // MARK: Drawing

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func display() {}
    /// Override to draw the layer's content; Trellis records it at each capture.
    open func draw(in ctx: CGContext) {}

    /// The size the layer would like: its bounds' size, as Core Animation's
    /// default (no layout manager) returns; a text layer's is its text's.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// What the layer draws as its content over its background, in its own
    /// coordinates (0, 0 at the top left of `bounds`): `draw(in:)`'s
    /// drawing; a gradient or shape layer draws its own before it.
    func contentDrawing(in bounds: Rect) -> Drawing {
        var drawing = Drawing()
        if let image = contents as? CGImage {
            let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            drawing.commands.append(.image(image.layoutImage, in: contentsGravity.rect(for: size, in: bounds)))
        }
        guard type(of: self) != CALayer.self else { return drawing }  // CALayer's own draw(in:) draws nothing
        let context = CGContext()
        GraphicsContextStack.with(context) { draw(in: context) }
        drawing.commands += context.recorded.commands
        return drawing
    }
    /// Removes every animation added; their delegates hear they stopped
    /// unfinished (CALayer+Animations).
    open func removeAllAnimations() {
        let removed = addedAnimations
        addedAnimations = []
        for (_, animation) in removed { animation.delegate?.animationDidStop(animation, finished: false) }
    }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) {
        guard let index = addedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = addedAnimations.remove(at: index).animation
        removed.delegate?.animationDidStop(removed, finished: false)
    }
}

/// Layers compare by identity, as Core Animation's (NSObject's `isEqual:`),
/// so `layer.superlayer != view.layer` and sets of layers work.
extension CALayer: Equatable, Hashable {
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
