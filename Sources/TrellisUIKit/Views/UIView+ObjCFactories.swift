/// TrellisUIKit's own views and view controllers made by Objective-C's
/// initialiser selectors, for generic factories (`T()` with `T` a
/// `UILabel`): `ObjCRuntime.make` asks here for the classes the opt-in's
/// rewriter did not register (docs/objective-c.md). Subclasses written by
/// users are registered by the rewriter; one that is not gets nil here and
/// `make` stops, as Swift on iOS does for an initialiser a subclass does
/// not have.
extension UIView: ObjCFactoryProviding {
    nonisolated public static func objcMake(_ cls: AnyClass, _ selector: String, _ arguments: [Any]) -> AnyObject? {
        guard selector == "initWithFrame:" || selector == "init" else { return nil }
        let frame = arguments.first as? CGRect ?? .zero
        let box = MainActor.assumeIsolated { UncheckedObject(Self.makeView(cls, frame: frame)) }
        return box.object
    }

    /// The views `ObjCRewriter.FactoryRules.viewsWithFrameInitializer` names.
    private static func makeView(_ cls: AnyClass, frame: CGRect) -> UIView? {
        switch ObjectIdentifier(cls) {
        case ObjectIdentifier(UIView.self): return UIView(frame: frame)
        case ObjectIdentifier(UIControl.self): return UIControl(frame: frame)
        case ObjectIdentifier(UIButton.self): return UIButton(frame: frame)
        case ObjectIdentifier(UILabel.self): return UILabel(frame: frame)
        case ObjectIdentifier(UIImageView.self): return UIImageView(frame: frame)
        case ObjectIdentifier(UIStackView.self): return UIStackView(frame: frame)
        case ObjectIdentifier(UIScrollView.self): return UIScrollView(frame: frame)
        case ObjectIdentifier(UISwitch.self): return UISwitch(frame: frame)
        case ObjectIdentifier(UISlider.self): return UISlider(frame: frame)
        case ObjectIdentifier(UISegmentedControl.self): return UISegmentedControl(frame: frame)
        case ObjectIdentifier(UIPageControl.self): return UIPageControl(frame: frame)
        case ObjectIdentifier(UIProgressView.self): return UIProgressView(frame: frame)
        case ObjectIdentifier(UIActivityIndicatorView.self): return UIActivityIndicatorView(frame: frame)
        case ObjectIdentifier(UITextField.self): return UITextField(frame: frame)
        case ObjectIdentifier(UITextView.self): return UITextView(frame: frame)
        case ObjectIdentifier(UIWindow.self): return UIWindow(frame: frame)
        case ObjectIdentifier(UICollectionReusableView.self): return UICollectionReusableView(frame: frame)
        case ObjectIdentifier(UICollectionViewCell.self): return UICollectionViewCell(frame: frame)
        default: return nil
        }
    }
}

extension UIViewController: ObjCFactoryProviding {
    nonisolated public static func objcMake(_ cls: AnyClass, _ selector: String, _ arguments: [Any]) -> AnyObject? {
        guard selector == "initWithNibName:bundle:" || selector == "init" else { return nil }
        let nibName = arguments.first as? String
        let bundle = arguments.dropFirst().first as? Bundle
        let box = MainActor.assumeIsolated { () -> UncheckedObject in
            switch ObjectIdentifier(cls) {
            case ObjectIdentifier(UIViewController.self): return UncheckedObject(UIViewController(nibName: nibName, bundle: bundle))
            case ObjectIdentifier(UINavigationController.self): return UncheckedObject(UINavigationController(nibName: nibName, bundle: bundle))
            default: return UncheckedObject(nil)
            }
        }
        return box.object
    }
}

/// An object carried out of `MainActor.assumeIsolated`, on the same thread.
private struct UncheckedObject: @unchecked Sendable {
    let object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

/// A view or view controller made through a metatype value
/// (`viewControllerType.init()` with `viewControllerType: UIViewController.Type`,
/// Apple's "Modern Collection Views" outline menu). UIKit's initialisers are
/// Objective-C ones, which Swift lets a metatype call; Trellis's are Swift
/// ones, which it does not unless `required`. The Objective-C opt-in's
/// rewrite (docs/objective-c.md) turns such calls into these, which make an
/// instance of the class they are called on through `ObjCRuntime.make`:
/// the class's own initialiser, registered by the rewriter. Not UIKit API.
extension UIViewController {
    /// `type.init()`: the class's `init()`, else its `init(nibName: nil, bundle: nil)`.
    public class func trellisMade() -> Self { ObjCRuntime.make(self) }
    /// `type.init(nibName:bundle:)`.
    public class func trellisMade(nibName: String?, bundle: Bundle?) -> Self {
        ObjCRuntime.make(self, nibName: nibName, bundle: bundle)
    }
}

extension UIView {
    /// `type.init()`: the class's `init()`, else its `init(frame: .zero)`.
    public class func trellisMade() -> Self { ObjCRuntime.make(self) }
    /// `type.init(frame:)`.
    public class func trellisMade(frame: CGRect) -> Self { ObjCRuntime.make(self, frame: frame) }
}
