import Foundation
import Testing
import TrellisUIKit

/// Two things real `.xib` files do that a held-out file (a toast and an
/// icon cell from an open-source app) showed Trellis getting wrong:
///
/// - A constraint unchecked "Installed" for the default size class
///   (`<variation key="default"><mask key="constraints"><exclude …/>`) held
///   by an outlet. UIKit's nib still makes the constraint and connects the
///   outlet; the constraint is inactive (`isActive` false, Apple's
///   `NSLayoutConstraint.isActive`), and the app activates it in code to
///   switch layouts (the toast swaps "label to button" for "label to
///   trailing" when it has no action). Trellis dropped it: the outlet
///   stayed nil and the app's `labelToTrailing.isActive = true` trapped.
/// - `layer.cornerRadius` as a user-defined runtime attribute: UIKit sets
///   it with `setValue(_:forKeyPath:)` (Xcode's Identity inspector,
///   "User Defined Runtime Attributes"), so the key path reaches the
///   view's layer. Trellis reported dotted key paths and left the view
///   square.
@MainActor @Suite struct NibRealFileIdiomTests {
    final class Toast: UIView {
        var toButton: NSLayoutConstraint?
        var toTrailing: NSLayoutConstraint?
        static let registered: Void = ObjCRuntime.register(Toast.self, [
            ObjCMethod("setToButton:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! Toast).toButton, a, of: "setToButton:") },
            ObjCMethod("setToTrailing:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! Toast).toTrailing, a, of: "setToTrailing:") },
        ])
    }

    static let toastXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" customClass="Toast">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="msg">
                        <rect key="frame" x="10" y="10" width="130" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="msg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c-lead"/>
                    <constraint firstItem="msg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c-top"/>
                    <constraint firstAttribute="bottom" secondItem="msg" secondAttribute="bottom" constant="10" id="c-bottom"/>
                    <constraint firstAttribute="trailing" secondItem="msg" secondAttribute="trailing" constant="60" id="c-button"/>
                    <constraint firstAttribute="trailing" secondItem="msg" secondAttribute="trailing" constant="14" id="c-trailing"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c-trailing"/>
                    </mask>
                </variation>
                <connections>
                    <outlet property="toButton" destination="c-button" id="o-1"/>
                    <outlet property="toTrailing" destination="c-trailing" id="o-2"/>
                </connections>
            </view>
        </objects>
    </document>
    """

    /// The uninstalled constraint is made, connected and inactive; the
    /// layout uses only the installed one until the app swaps them.
    /// Widths by hand: 200 wide, message from x 10; trailing 60 leaves
    /// 200 − 10 − 60 = 130, trailing 14 leaves 200 − 10 − 14 = 176.
    @Test func uninstalledConstraintIsMadeInactiveForItsOutlet() throws {
        _ = Toast.registered
        UINib.registerClass(Toast.self)
        let nib = UINib(data: Data(Self.toastXib.utf8), bundle: nil)
        let toast = try #require(nib.instantiate(withOwner: nil).first as? Toast)
        #expect(nib.trellisIssues == [])
        let toButton = try #require(toast.toButton)
        let toTrailing = try #require(toast.toTrailing)
        #expect(toButton.isActive)
        #expect(!toTrailing.isActive)
        #expect(toTrailing.constant == 14)

        let message = try #require(toast.subviews.first)
        toast.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        toast.layoutIfNeeded()
        #expect(message.frame.width == 130)

        toButton.isActive = false
        toTrailing.isActive = true
        toast.layoutIfNeeded()
        #expect(message.frame.width == 176)
    }

    /// `layer.cornerRadius`, `layer.borderWidth` and `layer.masksToBounds`
    /// reach the view's layer; a layer key Trellis does not set is one issue.
    @Test func layerKeyPathsReachTheViewsLayer() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="icon">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="13"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                            <real key="value" value="1.5"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.zPosition">
                            <integer key="value" value="2"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
        </document>
        """
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let view = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        #expect(view.layer.cornerRadius == 13)
        #expect(view.layer.borderWidth == 1.5)
        #expect(view.layer.masksToBounds)
        #expect(nib.trellisIssues.count == 1)
        #expect(nib.trellisIssues.first?.contains("layer.zPosition") == true)
    }
}
