/// The closure a `UIAction` runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure to run when a control fires (UIKit's `UIAction`, iOS 14): the
/// closure-based alternative to target–action, and a menu element.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { actionTitle }
        set { actionTitle = newValue }
    }

    private var actionTitle: String
    public let identifier: UIAction.Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    public let handler: UIActionHandler
    /// The control (or other sender) running the action, while it runs
    /// (<https://developer.apple.com/documentation/uikit/uiaction/sender>).
    open internal(set) var sender: Any?

    /// Without an identifier the action gets a unique one, as in UIKit.
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        actionTitle = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Runs the handler with `sender` as the action's sender, restoring the
    /// previous one afterwards (an action may run inside another).
    func perform(from sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
