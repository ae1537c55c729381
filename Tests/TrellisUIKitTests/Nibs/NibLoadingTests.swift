import Foundation
import Testing
import TrellisUIKit

/// The cell of Resources/NibProfileCell.xib (`customClass="NibProfileCell"
/// customModule="TrellisUIKitTests"`: found by Swift's class lookup).
final class NibProfileCell: UITableViewCell {
    var titleLabel: UILabel!
    var avatarView: UIImageView!
    var titleTop: NSLayoutConstraint!
    /// Whether the outlets were set when `awakeFromNib` ran (UIKit sets them first).
    var outletsSetAtAwake: Bool?

    override func awakeFromNib() {
        super.awakeFromNib()
        outletsSetAtAwake = titleLabel != nil && avatarView != nil && titleTop != nil
    }

    /// What the opt-in registers for `@IBOutlet`s (docs/objective-c.md), by hand:
    /// this test target is compiled without the opt-in.
    static let registered: Void = ObjCRuntime.register(NibProfileCell.self, [
        ObjCMethod("setTitleLabel:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! NibProfileCell).titleLabel, a, of: "setTitleLabel:") },
        ObjCMethod("setAvatarView:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! NibProfileCell).avatarView, a, of: "setAvatarView:") },
        ObjCMethod("setTitleTop:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! NibProfileCell).titleTop, a, of: "setTitleTop:") },
    ])
}

/// The view controller of Resources/NibGreeting.storyboard: two outlets and an action.
final class NibGreetingViewController: UIViewController {
    var greetingLabel: UILabel!
    var helloButton: UIButton!
    var awoke = false
    var outletsSetAtViewDidLoad: Bool?
    var senders: [UIButton] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsSetAtViewDidLoad = greetingLabel != nil && helloButton != nil
    }

    func sayHello(_ sender: UIButton) {
        senders.append(sender)
        greetingLabel.text = "Hello"
    }

    static let registered: Void = ObjCRuntime.register(NibGreetingViewController.self, [
        ObjCMethod("setGreetingLabel:", arity: 1) { o, a in
            ObjCRuntime.assign(&(o as! NibGreetingViewController).greetingLabel, a, of: "setGreetingLabel:")
        },
        ObjCMethod("setHelloButton:", arity: 1) { o, a in
            ObjCRuntime.assign(&(o as! NibGreetingViewController).helloButton, a, of: "setHelloButton:")
        },
        ObjCMethod("sayHello:", arity: 1) { o, a in
            (o as! NibGreetingViewController).sayHello(ObjCRuntime.argument(a, 0, of: "sayHello:"))
        },
    ])
}

/// UIKit's loading API over the InterfaceBuilder reader: nibs and
/// storyboards copied as resources of this target (`Bundle.module`),
/// outlets, actions, `awakeFromNib`, cells registered by nib. Frames are
/// computed by hand from the files' constraints (sizes fixed by constraints,
/// so no text is measured).
@MainActor @Suite struct NibLoadingTests {
    init() {
        _ = NibProfileCell.registered
        _ = NibGreetingViewController.registered
    }

    /// The xib's one top-level object is the cell, of its custom class, with
    /// its outlets (two views and a constraint) set before `awakeFromNib`.
    @Test func aCellFromANibHasItsClassOutletsAndFrames() throws {
        let nib = UINib(nibName: "NibProfileCell", bundle: .module)
        #expect(nib.trellisReadError == nil)
        let objects = nib.instantiate(withOwner: nil, options: nil)
        #expect(objects.count == 1)
        let cell = try #require(objects.first as? NibProfileCell)
        #expect(nib.trellisIssues == [])
        #expect(cell.outletsSetAtAwake == true)
        #expect(cell.reuseIdentifier == "ProfileInFile")
        #expect(cell.titleLabel.text == "Ada Lovelace")
        #expect(cell.titleLabel.font.pointSize == 15)
        #expect(cell.titleLabel.superview === cell.contentView)
        #expect(cell.titleTop.constant == 10)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 60))

        cell.layoutIfNeeded()
        // leading 16, top 10, 200 × 20 by its own constraints.
        #expect(cell.titleLabel.frame == CGRect(x: 16, y: 10, width: 200, height: 20))
        // trailing 16 from the content view's (320 wide): x = 320 − 16 − 40; top with the label's.
        #expect(cell.avatarView.frame == CGRect(x: 264, y: 10, width: 40, height: 40))

        // An outlet to a constraint is the constraint itself: changing it moves the label.
        cell.titleTop.constant = 4
        cell.layoutIfNeeded()
        #expect(cell.titleLabel.frame.minY == 4)
        #expect(cell.avatarView.frame.minY == 4)
    }

    /// Each instantiation makes new objects; `Bundle.loadNibNamed` does the same.
    @Test func eachInstantiationMakesNewObjects() throws {
        let nib = UINib(nibName: "NibProfileCell", bundle: .module)
        let first = try #require(nib.instantiate(withOwner: nil).first as? NibProfileCell)
        let second = try #require(Bundle.module.loadNibNamed("NibProfileCell", owner: nil)?.first as? NibProfileCell)
        #expect(first !== second)
        #expect(first.titleLabel !== second.titleLabel)
    }

    /// A table makes a registered nib's cells, with the registration's reuse identifier.
    @Test func aTableDequeuesCellsFromARegisteredNib() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "NibProfileCell", bundle: .module), forCellReuseIdentifier: "Profile")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Profile") as? NibProfileCell)
        #expect(cell.reuseIdentifier == "Profile")
        #expect(cell.outletsSetAtAwake == true)
        let other = try #require(table.dequeueReusableCell(withIdentifier: "Profile") as? NibProfileCell)
        #expect(other !== cell)
        #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
    }

    /// The storyboard's initial controller is of its custom class and awake
    /// at once; its view loads on first use with the outlets set before
    /// `viewDidLoad`, lays out from the safe area, and the button's action
    /// reaches the controller when the button is tapped.
    @Test func aStoryboardControllerLoadsItsViewAndItsActionFires() throws {
        let storyboard = UIStoryboard(name: "NibGreeting", bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController() as? NibGreetingViewController)
        #expect(controller.awoke)
        #expect(!controller.isViewLoaded)

        let view = controller.trellis.show(size: CGSize(width: 375, height: 667),
                                           safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(storyboard.trellisIssues == [])
        #expect(controller.outletsSetAtViewDidLoad == true)
        #expect(controller.greetingLabel.superview === view)
        // The safe area's top is 20: the label 20 below it, 20 in; 200 × 30.
        #expect(controller.greetingLabel.frame == CGRect(x: 20, y: 40, width: 200, height: 30))
        // The button 8 below the label (40 + 30 + 8), at its leading; 120 × 44.
        #expect(controller.helloButton.frame == CGRect(x: 20, y: 78, width: 120, height: 44))
        #expect(controller.helloButton.title(for: .normal) == "Say hello")
        #expect(controller.helloButton.buttonType == .system)  // buttonType="system": a tinted title

        #expect(controller.greetingLabel.text == "Not yet")
        controller.helloButton.trellis.tap()
        #expect(controller.greetingLabel.text == "Hello")
        #expect(controller.senders.count == 1 && controller.senders.first === controller.helloButton)
    }

    @Test func aStoryboardControllerByIdentifier() {
        let storyboard = UIStoryboard(name: "NibGreeting", bundle: .module)
        let controller = storyboard.instantiateViewController(withIdentifier: "Greeting")
        #expect(controller is NibGreetingViewController)
    }

    /// A nib from bytes: a class the file names but no module has, and an
    /// outlet File's Owner does not have, are issues with the file's line
    /// (UIKit logs the first and raises for the second); loading goes on.
    @Test func issuesNameTheLine() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="missing" destination="v-1" id="o-1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v-1" customClass="NoSuchView" customModule="Nowhere">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <switch opaque="NO" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s-1">
                            <rect key="frame" x="10" y="10" width="51" height="31"/>
                        </switch>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let owner = UIView()
        let objects = nib.instantiate(withOwner: owner, options: nil)
        let view = try #require(objects.first as? UIView)
        #expect(type(of: view) == UIView.self)
        #expect((view.subviews.first as? UISwitch)?.isOn == true)
        #expect(nib.trellisIssues.count == 2)
        #expect(nib.trellisIssues.contains { $0.hasPrefix("nib data:9: Unknown class NoSuchView") })
        #expect(nib.trellisIssues.contains { $0.hasPrefix("nib data:6: UIView is not key value coding-compliant for the key missing") })
    }

    /// A class Swift's lookup cannot find by name (nested in a type) is
    /// found once registered; an outlet collection gets every destination
    /// in document order.
    final class Row: UIView {
        var buttons: [UIButton] = []
        static let registered: Void = ObjCRuntime.register(Row.self, [
            ObjCMethod("setButtons:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! Row).buttons, a, of: "setButtons:") },
        ])
    }

    @Test func registeredClassesAndOutletCollections() throws {
        _ = Row.registered
        UINib.registerClass(Row.self)
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="r-1" customClass="Row">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                    <subviews>
                        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                            <state key="normal" title="One"/>
                        </button>
                        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="b-2">
                            <rect key="frame" x="100" y="0.0" width="100" height="44"/>
                            <state key="normal" title="Two"/>
                        </button>
                    </subviews>
                    <connections>
                        <outletCollection property="buttons" destination="b-1" id="o-1"/>
                        <outletCollection property="buttons" destination="b-2" id="o-2"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let row = try #require(nib.instantiate(withOwner: nil).first as? Row)
        #expect(nib.trellisIssues == [])
        #expect(row.buttons.map { $0.title(for: .normal) } == ["One", "Two"])
        #expect(row.buttons.allSatisfy { $0.superview === row })
    }

    /// A storyboard found by its path, whose initial controller is a
    /// navigation controller: it is made with its root view controller.
    @Test func aStoryboardByPathWithANavigationControllerFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <navigationController id="nav-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc-1" kind="relationship" relationship="rootViewController" id="g-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s-2">
                    <objects>
                        <viewController id="vc-1" customClass="NibGreetingViewController" customModule="TrellisUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Nav.storyboard"))
        let loaded = UIStoryboard(name: folder.appendingPathComponent("Nav").path, bundle: nil)
        let navigation = try #require(loaded.instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.viewControllers.first is NibGreetingViewController)
    }

    @Test func bytesThatAreNotAnInterfaceBuilderFileAreAReadError() {
        let nib = UINib(data: Data("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>".utf8), bundle: nil)
        #expect(nib.trellisReadError?.line == 1)
    }
}
