import Layout

/// The view a bar draws for a `UIBarButtonItem` (UIKit's private
/// `_UIButtonBarButton`): its title in the tint colour (semibold for the
/// `.done` style; the Done system item is plain, as UIKit draws it on iOS
/// 13.2–18: docs/uikit-numbers.md, "Bar button title font"), its image, the symbol or title of
/// its system item, or its custom view; as tall as the bar's row, so that
/// a tap anywhere in it reaches it. A tap runs the item's `primaryAction`,
/// else sends its `action` to its `target` (nil: up the responder chain
/// from this view), with the item as the sender, as UIKit sends it.
@preconcurrency @MainActor
final class BarButtonView: UIControl {
    let item: UIBarButtonItem
    /// What a tap does instead of the item's action (a back button pops).
    var onTap: (() -> Void)?
    /// Whether the button is a back button: its chevron leads it.
    let isBackButton: Bool

    init(item: UIBarButtonItem, title: String? = nil, leadingGlyph: String? = nil) {
        self.item = item
        isBackButton = leadingGlyph != nil
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        isEnabled = item.isEnabled
        accessibilityIdentifier = item.accessibilityIdentifier
        let content = Self.content(for: item, title: title, leadingGlyph: leadingGlyph)
        var previous: UIView?
        for view in content {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            let leading = view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? leadingAnchor,
                                                        constant: previous == nil ? 0 : BarMetrics.backGlyphToTitle)
            if previous == nil { leadingPadding = leading }
            NSLayoutConstraint.activate([view.centerYAnchor.constraint(equalTo: centerYAnchor), leading])
            view.setContentHuggingPriority(.required, for: .horizontal)
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
            previous = view
        }
        if let previous {
            trailingPadding = trailingAnchor.constraint(equalTo: previous.trailingAnchor)
            trailingPadding?.isActive = true
        }
        // An item of a fixed `width` keeps it: no padding to fight it.
        showsImage = content.count == 1 && (content[0] is UIImageView || (content[0] as? SymbolGlyphView)?.shape == .barAdd)
            && item.width <= 0
        if item.width > 0, item.customView == nil { widthAnchor.constraint(equalToConstant: item.width).isActive = true }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The content's first view to the button's leading edge, and the
    /// button's trailing edge to the content's last view: zero, but for an
    /// image item beside another item or the title (``padImage(leading:trailing:)``).
    private var leadingPadding: NSLayoutConstraint?
    private var trailingPadding: NSLayoutConstraint?
    /// Whether the button draws one image (an image item, or a system item
    /// drawn as a symbol) and may be padded.
    private(set) var showsImage = false

    /// Pads an image item's sides that face another item or the title by
    /// ``BarMetrics/imageItemPadding`` (UIKit's `_UIButtonBarButton` holds a
    /// 24-point image at x 11 of a 46-point frame); the side at the bar's
    /// edge stays at the bar's margin.
    func padImage(leading: Bool, trailing: Bool) {
        guard showsImage else { return }
        leadingPadding?.constant = leading ? BarMetrics.imageItemPadding : 0
        trailingPadding?.constant = trailing ? BarMetrics.imageItemPadding : 0
    }

    /// The views drawn for `item`.
    private static func content(for item: UIBarButtonItem, title: String?, leadingGlyph: String?) -> [UIView] {
        var views: [UIView] = []
        if let leadingGlyph { views.append(backChevron(leadingGlyph, item: item)) }
        if let customView = item.customView { return views + [customView] }
        let bold = item.style == .done
        if let title = title ?? item.title {
            views.append(label(title, weight: bold ? .semibold : .regular, size: BarMetrics.itemFontSize, item: item))
        } else if let image = item.image {
            views.append(imageView(image, item: item))
        } else if let system = item.systemItem {
            if let title = system.title {
                views.append(label(title, weight: bold ? .semibold : .regular, size: BarMetrics.itemFontSize, item: item))
            } else if system == .add {
                views.append(addGlyph(item: item))
            } else if let symbol = system.symbolName, let image = UIImage(systemName: symbol) {
                views.append(imageView(image, item: item))
            }
        }
        return views
    }

    private static func label(_ text: String, weight: UIFont.Weight, size: CGFloat, item: UIBarButtonItem) -> UILabel {
        let label = UILabel()
        label.text = text
        let attributes = item.titleTextAttributes(for: .normal) ?? [:]
        label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: size, weight: weight)
        label.textColor = attributes[.foregroundColor] as? UIColor ?? item.tintColor ?? .tintColor
        if !item.isEnabled { label.textColor = .tertiaryLabel }
        return label
    }

    /// The back button's chevron, drawn (`SymbolGlyphView`) in the title's
    /// colour (nil: the view's tint); `glyph` ">" draws it pointing forward.
    private static func backChevron(_ glyph: String, item: UIBarButtonItem) -> SymbolGlyphView {
        let attributes = item.titleTextAttributes(for: .normal) ?? [:]
        var color = attributes[.foregroundColor] as? UIColor ?? item.tintColor
        if !item.isEnabled { color = .tertiaryLabel }
        let chevron = SymbolGlyphView(shape: .backChevron, color: color)
        chevron.mirrored = glyph == ">"
        return chevron
    }

    /// The `.add` item's plus, drawn (`SymbolGlyphView`) in the item's
    /// tint (nil: the view's), `tertiaryLabel` when disabled.
    private static func addGlyph(item: UIBarButtonItem) -> SymbolGlyphView {
        SymbolGlyphView(shape: .barAdd, color: item.isEnabled ? item.tintColor : .tertiaryLabel)
    }

    private static func imageView(_ image: UIImage, item: UIBarButtonItem) -> UIImageView {
        let view = UIImageView(image: image)
        view.tintColor = item.isEnabled ? item.tintColor : .tertiaryLabel
        return view
    }

    /// Apple: a tap on a bar button goes to it before tap recognizers above.
    override var keepsTapsFromRecognizersAbove: Bool { true }

    /// A bar button's menu opens on a tap when the item has no action to
    /// run (UIKit's header: "the gesture used to trigger the menu is based
    /// on if the bar button item would normally trigger an action when
    /// tapped"; Apple: "The context menu displays in response to a person
    /// tapping the item"); with one, on a long press (not modelled).
    override func menuForTouchDown(at location: CGPoint) -> UIMenu? {
        guard onTap == nil, item.primaryAction == nil, item.action == nil else { return nil }
        return item.menu
    }

    override func controlDidTap() -> UIControl.Event {
        if let onTap {
            onTap()
        } else if let action = item.primaryAction {
            action.perform(from: item)
        } else if let selector = item.action {
            if let target = item.target {
                UIApplication.shared.sendAction(selector, to: target, from: item, for: nil)
            } else if let receiver = target(forAction: selector, withSender: item) {
                UIApplication.shared.sendAction(selector, to: receiver, from: item, for: nil)
            }
        }
        return .primaryActionTriggered
    }
}

extension UIBarButtonItem.SystemItem {
    /// The word a system item shows (UIKit's English titles).
    var title: String? {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }

    /// The SF Symbol a system item shows, drawn as Trellis's placeholder
    /// (but `.add`, drawn as UIKit's plus: `BarButtonView.addGlyph`).
    var symbolName: String? {
        switch self {
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop, .close: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        case .rewind: return "backward.fill"
        case .fastForward: return "forward.fill"
        case .pageCurl: return "doc"
        default: return nil
        }
    }

    /// Blank space rather than a button.
    var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
}
