/// Objective-C's dynamic initialisers, for generic factories: which
/// initialisers of a class can be called through its metatype
/// (`ObjCRuntime.make(T.self)`), decided from the declarations alone.
///
/// In Objective-C, `[[cls alloc] init]` works for any class; Swift allows
/// `T()` on a metatype only through a `required` initialiser, which
/// UIKit's views do not have. So the rewriter registers, for each class of
/// the module that descends from a UIKit view, a view controller or
/// NSObject, the initialisers `T()` and `T(frame:)` can reach, and turns
/// those calls into `ObjCRuntime.make`. A class that declares only other
/// designated initialisers gets none, and `make` stops the program as Swift
/// on iOS does ("use of unimplemented initializer").
enum FactoryRules {
    enum Family { case view, controller, object }

    /// TrellisUIKit's views that have `init(frame:)` (a test in
    /// TrellisUIKitTests builds each with it). Not `UIVisualEffectView` or
    /// `UITableViewHeaderFooterView`: their designated initialisers are
    /// `init(effect:)` and `init(reuseIdentifier:)`, as in UIKit, so Swift
    /// does not give them `init(frame:)`.
    static let viewsWithFrameInitializer: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UISwitch",
        "UISlider", "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView",
        "UITextField", "UITextView", "UIWindow", "UICollectionReusableView", "UICollectionViewCell",
    ]

    /// TrellisUIKit's view controllers that have `init(nibName:bundle:)`
    /// (`UIAlertController` has not, as in UIKit, where its initialiser is
    /// `init(title:message:preferredStyle:)`).
    static let controllersWithNibInitializer: Set<String> = ["UIViewController", "UINavigationController"]

    /// The family of a class named outside the module, if it is one whose
    /// initialisers are known.
    static func family(ofExternal name: String) -> Family? {
        if name == "NSObject" { return .object }
        if controllersWithNibInitializer.contains(name) { return .controller }
        if viewsWithFrameInitializer.contains(name) { return .view }
        return nil
    }

    /// Whether a generic parameter's constraint is a class whose
    /// initialisers `make` can reach: a UIKit or Foundation class, or a
    /// class of the module.
    static func isFactoryConstraint(_ name: String, index: ModuleIndex) -> Bool {
        index.classes[name] != nil || family(ofExternal: name) != nil
            || (name.hasPrefix("UI") && !name.hasSuffix("Delegate") && !name.hasSuffix("DataSource"))
    }

    /// The initialisers of `name` (a class of the module) that can be
    /// called with these selectors: `init`, `initWithFrame:`,
    /// `initWithNibName:bundle:`.
    static func factories(of name: String, index: ModuleIndex) -> [String] {
        guard let declaration = index.classes[name], !declaration.isGeneric,
              let family = family(of: name, index: index) else { return [] }
        var selectors: [String] = []
        if declaresDesignated(name, labels: [], index: index) { selectors.append("init") }
        switch family {
        case .view:
            if reaches(name, labels: ["frame"], index: index) { selectors.append("initWithFrame:") }
        case .controller:
            if reaches(name, labels: ["nibName", "bundle"], index: index) { selectors.append("initWithNibName:bundle:") }
        case .object:
            if !selectors.contains("init"), reaches(name, labels: [], index: index) { selectors.append("init") }
        }
        return selectors
    }

    static func family(of name: String, index: ModuleIndex) -> Family? {
        var current = name
        var seen: Set<String> = []
        while let declaration = index.classes[current], seen.insert(current).inserted {
            guard let superclass = declaration.inherited.first else { return nil }
            current = superclass
        }
        return index.classes[current] == nil ? family(ofExternal: current) : nil
    }

    static func designatedInitializers(of name: String, index: ModuleIndex) -> [MemberDeclaration] {
        (index.membersByType[index.classes[name]?.name ?? name] ?? []).filter {
            $0.kind == .initializer && !$0.modifiers.contains("convenience")
        }
    }

    static func declaresDesignated(_ name: String, labels: [String], index: ModuleIndex) -> Bool {
        designatedInitializers(of: name, index: index).contains { $0.labels == labels && !$0.isFailable }
    }

    /// Whether `name(labels…)` is a designated initialiser the class
    /// declares or inherits (it declares none: Swift's first rule of
    /// initialiser inheritance).
    static func reaches(_ name: String, labels: [String], index: ModuleIndex) -> Bool {
        if declaresDesignated(name, labels: labels, index: index) { return true }
        guard designatedInitializers(of: name, index: index).isEmpty,
              let superclass = index.classes[name]?.inherited.first else { return false }
        if index.classes[superclass] != nil { return reaches(superclass, labels: labels, index: index) }
        return family(ofExternal: superclass) != nil
    }
}
