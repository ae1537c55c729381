import Foundation
import Testing
import TrellisUIKit

/// Core Foundation's types that view code coerces to (a keychain query
/// `as CFDictionary`, a number `as CFNumber`) compile and keep what was
/// handed over: each is its toll-free bridged Foundation class here.
@Suite struct CoreFoundationTypesTests {
    @Test func aDictionaryCoercesToCFDictionary() {
        let query = ["class": "password", "limit": 1] as CFDictionary
        #expect(query.count == 2)
        #expect(query["class"] as? String == "password")
        #expect(query["limit"] as? Int == 1)
        let keyed: [CFString: Any] = ["label": "wg0"]
        #expect((keyed as CFDictionary)["label"] as? String == "wg0")
    }

    @Test func numbersCoerceToCFNumber() {
        #expect((3 as CFNumber).intValue == 3)
        #expect((CGFloat(1.5) as CFNumber).doubleValue == 1.5)
    }

    @Test func attributedTextCoercesToCFAttributedString() {
        #expect((NSAttributedString(string: "ab") as CFAttributedString).length == 2)
    }
}
