import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// NSAttributedString and AttributedString on UILabel and UIButton, in the
/// test font (UIKitTestFont: at size s a letter is s wide, a space s/2, a
/// line s tall with its baseline 0.8 s below its top). Sizes by hand.
@MainActor @Suite struct AttributedTextUIKitTests {
    func label(_ text: NSAttributedString) -> UILabel {
        let label = UILabel()
        UIKitTestFont.measure(label)
        label.font = UIKitTestFont.font(10)
        label.numberOfLines = 0
        label.attributedText = text
        return label
    }

    @Test func fontsAndKernMeasure() {
        let text = NSMutableAttributedString(string: "AB", attributes: [:])
        text.append(NSAttributedString(string: "CD", attributes: [.font: UIKitTestFont.font(20), .kern: 2.0]))
        // "AB" 20; "CD" at 20 with 2 after each letter: 44 (the last kept,
        // as TextKit keeps it); ascent max(8, 16) + descent max(2, 4).
        let label = label(text)
        #expect(label.text == "ABCD")
        #expect(label.intrinsicContentSize == CGSize(width: 64, height: 20))
    }

    @Test func everyKeyIsMapped() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .right
        let text = NSAttributedString(string: "AB", attributes: [
            .font: UIKitTestFont.font(20), .foregroundColor: UIColor.red, .backgroundColor: UIColor.blue,
            .kern: 1 as CGFloat, .baselineOffset: NSNumber(value: 3), .underlineStyle: NSUnderlineStyle.double.rawValue,
            .strikethroughStyle: NSUnderlineStyle.thick, .link: URL(string: "https://example.com")!,
            .paragraphStyle: paragraph,
        ])
        let mapped = text.layoutText(traits: UITraitCollection())
        let attributes = mapped.runs[0].attributes
        #expect(mapped.string == "AB")
        #expect(attributes.font == UIKitTestFont.font(20).layoutFont)
        #expect(attributes.foregroundColor == Layout.Color(red: 1, green: 0, blue: 0))
        #expect(attributes.backgroundColor == Layout.Color(red: 0, green: 0, blue: 1))
        #expect(attributes.kern == 1 && attributes.baselineOffset == 3)
        #expect(attributes.underlineStyle == .double && attributes.strikethroughStyle == .thick)
        #expect(attributes.link == "https://example.com")
        #expect(mapped.paragraphStyle.lineSpacing == 4 && mapped.paragraphStyle.alignment == .right)
    }

    @Test func paragraphStyleSpacesLines() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.paragraphSpacing = 6
        // Two paragraphs of one line each: 10 + 4 + 6 + 10.
        let label = label(NSAttributedString(string: "AB\nCD", attributes: [.paragraphStyle: paragraph]))
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 30))
    }

    @Test func plainTextReplacesAttributes() {
        let label = label(NSAttributedString(string: "AB", attributes: [.font: UIKitTestFont.font(20)]))
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 20))
        label.text = "AB"
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 10))
    }

    @Test func swiftAttributedStringConverts() {
        var text = AttributedString("AB")
        text.font = UIKitTestFont.font(20)
        text.link = URL(string: "https://example.com")
        var tail = AttributedString("C")
        tail.baselineOffset = 5
        text += tail
        let label = label(NSAttributedString(text))
        // "AB" at 20 (40) and "C" at 10 raised 5 (10): ascent max(16, 8 + 5), descent max(4, 2 - 5).
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 20))
        let mapped = NSAttributedString(text).layoutText(traits: UITraitCollection())
        #expect(mapped.runs.map(\.text) == ["AB", "C"])
        #expect(mapped.runs[0].attributes.link == "https://example.com")
        #expect(mapped.runs[1].attributes.baselineOffset == 5)
    }

    @Test func buttonTitlesTakeAttributes() {
        let button = UIButton(type: .custom)
        UIKitTestFont.measure(button)
        button.titleLabel?.font = UIKitTestFont.font(10)
        button.setAttributedTitle(NSAttributedString(string: "Hi", attributes: [.font: UIKitTestFont.font(20)]),
                                  for: .normal)
        // "Hi" at 20: 40 wide, 20 tall, and UIKit's 6 above and below.
        #expect(button.intrinsicContentSize == CGSize(width: 40, height: 32))
    }
}
