import Layout

/// The view a ``UIListContentConfiguration`` makes (UIKit's
/// `UIListContentView`): an image view, a text label and a secondary text
/// label placed by ``ListContentArrangement``. A classic cell's
/// `textLabel`, `detailTextLabel` and `imageView` live in one too, without
/// a configuration: their properties are the app's to set.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = ListImageView(frame: .zero)
    let textLabel = ListLabel(frame: .zero)
    let secondaryTextLabel = ListLabel(frame: .zero)
    private lazy var arrangement = ListContentArrangement(container: self)
    private var listConfiguration: UIListContentConfiguration
    /// A classic cell's content: the style's arrangement, the labels as the app set them.
    private var classicArrangement: UIListContentConfiguration.Arrangement?

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addParts()
        apply(configuration)
    }

    /// A classic cell's content view, laid out as `arrangement` with the
    /// cell's margins and paddings.
    init(classic arrangement: UIListContentConfiguration.Arrangement, base: UIListContentConfiguration) {
        listConfiguration = base
        classicArrangement = arrangement
        super.init(frame: .zero)
        addParts()
        directionalLayoutMargins = sideMarginsFollowingCell(base.directionalLayoutMargins)
        // The style's fonts are text styles that follow Dynamic Type, as a
        // configuration's do (`adjustsFontForContentSizeCategory`, true).
        textLabel.font = base.textProperties.font
        textLabel.adjustsFontForContentSizeCategory = base.textProperties.adjustsFontForContentSizeCategory
        secondaryTextLabel.adjustsFontForContentSizeCategory = base.secondaryTextProperties.adjustsFontForContentSizeCategory
        textLabel.textColor = base.textProperties.color
        textLabel.numberOfLines = 0
        secondaryTextLabel.font = base.secondaryTextProperties.font
        secondaryTextLabel.textColor = base.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = 0
        if arrangement == .sideBySide || arrangement == .column { secondaryTextLabel.numberOfLines = 1 }
        if arrangement == .column { textLabel.textAlignment = .right }
        arrangeIfNeeded()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addParts()
        apply(listConfiguration)
    }

    private func addParts() {
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            addSubview(part)
        }
        imageView.owner = self
        textLabel.owner = self
        secondaryTextLabel.owner = self
        // The secondary text gives way first, as a value cell's detail does.
        secondaryTextLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        // The image keeps its width; the text wraps instead (UIKit reserves
        // the image's layout size, `imageProperties.reservedLayoutSize`).
        imageView.setContentCompressionResistancePriority(UILayoutPriority(999), for: .horizontal)
    }

    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The guides UIKit gives for aligning other views with the parts.
    public var textLayoutGuide: UILayoutGuide? { textLabel.isHidden ? nil : guide(for: textLabel, "text") }
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        secondaryTextLabel.isHidden ? nil : guide(for: secondaryTextLabel, "secondaryText")
    }
    public var imageLayoutGuide: UILayoutGuide? { imageView.isHidden ? nil : guide(for: imageView, "image") }

    private var guides: [String: UILayoutGuide] = [:]

    private func guide(for part: UIView, _ name: String) -> UILayoutGuide {
        if let guide = guides[name] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView-\(name)LayoutGuide"
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: part.topAnchor), guide.bottomAnchor.constraint(equalTo: part.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: part.leadingAnchor), guide.trailingAnchor.constraint(equalTo: part.trailingAnchor),
        ])
        guides[name] = guide
        return guide
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        directionalLayoutMargins = sideMarginsFollowingCell(configuration.directionalLayoutMargins)
        Self.apply(configuration.textProperties, text: configuration.text,
                   attributed: configuration.attributedText, to: textLabel)
        Self.apply(configuration.secondaryTextProperties, text: configuration.secondaryText,
                   attributed: configuration.secondaryAttributedText, to: secondaryTextLabel)
        imageView.image = configuration.image
        if let tint = configuration.imageProperties.tintColor {
            imageView.tintColor = configuration.imageProperties.tintColorTransformer?(tint) ?? tint
        }
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        arrangeIfNeeded()
    }

    private static func apply(_ properties: UIListContentConfiguration.TextProperties, text: String?,
                              attributed: NSAttributedString?, to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = properties.alignment == .center ? .center : (properties.alignment == .justified ? .justified : .natural)
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = properties.transformed(text)
        }
    }

    /// The table's side margin this view's row takes, set by the cell
    /// (`UITableViewCell.tableSideMargin`): 16, or 20 on a table at least
    /// 390 points wide. Nil outside a table's cell.
    var tableSideMargin: CGFloat? {
        didSet {
            guard tableSideMargin != oldValue else { return }
            directionalLayoutMargins = sideMarginsFollowingCell(listConfiguration.directionalLayoutMargins)
        }
    }

    /// The trailing margin a classic cell's labels keep before the cell's
    /// accessory (set by the cell; nil without one): in place of the
    /// table's side margin, as UIKit ends them nearer the accessory.
    var trailingMarginBesideAccessory: CGFloat? {
        didSet {
            guard trailingMarginBesideAccessory != oldValue else { return }
            directionalLayoutMargins = sideMarginsFollowingCell(listConfiguration.directionalLayoutMargins)
        }
    }

    /// How far a table cell's `indentationLevel` × `indentationWidth`
    /// moves the content in from its leading margin (set by the cell; 0
    /// unindented): Apple, `UITableViewCell.indentationLevel`, "indents the
    /// cell's content from the left edge of the cell separator".
    var indentation: CGFloat = 0 {
        didSet {
            guard indentation != oldValue else { return }
            directionalLayoutMargins = sideMarginsFollowingCell(listConfiguration.directionalLayoutMargins)
        }
    }

    /// The margins are by reading direction, but a view resolves them to
    /// left and right when they are set: when the direction changes (the
    /// view comes into a right-to-left tree), the leading margin goes to
    /// the other side again, as UIKit keeps a cell's leading margin at its
    /// leading edge.
    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        let wanted = sideMarginsFollowingCell(listConfiguration.directionalLayoutMargins)
        if ownDirectionalLayoutMargins != wanted { directionalLayoutMargins = wanted }
    }

    /// `margins` with a row's default side margin (16) replaced by the
    /// table's: UIKit's list content takes its cell's layout margins,
    /// which follow the table's (docs/uikit-numbers.md, the `separatorInset`
    /// row); the trailing one beside an accessory, `trailingMarginBesideAccessory`.
    /// A side the app set to another value keeps it.
    private func sideMarginsFollowingCell(_ margins: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        let standard = UIListContentConfiguration.rowMargins.leading
        var result = margins
        if let side = tableSideMargin, result.leading == standard { result.leading = side }
        if result.trailing == standard { result.trailing = trailingMarginBesideAccessory ?? tableSideMargin ?? standard }
        result.leading += indentation
        return result
    }

    /// Places the parts again when what they hold changed (an image set or
    /// taken away, a text set or cleared).
    func arrangeIfNeeded() {
        let arrangementKind = classicArrangement.map { $0 == .sideBySide && !sideBySideFits ? .stacked : $0 } ?? configuredArrangement
        let shape = ListContentShape(
            hasImage: imageView.image != nil, hasText: !(textLabel.text ?? "").isEmpty,
            hasSecondaryText: !(secondaryTextLabel.text ?? "").isEmpty, arrangement: arrangementKind)
        let c = listConfiguration
        arrangement.arrange(shape, image: imageView, text: textLabel, secondary: secondaryTextLabel,
                            paddings: (c.imageToTextPadding, c.textToSecondaryTextVerticalPadding,
                                       c.textToSecondaryTextHorizontalPadding),
                            minimumHeight: c.minimumHeight)
    }

    /// A configuration's texts side by side only when it prefers them so
    /// and they fit. Apple, `prefersSideBySideTextAndSecondaryText`: "When
    /// this value is true, the configuration positions the text and
    /// secondary text side by side if there's sufficient space. Otherwise,
    /// the configuration stacks the text in a vertical layout." (A value
    /// cell at an accessibility text size is the usual case: its texts no
    /// longer fit.) A classic `.value1` cell's labels follow the same rule
    /// (`prefersSideBySide`); the other classic styles keep their arrangement.
    private var configuredArrangement: UIListContentConfiguration.Arrangement {
        let configured = listConfiguration.arrangement
        guard configured != .column else { return configured }
        return listConfiguration.prefersSideBySideTextAndSecondaryText && sideBySideFits ? .sideBySide : .stacked
    }

    /// Whether the texts fit side by side at the width last laid out (true
    /// until a layout says otherwise).
    private var sideBySideFits = true

    /// Whether the texts go side by side when they fit: the configuration's
    /// preference, or a classic `.value1` cell's. Its style is `valueCell()`'s
    /// (`UITableViewCell.styleConfiguration`), whose page says "Both labels
    /// resize automatically based on the length of the text you provide and
    /// the device's Dynamic Type and accessibility settings"; before, its
    /// `textLabel` and `detailTextLabel` stayed on one line at any size
    /// (newuser12's settings rows at accessibility sizes).
    private var prefersSideBySide: Bool {
        classicArrangement.map { $0 == .sideBySide } ?? listConfiguration.prefersSideBySideTextAndSecondaryText
    }

    /// A classic `.value1` cell stacks only at an accessibility text size:
    /// at the other sizes reports of UIKit's output show its detail giving
    /// way, cut or discarded, beside a long text, not stacking
    /// (UIKitOutputSourcedMetricsTests+Sources12: Eureka #900 on iOS 10,
    /// wikipedia-ios PR #4185 on iOS 15). A configuration stacks at any
    /// size when its texts do not fit, as its page says.
    private var stacksOnlyAtAccessibilitySizes: Bool { classicArrangement == .sideBySide }

    /// Decides side by side or stacked at the solved width; a change asks
    /// the enclosing table or collection view for another pass, which
    /// measures the row again with the new arrangement.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard decideArrangement(width: bounds.width) else { return }
        setNeedsLayout()
        var ancestor = superview
        while let view = ancestor, !(view is UITableView || view is UICollectionView) { ancestor = view.superview }
        (ancestor ?? superview)?.setNeedsLayout()
    }

    /// Side by side or stacked for the texts at `width`; true when that changed.
    @discardableResult
    func decideArrangement(width: CGFloat) -> Bool {
        guard prefersSideBySide, width > 0 else { return false }
        let fits = stacksOnlyAtAccessibilitySizes && !traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            || textsFitSideBySide(width: width)
        guard fits != sideBySideFits else { return false }
        sideBySideFits = fits
        arrangeIfNeeded()
        // The labels' sizes were measured at their widths side by side (or
        // stacked): measured again, at the widths the new arrangement gives.
        textLabel.invalidateIntrinsicContentSize()
        secondaryTextLabel.invalidateIntrinsicContentSize()
        return true
    }

    /// Both texts on one line each, the horizontal padding between them,
    /// the image and its padding before them, within the margins.
    private func textsFitSideBySide(width: CGFloat) -> Bool {
        let c = listConfiguration
        guard !(textLabel.text ?? "").isEmpty, !(secondaryTextLabel.text ?? "").isEmpty else { return true }
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        var needed = textLabel.sizeThatFits(unbounded).width + c.textToSecondaryTextHorizontalPadding
            + secondaryTextLabel.sizeThatFits(unbounded).width
        if imageView.image != nil { needed += imageView.intrinsicContentSize.width + c.imageToTextPadding }
        // As read, with the safe area: the texts lay out in the margins guide.
        let margins = directionalLayoutMargins
        return needed <= width - margins.leading - margins.trailing
    }

    /// Where the text starts, in this view's coordinates: a classic cell's
    /// separator starts there (UIKit aligns it with the text).
    var textLeadingInset: CGFloat? {
        guard imageView.image != nil else { return nil }
        // As read, with the safe area (a list in landscape): where the guide starts.
        let margins = directionalLayoutMargins
        return margins.leading + imageView.intrinsicContentSize.width + listConfiguration.imageToTextPadding
    }
}

/// A list row's label: tells its row when its text comes or goes.
@preconcurrency @MainActor
final class ListLabel: UILabel {
    weak var owner: UIListContentView?
    override var text: String? { didSet { owner?.arrangeIfNeeded() } }
    override var attributedText: NSAttributedString? { didSet { owner?.arrangeIfNeeded() } }
}

/// A list row's image view: tells its row when its image comes or goes.
@preconcurrency @MainActor
final class ListImageView: UIImageView {
    weak var owner: UIListContentView?
    override var image: UIImage? { didSet { owner?.arrangeIfNeeded() } }
}

extension UIView {
    /// Before a row is fitted at `width`: list contents inside decide side
    /// by side or stacked at that width (taken as theirs; a cell's accessory
    /// makes the content narrower, which their own layout then corrects),
    /// so that the fit measures the arrangement that will be drawn.
    func decideListContentArrangements(width: CGFloat) {
        if let content = self as? UIListContentView {
            content.decideArrangement(width: width)
            return
        }
        for subview in subviews { subview.decideListContentArrangements(width: width) }
    }
}
