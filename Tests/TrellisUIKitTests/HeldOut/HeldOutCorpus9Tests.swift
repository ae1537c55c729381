import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// What the ninth held-out corpus (docs/uikit.md, "Held-out corpus 9":
/// hand-drawn views, empty states, page and search screens) found missing,
/// in the behaviour Apple documents: Core Graphics' `equalTo` comparisons
/// (deltachat's play button), a deferred menu element (deltachat's chat
/// list toolbar), Core Animation's 3-D transforms boxed for an animation
/// (Artsy's spinner), content-unavailable configurations (the
/// LNPopupController demo's search screen), key-value coding's getter
/// (its paged colours screen) and the section index's tracking colour
/// (CountryPickerView).
@MainActor @Suite struct HeldOutCorpus9Tests {
    // MARK: Core Graphics' equalTo

    /// Apple: `equalTo(_:)` returns "whether two rectangles are equal in
    /// size and position"; a rectangle of negative width is the same area
    /// as its standardized one.
    @Test func rectanglesCompareBySizeAndPosition() {
        let frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        #expect(frame.equalTo(CGRect(x: 0, y: 0, width: 60, height: 60)))
        #expect(!frame.equalTo(CGRect(x: 0, y: 0, width: 60, height: 61)))
        #expect(!frame.equalTo(CGRect(x: 1, y: 0, width: 60, height: 60)))
        #expect(CGRect(x: 60, y: 0, width: -60, height: 60).equalTo(frame))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGPoint(x: 3, y: 4).equalTo(CGPoint(x: 4, y: 3)))
    }

    // MARK: Deferred menu elements

    /// A cached element (`init(_:)`) asks its provider the first time the
    /// menu opens and shows what it delivered at later openings; an
    /// uncached one asks every time. Its elements take its place among
    /// the menu's children.
    @Test func deferredElementsAreAskedAsTheMenuOpens() {
        var cachedAsks = 0, uncachedAsks = 0
        let cached = UIDeferredMenuElement { completion in
            cachedAsks += 1
            completion([UIAction(title: "Pin") { _ in }, UIAction(title: "Mute") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedAsks += 1
            completion([UIAction(title: "Read \(uncachedAsks)") { _ in }])
        }
        let menu = UIMenu(children: [UIAction(title: "Archive") { _ in }, cached, uncached])
        #expect(cachedAsks == 0 && uncachedAsks == 0)
        #expect(menu.trellisDisplayedChildren.map(\.title) == ["Archive", "Pin", "Mute", "Read 1"])
        #expect(menu.trellisDisplayedChildren.map(\.title) == ["Archive", "Pin", "Mute", "Read 2"])
        #expect(cachedAsks == 1 && uncachedAsks == 2)
    }

    /// A provider that has not called back yet leaves its place empty (UIKit shows a loading row).
    @Test func aDeferredElementNotYetDeliveredShowsNothing() {
        var later: (([UIMenuElement]) -> Void)?
        let deferred = UIDeferredMenuElement { completion in later = completion }
        let menu = UIMenu(children: [deferred, UIAction(title: "Delete") { _ in }])
        #expect(menu.trellisDisplayedChildren.map(\.title) == ["Delete"])
        later?([UIAction(title: "Pin") { _ in }])
        #expect(menu.trellisDisplayedChildren.map(\.title) == ["Pin", "Delete"])
    }

    // MARK: CATransform3D

    private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        // A row vector (x, y, z, 1) times the matrix, as Core Animation maps points.
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
                (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
                (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
    }

    private func near(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> Bool {
        abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
    }

    /// A quarter turn about z turns the x axis onto y, as
    /// `CGAffineTransform(rotationAngle:)` does; about x it turns y onto z
    /// (right-handed); an axis need not be of unit length.
    @Test func rotationsTurnAxesAsTheRightHandRuleSays() {
        let aboutZ = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(near(apply(aboutZ, 1, 0, 0), (0, 1, 0)))
        let affine = CATransform3DGetAffineTransform(aboutZ), reference = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(affine.b - reference.b) < 1e-12 && abs(affine.c - reference.c) < 1e-12)
        #expect(CATransform3DIsAffine(aboutZ))
        let aboutX = CATransform3DMakeRotation(.pi / 2, 5, 0, 0)
        #expect(near(apply(aboutX, 0, 1, 0), (0, 0, 1)))
        #expect(!CATransform3DIsAffine(aboutX))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 1)))
    }

    /// Apple: `CATransform3DConcat(a, b)` is "a * b": a point moves by `a`
    /// first. Translating (1, 0, 0) by 10 then scaling by 2 gives 22; the
    /// inverse brings 22 back to 1, and a scale by zero has no inverse
    /// ("returns t unchanged").
    @Test func concatenationAppliesTheFirstTransformFirst() {
        let moved = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(near(apply(moved, 1, 0, 0), (22, 0, 0)))
        #expect(near(apply(CATransform3DInvert(moved), 22, 0, 0), (1, 0, 0)))
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
        // Apple: CATransform3DTranslate(t, …) is translate * t, so the translation happens first.
        let scaledThenMoved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(near(apply(scaledThenMoved, 1, 0, 0), (22, 0, 0)))
    }

    /// The spinner's animation: a rotation boxed in `NSValue(caTransform3D:)`
    /// as `toValue`, recorded on the layer and read back unchanged.
    @Test func aBoxedTransformRoundTripsThroughAnAnimation() {
        let turn = CATransform3DMakeRotation(-1.01 * .pi, 0, 0, 1)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.toValue = NSValue(caTransform3D: turn)
        animation.isCumulative = true
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        view.layer.add(animation, forKey: "spin")
        let recorded = view.layer.animation(forKey: "spin") as? CABasicAnimation
        #expect((recorded?.toValue as? NSValue)?.caTransform3DValue == turn)
        #expect(NSValue(caTransform3D: turn) == NSValue(caTransform3D: turn))
        #expect(NSValue(caTransform3D: turn) != NSValue(caTransform3D: CATransform3DIdentity))
    }

    // MARK: Content-unavailable configurations

    private final class SearchScreen: UIViewController {
        var states: [String?] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.searchController = UISearchController(searchResultsController: nil)
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        }
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            states.append(state.searchText)
        }
    }

    private func show(_ controller: UIViewController, width: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 852))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The configuration's view lies over the controller's whole view, in
    /// front, its texts centred on the view's middle.
    @Test func theSearchConfigurationCoversTheViewWithCentredTexts() throws {
        let screen = SearchScreen()
        let window = show(screen, width: 393)
        let shown = try #require(screen.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.frame == screen.view.bounds)
        #expect(shown.textLabel.text == "No Results")
        #expect(shown.secondaryTextLabel.text == "Check the spelling or try a new search.")
        let text = shown.textLabel.convert(shown.textLabel.bounds, to: window)
        #expect(abs(text.midX - 393 / 2) < 0.5)
        let image = shown.imageView.convert(shown.imageView.bounds, to: window)
        #expect(image.maxY <= text.minY)
        let secondary = shown.secondaryTextLabel.convert(shown.secondaryTextLabel.bounds, to: window)
        #expect(secondary.minY >= text.maxY)
        #expect(secondary.minX >= screen.view.layoutMargins.left && secondary.maxX <= 393 - screen.view.layoutMargins.right)
    }

    /// UIKit asks `updateContentUnavailableConfiguration(using:)` before
    /// the first layout and again after `setNeedsUpdate…`, with the search
    /// bar's text; a nil configuration takes the view away.
    @Test func updatesAreAskedWithTheSearchTextAndNilRemovesTheView() {
        let screen = SearchScreen()
        _ = show(screen, width: 320)
        #expect(screen.states == [""] || screen.states == [nil])
        screen.navigationItem.searchController?.searchBar.text = "Lond"
        screen.setNeedsUpdateContentUnavailableConfiguration()
        screen.view.layoutIfNeeded()
        #expect(screen.states.last == "Lond")
        screen.contentUnavailableConfiguration = nil
        screen.view.layoutIfNeeded()
        #expect(!screen.view.subviews.contains { $0 is UIContentUnavailableView })
    }

    /// A button configuration with a title adds a button that runs its primary action.
    @Test func aButtonIsAddedForATitledConfigurationAndSendsItsAction() throws {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Messages"
        var tapped = 0
        configuration.button.title = "Start Chat"
        configuration.buttonProperties.primaryAction = UIAction(title: "Start Chat") { _ in tapped += 1 }
        let view = try #require(configuration.makeContentView() as? UIContentUnavailableView)
        let button = try #require(view.button)
        #expect(view.secondaryButton == nil)
        button.sendActions(for: .primaryActionTriggered)  // what a tap on the button sends to its primary action
        #expect(tapped == 1)
        #expect(UIContentUnavailableView(configuration: .empty()).button == nil)
    }

    // MARK: Key-value coding's getter

    @MainActor private final class Pager: NSObject {
        let scrollView = UIScrollView()
        private let _label = "private"
        var isOpen = true
        lazy var cached = 7
        var nothing: String?
    }

    /// Found as KVC finds instance variables: the key, `_key`, `isKey`;
    /// a nil optional and an unknown key give nil.
    @Test func valueForKeyReadsStoredProperties() {
        let pager = Pager()
        #expect(pager.value(forKey: "scrollView") as? UIScrollView === pager.scrollView)
        #expect(pager.value(forKey: "label") as? String == "private")
        #expect(pager.value(forKey: "open") as? Bool == true)
        #expect(pager.value(forKey: "nothing") == nil)
        #expect(pager.value(forKey: "cached") == nil)  // a lazy property not made yet
        _ = pager.cached
        #expect(pager.value(forKey: "cached") as? Int == 7)
        #expect(pager.value(forKey: "missing") == nil)
        let defaults = UserDefaults(suiteName: "corpus9-kvc")!
        defaults.set(10, forKey: "useScrollingPopupContent")
        #expect(defaults.value(forKey: "useScrollingPopupContent") as? Int == 10)
        defaults.removePersistentDomain(forName: "corpus9-kvc")
    }

    // MARK: Section index colours

    @Test func theSectionIndexTrackingColourIsKeptPerTable() {
        let first = UITableView(frame: .zero, style: .plain), second = UITableView(frame: .zero, style: .plain)
        #expect(first.sectionIndexTrackingBackgroundColor == nil)
        first.sectionIndexTrackingBackgroundColor = .clear
        #expect(first.sectionIndexTrackingBackgroundColor == .clear)
        #expect(second.sectionIndexTrackingBackgroundColor == nil)
    }
}

/// Seen in deltachat's QR screen: a segmented control made with
/// `init(items:)` (a zero frame) as a navigation item's title view drew
/// only its titles, as a 0 × 0 control. Since iOS 11 the bar sizes a title
/// view with an intrinsic size by that size; a view without one keeps its
/// frame's size.
@MainActor @Suite struct HeldOutCorpus9TitleViewTests {
    @Test func aTitleViewWithAnIntrinsicSizeIsSizedByIt() throws {
        let screen = UIViewController()
        let control = UISegmentedControl(items: ["Show QR", "Scan QR"])
        control.selectedSegmentIndex = 0
        screen.navigationItem.titleView = control
        let framed = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        framed.navigationItem.titleView = box
        for (controller, view) in [(screen, control as UIView), (framed, box)] {
            let nav = UINavigationController(rootViewController: controller)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            window.rootViewController = nav
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let frame = view.convert(view.bounds, to: nav.navigationBar)
            #expect(abs(frame.midX - nav.navigationBar.bounds.midX) < 0.5)
            if view === control {
                let size = control.intrinsicContentSize
                #expect(size.width > 0 && size.height > 0)
                #expect(abs(frame.width - size.width) < 0.5 && abs(frame.height - size.height) < 0.5)
            } else {
                #expect(frame.size == CGSize(width: 120, height: 30))
            }
        }
    }
}

/// Seen in CountryPickerView's list: a search controller's bar set as a
/// table's header with no frame was 0 tall and drawn over the navigation
/// bar. The library's own screenshot (CountryPickerViewDemo/Screenshots/3.png,
/// an iPhone X at @3x) shows that header's bar from pixel row 264 to 432:
/// 88 to 144 points, 56 tall, right under the 88-point status and
/// navigation bars.
@MainActor @Suite struct HeldOutCorpus9SearchHeaderTests {
    @Test func aSearchControllersBarAsATableHeaderTakesItsHeight() throws {
        let list = UITableViewController(style: .grouped)
        let search = UISearchController(searchResultsController: nil)
        list.tableView.tableHeaderView = search.searchBar
        let nav = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = search.searchBar.convert(search.searchBar.bounds, to: window)
        #expect(bar.height == 56)
        #expect(bar.width == 375)
        let navigationBar = nav.navigationBar.convert(nav.navigationBar.bounds, to: window)
        #expect(bar.minY == navigationBar.maxY)
    }
}
