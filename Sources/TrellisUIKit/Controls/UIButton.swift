import Layout

/// A button (UIKit's `UIButton`): a title per state, drawn by Trellis's
/// `Button`; intrinsic size is the title's plus the content insets.
@preconcurrency @MainActor
open class UIButton: UIControl {
    override class func makeNode() -> View { Button() }
    var button: Button { node as! Button }  // checked: makeNode made a Button
    /// Whether a pointer (iPad trackpad) shows the button's hover effect;
    /// there is no pointer here. UIKit's default: false.
    open var isPointerInteractionEnabled = false
    /// The pointer style over the button (iPadOS 13.4); kept, there is no pointer.
    open var pointerStyleProvider: PointerStyleProvider?

    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyType()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buttonType = (coder as? NibCoder)?.buttonType ?? .custom  // a nib's `buttonType="system"`
        applyType()
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        applyType()
    }

    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// The system button's title is tinted; a custom button's is white
    /// (UIKit's defaults).
    private func applyType() {
        if titleColors[UIControl.State.normal.rawValue] == nil {
            defaultTitleColor = buttonType == .custom ? .white : nil
        }
        installSystemGlyph()  // UIButton+SystemGlyph.swift
        updateTitle()
    }

    /// The plus or "i" of a system type (UIButton+SystemGlyph.swift).
    var systemGlyphView: SymbolGlyphView?

    private var defaultTitleColor: UIColor?
    /// The titles the app set per state (`setTitle(_:for:)`), kept apart
    /// from the configuration's: a configuration assigned later does not
    /// erase them (see `drawnTitle`).
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// The configuration's title (and subtitle) as drawn: plain, or
    /// attributed when a part carries attributes. nil: no configuration title.
    var configurationTitle: (plain: String, attributed: NSAttributedString?)?
    private var titleColors: [UInt: UIColor] = [:]

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The state's title (the normal state's when it has none), else the
    /// configuration's.
    open func title(for state: UIControl.State) -> String? { ownTitle(for: state) ?? configurationTitle?.plain }

    private func ownTitle(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    private func ownAttributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        updateTitle()
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        ownAttributedTitle(for: state) ?? (ownTitle(for: state) == nil ? configurationTitle?.attributed : nil)
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        appearanceSetterCalled("setTitleColor:\(state.rawValue)")
        updateTitle()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor ?? tintColor
    }

    private var images: [UInt: UIImage] = [:]

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateTitle()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    private var backgroundImages: [UInt: UIImage] = [:]

    /// An image stretched over the whole button, under its title and
    /// image, for a state (the normal state's when the state has none); a
    /// resizable image keeps its caps. It does not change the button's size.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        updateTitle()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// The symbol configuration the state's image is drawn with: a symbol's
    /// placeholder is sized by its point size (see ``UIImage/SymbolConfiguration``).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
                                              forImageIn state: UIControl.State) {
        symbolConfigurations[state.rawValue] = configuration
        updateTitle()
    }

    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[0]
    }

    /// The image drawn: the configuration's or the state's, a symbol sized
    /// by the preferred symbol configuration (the configuration's, else the state's).
    private var drawnImage: Layout.Image? {
        guard let image = configuration?.image ?? currentImage else { return nil }
        let preferred = configuration?.preferredSymbolConfigurationForImage ?? preferredSymbolConfigurationForImage(in: state)
        guard let preferred, let own = image.symbolConfiguration else { return image.layoutImage }
        return image.resizedSymbol(for: own.applying(preferred), traits: traitCollection)
    }
    open var currentImage: UIImage? { image(for: state) }

    /// A template image without a tint of its own is drawn in the button's
    /// tint colour, whatever the button's type (UIKit: a view's tint
    /// colours the template images in it; held-out corpus 5: Stepik's
    /// custom notification button tints its template icons), not in the
    /// title's colour, which is white in a custom button. A configuration
    /// colours its image itself.
    private func tintedTemplate(_ image: Layout.Image) -> Layout.Image {
        guard configuration == nil, image.isTemplate, image.tintColor == nil else { return image }
        var tinted = image
        tinted.tintColor = resolvedColor(imageViewFacadeIfMade?.ownTint ?? tintColor, with: traitCollection)
        return tinted
    }

    /// The button's image view: a subview drawing its current image at
    /// UIKit's frame, made on first use or first image; nil for the system
    /// glyph types (UIButton+ImageView.swift).
    open var imageView: UIImageView? { madeImageView() }
    var imageViewFacadeIfMade: ButtonImageView?

    open var currentTitle: String? { drawnTitle.plain }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }

    /// The label of the title; its font and line settings are the button's.
    /// A subview once the button has a title, which draws it, at the frame
    /// UIKit lays out for a classic button, set as the button lays out
    /// (Layout's `Button.titleFrame(in:)`; UIButton+TitleLabel.swift).
    open var titleLabel: UILabel? { titleLabelFacade }
    lazy var titleLabelFacade = UIButtonLabel(wrapping: button.titleLabel!)  // checked: Button always has one

    /// Zero by default, as in UIKit; with zero insets the title still gets
    /// UIKit's 6 points above and below (a 15-point title makes a 30-point
    /// button), and any inset replaces that padding.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { applyInsets() }
    }

    /// Move the title and the image inside the content rectangle, the
    /// button's size unchanged (Layout's `Button.titleEdgeInsets`).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { button.titleEdgeInsets = titleEdgeInsets.layoutInsets } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { button.imageEdgeInsets = imageEdgeInsets.layoutInsets } }

    private func applyInsets() {
        button.contentEdgeInsets = contentEdgeInsets == .zero
            ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets.layoutInsets
    }

    /// A tap on a button also sends `.primaryActionTriggered`, the event
    /// a button's `primaryAction` (iOS 14) is registered for.
    /// Apple: a tap on a button (or switch) goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }

    override func controlDidTap() -> UIControl.Event {
        togglesSelectionOnTap()  // UIButton+Menu.swift
        return .primaryActionTriggered
    }

    // Storage for UIButton+Menu.swift.
    open var menu: UIMenu?

    /// The button's own `menu` when it is the primary action (Apple: setting
    /// `menu` "automatically enables and disables the contextMenuInteraction").
    override func menuForTouchDown(at location: CGPoint) -> UIMenu? {
        guard showsMenuAsPrimaryAction else { return nil }
        return menu ?? super.menuForTouchDown(at: location)
    }
    open var changesSelectionAsPrimaryAction = false
    open var role: Role = .normal

    override func stateDidChange() {
        updateTitle()
        setNeedsUpdateConfiguration()  // UIKit updates a configured button on every state change
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        applyConfiguration()  // its colours and insets follow the traits
        updateTitle()
    }

    open override func tintColorDidChange() {
        applyConfiguration()  // a configuration's colours come from the tint
        updateTitle()
    }

    /// The title drawn: the state's own title when the app set one (with
    /// `setTitle(_:for:)` or `setAttributedTitle(_:for:)`, before or after
    /// the configuration), else the configuration's: an iOS app whose
    /// button is `setTitle(_:for:)` then `configuration = .plain()` shows
    /// its title (docs/uikit.md, Buttons).
    private var drawnTitle: (plain: String?, attributed: NSAttributedString?) {
        if let attributed = ownAttributedTitle(for: state) { return (attributed.string, attributed) }
        if let plain = ownTitle(for: state) { return (plain, nil) }
        return (configurationTitle?.plain, configurationTitle?.attributed)
    }

    func updateTitle() {
        let title = drawnTitle
        button.setTitle(title.plain, for: .normal)
        button.titleLabel?.attributedText = title.attributed?.layoutText(traits: traitCollection)
        button.image = drawnImage.map(tintedTemplate)
        button.backgroundImage = currentBackgroundImage.flatMap { $0.isEmpty ? nil : $0.layoutImage }
        button.imagePadding = Double(configuration?.imagePadding ?? 0)
        button.setTitleColor(resolvedColor(currentTitleColor, with: traitCollection) ?? .black, for: .normal)
        switch effectiveContentHorizontalAlignment {
        case .center: button.contentHorizontalAlignment = .center
        case .left: button.contentHorizontalAlignment = .left
        case .right: button.contentHorizontalAlignment = .right
        case .fill: button.contentHorizontalAlignment = .fill
        case .leading: button.contentHorizontalAlignment = .leading
        case .trailing: button.contentHorizontalAlignment = .trailing
        }
        updateImageView()
        updateTitleLabel()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Gives the title label and the image view the frames UIKit lays them
    /// out at (each draws its part where it is).
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeTitleLabel(layingOut: true)
        updateImageView(layingOut: true)
    }

    /// The title's size plus the insets; a system type's glyph box when it
    /// shows only its glyph (UIButton+SystemGlyph.swift).
    open override var intrinsicContentSize: CGSize { systemGlyphIntrinsicSize ?? super.intrinsicContentSize }

    /// Every title the button can show, changed by `transform`: the
    /// configuration's title and subtitle when it has one (its titles are
    /// made from them), else the title and attributed title of each state.
    func transformTitles(_ transform: (String) -> String) {
        if var configuration {
            configuration.title = configuration.title.map(transform)
            configuration.subtitle = configuration.subtitle.map(transform)
            self.configuration = configuration
        }
        titles = titles.mapValues(transform)
        attributedTitles = attributedTitles.mapValues { NSAttributedString(string: transform($0.string)) }
        updateTitle()
    }

    /// The button's look and content (iOS 15); nil for the classic button.
    /// Setting it draws it and updates it (UIButton+ConfigurationUpdate.swift).
    open var configuration: UIButton.Configuration? {
        didSet { configurationDidChange() }
    }

    /// Called after `updateConfiguration()` on every update; setting it updates.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether an update applies `configuration.updated(for:)` (true, as in UIKit).
    open var automaticallyUpdatesConfiguration = true

    /// Updates the configuration now (UIKit waits for the next layout):
    /// `updateConfiguration()`, then `configurationUpdateHandler`.
    open func setNeedsUpdateConfiguration() { runConfigurationUpdate() }

    /// Override to change the configuration for the button's state.
    open func updateConfiguration() { applyDefaultConfigurationUpdate() }

    /// Whether an update is running (what it sets must not start another).
    var isUpdatingConfiguration = false
}
