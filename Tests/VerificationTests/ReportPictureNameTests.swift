import Testing
@testable import Verification

/// cli36 (newuser35): `verify --report` named its pictures `3-diff.png`,
/// a running number that says nothing once the file is downloaded or
/// attached to a bug. They are named after the scene and the reference.
@Suite struct ReportPictureNameTests {
    @Test func namedAfterTheSceneStateAndWidth() {
        var taken: Set<String> = []
        #expect(VerificationReport.pictureStem("scenes/stack-hide/base-375.png", taken: &taken) == "stack-hide-base-375")
        #expect(VerificationReport.pictureStem("scenes/card/collapsed-410.75.png", taken: &taken) == "card-collapsed-410.75")
    }

    /// A scene and an example of one name have folders of their own among
    /// the references, but share the report folder: the second is told apart.
    @Test func aNameUsedTwiceIsToldApart() {
        var taken: Set<String> = []
        #expect(VerificationReport.pictureStem("scenes/stack-hide/base-375.png", taken: &taken) == "stack-hide-base-375")
        #expect(VerificationReport.pictureStem("examples/stack-hide/base-375.png", taken: &taken) == "stack-hide-base-375-2")
        #expect(VerificationReport.pictureStem("examples/stack-hide/base-375.png", taken: &taken) == "stack-hide-base-375-3")
    }
}
