import Foundation
@testable import InterfaceBuilder
import Testing

/// Trellis's own XML reader (issue 32: no FoundationXML at the start of
/// every command): what it reads, and one located message for each way a
/// file can fail to be XML. Lines, columns and values counted by hand.
@Suite struct XMLTreeReaderTests {
    static func read(_ text: String) throws(IBReadError) -> XMLNode {
        try XMLTreeReader.read(Data(text.utf8), file: "f.xml")
    }

    @Test func readsTheXMLInterfaceBuilderWrites() throws {
        let root = try Self.read("""
            \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- written by hand -->
            <?xcode-note kept out?>
            <a x="1 &lt; 2" y='&#x41;&#66;&quot;' z="two&#10;lines" w="tab\there">
              <b key="k"/>t&amp;<![CDATA[<raw>&amp;]]><!-- c --><?pi data?>
            </a>
            <!-- after -->

            """)
        #expect(root.name == "a")
        #expect(root.attributes == ["x": "1 < 2", "y": "AB\"", "z": "two\nlines", "w": "tab here"])
        #expect(root.children.map(\.name) == ["b"])
        #expect(root.children[0].key == "k")
        // Character data in order: the line break and indent before <b>, "t&",
        // the CDATA as written, the line break before </a>.
        #expect(root.text == "\n  t&<raw>&amp;\n")
        #expect(root.line == 4 && root.column == 1)
        #expect(root.children[0].line == 5 && root.children[0].column == 3)
    }

    @Test func linesAndColumnsCountCharacters() throws {
        // The tab is one column, ü one although two bytes.
        let root = try Self.read("<a>\n\t<ü/><c\n   d=\"\"/></a>")
        #expect(root.children.map(\.name) == ["ü", "c"])
        #expect(root.children.map(\.line) == [2, 2])
        #expect(root.children.map(\.column) == [2, 6])
    }

    @Test func lineBreaksAreNormalised() throws {
        // XML 1.0 §2.11: CR LF and a lone CR are one line feed in text; in an
        // attribute value (§3.3.3) each line break or tab is a space.
        let root = try Self.read("<a v=\"x\r\ny\tz\">p\r\nq\rr</a>")
        #expect(root.text == "p\nq\nr")
        #expect(root["v"] == "x y z")
    }

    @Test(arguments: [
        // A start tag: "=" expected at column 5, where ">" is.
        ("<a x>", "f.xml:1:5: not well-formed XML (expected \"=\" after attribute x in <a>)"),
        ("<a x=1/>", "f.xml:1:6: not well-formed XML (expected a quoted value for attribute x in <a>)"),
        ("<a x=\"1\"y=\"2\"/>", "f.xml:1:9: not well-formed XML (expected a space, \">\" or \"/>\" in the start tag <a>)"),
        ("<a x=\"1\" x=\"2\"/>", "f.xml:1:10: not well-formed XML (attribute x given twice in <a>)"),
        ("<a x=\"<\"/>", "f.xml:1:7: not well-formed XML (\"<\" in the value of attribute x in <a> (write &lt;))"),
        ("< a/>", "f.xml:1:2: not well-formed XML (expected an element name after \"<\")"),
        // An end tag: reported once read, after its ">" (line 2 is "</b>", 4 characters).
        ("<a>\n</b>", "f.xml:2:5: not well-formed XML (</b> where </a> of line 1 expected)"),
        ("<a><b></a></b>", "f.xml:1:11: not well-formed XML (</a> where </b> of line 1 expected)"),
        // References.
        ("<a>&nbsp;</a>", "f.xml:1:4: not well-formed XML (unknown entity &nbsp;: only &lt; &gt; &amp; &quot; &apos; and &#…; are read, no DTD)"),
        ("<a>R&D</a>", "f.xml:1:5: not well-formed XML (\"&\" begins no entity reference such as &amp; (write &amp; for \"&\"))"),
        ("<a v=\"&#0;\"/>", "f.xml:1:7: not well-formed XML (&#0; is not a character XML allows)"),
        ("<a>&#xD800;</a>", "f.xml:1:4: not well-formed XML (&#xD800; is not a character XML allows)"),
        // Truncated: at the end of the last line.
        ("<a>\n  <b x=\"1", "f.xml:2:10: not well-formed XML (the file ends inside the value of attribute x in <b>)"),
        ("<a>\n  <b\n", "f.xml:2:5: not well-formed XML (the file ends inside the start tag <b>)"),
        ("<a>\n  <b>\n", "f.xml:2:6: not well-formed XML (<b> of line 2 is not closed)"),
        ("<a><!-- note", "f.xml:1:13: not well-formed XML (the file ends inside the comment that starts at line 1)"),
        ("<a><![CDATA[x", "f.xml:1:14: not well-formed XML (the file ends inside the CDATA section that starts at line 1)"),
        // Markup XML does not have, or not here.
        ("<a><!-- a -- b --></a>", "f.xml:1:11: not well-formed XML (\"--\" inside a comment)"),
        ("<a>]]></a>", "f.xml:1:4: not well-formed XML (\"]]>\" in text outside CDATA (write ]]&gt;))"),
        ("<a><!ELEMENT a ANY></a>", "f.xml:1:4: not well-formed XML (\"<!\" begins neither a comment (<!--) nor CDATA (<![CDATA[))"),
        ("<!DOCTYPE a [<!ENTITY x \"y\">]>\n<a>&x;</a>", "f.xml:1:1: not well-formed XML (a DTD (<!DOCTYPE …>) is not read)"),
        ("<a/>\n<?xml version=\"1.0\"?>", "f.xml:2:1: not well-formed XML (an XML declaration (<?xml …?>) after the start of the file)"),
        ("<a/><b/>", "f.xml:1:5: not well-formed XML (a second root element after the root element <a> of line 1 ended)"),
        ("<a/>\ntext", "f.xml:2:1: not well-formed XML (text after the root element <a> of line 1 ended)"),
        ("text", "f.xml:1:1: not well-formed XML (text before the root element)"),
        ("", "f.xml:1:1: the file holds no XML element"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a/>",
         "f.xml:1:1: encoding \"ISO-8859-1\" is not read; Interface Builder files are UTF-8"),
    ])
    func malformedXMLIsOneLocatedMessage(xml: String, message: String) {
        do {
            let root = try Self.read(xml)
            Issue.record("read <\(root.name)> from \(xml.debugDescription)")
        } catch {
            #expect(error.description == message)
        }
    }

    /// `before`'s UTF-8, the raw bytes, `after`'s UTF-8.
    static func bytes(_ before: String, _ raw: [UInt8], _ after: String) -> [UInt8] {
        Array(before.utf8) + raw + Array(after.utf8)
    }

    static let notCharacters: [([UInt8], String)] = [
        // "é" is 2 bytes: 0xFF is the 6th byte but the 5th character.
        (bytes("<a>é", [0xFF], "</a>"), "f.xml:1:5: invalid UTF-8 (byte 0xFF)"),
        // A lead byte without its continuation: reported at the byte that breaks it.
        (bytes("<a>\n", [0xE2, 0x41], "</a>"), "f.xml:2:2: invalid UTF-8 (byte 0x41)"),
        // An overlong "/" (0xC0 0xAF) and an encoded surrogate (U+D800).
        (bytes("<a>", [0xC0, 0xAF], "</a>"), "f.xml:1:4: invalid UTF-8 (byte 0xC0)"),
        (bytes("<a>", [0xED, 0xA0, 0x80], "</a>"), "f.xml:1:4: invalid UTF-8 (byte 0xED)"),
        (bytes("<a>", [0x01], "</a>"), "f.xml:1:4: control character U+0001 is not allowed in XML"),
    ]

    @Test(arguments: notCharacters)
    func bytesThatAreNotXMLCharactersAreOneLocatedMessage(bytes: [UInt8], message: String) {
        do {
            _ = try XMLTreeReader.read(Data(bytes), file: "f.xml")
            Issue.record("read \(bytes)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func nestingIsBoundedNotRecursive() throws {
        // 256 open elements are read; the 257th start tag, at column 256 × 3 + 1, is refused.
        let fits = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect(try Self.read(fits).children.count == 1)
        do {
            _ = try Self.read(String(repeating: "<a>", count: 100_000))
            Issue.record("read 100,000 nested elements")
        } catch {
            #expect(error.description == "f.xml:1:769: not well-formed XML (<a> is nested deeper than 256 elements)")
        }
    }
}
