import Layout

/// Per-segment widths and enabling, title attributes per state, and
/// selection by a tap.
///
/// - `setTitleTextAttributes(_:for:)`
///   (<https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:)>):
///   `.font` and `.foregroundColor` are drawn, for `.normal` and
///   `.selected` (the selected segment takes the selected state's, else the
///   normal state's); other keys and states are kept and read back.
/// - `setWidth(_:forSegmentAt:)`: "The default value is 0.0, which tells
///   UISegmentedControl to automatically size the segment"; a width above
///   0 is the segment's own, the automatic ones stay equal.
/// - `setEnabled(_:forSegmentAt:)`: a disabled segment is drawn with its
///   title in `.tertiaryLabel` (UNSOURCED: docs/uikit-numbers.md) and a
///   tap on it selects nothing.
/// - A tap selects the segment under the finger and sends `.valueChanged`
///   when the selection changed, as a user's tap does in UIKit (a
///   programmatic `selectedSegmentIndex` sends nothing).
extension UISegmentedControl {
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        recolour()
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segment >= 0, segment < numberOfSegments else { return }
        var widths = segmentedNode.segmentWidths
        if widths.count < numberOfSegments { widths += Array(repeating: 0, count: numberOfSegments - widths.count) }
        widths[segment] = max(0, Double(width))
        segmentedNode.segmentWidths = widths
        invalidateIntrinsicContentSize()
    }

    public func widthForSegment(at segment: Int) -> CGFloat {
        let widths = segmentedNode.segmentWidths
        return widths.indices.contains(segment) ? CGFloat(widths[segment]) : 0
    }

    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segment >= 0, segment < numberOfSegments else { return }
        if enabled { segmentedNode.disabledSegments.remove(segment) } else { segmentedNode.disabledSegments.insert(segment) }
    }

    public func isEnabledForSegment(at segment: Int) -> Bool { !segmentedNode.disabledSegments.contains(segment) }

    /// The title font and colours from the attributes (UIKit's defaults when none).
    func applyTitleAttributes(with traits: UITraitCollection) {
        let normal = titleAttributesByState[UIControl.State.normal.rawValue] ?? [:]
        let selected = titleAttributesByState[UIControl.State.selected.rawValue] ?? [:]
        let node = segmentedNode
        node.titleColor = drawnColor(normal[.foregroundColor] as? UIColor ?? .label, with: traits)
        node.selectedTitleColor = (selected[.foregroundColor] as? UIColor).map { drawnColor($0, with: traits) }
        node.disabledTitleColor = drawnColor(.tertiaryLabel, with: traits)
        node.titleFont = (normal[.font] as? UIFont)?.layoutFont ?? Font.systemFont(ofSize: 13)
        node.selectedTitleFont = (selected[.font] as? UIFont)?.layoutFont
    }

    /// The segment a tap at `x` selects (`controlDidTap()` in the class):
    /// `.valueChanged` when the selection changed, nothing otherwise.
    func selectSegment(tappedAt x: CGFloat?) -> UIControl.Event {
        guard let x, let index = segmentedNode.segmentIndex(atX: Double(x)),
              isEnabledForSegment(at: index), index != selectedSegmentIndex else { return [] }
        selectedSegmentIndex = index
        actionForSegment(at: index)?.perform(from: self)  // UISegmentedControl+Actions.swift
        return .valueChanged
    }
}
