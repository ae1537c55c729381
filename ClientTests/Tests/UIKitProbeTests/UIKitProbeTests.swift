import Foundation
import Testing
import UIKitProbe
#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// Runs every probe and prints one line, `UIKIT-PROBE {json}`: name →
/// {value, raw}, with the OS and device. On an iOS simulator that line is
/// the measurement (docs/uikit-numbers.md, "Gaps worth a simulator
/// measurement"); on Linux the probes read Trellis's own documented
/// choices back, which shows each probe measures what it claims.
@MainActor @Suite struct UIKitProbeTests {
    @Test func probeEveryUnsourcedNumber() throws {
        let readings = UIKitProbe.all()
        var object: [String: Any] = [:]
        for reading in readings {
            // A value a probe could not read is NaN, which JSON cannot hold: null, so the other values still print.
            let values: [Any] = reading.values.map { $0.isFinite ? $0 as Any : NSNull() as Any }
            object[reading.name] = ["value": values, "raw": reading.raw]
        }
        object["os"] = ProcessInfo.processInfo.operatingSystemVersionString
        #if canImport(UIKit)
        object["device"] = ProcessInfo.processInfo.environment["SIMULATOR_DEVICE_NAME"] ?? UIDevice.current.model
        object["system"] = UIDevice.current.systemName + " " + UIDevice.current.systemVersion
        #else
        object["device"] = "Trellis (Linux)"
        #endif
        let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        print("UIKIT-PROBE " + String(decoding: json, as: UTF8.self))
        #expect(readings.count == 9)
        #if !canImport(UIKit)
        let values = Dictionary(uniqueKeysWithValues: readings.map { ($0.name, $0.values) })
        // The values docs/uikit-numbers.md gives for Trellis, row by row.
        // "`UICollectionLayoutListConfiguration` estimates, `headerTopPadding`": 22.
        #expect(values["list.plain.headerTopPadding"] == [22])
        // "`UIListContentConfiguration.valueCell()` …" (`textToSecondaryTextHorizontalPadding`): 8.
        #expect(values["valueCell.textToSecondaryTextHorizontalPadding"] == [8])
        // "List content configurations' fonts and colours": headline and
        // title 2, 17 and 22 points at Large (Apple's Dynamic Type table).
        #expect(values["prominentInsetGroupedHeader.textProperties.font"] == [17])
        #expect(values["extraProminentInsetGroupedHeader.textProperties.font"] == [22])
        // "`UIListContentConfiguration.plainFooterMargins`": 6, 16, 6, 16.
        #expect(values["plainFooter.directionalLayoutMargins"] == [6, 16, 6, 16])
        // "`UICollectionViewListCell.accessorySpacing`": 12.
        #expect(values["listCell.accessorySpacing"] == [12])
        // "Large title at larger Dynamic Type sizes: the bar's added height":
        // 52 up to a 34-point title, then 52 + 21 for every 26 points over
        // 34, rounded up, with the large title's sizes of Apple's table
        // (34, 36, 38, 40, 44, 48, 52, 56, 60): 52, 54, 56, 57, 61, 64, 67, 70, 73.
        #expect(values["navigationBar.largeTitleAddedHeight"] == [52, 54, 56, 57, 61, 64, 67, 70, 73])
        // "toolbar items (`UIToolbar`, `row.spacing = BarMetrics.itemSpacing` …)": 8.
        #expect(values["toolbar.itemSpacing"] == [8])
        // "`UITableViewCell.indentationWidth`, `UICollectionViewListCell.indentationWidth`": 10.
        #expect(values["UICollectionViewListCell.indentationWidth"] == [10])
        #endif
    }
}
