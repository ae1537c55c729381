import Foundation
import Testing
@testable import TrellisUIKit

/// What driving the seventeenth corpus's screens found (docs/uikit.md,
/// "Held-out corpus 17", "Laid out, drawn and driven"): a menu that is a
/// control's primary action, a bar button's menu, a storyboard scene made by
/// the app's own creator, and a layout told of the items an update changes.
extension HeldOutCorpus17Tests {
    /// `showsMenuAsPrimaryAction` (Apple: "the contextMenuInteraction
    /// becomes the primary action of the control, and the menu shows in
    /// response to the touchDown event"), with `.menuActionTriggered` sent
    /// first ("A menu action has triggered prior to the menu being
    /// presented"). The ControlMenus sample's button: off, a tap runs the
    /// primary action and opens nothing; on, a tap opens the menu instead.
    @Test func menuAsPrimaryActionOpensOnTouchDown() throws {
        var heard: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Menu Button") { _ in heard.append("button") })
        button.addAction(UIAction(title: "") { _ in heard.append("menu") }, for: .menuActionTriggered)
        let items = (1...3).map { number in UIAction(title: "\(number)") { action in heard.append("chose \(action.title)") } }
        let menu = UIMenu(title: "", children: items)
        button.menu = menu
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.trellis.tap()
        #expect(heard == ["button"])
        #expect(button.trellis.presentedMenu == nil)
        button.showsMenuAsPrimaryAction = true
        let touch = try #require(button.trellis.touchDown())
        #expect(heard == ["button", "menu"])
        #expect(button.trellis.presentedMenu === menu)
        touch.lift()
        #expect(heard == ["button", "menu"])
        #expect(button.trellis.presentedMenu === menu)
        #expect(!button.trellis.choose(UIAction(title: "not shown") { _ in }))
        #expect(button.trellis.choose(items[1]))
        #expect(heard == ["button", "menu", "chose 2"])
        #expect(button.trellis.presentedMenu == nil)
        button.trellis.tap()
        button.trellis.dismissMenu()
        #expect(button.trellis.presentedMenu == nil)
    }

    /// A custom control whose context menu is its primary action opens the
    /// menu its interaction's delegate (itself) gives, as a press would.
    @Test func customControlMenuOpensOnTap() {
        final class Picker: UIControl {
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "Left") { _ in }, UIAction(title: "Right") { _ in }])
                }
            }
        }
        let picker = Picker(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        picker.showsMenuAsPrimaryAction = true
        picker.trellis.tap()
        #expect(picker.trellis.presentedMenu == nil)  // no interaction: the menu is not enabled
        picker.isContextMenuInteractionEnabled = true
        picker.trellis.tap()
        #expect(picker.trellis.presentedMenu?.children.map(\.title) == ["Left", "Right"])
    }

    /// A bar button's menu opens on a tap when the item has no action
    /// (Apple: "The context menu displays in response to a person tapping
    /// the item"; UIKit's header: the gesture depends on whether the item
    /// "would normally trigger an action when tapped"); one with a primary
    /// action runs it instead. The ControlMenus sample's bar buttons.
    @Test func barButtonMenuOpensOnTapWithoutAnAction() throws {
        var ran = 0
        let menu = UIMenu(title: "", children: [UIAction(title: "Sort") { _ in }])
        let menuOnly = UIBarButtonItem(title: "Menu", menu: menu)
        let both = UIBarButtonItem(primaryAction: UIAction(title: "Act") { _ in ran += 1 }, menu: menu)
        let root = UIViewController()
        root.navigationItem.rightBarButtonItems = [menuOnly, both]
        let navigation = UINavigationController(rootViewController: root)
        navigation.trellis.show(size: CGSize(width: 393, height: 852))
        func button(for item: UIBarButtonItem, in view: UIView) -> BarButtonView? {
            for subview in view.subviews {
                if let found = subview as? BarButtonView, found.item === item { return found }
                if let found = button(for: item, in: subview) { return found }
            }
            return nil
        }
        let menuButton = try #require(button(for: menuOnly, in: navigation.navigationBar))
        menuButton.trellis.tap()
        #expect(menuButton.trellis.presentedMenu === menu)
        let actionButton = try #require(button(for: both, in: navigation.navigationBar))
        actionButton.trellis.tap()
        #expect(ran == 1)
        #expect(actionButton.trellis.presentedMenu == nil)
    }

    /// `instantiateViewController(identifier:creator:)` (iOS 13): the creator
    /// gets the scene's coder and makes the controller; Apple: "If you
    /// specify nil for this parameter or your block returns nil, this method
    /// creates the view controller using its init?(coder:) method". The
    /// scene's view is the made controller's either way.
    @Test func storyboardCreatorMakesTheController() throws {
        final class Noted: UITableViewController {
            var note = ""
            convenience init?(coder: NSCoder, note: String) {
                self.init(coder: coder)
                self.note = note
            }
        }
        try StoryboardSegueTests().withStoryboard { storyboard in
            let made = storyboard.instantiateViewController(identifier: "Table") { coder in Noted(coder: coder, note: "given") }
            #expect(made.note == "given")
            #expect(made.tableView.dequeueReusableCell(withIdentifier: "Row") is NibPrototypeCell)
            #expect(made.storyboard === storyboard)
            let fallback: UITableViewController = storyboard.instantiateViewController(identifier: "Table") { _ in nil }
            #expect(type(of: fallback) == UITableViewController.self)
        }
    }

    /// `UICollectionViewUpdateItem` and the layout's update hooks: an
    /// insert, delete, move or reload hands the layout its items through
    /// `prepare(forCollectionViewUpdates:)` (Apple: "When items are
    /// inserted, deleted, or moved, the collection view calls this method"),
    /// then `finalizeCollectionViewUpdates()`; a batch's items come together
    /// at its end. An insert has no index path before, a delete none after
    /// (Apple's `indexPathBeforeUpdate` and `indexPathAfterUpdate`); the
    /// actions' raw values are UIKit's `UICollectionUpdateAction`.
    @Test func layoutHearsTheItemsAnUpdateChanges() {
        final class Hearing: UICollectionViewFlowLayout {
            var prepared: [[String]] = []
            var finalized = 0
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                func text(_ path: IndexPath?) -> String { path.map { "\($0.section).\($0.item)" } ?? "-" }
                prepared.append(updateItems.map {
                    "\($0.updateAction.rawValue) \(text($0.indexPathBeforeUpdate)) \(text($0.indexPathAfterUpdate))"
                })
            }
            override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
                finalized += 1
            }
        }
        final class Counted: NSObject, UICollectionViewDataSource {
            var count = 3
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = Hearing()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counted()
        view.dataSource = source
        view.layoutIfNeeded()
        source.count = 4
        view.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(layout.prepared == [["0 - 0.3"]])
        #expect(layout.finalized == 1)
        view.performBatchUpdates {
            source.count = 4
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
            view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 3, section: 0))
            #expect(layout.prepared.count == 1)
        }
        #expect(layout.prepared.last == ["1 0.0 -", "0 - 0.1", "3 0.2 0.3"])
        #expect(layout.finalized == 2)
        view.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(layout.prepared.last == ["2 0.1 0.1"])
        #expect(UICollectionViewUpdateItem.Action.none.rawValue == 4)
        view.layoutIfNeeded()
        let appearing = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 0))
        #expect(appearing?.frame == layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
    }
}

extension HeldOutCorpus17Tests {
    /// `UICollectionViewLayoutAttributes.transform` (Apple: "The affine
    /// transform of the item"), which the column flow layout sample scales:
    /// the cell gets the attributes' frame, then their transform, so its
    /// centre and bounds are the attributes' and its frame the scaled box.
    @Test func layoutAttributesTransformTheirCell() throws {
        final class Shrinking: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let all = super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
                all?.first { $0.indexPath.item == 0 }?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                return all
            }
        }
        final class Two: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = Shrinking()
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.sectionInset = .zero
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Two()
        view.dataSource = source
        view.layoutIfNeeded()
        let shrunk = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(shrunk.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(shrunk.center == CGPoint(x: 50, y: 30))
        #expect(shrunk.bounds.size == CGSize(width: 100, height: 60))
        #expect(shrunk.frame == CGRect(x: 25, y: 15, width: 50, height: 30))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(rotationAngle: 1)
        #expect((attributes.copy() as? UICollectionViewLayoutAttributes)?.transform == CGAffineTransform(rotationAngle: 1))
    }

    /// A storyboard saved by Xcode names its classes' module as the Xcode
    /// target called it (`customModule="…" customModuleProvider="target"`:
    /// the class is in whatever target the file is built into). Copied into
    /// a SwiftPM target of another name, as the samples' storyboards were
    /// (KeyboardTourGuide's into a target KeyboardGuide), the classes are
    /// found in the target its resource bundle (`<package>_<target>`) belongs to.
    @Test func storyboardClassesComeFromTheBundlesTarget() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("corpus17-\(getpid())-\(UUID().uuidString)")
            .appendingPathComponent("Client_TrellisUIKitTests.resources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" initialViewController="dst">
            <scenes>
                <scene sceneID="s-dst">
                    <objects>
                        <viewController id="dst" customClass="NibSegueDestinationController" customModule="XcodeAppName" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dst-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        let bundle = try #require(Bundle(url: folder))
        #expect(NibClassLookup.bundleModules(bundle) == ["TrellisUIKitTests"])
        let board = UIStoryboard(name: "Main", bundle: bundle)
        #expect(board.instantiateInitialViewController() is NibSegueDestinationController)
        #expect(NibClassLookup.bundleModules(nil).isEmpty)
    }
}

extension HeldOutCorpus17Tests {
    /// A window shown with `makeKeyAndVisible()` tells its root view
    /// controller its view appears (Apple, `viewWillAppear(_:)`: "Notifies
    /// the view controller that its view is about to be added to a view
    /// hierarchy"), a navigation controller its top controller too: the
    /// ControlMenus sample shows its toolbar in `viewWillAppear`. Once per
    /// root; a root set on the shown key window appears at once.
    @Test func shownWindowTellsItsRootItAppears() {
        final class Toolbarred: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                calls.append("will")
                navigationController?.setToolbarHidden(false, animated: animated)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                calls.append("did")
            }
        }
        let top = Toolbarred()
        let navigation = UINavigationController(rootViewController: top)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        #expect(top.calls.isEmpty)
        window.makeKeyAndVisible()
        #expect(top.calls == ["will", "did"])
        #expect(!navigation.isToolbarHidden)
        window.makeKeyAndVisible()
        #expect(top.calls == ["will", "did"])
        let next = Toolbarred()
        window.rootViewController = next
        #expect(next.calls == ["will", "did"])
    }

    /// A storyboard connects a collection view's `dataSource` and `delegate`
    /// outlets to its scene's controller (the selected-cells sample's plain
    /// `UIViewController`); they are UIKit's own outlets, set as the scene
    /// loads, so the collection view shows the controller's items.
    @Test func storyboardSetsUIKitsOwnOutlets() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" initialViewController="src">
            <scenes>
                <scene sceneID="s-src">
                    <objects>
                        <viewController id="src" customClass="Corpus17ItemsController" customModule="TrellisUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="src-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                            <size key="itemSize" width="100" height="100"/>
                                        </collectionViewFlowLayout>
                                        <connections>
                                            <outlet property="dataSource" destination="src" id="o-ds"/>
                                            <outlet property="delegate" destination="src" id="o-dl"/>
                                        </connections>
                                    </collectionView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus17-outlets-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Grid.storyboard"))
        let board = UIStoryboard(name: folder.appendingPathComponent("Grid").path, bundle: nil)
        let controller = try #require(board.instantiateInitialViewController() as? Corpus17ItemsController)
        let grid = try #require(controller.view.subviews.first as? UICollectionView)
        #expect(board.trellisIssues.isEmpty, "\(board.trellisIssues)")
        #expect(grid.dataSource === controller)
        #expect(grid.delegate === controller)
    }
}

/// The scene controller of `storyboardSetsUIKitsOwnOutlets`: three items.
final class Corpus17ItemsController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
