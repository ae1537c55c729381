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

    /// A label's `attributedText` and a button's `attributedTitle` saved
    /// as one run: the run's `NSColor` and `NSFont` are the label's colour
    /// and font (the held-out toast's white 16-point message drew black on
    /// black), as UIKit draws the attributed string.
    @Test func anAttributedRunsColourAndFontAreKept() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                    <subviews>
                        <label opaque="NO" usesAttributedText="YES" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="msg">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                            <attributedString key="attributedText">
                                <fragment content="Saved">
                                    <attributes>
                                        <color key="NSColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <font key="NSFont" size="16" metaFont="system"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </label>
                        <button opaque="NO" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                            <rect key="frame" x="0.0" y="40" width="60" height="30"/>
                            <state key="normal">
                                <attributedString key="attributedTitle">
                                    <fragment content="Edit">
                                        <attributes>
                                            <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <font key="NSFont" size="15" metaFont="systemBold"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                            </state>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let nib = UINib(data: Data(xib.utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "Saved")
        #expect(label.font.pointSize == 16)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(label.textColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && green == 1 && blue == 1 && alpha == 1)
        let button = try #require(root.subviews.last as? UIButton)
        #expect(button.title(for: .normal) == "Edit")
        #expect(button.titleLabel?.font.pointSize == 15)
        #expect(button.titleLabel?.font.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        #expect(button.titleColor(for: .normal)?.getRed(&red, green: &green, blue: &blue, alpha: &alpha) == true)
        #expect(red == 1 && green == 0 && blue == 0)
    }
}
