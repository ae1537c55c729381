/// Segments of titles (UIKit's `UISegmentedControl`): 32 points tall
/// (iOS 13 and later; UNSOURCED, see docs/uikit-numbers.md), segments of
/// equal width, each as wide as the widest title plus 8 points a side,
/// titles in the system font at 13 points, the selected one on a raised
/// rounded rectangle.
open class SegmentedControl: View {
    private var parts: ControlParts { ControlParts(of: self, kind: .segmentedControl) }
    private var segments: [(background: View, label: Label)] = []
    /// The image views of image segments, by segment index.
    private var imageViews: [Int: ImageView] = [:]
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
    /// The selected segment's title colour; nil: `titleColor`.
    public var selectedTitleColor: Color? { didSet { recolour() } }
    /// A disabled segment's title colour (UIKit's `setEnabled(false, forSegmentAt:)`).
    public var disabledTitleColor = Color(white: 0, alpha: 0.3) { didSet { recolour() } }
    /// The titles' font (13-point system by default) and the selected one's (nil: the same).
    public var titleFont = Font.systemFont(ofSize: 13) { didSet { refont() } }
    public var selectedTitleFont: Font? { didSet { refont() } }
    /// Each segment's fixed width in points; 0 or missing: sized like the
    /// others (UIKit's `setWidth(_:forSegmentAt:)`, 0 meaning automatic).
    public var segmentWidths: [Double] = [] { didSet { rebuild() } }
    /// Each segment's image (nil: a title segment), drawn centred in the
    /// segment at its own size, a template in the title's colour unless
    /// the image is `alwaysOriginal`.
    public var images: [Image?] = [] { didSet { rebuild() } }
    /// Segments that do not respond to taps and are drawn dimmed.
    public var disabledSegments: Set<Int> = [] { didSet { recolour() } }

    public init(titles: [String] = [], name: String? = nil) {
        self.titles = titles
        super.init(name: name)
        rebuild()
    }

    public var numberOfSegments: Int { titles.count }

    /// An automatic segment takes the widest automatic title plus 16
    /// (8 a side); a fixed one its width plus its 4 of edge and gap.
    open override var intrinsicContentSize: Size {
        let automatic = segments.indices.filter { fixedWidth(of: $0) == nil }
        let widest = automatic.map { max(segments[$0].label.intrinsicContentSize.width, imageViews[$0]?.image?.size.width ?? 0) }
            .max() ?? 0
        let fixed = segments.indices.compactMap { fixedWidth(of: $0) }.map { $0 + 4 }.reduce(0, +)
        return Size(width: Double(automatic.count) * (widest + 16) + fixed, height: 32)
    }

    private func fixedWidth(of index: Int) -> Double? {
        segmentWidths.indices.contains(index) && segmentWidths[index] > 0 ? segmentWidths[index] : nil
    }

    /// The segment under `x` (in this view's coordinates), nil between or outside them.
    public func segmentIndex(atX x: Double) -> Int? {
        segments.firstIndex { $0.background.frame.minX <= x && x < $0.background.frame.maxX + 4 }
    }

    private func rebuild() {
        LayoutConstraint.deactivate(partConstraints)
        for segment in segments { segment.background.removeFromSuperview(); segment.label.removeFromSuperview() }
        for imageView in imageViews.values { imageView.removeFromSuperview() }
        imageViews = [:]
        cornerRadius = 9
        segments = titles.enumerated().map { index, title in
            let background = parts.add(View(), "segment\(index)")
            let label = parts.add(Label(text: title), "title\(index)")
            label.font = titleFont
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
            if images.indices.contains(index), let image = images[index] {
                let imageView = parts.add(ImageView(image: image), "image\(index)")
                imageViews[index] = imageView
                made += [
                    imageView.centerXAnchor.constraint(equalTo: segment.background.centerXAnchor),
                    imageView.centerYAnchor.constraint(equalTo: segment.background.centerYAnchor),
                ]
            }
            if let fixed = fixedWidth(of: index) {
                made.append(segment.background.widthAnchor.constraint(equalToConstant: fixed))
            } else if let first = segments.indices.first(where: { fixedWidth(of: $0) == nil }), first != index {
                made.append(segment.background.widthAnchor.constraint(equalTo: segments[first].background.widthAnchor))
            }
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
            let selected = index == selectedSegmentIndex
            segment.background.backgroundColor = selected ? selectedSegmentTintColor : nil
            segment.label.textColor = disabledSegments.contains(index) ? disabledTitleColor
                : selected ? selectedTitleColor ?? titleColor : titleColor
            imageViews[index]?.tintColor = segment.label.textColor
        }
        refont()
    }

    private func refont() {
        for (index, segment) in segments.enumerated() {
            let font = index == selectedSegmentIndex ? selectedTitleFont ?? titleFont : titleFont
            if segment.label.font != font { segment.label.font = font }
        }
        invalidateIntrinsicContentSize()
    }
}
