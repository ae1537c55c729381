/// A button on a navigation bar or toolbar (UIKit's `UIBarButtonItem`),
/// drawn by the bar showing it (BarButtonView.swift); a tap on it there
/// (`view.trellis.tap(at:)`) fires it, and so does what an iOS test does:
///
///     UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)
///
/// and its `primaryAction` run (`item.primaryAction?.handler`).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// Raw values are UIKit's `UIBarButtonItemStyle` (`bordered` is deprecated there).
    public enum Style: Int, Sendable { case plain = 0, bordered, done }

    /// Raw values are UIKit's `UIBarButtonSystemItem`.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style: UIBarButtonItem.Style = .plain
    open var width: CGFloat = 0
    open var possibleTitles: Set<String>?
    open var customView: UIView?
    /// The method sent to `target` when the item is tapped.
    open var action: Selector?
    /// The object `action` is sent to, held weakly as UIKit holds it; nil
    /// sends it up the responder chain.
    open weak var target: AnyObject?
    /// Run instead of `target` and `action` when set (iOS 14).
    open var primaryAction: UIAction?
    /// Shown on a tap (or a long press, with a primary action) on iOS; stored.
    open var menu: UIMenu?
    open var tintColor: UIColor?
    open var isSelected = false
    open var isHidden = false
    /// The system item the item was made from, if any.
    private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        setUp(style: style, target: target, action: action)
    }

    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
    ) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        setUp(style: style, target: target, action: action)
    }

    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        setUp(style: .plain, target: target, action: action)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item titled by `title`, else by the primary action's title (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item that runs `primaryAction` or shows `menu` (iOS 14).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Blank space of `width` points between items (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Blank space that takes what the bar has left (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A target that is not an object (a value) is boxed, and so gone at
    /// once, as it would be on iOS.
    private func setUp(style: Style, target: Any?, action: Selector?) {
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
}
