import Testing
import TrellisUIKit

/// A collection view controller, an app delegate's launch, pointer
/// interactions and a sheet's delegate, as UIKit documents them:
/// <https://developer.apple.com/documentation/uikit/uicollectionviewcontroller>,
/// <https://developer.apple.com/documentation/uikit/uiapplicationdelegate>,
/// <https://developer.apple.com/documentation/uikit/uipointerinteraction>.
@MainActor @Suite struct AppAndControllerAPITests {
    final class Grid: UICollectionViewController {
        var selected: [IndexPath] = []
        var menuFor: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView,
                                     cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            menuFor.append(indexPath)
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(title: "Item \(indexPath.item)", children: []) })
        }
    }

    @Test func aCollectionViewControllersSubclassOverridesAreWhatTheCollectionViewCalls() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let grid = Grid(collectionViewLayout: layout)
        #expect(grid.collectionViewLayout === layout)
        grid.trellis.show(size: CGSize(width: 320, height: 480))
        #expect(grid.collectionView.dataSource === grid)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 6)
        grid.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        // Selecting in code does not tell the delegate (UIKit's rule); a tap does.
        #expect(grid.selected.isEmpty)
        // Through the iOS 16 method's default, the one-item method the subclass overrides answers.
        let menu = try #require(grid.collectionView.trellis.contextMenu(forRowAt: IndexPath(item: 2, section: 0)))
        #expect(menu.title == "Item 2")
        #expect(grid.menuFor == [IndexPath(item: 2, section: 0)])
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinish")
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("active") }
    }

    @Test func launchingAnAppDelegateRunsItsCallsInUIKitsOrder() throws {
        let delegate = AppDelegate()
        let window = try #require(UIApplication.shared.trellisLaunch(delegate))
        #expect(delegate.log == ["didFinish", "active"])
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIApplication.shared.delegate === delegate)
        // Left-out methods answer as UIKit does without them.
        #expect(!delegate.application(.shared, open: URL(string: "app://x")!, options: [:]))
        var fetched: UIBackgroundFetchResult?
        delegate.application(.shared, didReceiveRemoteNotification: [:]) { fetched = $0 }
        #expect(fetched == .noData)
        UIApplication.shared.delegate = nil
    }

    final class Hover: NSObject, UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            guard let view = interaction.view else { return nil }
            return UIPointerStyle(effect: .lift(UITargetedPreview(view: view)))
        }
    }

    @Test func aPointerInteractionIsKeptOnItsViewAndItsDelegateAnswers() {
        let hover = Hover()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let interaction = UIPointerInteraction(delegate: hover)
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        let region = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: CGPoint(x: 10, y: 10))
        // The default region answer is the region given, as UIKit's.
        #expect(hover.pointerInteraction(interaction, regionFor: request, defaultRegion: region) === region)
        #expect(hover.pointerInteraction(interaction, styleFor: region)?.effect != nil)
    }

    final class SheetOwner: NSObject, UISheetPresentationControllerDelegate {}

    @Test func aSheetsDelegateIsAnAdaptiveDelegate() throws {
        let owner = SheetOwner()
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.delegate = owner
        #expect(controller.delegate === owner)
        // UIKit's default adaptive answer is the style the controller has.
        #expect(owner.adaptivePresentationStyle(for: controller) == .automatic)
        #expect(owner.presentationControllerShouldDismiss(controller))
    }

    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map { _ in UIViewController() }
        var log: [String] = []
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                willTransitionTo pendingViewControllers: [UIViewController]) {
            log.append("will \(pages.firstIndex(of: pendingViewControllers[0])!)")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.append("did from \(pages.firstIndex(of: previousViewControllers[0])!) \(completed)")
        }
    }

    @Test func aPageViewControllerShowsOnePageFillingItAndTurnsAsASwipeWould() throws {
        let source = Pages()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        var done = false
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false) { done = $0 }
        #expect(done)
        #expect(source.log.isEmpty)
        pager.trellis.show(size: CGSize(width: 320, height: 568))
        #expect(source.pages[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(pager.trellis.turnPage(.forward))
        #expect(pager.viewControllers?.first === source.pages[1])
        #expect(source.pages[1].parent === pager)
        #expect(source.pages[0].parent == nil)
        pager.view.layoutIfNeeded()
        #expect(source.pages[1].view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(source.log == ["will 1", "did from 0 true"])
        #expect(pager.trellis.turnPage(.reverse))
        #expect(pager.viewControllers?.first === source.pages[0])
        #expect(!pager.trellis.turnPage(.reverse))
        #expect(pager.viewControllers?.first === source.pages[0])
    }
}
