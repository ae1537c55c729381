import Foundation
import Testing
import TrellisUIKit

/// The source scene's controller of the storyboard below: records the
/// segues it is asked to prepare for, and lets a control's segue go ahead
/// or not.
final class NibSegueSourceController: UIViewController {
    var prepared: [String?] = []
    var senders: [Any?] = []
    var allowsSegues = true

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier)
        senders.append(sender)
        (segue.destination as? NibSegueDestinationController)?.message = "prepared by the source"
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsSegues }
}

final class NibSegueDestinationController: UIViewController {
    var message: String?
}

/// A storyboard table's prototype cell, dequeued by its reuse identifier.
final class NibPrototypeCell: UITableViewCell {}

/// Storyboard segues and prototype cells (issue 31's loading API): a
/// storyboard written here, read from a temporary folder.
@MainActor @Suite struct StoryboardSegueTests {
    /// A navigation controller whose root (`src`) holds a button starting a
    /// `show` segue "toDetail", and has a `presentation` segue "present" of
    /// its own; both lead to `dst`. A table view controller (`tbl`, storyboard
    /// ID "Table") has a prototype cell "Row" holding one label.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="src" kind="relationship" relationship="rootViewController" id="g-root"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s-src">
                <objects>
                    <viewController id="src" customClass="NibSegueSourceController" customModule="TrellisUIKitTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="src-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="go">
                                    <rect key="frame" x="20" y="200" width="100" height="44"/>
                                    <state key="normal" title="Go"/>
                                    <connections>
                                        <segue destination="dst" kind="show" identifier="toDetail" id="g-show"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="dst" kind="presentation" identifier="present" id="g-present"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s-dst">
                <objects>
                    <viewController id="dst" customClass="NibSegueDestinationController" customModule="TrellisUIKitTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="dst-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s-tbl">
                <objects>
                    <tableViewController storyboardIdentifier="Table" id="tbl" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="row" customClass="NibPrototypeCell" customModule="TrellisUIKitTests">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="row" id="row-content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label opaque="NO" text="Prototype" translatesAutoresizingMaskIntoConstraints="NO" id="row-label">
                                                <rect key="frame" x="16" y="11" width="100" height="21"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// Runs `body` with the storyboard, read from a fresh folder.
    func withStoryboard(_ body: (UIStoryboard) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tests-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.storyboard.utf8).write(to: folder.appendingPathComponent("Segues.storyboard"))
        try body(UIStoryboard(name: folder.appendingPathComponent("Segues").path, bundle: nil))
    }

    @Test func performSegueMakesTheDestinationPreparesAndPresents() throws {
        try withStoryboard { storyboard in
            let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            let source = try #require(navigation.viewControllers.first as? NibSegueSourceController)
            #expect(source.storyboard === storyboard)
            navigation.trellis.show(size: CGSize(width: 375, height: 667))
            source.performSegue(withIdentifier: "present", sender: "code")
            #expect(source.prepared == ["present"])
            #expect(source.senders.first as? String == "code")
            let presented = try #require(source.presentedViewController as? NibSegueDestinationController)
            #expect(presented.message == "prepared by the source")
            #expect(navigation.viewControllers.count == 1)
            #expect(storyboard.trellisIssues == [])
        }
    }

    @Test func aButtonsShowSeguePushesOnItsNavigationController() throws {
        try withStoryboard { storyboard in
            let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            let source = try #require(navigation.viewControllers.first as? NibSegueSourceController)
            navigation.trellis.show(size: CGSize(width: 375, height: 667))
            let button = try #require(source.view.subviews.first as? UIButton)
            source.allowsSegues = false
            button.trellis.tap()
            #expect(source.prepared == [])
            #expect(navigation.viewControllers.count == 1)
            source.allowsSegues = true
            button.trellis.tap()
            #expect(source.prepared == ["toDetail"])
            #expect(source.senders.first as? UIButton === button)
            #expect(navigation.viewControllers.count == 2)
            #expect((navigation.viewControllers.last as? NibSegueDestinationController)?.message == "prepared by the source")
        }
    }

    @Test func anUnknownSegueIsAnIssue() throws {
        try withStoryboard { storyboard in
            let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
            let source = try #require(navigation.viewControllers.first as? NibSegueSourceController)
            source.performSegue(withIdentifier: "nowhere", sender: nil)
            #expect(source.prepared == [])
            #expect(storyboard.trellisIssues.contains { $0.hasSuffix("Receiver (NibSegueSourceController) has no segue with identifier 'nowhere'") })
        }
    }

    /// Each dequeue makes a new cell from the prototype: its class, its
    /// reuse identifier, its label in the content view.
    @Test func aPrototypeCellIsDequeuedByItsIdentifier() throws {
        try withStoryboard { storyboard in
            let controller = try #require(storyboard.instantiateViewController(withIdentifier: "Table") as? UITableViewController)
            let table = controller.tableView!
            #expect(storyboard.trellisIssues == [])
            let first = try #require(table.dequeueReusableCell(withIdentifier: "Row") as? NibPrototypeCell)
            let second = try #require(table.dequeueReusableCell(withIdentifier: "Row") as? NibPrototypeCell)
            #expect(first !== second)
            #expect(first.reuseIdentifier == "Row")
            #expect((first.contentView.subviews.first as? UILabel)?.text == "Prototype")
            #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
        }
    }

    /// `instantiateViewController(identifier:)` (iOS 13, the generic form
    /// Apple's context-menu sample calls): the controller of that storyboard
    /// ID, of the type the call's context asks for.
    @Test func instantiateByIdentifierGivesTheAskedType() throws {
        try withStoryboard { storyboard in
            let table: UITableViewController = storyboard.instantiateViewController(identifier: "Table")
            #expect(table.tableView.dequeueReusableCell(withIdentifier: "Row") is NibPrototypeCell)
            let plain: UIViewController? = storyboard.instantiateViewController(identifier: "Table")
            #expect(plain is UITableViewController)
        }
    }
}
