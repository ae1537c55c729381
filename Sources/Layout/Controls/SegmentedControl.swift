/// Segments of titles (UIKit's `UISegmentedControl`): 32 points tall
/// (iOS 13 and later; UNSOURCED, see docs/uikit-numbers.md), segments of
/// equal width, each as wide as the widest title plus 8 points a side,
/// titles in the system font at 13 points, the selected one on a raised
/// rounded rectangle.
open class SegmentedControl: View {
    private var parts: ControlParts { ControlParts(of: self, kind: .segmentedControl) }
    private var segments: [(background: View, label: Label)] = []
    private var partConstraints: [LayoutConstraint] = []

    /// UIKit's `UISegmentedControl.noSegment`: no segment is selected.
    public static let noSegment = -1

    /// The segments' titles, in order; setting them rebuilds the segments.
    public var titles: [String] { didSet { rebuild() } }
    public var selectedSegmentIndex = SegmentedControl.noSegment { didSet { recolour() } }
    /// The selected segment's colour (UIKit: `selectedSegmentTintColor`, `.systemBackground` when nil).
    public var selectedSegmentTintColor: Color = ControlColors.systemBackground { didSet { recolour() } }
    /// The control's background (UIKit: `.tertiarySystemFill`).
    public var trackColor: Color = ControlColors.tertiarySystemFill { didSet { backgroundColor = trackColor } }
    /// The titles' colour (UIKit: `.label`).
    public var titleColor: Color = ControlColors.label { didSet { recolour() } }

    public init(titles: [String] = [], name: String? = nil) {
        self.titles = titles
        super.init(name: name)
        rebuild()
    }

    public var numberOfSegments: Int { titles.count }

    open override var intrinsicContentSize: Size {
        let widest = segments.map { $0.label.intrinsicContentSize.width }.max() ?? 0
        return Size(width: Double(segments.count) * (widest + 16), height: 32)
    }

    private func rebuild() {
        LayoutConstraint.deactivate(partConstraints)
        for segment in segments { segment.background.removeFromSuperview(); segment.label.removeFromSuperview() }
        cornerRadius = 9
        segments = titles.enumerated().map { index, title in
            let background = parts.add(View(), "segment\(index)")
            let label = parts.add(Label(text: title), "title\(index)")
            label.font = Font.systemFont(ofSize: 13)
            label.textAlignment = .center
            background.cornerRadius = 7
            return (background, label)
        }
        var made: [LayoutConstraint] = []
        for (index, segment) in segments.enumerated() {
            let left = index == 0 ? leftAnchor : segments[index - 1].background.rightAnchor
            made += [
                segment.background.leftAnchor.constraint(equalTo: left, constant: index == 0 ? 2 : 4),
                segment.background.topAnchor.constraint(equalTo: topAnchor, constant: 2),
                bottomAnchor.constraint(equalTo: segment.background.bottomAnchor, constant: 2),
                segment.label.centerXAnchor.constraint(equalTo: segment.background.centerXAnchor),
                segment.label.centerYAnchor.constraint(equalTo: segment.background.centerYAnchor),
                segment.label.widthAnchor.constraint(lessThanOrEqualTo: segment.background.widthAnchor),
            ]
            if index > 0 { made.append(segment.background.widthAnchor.constraint(equalTo: segments[0].background.widthAnchor)) }
        }
        if let last = segments.last { made.append(rightAnchor.constraint(equalTo: last.background.rightAnchor, constant: 2)) }
        partConstraints = made.map(parts.marked)
        LayoutConstraint.activate(partConstraints)
        invalidateIntrinsicContentSize()
        backgroundColor = trackColor
        recolour()
    }

    private func recolour() {
        for (index, segment) in segments.enumerated() {
            segment.background.backgroundColor = index == selectedSegmentIndex ? selectedSegmentTintColor : nil
            segment.label.textColor = titleColor
        }
    }
}
