import Layout

/// The outline disclosure (UIKit's `UICellAccessory.outlineDisclosure`,
/// iOS 14). Apple (`UICellAccessoryOutlineDisclosure`): "An outline
/// disclosure is a rotating chevron for use in outlines. In iOS and for
/// headers in Mac Catalyst, this accessory appears on the trailing edge";
/// "Use this cell accessory to indicate that an item can expand and
/// collapse, and to enable the user to toggle between the expanded and
/// collapsed states." Drawn as the disclosure chevron (its measured ink,
/// docs/uikit-numbers.md "Accessory glyphs as drawn"), pointing forward
/// while the item is collapsed and turned 90° to point down while it is
/// expanded. A tap on it toggles the item through the diffable data
/// source (`UICollectionViewDiffableDataSource.sectionSnapshotHandlers`);
/// with the `.header` style a tap anywhere in the cell does, and the cell
/// is not selected (Apple, `Style.header`).
extension UICellAccessory {
    public typealias ActionHandler = () -> Void

    public struct OutlineDisclosureOptions: Sendable {
        public enum Style: Int, Sendable {
            /// "The system automatically determines the style depending on
            /// whether the cell's configuration is as a section header."
            case automatic = 0
            /// "The style to use for a section header": a tap anywhere toggles.
            case header
            /// "The style to use for a selectable cell with nested children."
            case cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// An `actionHandler` runs in place of the toggle (Trellis's reading of
    /// Apple's "A handler that the system calls when a user interacts with
    /// the accessory": the app then expands or collapses itself).
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options.style, actionHandler), displayed: displayed,
                        isHidden: options.isHidden ?? false)
    }

    /// The outline disclosure's style, nil for other accessories.
    var outlineDisclosureStyle: OutlineDisclosureOptions.Style? {
        if case let .outlineDisclosure(style, _) = kind { return style }
        return nil
    }
}

/// The view of an outline disclosure: a control the size of the chevron's
/// column holding the chevron, which a tap (`view.trellis.tap(at:)`) reaches
/// before the collection view's selection does, as a control in a cell
/// takes its taps. It asks its cell to toggle.
@preconcurrency @MainActor
final class OutlineDisclosureControl: UIControl {
    let chevron = SymbolGlyphView(shape: .disclosureChevron, color: .tertiaryLabel)
    let actionHandler: UICellAccessory.ActionHandler?

    /// Expanded: the chevron points down.
    var isExpanded = false { didSet { chevron.pointsDown = isExpanded } }

    init(actionHandler: UICellAccessory.ActionHandler?) {
        self.actionHandler = actionHandler
        super.init(frame: CGRect(origin: .zero, size: SymbolGlyphView.Shape.disclosureChevron.size))
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = "outlineDisclosure"
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
        addSubview(chevron)
        LayoutConstraint.activate([
            chevron.node.leadingAnchor.constraint(equalTo: node.leadingAnchor),
            chevron.node.trailingAnchor.constraint(equalTo: node.trailingAnchor),
            chevron.node.topAnchor.constraint(equalTo: node.topAnchor),
            chevron.node.bottomAnchor.constraint(equalTo: node.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { SymbolGlyphView.Shape.disclosureChevron.size }

    override var keepsTapsFromRecognizersAbove: Bool { true }

    override func controlDidTap() -> UIControl.Event {
        if let actionHandler {
            actionHandler()
        } else {
            var ancestor = superview
            while let view = ancestor, !(view is UICollectionViewListCell) { ancestor = view.superview }
            (ancestor as? UICollectionViewListCell)?.toggleOutline()
        }
        return []
    }
}

/// What the list tells a cell of its item in an outline: whether it is
/// expanded, and how to toggle it (the diffable data source's).
struct OutlineItemState {
    var isExpanded: Bool
    var toggle: @MainActor () -> Void
}

extension UICollectionViewListCell {
    /// Toggles the cell's item, when a diffable data source showing an outline made it.
    func toggleOutline() { outlineState?.toggle() }

    /// Whether a tap anywhere in the cell toggles it: an outline disclosure
    /// of the `.header` style, or `.automatic` in a cell the list shows as a
    /// section header (Apple, `Style.automatic`: "depending on whether the
    /// cell's configuration is as a section header").
    var togglesOnAnyTap: Bool {
        guard outlineState != nil else { return false }
        return accessories.contains { accessory in
            switch accessory.outlineDisclosureStyle {
            case .header?: return true
            case .automatic?: return listRole?.element == .header
            default: return false
            }
        }
    }

    /// Points the outline disclosures' chevrons as the item stands.
    func showOutlineState() {
        let expanded = outlineState?.isExpanded ?? false
        for view in allSubviewsDepthFirst() {
            if let control = view as? OutlineDisclosureControl { control.isExpanded = expanded }
        }
    }

    private func allSubviewsDepthFirst() -> [UIView] {
        var result: [UIView] = [], stack: [UIView] = subviews
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews)
        }
        return result
    }
}
