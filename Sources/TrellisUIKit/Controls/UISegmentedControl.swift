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

    public init(items: [Any]?) {
        super.init(frame: .zero)
        segmentedNode.titles = (items ?? []).map { "\($0)" }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() { recolour() }

    open var numberOfSegments: Int { segmentedNode.numberOfSegments }
    open var selectedSegmentIndex: Int {
        get { segmentedNode.selectedSegmentIndex }
        set { segmentedNode.selectedSegmentIndex = newValue }
    }
    open var selectedSegmentTintColor: UIColor? { didSet { appearanceSetterCalled("selectedSegmentTintColor"); recolour() } }
    open var apportionsSegmentWidthsByContent = false

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmentedNode.titles.insert(title ?? "", at: max(0, min(segment, numberOfSegments)))
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segmentedNode.titles.indices.contains(segment) else { return }
        segmentedNode.titles.remove(at: segment)
    }

    open func removeAllSegments() { segmentedNode.titles = [] }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segmentedNode.titles.indices.contains(segment) else { return }
        segmentedNode.titles[segment] = title ?? ""
    }

    open func titleForSegment(at segment: Int) -> String? {
        segmentedNode.titles.indices.contains(segment) ? segmentedNode.titles[segment] : nil
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        recolour()
    }

    private func recolour() {
        let traits = traitCollection
        segmentedNode.trackColor = drawnColor(.tertiarySystemFill, with: traits)
        segmentedNode.selectedSegmentTintColor = drawnColor(selectedSegmentTintColor ?? .systemBackground, with: traits)
        segmentedNode.titleColor = drawnColor(.label, with: traits)
    }
}
