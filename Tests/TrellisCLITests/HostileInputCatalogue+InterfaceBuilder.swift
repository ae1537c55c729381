/// Interface Builder files that are not well-formed XML, read by Trellis's
/// own XML reader (issue 32): each one located message, whatever the
/// command. Lines 1 and 2 of each are `ibHead`; columns counted by hand.
extension HostileInputCatalogue {
    static let ibHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"

    static func xib(_ name: String, _ body: String, _ message: String, command: String = "layout") -> HostileCase {
        xibBytes(name, Array((ibHead + body).utf8), message, command: command)
    }

    static func xibBytes(_ name: String, _ bytes: [UInt8], _ message: String, command: String = "layout") -> HostileCase {
        let outputs = ["sweep": ["--from", "200", "--to", "220", "--step", "10", "-o", "s.gif"], "render": ["-o", "s.png"]]
        let arguments = [command, "s.xib"] + (outputs[command] ?? [])
        return HostileCase(name: "\(command): a xib with " + name, arguments: arguments, files: ["s.xib": .bytes(bytes)],
                           message: message)
    }

    static let invalidUTF8Xib: [UInt8] = {
        let before: [UInt8] = Array((ibHead + "<objects><view id=\"").utf8)
        let after: [UInt8] = Array("\"/></objects></document>\n".utf8)
        return before + [0xFF] + after
    }()

    static let dtdXib = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n"
        + "<document>&b;</document>\n"

    static let interfaceBuilderCases: [HostileCase] = [
        // `<objects><view id="a" x>`: "=" expected where ">" is, column 24.
        xib("a malformed start tag", "<objects><view id=\"a\" x></view></objects>\n</document>\n",
            "s.xib:3:24: not well-formed XML (expected \"=\" after attribute x in <view>)"),
        // Line 4 is `</object>`, 9 characters: reported once read, at column 10.
        xib("a mismatched end tag", "<objects>\n</object>\n</document>\n",
            "s.xib:4:10: not well-formed XML (</object> where </objects> of line 3 expected)", command: "check"),
        // `<objects>&nbsp;`: the "&" at column 10.
        xib("an entity XML does not predefine", "<objects>&nbsp;</objects>\n</document>\n",
            "s.xib:3:10: not well-formed XML (unknown entity &nbsp;: only &lt; &gt; &amp; &quot; &apos; and &#…; are read, no DTD)",
            command: "render"),
        // `<objects><view id="a&b"`: the "&" at column 21.
        xib("a bare ampersand", "<objects><view id=\"a&b\"/></objects>\n</document>\n",
            "s.xib:3:21: not well-formed XML (\"&\" begins no entity reference such as &amp; (write &amp; for \"&\"))"),
        // The file ends in `    <view id="a"`, 16 characters: at column 17.
        xib("a truncated start tag", "  <objects>\n    <view id=\"a\"",
            "s.xib:4:17: not well-formed XML (the file ends inside the start tag <view>)", command: "sweep"),
        // The file ends after `<objects>` and a line break: at the end of line 3.
        xib("elements left open", "<objects>\n", "s.xib:3:10: not well-formed XML (<objects> of line 3 is not closed)"),
        // `<objects><view id="` is 19 characters: 0xFF at column 20.
        xibBytes("invalid UTF-8", invalidUTF8Xib, "s.xib:3:20: invalid UTF-8 (byte 0xFF)"),
        // A DTD could define entities that expand a billionfold: refused where it starts.
        xibBytes("a DTD", Array(dtdXib.utf8), "s.xib:2:1: not well-formed XML (a DTD (<!DOCTYPE …>) is not read)"),
        // 255 nested views in <document>: the 256th start tag, at column 255 × 6 + 1, is one too deep.
        xib("elements nested 100,000 deep", String(repeating: "<view>", count: 100_000),
            "s.xib:3:1531: not well-formed XML (<view> is nested deeper than 256 elements)"),
    ]
}
