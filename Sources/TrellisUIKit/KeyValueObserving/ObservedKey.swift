import Foundation

/// A property TrellisUIKit notifies observers of, named by its
/// Objective-C key (the name `addObserver(_:forKeyPath:…)` takes: `hidden`
/// for `isHidden`). These are the ones real code observes on UIKit's own
/// classes (docs/uikit.md, "Key-value observing", counts the sample).
enum ObservedKey: String, CaseIterable {
    case frame, bounds, center, alpha, isHidden = "hidden"
    case contentSize, contentOffset, contentInset
    case text
    case isEnabled = "enabled", isSelected = "selected", isHighlighted = "highlighted"
    case title, preferredContentSize

    /// The keys whose values may change when this one is set, told only
    /// when they did: a view's frame, bounds and centre move together; a
    /// scroll view's bounds origin is its content offset.
    var related: [ObservedKey] {
        switch self {
        case .frame: [.bounds, .center]
        case .bounds: [.frame, .center, .contentOffset]
        case .center: [.frame]
        case .contentOffset: [.bounds]
        default: []
        }
    }

    /// The property's type, as a key path to it gives it.
    var valueType: Any.Type {
        switch self {
        case .frame, .bounds: CGRect.self
        case .center, .contentOffset: CGPoint.self
        case .alpha: CGFloat.self
        case .isHidden, .isEnabled, .isSelected, .isHighlighted: Bool.self
        case .contentSize, .preferredContentSize: CGSize.self
        case .contentInset: UIEdgeInsets.self
        case .text, .title: String?.self
        }
    }

    /// The property's value on `object` (nil as `NSNull`, as a change
    /// dictionary holds it), or nil when `object` has no such property.
    @MainActor
    func value(of object: UIResponder) -> Any? {
        switch self {
        case .frame: (object as? UIView)?.frame
        case .bounds: (object as? UIView)?.bounds
        case .center: (object as? UIView)?.center
        case .alpha: (object as? UIView)?.alpha
        case .isHidden: (object as? UIView)?.isHidden
        case .contentSize: (object as? UIScrollView)?.contentSize
        case .contentOffset: (object as? UIScrollView)?.contentOffset
        case .contentInset: (object as? UIScrollView)?.contentInset
        case .text: Self.text(of: object)
        case .isEnabled: (object as? UIControl)?.isEnabled
        case .isSelected: (object as? UIControl)?.isSelected
        case .isHighlighted: (object as? UIControl)?.isHighlighted
        case .title: (object as? UIViewController).map { $0.title as Any? ?? NSNull() }
        case .preferredContentSize: (object as? UIViewController)?.preferredContentSize
        }
    }

    @MainActor
    private static func text(of object: UIResponder) -> Any? {
        let text: String?
        switch object {
        case let label as UILabel: text = label.text
        case let field as UITextField: text = field.text
        case let view as UITextView: text = view.text
        default: return nil
        }
        return text ?? NSNull()
    }

    /// Whether two values `value(of:)` read are the same (the types these
    /// properties have are all hashable).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a as? AnyHashable, b as? AnyHashable) {
        case let (x?, y?): x == y
        default: a == nil && b == nil
        }
    }
}

// MARK: Which property a key path names

/// Set while `ObservedKey(_:of:)` reads a key path on an object: the
/// observed properties' getters record which of them is read first on that
/// object. Swift on Linux gives a key path no name, and comparing it with
/// `\UIView.frame` fails for a subclass's `override var frame`, so reading
/// it is how its property is found. One global check per getter when no
/// one observes.
nonisolated(unsafe) var keyPathProbe: ObjectIdentifier?
nonisolated(unsafe) private var probedKey: ObservedKey?

extension ObservedKey {
    /// The observed property `keyPath` reads on `object`, nil when it reads
    /// none (a property TrellisUIKit does not notify for, one of a nested
    /// object, a computed property that reads one of another type).
    @MainActor
    init?<Root: UIResponder, Value>(_ keyPath: KeyPath<Root, Value>, on object: Root) {
        let previous = (keyPathProbe, probedKey)
        defer { (keyPathProbe, probedKey) = previous }
        keyPathProbe = ObjectIdentifier(object)
        probedKey = nil
        _ = object[keyPath: keyPath]
        // `\.frame.width` reads `frame` too, and is no frame.
        guard let key = probedKey, key.valueType == Value.self else { return nil }
        self = key
    }

    /// Reports once per type and key path that an observation will never
    /// be told of changes.
    static func reportUnobservable(_ typeName: String) {
        let message = "Trellis: \(typeName).observe(_:) was given a key path TrellisUIKit does not notify for; "
            + "its handler is never called (docs/uikit.md, \"Key-value observing\")"
        guard reported.insert(typeName).inserted else { return }
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
    nonisolated(unsafe) private static var reported: Set<String> = []
}

/// Called first in an observed property's getter.
@inline(__always)
func noteRead(_ key: ObservedKey, of object: AnyObject) {
    if let probe = keyPathProbe { noteProbedRead(key, of: object, probe: probe) }
}

@inline(never)
private func noteProbedRead(_ key: ObservedKey, of object: AnyObject, probe: ObjectIdentifier) {
    if probedKey == nil, ObjectIdentifier(object) == probe { probedKey = key }
}
