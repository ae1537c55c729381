import Testing
@testable import TrellisUIKit

/// `#colorLiteral` builds against TrellisUIKit as against UIKit (the
/// fidelity pass found an app palette written so that did not build).
@Suite struct ColorLiteralTests {
    // As apps write them: no type annotation, so the literal takes `_ColorLiteralType`.
    static let blueGrey = #colorLiteral(red: 0.5607843137, green: 0.5568627451, blue: 0.5803921569, alpha: 1)

    @Test func unannotatedColorLiteralIsAUIColorOfItsComponents() {
        // hfabisiak/GithubAPI's blue grey, #8F8E94: 143, 142, 148 out of 255.
        let color: UIColor = Self.blueGrey
        ColorTests.expectClose(ColorTests.rgba(color), [143.0 / 255, 142.0 / 255, 148.0 / 255, 1], within: 1e-6)
    }

    @Test func colorLiteralKeepsItsAlpha() {
        let literal: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.25)
        ColorTests.expectClose(ColorTests.rgba(literal), [1, 0, 0, 0.25], within: 1e-6)
    }
}
