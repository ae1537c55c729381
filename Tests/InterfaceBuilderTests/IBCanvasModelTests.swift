import Foundation
import InterfaceBuilder
import Layout
import Testing
import TrellisTestSupport

/// What the builder takes from IB's canvas (issue 31, item 4): image
/// buttons without insets, iOS 26's switch, the root's margins as the saved
/// frames show them, fixed frames, collection view cells' own margins, and
/// margins that follow again when a tree is laid out at another width.
/// Documents written here by hand; every frame worked out from its constraints.
@Suite struct IBCanvasModelTests {
    static func xib(_ body: String, toolsVersion: String = "22505", resources: String = "") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
        \(body)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """.utf8)
    }

    /// The tree of the document's first hierarchy, built as the canvas lays it out, at its saved size.
    func laidOut(_ data: Data, width: Double? = nil) throws -> View {
        let scenario = try IBScenario(document: try IBDocumentReader.read(data, file: "test.xib"))
        return scenario.makeRoot(width: width ?? scenario.defaultWidth!, height: nil, state: nil, measurer: TestFont.measurer)
    }

    func frame(_ root: View, _ name: String) -> Rect? {
        root.subtree.first { $0.name == name }?.frame
    }

    /// An image, no title: the image's size, no 6 points above and below;
    /// the button pinned to the root's top-left corner at (10, 10). Square,
    /// wider than tall (a held-out file's 38 × 29 menu icon), and in half
    /// points.
    @Test(arguments: [(24.0, 24.0), (38, 29), (16.5, 25)])
    func anImageButtonIsItsImagesSize(width: Double, height: Double) throws {
        let data = Self.xib("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                        <rect key="frame" x="10" y="10" width="24" height="24"/>
                        <state key="normal" image="Back"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="btn" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                </constraints>
            </view>
            """, resources: #"<image name="Back" width="\#(width)" height="\#(height)"/>"#)
        #expect(frame(try laidOut(data), "btn") == Rect(x: 10, y: 10, width: width, height: height))
    }

    /// A switch 20 from the trailing edge of a 200-point root, centred in its
    /// 50-point height. Its alignment rectangle ends 2 points inside its frame:
    /// Xcode 16 (tools 23504): 51 × 31 at x 200 − 20 − 49 = 131, y (50 − 31) / 2 = 9.5;
    /// Xcode 26 (tools 24412): 63 × 28 at x 200 − 20 − 61 = 119, y (50 − 28) / 2 = 11.
    /// The placeholder version 32700.99.1234 reads as the earlier size.
    @Test(arguments: [("23504", Rect(x: 131, y: 9.5, width: 51, height: 31)),
                      ("24412", Rect(x: 119, y: 11, width: 63, height: 28)),
                      ("32700.99.1234", Rect(x: 131, y: 9.5, width: 51, height: 31))])
    func aSwitchIsTheSizeItsXcodeDrew(toolsVersion: String, expected: Rect) throws {
        let data = Self.xib("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                        <rect key="frame" x="0" y="0" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="20" id="c1"/>
                    <constraint firstItem="sw" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                </constraints>
            </view>
            """, toolsVersion: toolsVersion)
        #expect(frame(try laidOut(data), "sw") == expected)
    }

    /// A 600-point freeform view on a 375-point phone's canvas: the model
    /// gives it 16-point side margins and the status bar's 20 above, but its
    /// card, tied to the margins plus 10, was saved at (30, 10): margins of
    /// 20 at the sides and 0 above and below, which the builder takes. So
    /// the card is 600 − 2 × 30 = 540 wide and 100 − 2 × 10 = 80 tall.
    @Test func theRootsMarginsAreTheSavedFramesOnes() throws {
        let data = Self.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="30" y="10" width="540" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="10" id="c1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" constant="10" id="c2"/>
                    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="10" id="c3"/>
                    <constraint firstAttribute="bottomMargin" secondItem="card" secondAttribute="bottom" constant="10" id="c4"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
        let document = try IBDocumentReader.read(data, file: "test.xib")
        #expect(document.hierarchies[0].safeAreaInsets.top == 20)  // the model's: a status bar
        let root = try laidOut(data)
        #expect(frame(root, "card") == Rect(x: 30, y: 10, width: 540, height: 80))
        // At 400 points the same margins: 400 − 2 × 30 = 340 wide.
        #expect(frame(try laidOut(data, width: 400), "card") == Rect(x: 30, y: 10, width: 340, height: 80))
    }

    /// `fixedFrame="YES"` without constraints: kept where IB drew it.
    @Test func aFixedFrameIsKept() throws {
        let data = Self.xib("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                        <rect key="frame" x="-1" y="-1" width="202" height="102"/>
                        <view key="contentView" opaque="NO" contentMode="center" id="fxc">
                            <rect key="frame" x="0.0" y="0.0" width="202" height="102"/>
                        </view>
                    </visualEffectView>
                </subviews>
            </view>
            """)
        #expect(frame(try laidOut(data), "fx") == Rect(x: -1, y: -1, width: 202, height: 102))
    }

    /// A collection view (the root, 414 wide: 20-point margins, 20 above
    /// for the status bar) holds a cell whose label-less bar is tied to the
    /// cell's leading and top margins: the cell keeps UIKit's 8, so the
    /// bar is at (8 + 24, 8), not at the collection view's 20 + 24.
    @Test func aCollectionViewsCellKeepsItsOwnMargins() throws {
        let data = Self.xib("""
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <collectionViewFlowLayout key="collectionViewLayout" id="fl">
                    <size key="itemSize" width="414" height="98"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="98"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="98"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="32" y="8" width="374" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="c0"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" constant="24" id="c1"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="8" id="c3"/>
                        </constraints>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """)
        #expect(frame(try laidOut(data), "bar") == Rect(x: 32, y: 8, width: 374, height: 20))
    }
}

/// Views IB lets autoresize, laid out at another width than IB's: their
/// masks place them, the difference shared by the flexible parts in
/// proportion to their saved sizes (Apple, `UIView.autoresizingMask`).
@Suite struct IBAutoresizingTests {
    /// A 200 × 100 root: a bar (10, 10, 180, 40) that stretches, a dot
    /// (80, 60, 40, 20) with both side margins flexible, a tag (150, 60,
    /// 40, 20) held to the right. At 300 the 100 points go to the bar's
    /// width (280); to the dot's two 80-point margins, 50 each (x 130); to
    /// the tag's left margin (x 250).
    static let data = IBCanvasModelTests.xib("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="10" y="10" width="180" height="40"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="dot">
                    <rect key="frame" x="80" y="60" width="40" height="20"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
                </view>
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                    <rect key="frame" x="150" y="60" width="40" height="20"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
                </view>
            </subviews>
        </view>
        """)

    func frames(width: Double) throws -> [String: Rect] {
        let scenario = try IBScenario(document: try IBDocumentReader.read(Self.data, file: "mask.xib"))
        let root = scenario.makeRoot(width: width, height: nil, state: nil, measurer: TestFont.measurer)
        return Dictionary(uniqueKeysWithValues: root.subviews.compactMap { view in view.name.map { ($0, view.frame) } })
    }

    @Test func atIBsWidthTheSavedFrames() throws {
        let frames = try frames(width: 200)
        #expect(frames["bar"] == Rect(x: 10, y: 10, width: 180, height: 40))
        #expect(frames["dot"] == Rect(x: 80, y: 60, width: 40, height: 20))
        #expect(frames["tag"] == Rect(x: 150, y: 60, width: 40, height: 20))
    }

    @Test func atAnotherWidthTheMasksPlaceThem() throws {
        let frames = try frames(width: 300)
        #expect(frames["bar"] == Rect(x: 10, y: 10, width: 280, height: 40))
        #expect(frames["dot"] == Rect(x: 130, y: 60, width: 40, height: 20))
        #expect(frames["tag"] == Rect(x: 250, y: 60, width: 40, height: 20))
    }

    /// The same tree laid out at 200, then again at 300 (a sweep's second
    /// frame), has the frames a fresh tree at 300 has.
    @Test func aTreeLaidOutAgainFollows() throws {
        let scenario = try IBScenario(document: try IBDocumentReader.read(Self.data, file: "mask.xib"))
        let root = scenario.makeRoot(width: 200, height: nil, state: nil, measurer: TestFont.measurer)
        root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        #expect(root.subviews.first { $0.name == "dot" }?.frame == Rect(x: 130, y: 60, width: 40, height: 20))
        #expect(root.subviews.first { $0.name == "bar" }?.frame == Rect(x: 10, y: 10, width: 280, height: 40))
    }
}
