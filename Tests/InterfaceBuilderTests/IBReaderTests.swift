import Foundation
import InterfaceBuilder
import Layout
import Testing
import TrellisTestSupport

/// Small documents written here by hand, with frames computed by hand.
@Suite struct IBReaderTests {
    static func xib(_ body: String, device: String = #"<device id="retina4_7" orientation="portrait"/>"#) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            \(device)
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(body)
            </objects>
        </document>
        """.utf8)
    }

    /// A 200 × 100 cell-like root: a bar 20 in from the left edge, to the
    /// right margin (8), 44 tall, centred vertically: x 20, width 200 − 8 −
    /// 20 = 172, y (100 − 44) / 2 = 28. A square to its right... its width
    /// half the bar's height: 22 × 22, 4 below the bar: y 28 + 44 + 4 = 76.
    static let barXib = xib("""
            <tableViewCell contentMode="scaleToFill" id="cel-00-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                        <rect key="frame" x="20" y="28" width="172" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="con-00-001"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sqr-00-001">
                        <rect key="frame" x="20" y="76" width="22" height="22"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="sqr-00-001" secondAttribute="height" multiplier="1:1" id="con-00-002"/>
                            <constraint firstAttribute="width" constant="30" placeholder="YES" id="con-00-009"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="cel-00-001" secondAttribute="leading" constant="20" id="con-00-003"/>
                    <constraint firstAttribute="trailingMargin" secondItem="bar-00-001" secondAttribute="trailing" id="con-00-004"/>
                    <constraint firstItem="bar-00-001" firstAttribute="centerY" secondItem="cel-00-001" secondAttribute="centerY" id="con-00-005"/>
                    <constraint firstItem="sqr-00-001" firstAttribute="leading" secondItem="bar-00-001" secondAttribute="leading" id="con-00-006"/>
                    <constraint firstItem="sqr-00-001" firstAttribute="top" secondItem="bar-00-001" secondAttribute="bottom" constant="4" id="con-00-007"/>
                    <constraint firstItem="sqr-00-001" firstAttribute="width" secondItem="bar-00-001" secondAttribute="height" multiplier="0.5" id="con-00-008"/>
                </constraints>
            </tableViewCell>
    """)

    @Test func readsViewsConstraintsAndPlaceholders() throws {
        let document = try IBDocumentReader.read(IBReaderTests.barXib, file: "bar.xib")
        #expect(document.kind == .xib)
        #expect(document.placeholders.map(\.identifier) == ["IBFilesOwner", "IBFirstResponder"])
        #expect(document.hierarchies.count == 1)
        let root = try #require(document.hierarchies.first?.root)
        #expect(root.kind == .cell)
        #expect(root.subviews.map(\.id) == ["bar-00-001", "sqr-00-001"])
        let ratio = try #require(root.subviews[1].constraints.first)
        #expect(ratio.firstItem == "sqr-00-001" && ratio.secondItem == "sqr-00-001" && ratio.multiplier == 1)
        #expect(root.subviews[1].constraints[1].isPlaceholder)
        let trailing = try #require(root.constraints.first { $0.id == "con-00-004" })
        #expect(trailing.firstItem == "cel-00-001" && trailing.firstAttribute == .trailingMargin)
        #expect(document.notes.isEmpty)
    }

    @Test func buildsAndLaysOutAtIBsSize() throws {
        let document = try IBDocumentReader.read(IBReaderTests.barXib, file: "bar.xib")
        let built = IBBuilder.build(document.hierarchies[0], of: document)
        built.layout(measurer: TestFont.measurer)
        #expect(built.views["bar-00-001"]?.frame == Rect(x: 20, y: 28, width: 172, height: 44))
        #expect(built.views["sqr-00-001"]?.frame == Rect(x: 20, y: 76, width: 22, height: 22))
        // The placeholder width (30) is left out for the app, kept for IB's canvas,
        // where it conflicts with the required half-height width.
        let comparison = IBComparison(document: document, measurer: TestFont.measurer)
        #expect(comparison.views.allSatisfy { $0.agrees || $0.id == "sqr-00-001" })
        #expect(comparison.hierarchies[0].contradictions.count == 1)
    }

    @Test func malformedXMLIsOneErrorWithItsLine() {
        let data = Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n</document>\n".utf8)
        #expect(throws: IBReadError.self) { try IBDocumentReader.read(data, file: "bad.xib") }
        do {
            _ = try IBDocumentReader.read(data, file: "bad.xib")
        } catch {
            #expect(error.file == "bad.xib")
            #expect(error.line == 4)
            // Line 4 is `</document>`, 11 characters: the parser stops after it, at column 12.
            #expect(error.column == 12)
            #expect(error.description.hasPrefix("bad.xib:4:12: not well-formed XML ("))
        }
    }

    @Test func aMacDocumentIsRefused() {
        let data = Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>\n".utf8)
        do {
            _ = try IBDocumentReader.read(data, file: "mac.xib")
            Issue.record("read a Cocoa (macOS) document")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains("not an iOS Interface Builder document"))
        }
    }

    @Test func unknownElementsAreNotedWithTheirLines() throws {
        let data = IBReaderTests.xib("""
                <view contentMode="scaleToFill" id="roo-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <sparkleView id="spk-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </sparkleView>
                        <tableView id="tbl-00-001">
                            <rect key="frame" x="0.0" y="10" width="100" height="90"/>
                        </tableView>
                    </subviews>
                    <glitter key="amount"/>
                </view>
        """)
        let document = try IBDocumentReader.read(data, file: "notes.xib")
        let notes = document.notes.map { "\($0.line) \($0.kind.rawValue)" }
        // Lines: the XML declaration is 1, the root view is on line 7.
        #expect(notes == ["10 unknown element", "13 approximated", "17 unknown element"])
    }

    /// A regular width (an iPad) installs the regular constraint and
    /// spacing; a compact one (an iPhone) the defaults.
    @Test(arguments: [("ipad9_7", 30.0, 16.0), ("retina4_7", 10.0, 4.0)])
    func variationsFollowTheDevice(device: String, leading: Double, spacing: Double) throws {
        let data = IBReaderTests.xib("""
                <view contentMode="scaleToFill" id="roo-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <stackView contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                            <rect key="frame" x="10" y="0.0" width="50" height="50"/>
                            <variation key="widthClass=regular" spacing="16"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="10" id="con-00-001"/>
                        <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="30" id="con-00-002"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="con-00-002"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="constraints">
                            <include reference="con-00-002"/>
                            <exclude reference="con-00-001"/>
                        </mask>
                    </variation>
                </view>
        """, device: "<device id=\"\(device)\" orientation=\"portrait\"/>")
        let document = try IBDocumentReader.read(data, file: "variations.xib")
        let root = document.hierarchies[0].root
        #expect(root.constraints.map(\.constant) == [leading])
        #expect(root.subviews[0].stack?.spacing == spacing)
    }
}
