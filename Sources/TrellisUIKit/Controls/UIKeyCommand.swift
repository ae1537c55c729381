import Foundation

/// A menu command with an action (UIKit's `UICommand`, iOS 13): the
/// superclass of key commands. Stored; no menu is shown.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    open var action: Selector
    open var propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}

/// A keyboard shortcut (UIKit's `UIKeyCommand`): an input, modifier keys and
/// an action a responder's `keyCommands` offers. No keyboard sends it
/// here; a test sends its action as UIKit would, up the responder chain:
/// `UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)`.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    private let keyInput: String?
    private let keyModifierFlags: UIKeyModifierFlags

    /// iOS 13's initialiser.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        keyInput = input
        keyModifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The iOS 7 initialiser.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The iOS 9 initialiser (deprecated in iOS 13).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
                            discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    open var input: String? { keyInput }
    open var modifierFlags: UIKeyModifierFlags { keyModifierFlags }
    /// Whether the command wins over the system's use of its keys (iOS 15); stored.
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    // The inputs of keys that type no character. Their values are the
    // names of UIKit's constants (UIKeyInputEscape …), as UIKit's own are.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    nonisolated public static let f1 = "UIKeyInputF1"
    nonisolated public static let f2 = "UIKeyInputF2"
    nonisolated public static let f3 = "UIKeyInputF3"
    nonisolated public static let f4 = "UIKeyInputF4"
    nonisolated public static let f5 = "UIKeyInputF5"
    nonisolated public static let f6 = "UIKeyInputF6"
    nonisolated public static let f7 = "UIKeyInputF7"
    nonisolated public static let f8 = "UIKeyInputF8"
    nonisolated public static let f9 = "UIKeyInputF9"
    nonisolated public static let f10 = "UIKeyInputF10"
    nonisolated public static let f11 = "UIKeyInputF11"
    nonisolated public static let f12 = "UIKeyInputF12"
}

/// Modifier keys; raw values are UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
