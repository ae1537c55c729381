import Testing
import TrellisUIKit

/// TrellisUIKit's views made through their metatype (`T()` in a generic
/// factory, rewritten to `ObjCRuntime.make`): each class that
/// `ObjCRewriter`'s `FactoryRules.viewsWithFrameInitializer` names comes
/// back as exactly itself, with the frame given.
@MainActor
struct ObjCFactoryTests {
    static let views: [UIView.Type] = [
        UIView.self, UIControl.self, UIButton.self, UILabel.self, UIImageView.self, UIStackView.self,
        UIScrollView.self, UISwitch.self, UISlider.self, UISegmentedControl.self, UIPageControl.self,
        UIProgressView.self, UIActivityIndicatorView.self, UITextField.self, UITextView.self,
        UIWindow.self, UICollectionReusableView.self, UICollectionViewCell.self,
    ]

    @Test func everyListedViewIsMadeAsItself() {
        for type in Self.views {
            let view = ObjCRuntime.make(type, frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            #expect(ObjectIdentifier(Swift.type(of: view)) == ObjectIdentifier(type), "\(type)")
            #expect(view.frame.size == CGSize(width: 40, height: 20), "\(type)")
        }
        #expect(type(of: ObjCRuntime.make(UILabel.self)) == UILabel.self)
        #expect(type(of: ObjCRuntime.make(UIViewController.self)) == UIViewController.self)
        // `FactoryRules.controllersWithNibInitializer`: each has init(nibName:bundle:).
        #expect(type(of: ObjCRuntime.make(UINavigationController.self)) == UINavigationController.self)
    }
}
