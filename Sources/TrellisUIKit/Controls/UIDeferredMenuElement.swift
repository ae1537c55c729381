import Foundation

/// A menu element whose children the app provides when the menu opens
/// (UIKit's `UIDeferredMenuElement`, iOS 14): the provider gets a
/// completion to call with the elements that take the element's place.
/// Made with `init(_:)` it is asked once, and what it delivered is kept
/// for later openings; made with `uncached(_:)` (iOS 15) it is asked at
/// every opening.
///
/// No menu is drawn here; ``UIMenu/trellisDisplayedChildren`` is what a
/// menu would show as it opens, with its deferred elements asked.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let caches: Bool
    private var delivered: [UIMenuElement]?

    /// An element whose provider is asked the first time the menu opens.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, caches: true)
    }

    /// An element whose provider is asked every time the menu opens.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, caches: false)
    }

    private init(provider: @escaping ElementProvider, caches: Bool) {
        self.provider = provider
        self.caches = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// The elements shown in this element's place as the menu opens: the
    /// kept ones of a cached element, else what the provider delivers now.
    /// A provider that calls back later leaves UIKit's loading row in the
    /// menu meanwhile; none is drawn here, so its place is empty.
    func elementsForOpening() -> [UIMenuElement] {
        if caches, let delivered { return delivered }
        var now: [UIMenuElement]?
        provider { [weak self] elements in
            now = elements
            if let self, self.caches { self.delivered = elements }
        }
        return now ?? []
    }
}

extension UIMenu {
    /// What the menu shows as it opens (not UIKit API): its children, each
    /// deferred element replaced by the elements its provider delivers
    /// (asked now, or kept from an earlier opening when cached). Submenus
    /// are left as they are: UIKit asks their deferred elements when the
    /// submenu opens.
    public var trellisDisplayedChildren: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let deferred = element as? UIDeferredMenuElement { return deferred.elementsForOpening() }
            return [element]
        }
    }
}
