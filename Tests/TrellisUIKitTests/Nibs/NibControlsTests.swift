import Foundation
import Testing
import TrellisUIKit

/// A view that reads the file's values in `init?(coder:)`, as subclasses
/// of UIKit views do: the element's `tag` and a runtime attribute.
final class NibBadgeView: UIView {
    var decodedTag: Int?
    var decodedText: String?
    var badgeText: String?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodedTag = coder.decodeInteger(forKey: "tag")
        decodedText = coder.decodeObject(forKey: "badgeText") as? String
    }

    static let registered: Void = ObjCRuntime.register(NibBadgeView.self, [
        ObjCMethod("setBadgeText:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! NibBadgeView).badgeText, a, of: "setBadgeText:") },
    ])
}

/// The classes a nib makes for its elements, with the file's values: a
/// stack view's arrangement, a slider's values, a segmented control's
/// segments, a text field's placeholder, a switch; the coder a custom
/// class reads. The stack's frames are computed by hand.
@MainActor @Suite struct NibControlsTests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st-1">
                        <rect key="frame" x="10" y="10" width="180" height="48"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                                <rect key="frame" x="0.0" y="0.0" width="180" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h-1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" tag="7" translatesAutoresizingMaskIntoConstraints="NO" id="a-2" customClass="NibBadgeView" customModule="TrellisUIKitTests">
                                <rect key="frame" x="0.0" y="28" width="180" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h-2"/>
                                </constraints>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="badgeText" value="New"/>
                                </userDefinedRuntimeAttributes>
                            </view>
                        </subviews>
                    </stackView>
                    <slider opaque="NO" contentMode="scaleToFill" value="4" minValue="0.0" maxValue="10" translatesAutoresizingMaskIntoConstraints="NO" id="sl-1">
                        <rect key="frame" x="8" y="70" width="184" height="31"/>
                    </slider>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="sg-1">
                        <rect key="frame" x="10" y="110" width="120" height="32"/>
                        <segments>
                            <segment title="A"/>
                            <segment title="B"/>
                        </segments>
                    </segmentedControl>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-1">
                        <rect key="frame" x="10" y="150" width="180" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw-1">
                        <rect key="frame" x="140" y="110" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstItem="st-1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c-1"/>
                    <constraint firstItem="st-1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="st-1" secondAttribute="trailing" constant="10" id="c-3"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func controlsAndAStackViewFromTheirElements() throws {
        _ = NibBadgeView.registered
        let nib = UINib(data: Data(Self.xib.utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        #expect(nib.trellisIssues == [])
        let stack = try #require(root.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical && stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 2)
        let badge = try #require(stack.arrangedSubviews.last as? NibBadgeView)
        #expect(badge.decodedTag == 7 && badge.tag == 7)
        #expect(badge.decodedText == "New")
        #expect(badge.badgeText == "New")

        let slider = try #require(root.subviews.compactMap { $0 as? UISlider }.first)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 10 && slider.value == 4)
        let segmented = try #require(root.subviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(segmented.numberOfSegments == 2)
        #expect(segmented.titleForSegment(at: 1) == "B")
        #expect(segmented.selectedSegmentIndex == 1)
        let field = try #require(root.subviews.compactMap { $0 as? UITextField }.first)
        #expect(field.placeholder == "Name")
        #expect(field.font?.pointSize == 14)
        #expect(root.subviews.compactMap { $0 as? UISwitch }.first?.isOn == true)

        root.layoutIfNeeded()
        // 10 in from each side of the 200-point root: 180 wide; two 20-point
        // rows 8 apart: 48 high.
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 180, height: 48))
        #expect(stack.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 180, height: 20),
                                                        CGRect(x: 0, y: 28, width: 180, height: 20)])
    }
}
