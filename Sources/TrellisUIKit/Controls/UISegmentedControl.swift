import Layout

/// Segments of titles (UIKit's `UISegmentedControl`): 32 points tall
/// (iOS 13 and later; UNSOURCED, see docs/uikit-numbers.md), segments of
/// equal width, each as wide as the widest title plus 8 points a side,
/// titles in the system font at 13 points, the selected one on a raised
/// rounded rectangle.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    private lazy var parts = ControlParts(of: self, kind: "UISegmentedControl")
    /// Apple: a tap on a segmented control goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }
    private var titles: [String] = []
    private var segments: [(background: View, label: Label)] = []
    private var partConstraints: [LayoutConstraint] = []

    public static let noSegment = -1

    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { "\($0)" }
        rebuild()
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() { rebuild() }

    open var numberOfSegments: Int { titles.count }
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { recolour() } }
    open var selectedSegmentTintColor: UIColor? { didSet { recolour() } }
    open var apportionsSegmentWidthsByContent = false

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
        rebuild()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        rebuild()
    }

    open func removeAllSegments() {
        titles = []
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        rebuild()
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { $0.label.intrinsicContentSize.width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 16), height: 32)
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        recolour()
    }

    private func rebuild() {
        LayoutConstraint.deactivate(partConstraints)
        for segment in segments { segment.background.removeFromSuperview(); segment.label.removeFromSuperview() }
        node.cornerRadius = 9
        segments = titles.enumerated().map { index, title in
            let background = parts.add(View(), "segment\(index)")
            let label = parts.add(Label(text: title), "title\(index)")
            label.font = Font.systemFont(ofSize: 13)
            label.textAlignment = .center
            background.cornerRadius = 7
            return (background, label)
        }
        let node = self.node
        var made: [LayoutConstraint] = []
        for (index, segment) in segments.enumerated() {
            let left = index == 0 ? node.leftAnchor : segments[index - 1].background.rightAnchor
            made += [
                segment.background.leftAnchor.constraint(equalTo: left, constant: index == 0 ? 2 : 4),
                segment.background.topAnchor.constraint(equalTo: node.topAnchor, constant: 2),
                node.bottomAnchor.constraint(equalTo: segment.background.bottomAnchor, constant: 2),
                segment.label.centerXAnchor.constraint(equalTo: segment.background.centerXAnchor),
                segment.label.centerYAnchor.constraint(equalTo: segment.background.centerYAnchor),
                segment.label.widthAnchor.constraint(lessThanOrEqualTo: segment.background.widthAnchor),
            ]
            if index > 0 { made.append(segment.background.widthAnchor.constraint(equalTo: segments[0].background.widthAnchor)) }
        }
        if let last = segments.last { made.append(node.rightAnchor.constraint(equalTo: last.background.rightAnchor, constant: 2)) }
        partConstraints = made.map { $0.markSystem("UISegmentedControl-part") }
        LayoutConstraint.activate(partConstraints)
        invalidateIntrinsicContentSize()
        recolour()
    }

    private func recolour() {
        let traits = traitCollection
        node.backgroundColor = resolvedColor(.tertiarySystemFill, with: traits)
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedSegmentIndex
            segment.background.backgroundColor = selected ? resolvedColor(selectedSegmentTintColor ?? .systemBackground, with: traits) : nil
            segment.label.textColor = resolvedColor(.label, with: traits) ?? .black
        }
    }
}
