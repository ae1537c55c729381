import Layout

/// Segments of titles (UIKit's `UISegmentedControl`): Layout's
/// `SegmentedControl` (32 points tall, equal segments as wide as the
/// widest title plus 8 points a side; see docs/uikit-numbers.md) with
/// UIKit's segment API and colours that follow the traits.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    override class func makeNode() -> View { SegmentedControl() }
    var segmentedNode: SegmentedControl { node as! SegmentedControl }  // checked: makeNode made a SegmentedControl

    /// Apple: a tap on a segmented control goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }

    public static let noSegment = -1

    /// UIKit's `UISegmentedControl.Segment`: which segments a content offset is for.
    public enum Segment: Int, Sendable { case any = 0, left, center, right, alone }
    /// The content offsets given per segment kind and bar metrics: kept, not drawn.
    var contentPositionAdjustments: [Int: UIOffset] = [:]
    public func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
                                             barMetrics: UIBarMetrics) {
        contentPositionAdjustments[leftCenterRightOrAlone.rawValue * 1000 + barMetrics.rawValue] = adjustment
    }
    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        contentPositionAdjustments[leftCenterRightOrAlone.rawValue * 1000 + barMetrics.rawValue] ?? .zero
    }

    /// Strings become titles and images image segments, as Apple documents
    /// (an image segment's title is nil; its image is drawn centred).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segmentedNode.titles = (items ?? []).map { $0 is UIImage ? "" : "\($0)" }
        segmentImages = (items ?? []).map { $0 as? UIImage }
        drawImages()  // observers do not run for a class's own init
    }

    /// Each segment's image (nil for a title segment), kept beside the titles.
    private var segmentImages: [UIImage?] = [] {
        didSet { drawImages() }
    }

    private func drawImages() { segmentedNode.images = segmentImages.map { $0.flatMap(Self.drawnSegmentImage) } }

    /// Segmented controls "automatically treat their foreground images as
    /// templates" (UIKit's `UIImageRenderingMode` header comment, as bound
    /// in pub.dev's flutter_accessorysetup): an automatic image becomes a
    /// template; an `alwaysOriginal` one keeps its colours.
    private static func drawnSegmentImage(_ image: UIImage) -> Layout.Image? {
        guard !image.isEmpty else { return nil }
        var drawn = image.layoutImage
        if drawn.renderingMode == .automatic { drawn.renderingMode = .alwaysTemplate }
        return drawn
    }
    /// Each segment's action (iOS 14; UISegmentedControl+Actions.swift), nil for none.
    var segmentActions: [UIAction?] = []
    // Storage for UISegmentedControl+Attributes.swift.
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    var lastTouchX: CGFloat?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() { recolour() }

    /// Where the finger lifted, for `controlDidTap()` (UISegmentedControl+Attributes.swift).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastTouchX = touches.first?.location(in: self).x
        super.touchesEnded(touches, with: event)
        lastTouchX = nil
    }

    override func controlDidTap() -> UIControl.Event { selectSegment(tappedAt: lastTouchX) }

    open var numberOfSegments: Int { segmentedNode.numberOfSegments }
    open var selectedSegmentIndex: Int {
        get { segmentedNode.selectedSegmentIndex }
        set { segmentedNode.selectedSegmentIndex = newValue }
    }
    open var selectedSegmentTintColor: UIColor? { didSet { appearanceSetterCalled("selectedSegmentTintColor"); recolour() } }
    open var apportionsSegmentWidthsByContent = false

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, numberOfSegments))
        alignImages()
        segmentedNode.titles.insert(title ?? "", at: index)
        segmentImages.insert(nil, at: index)
        segmentActions.insert(nil, at: index)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, numberOfSegments))
        alignImages()
        segmentedNode.titles.insert("", at: index)
        segmentImages.insert(image, at: index)
        segmentActions.insert(nil, at: index)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segmentedNode.titles.indices.contains(segment) else { return }
        alignImages()
        segmentedNode.titles.remove(at: segment)
        segmentImages.remove(at: segment)
        segmentActions.remove(at: segment)
    }

    open func removeAllSegments() { segmentedNode.titles = []; segmentImages = []; segmentActions = [] }

    /// Apple: setting an image replaces the segment's title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segmentedNode.titles.indices.contains(segment) else { return }
        alignImages()
        segmentImages[segment] = image
        if image != nil { segmentedNode.titles[segment] = "" }
    }

    /// The segment's image; nil for a title segment or no such segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        alignImages()
        return segmentImages.indices.contains(segment) ? segmentImages[segment] : nil
    }

    /// Keeps one image slot per segment (segments made by a nib or by
    /// `init(frame:)` have titles only).
    func alignImages() {
        if segmentImages.count < numberOfSegments {
            segmentImages += Array(repeating: nil, count: numberOfSegments - segmentImages.count)
        }
        if segmentActions.count < numberOfSegments {
            segmentActions += Array(repeating: nil, count: numberOfSegments - segmentActions.count)
        }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segmentedNode.titles.indices.contains(segment) else { return }
        alignImages()
        segmentedNode.titles[segment] = title ?? ""
        if title != nil { segmentImages[segment] = nil }
    }

    /// nil for an image segment, as Apple documents.
    open func titleForSegment(at segment: Int) -> String? {
        guard segmentedNode.titles.indices.contains(segment), imageForSegment(at: segment) == nil else { return nil }
        return segmentedNode.titles[segment]
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        recolour()
    }

    func recolour() {
        let traits = traitCollection
        segmentedNode.trackColor = drawnColor(.tertiarySystemFill, with: traits)
        segmentedNode.selectedSegmentTintColor = drawnColor(selectedSegmentTintColor ?? .systemBackground, with: traits)
        applyTitleAttributes(with: traits)
    }
}
