import Foundation
import InterfaceBuilder
import Testing

/// `<connections>`: outlets, outlet collections, actions and segues, each
/// with the id of the object that holds it (what UIKit's loading API wires).
@Suite struct IBConnectionReaderTests {
    @Test func outletsActionsAndCollectionsWithTheirSources() throws {
        let data = IBReaderTests.xib("""
                <view contentMode="scaleToFill" id="v-1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="b-1">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                            <connections>
                                <action selector="didTap:" destination="-1" eventType="touchUpInside" id="a-1"/>
                            </connections>
                        </button>
                    </subviews>
                    <connections>
                        <outlet property="button" destination="b-1" id="o-1"/>
                        <outletCollection property="buttons" destination="b-1" id="o-2"/>
                    </connections>
                </view>
        """)
        let document = try IBDocumentReader.read(data, file: "wired.xib")
        let connections = document.connections
        #expect(connections.map(\.kind) == [.outlet, .outletCollection, .action])
        #expect(connections.map(\.sourceID) == ["v-1", "v-1", "b-1"])
        #expect(connections.map(\.destinationID) == ["b-1", "b-1", "-1"])
        #expect(connections.map(\.name) == ["button", "buttons", "didTap:"])
        #expect(connections[2].eventType == "touchUpInside")
        // The lines: IBReaderTests.xib's header is 6 lines, the view starts on 7.
        #expect(connections.map(\.line) == [18, 19, 13])
        #expect(document.notes.filter { $0.kind == .unknownElement }.isEmpty)
        #expect(document.hierarchies.first?.root.subviews.first?.attributes["opaque"] == "NO")
    }

    @Test func aStoryboardsInitialControllerAndItsRootSegue() throws {
        let data = Data("""
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
            </scenes>
        </document>
        """.utf8)
        let document = try IBDocumentReader.read(data, file: "nav.storyboard")
        #expect(document.initialViewControllerID == "nav-1")
        #expect(document.connections.count == 1)
        #expect(document.connections.first?.kind == .segue)
        #expect(document.connections.first?.relationship == "rootViewController")
        #expect(document.connections.first?.destinationID == "vc-1")
    }
}
