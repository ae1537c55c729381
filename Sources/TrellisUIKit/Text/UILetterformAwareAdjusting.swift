import Foundation

/// How text views size themselves for scripts with tall letters (UIKit's
/// `UILetterformAwareSizingRule`, iOS 17).
public enum UILetterformAwareSizingRule: Sendable, Hashable {
    case typographic, oversize
}

/// Views whose size follows their text's letterforms (UIKit's
/// `UILetterformAwareAdjusting`, iOS 17): labels, text fields, text views.
///
/// `sizingRule` is kept: Trellis sizes text by the font's line metrics
/// (`typographic`); `oversize`, which makes room for extreme ascenders and
/// descenders, is not modelled.
@preconcurrency @MainActor
public protocol UILetterformAwareAdjusting: AnyObject {
    var sizingRule: UILetterformAwareSizingRule { get set }
}

@preconcurrency @MainActor
enum LetterformSizing {
    static let rules = ObjectSideTable<UILetterformAwareSizingRule>()
}

extension UILabel: UILetterformAwareAdjusting {
    public var sizingRule: UILetterformAwareSizingRule {
        get { LetterformSizing.rules[self] ?? .typographic }
        set { LetterformSizing.rules[self] = newValue }
    }
}

extension UITextField: UILetterformAwareAdjusting {
    public var sizingRule: UILetterformAwareSizingRule {
        get { LetterformSizing.rules[self] ?? .typographic }
        set { LetterformSizing.rules[self] = newValue }
    }
}

extension UITextView: UILetterformAwareAdjusting {
    public var sizingRule: UILetterformAwareSizingRule {
        get { LetterformSizing.rules[self] ?? .typographic }
        set { LetterformSizing.rules[self] = newValue }
    }
}

/// How a label's text takes on its background (UIKit's `UILabelVibrancy`, iOS 17).
public enum UILabelVibrancy: Sendable, Hashable {
    case none, automatic
}

extension UILabel {
    private static let expansionText = ObjectSideTable<Bool>()
    private static let vibrancy = ObjectSideTable<UILabelVibrancy>()

    /// Whether hovering over truncated text shows all of it (false by
    /// default, as UIKit documents); kept, as there is no pointer here.
    public var showsExpansionTextWhenTruncated: Bool {
        get { Self.expansionText[self] ?? false }
        set { Self.expansionText[self] = newValue }
    }

    /// Vibrancy over a material (iOS 17; `.none` by default on iPhone);
    /// kept, the text is drawn in its colour.
    public var preferredVibrancy: UILabelVibrancy {
        get { Self.vibrancy[self] ?? .none }
        set { Self.vibrancy[self] = newValue }
    }
}
