import Foundation

/// A picker's size and drawing (docs/uikit-numbers.md, "UIPickerView").
/// The 216-point height is measured (UIKit's log of a picker given a zero
/// frame: "invalid height value 0.0 pinned to 216.0", 320 × 216 in
/// portrait; a public xib saves one 216 tall); the rest is
/// UNSOURCED, chosen to look like iOS 14 and later's wheel.
enum PickerMetrics {
    static let size = CGSize(width: 320, height: 216)
    /// A row's height when the delegate gives none. UNSOURCED.
    static let rowHeight: CGFloat = 32
    /// Between components, and from the picker's sides to the outer ones
    /// when the picker shares its width among them. UNSOURCED.
    static let componentSpacing: CGFloat = 5
    static let sideInset: CGFloat = 16
    /// The highlighted band behind the selected rows: this far in from the
    /// picker's sides, with these corners. UNSOURCED.
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 8
    /// A title's font size. UNSOURCED.
    static let titleFontSize: CGFloat = 21
}

/// A picker of one or more wheels (UIKit's `UIPickerView`): its data
/// source gives the components and their rows, its delegate each row's
/// title, attributed title or view, widths and heights. Drawn as UIKit
/// draws the wheel at rest: the selected row of each component in a
/// highlighted band across the middle, its neighbours above and below on
/// a drum (each row as far from the middle and as squeezed as it would be
/// on a cylinder as tall as the picker). A tap on a neighbour selects it
/// and tells the delegate (`pickerView(_:didSelectRow:inComponent:)`), as
/// a flick that comes to rest there would; `selectRow(_:inComponent:animated:)`
/// selects without telling, as in UIKit.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { setNeedsLayout() } }
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { setNeedsLayout() } }
    /// Deprecated in UIKit (the band is always shown since iOS 7); kept.
    open var showsSelectionIndicator = true

    /// The row each component has selected, as asked (clamped when read).
    private var chosenRows: [Int: Int] = [:]
    /// The views shown, by component and row (for `view(forRow:forComponent:)`
    /// and to hand back to the delegate for reuse).
    private var shownViews: [Int: [Int: UIView]] = [:]
    private let band = UIView()

    override func buildParts() {
        clipsToBounds = true
        band.isUserInteractionEnabled = false
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = PickerMetrics.bandCornerRadius
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize { PickerMetrics.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { PickerMetrics.size }

    // MARK: Components and rows

    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The selected row, or -1 when the component has no rows (Apple).
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(chosenRows[component] ?? 0, 0), rows - 1)
    }

    /// Selects a row without telling the delegate (UIKit's behaviour);
    /// nothing is animated here.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        chosenRows[component] = row
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// A row's width and height: the component's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(ofComponent: component), height: rowHeight(ofComponent: component))
    }

    /// The view showing a row, nil when that row is not on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        return shownViews[component]?[row]
    }

    open func reloadAllComponents() {
        setNeedsLayout()
        layoutIfNeeded()
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// What each component gets when the delegate gives no widths: the
    /// width inside the side insets shared equally.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(numberOfComponents, 1))
        let width = bounds.width > 0 ? bounds.width : PickerMetrics.size.width
        return max(0, (width - 2 * PickerMetrics.sideInset - PickerMetrics.componentSpacing * (count - 1)) / count)
    }

    private func width(ofComponent component: Int) -> CGFloat {
        delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
    }

    private func rowHeight(ofComponent component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerMetrics.rowHeight
    }

    /// Each component's left and right edges: the components side by side,
    /// `componentSpacing` apart, centred as a group.
    func componentSpans() -> [ClosedRange<CGFloat>] {
        let widths = (0..<numberOfComponents).map { width(ofComponent: $0) }
        let total = widths.reduce(0, +) + PickerMetrics.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = bounds.minX + (bounds.width - total) / 2
        return widths.map { width in
            defer { x += width + PickerMetrics.componentSpacing }
            return x...(x + width)
        }
    }

    // MARK: Drawing the wheel

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spans = componentSpans()
        let radius = bounds.height / 2
        let heights = spans.indices.map { rowHeight(ofComponent: $0) }
        let bandHeight = heights.max() ?? PickerMetrics.rowHeight
        band.frame = CGRect(x: bounds.minX + PickerMetrics.bandInset, y: bounds.midY - bandHeight / 2,
                            width: max(0, bounds.width - 2 * PickerMetrics.bandInset), height: bandHeight)
        band.isHidden = spans.isEmpty
        var previous = shownViews
        shownViews = [:]
        for (component, span) in spans.enumerated() {
            let rows = numberOfRows(inComponent: component), selected = selectedRow(inComponent: component)
            let height = heights[component]
            guard rows > 0, height > 0, radius > 0 else { continue }
            // Rows whose place on the drum is in front of its axis show.
            let reach = Int(min((CGFloat.pi / 2 * radius / height).rounded(.up), CGFloat(rows)))  // checked: at most the row count
            for row in max(0, selected - reach)...min(rows - 1, selected + reach) {
                let angle = CGFloat(row - selected) * height / radius
                guard abs(angle) < .pi / 2 else { continue }
                let reused = previous[component]?.removeValue(forKey: row)
                let view = rowView(row, component: component, reusing: reused, size: CGSize(width: span.upperBound - span.lowerBound, height: height))
                if view !== reused { reused?.removeFromSuperview() }
                if view.superview !== self { addSubview(view) }
                view.transform = .identity
                view.center = CGPoint(x: (span.lowerBound + span.upperBound) / 2, y: bounds.midY + radius * sin(angle))
                view.transform = CGAffineTransform(scaleX: 1, y: cos(angle))
                shownViews[component, default: [:]][row] = view
            }
        }
        for leftOver in previous.values.flatMap(\.values) { leftOver.removeFromSuperview() }
    }

    /// The view for a row: the delegate's own, centred in the row's
    /// rectangle (given that rectangle's size when it has none), or a label
    /// of its attributed title or title.
    private func rowView(_ row: Int, component: Int, reusing reused: UIView?, size: CGSize) -> UIView {
        if let delegate {
            let own = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: reused)
            if !(own is PickerTitleRequest) {
                let ownSize = own.bounds.size == .zero ? size : own.bounds.size
                own.bounds = CGRect(origin: .zero, size: ownSize)
                return own
            }
        }
        let label = (reused as? PickerRowLabel) ?? PickerRowLabel()
        label.bounds = CGRect(origin: .zero, size: size)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    // MARK: Touch

    /// A tap on a row other than the selected one selects it and tells the
    /// delegate, as the wheel coming to rest there does in UIKit.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
              let component = componentSpans().firstIndex(where: { $0.contains(point.x) }) else {
            super.touchesEnded(touches, with: event)
            return
        }
        let radius = bounds.height / 2, height = rowHeight(ofComponent: component)
        guard height > 0, radius > 0 else { return }
        let offset = min(max((point.y - bounds.midY) / radius, -1), 1)
        let rows = CGFloat(numberOfRows(inComponent: component))
        let steps = Int(min(max((asin(offset) * radius / height).rounded(), -rows), rows))  // checked: within ± the row count
        let current = selectedRow(inComponent: component)
        let target = min(max(current + steps, 0), numberOfRows(inComponent: component) - 1)
        guard current >= 0, target != current else { return }
        selectRow(target, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: target, inComponent: component)
    }
}

/// A row's title as the picker draws it: centred, in the label colour.
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: PickerMetrics.titleFontSize)
        textAlignment = .center
        textColor = .label
    }

    required init?(coder: NSCoder) { fatalError("a picker's row label is made in code") }
}
