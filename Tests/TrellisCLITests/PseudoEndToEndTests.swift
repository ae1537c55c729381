import Foundation
import Testing

/// `--pseudo expand|rtl`: the same scene or example with every text
/// pseudo-localised, through every command that lays a tree out.
@Suite struct PseudoEndToEndTests {
    /// The second row's label fits its text at every width, until the text
    /// is 35 % longer: then `check` finds it truncated.
    @Test func checkFindsTruncationOnlyWhenExpanded() throws {
        let plain = try TrellisProcess.run(["check", "--example", "two-rows"])
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("truncated"))
        let expanded = try TrellisProcess.run(["check", "--example", "two-rows", "--pseudo", "expand"])
        #expect(expanded.status == 0)
        #expect(expanded.stdout.contains("truncated: second"))
    }

    @Test func layoutShowsThePseudoText() throws {
        let outcome = try TrellisProcess.run(["layout", "--example", "wrap-label-fixed", "--width", "300", "--pseudo", "expand"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("[Ĵûšţ þļåîñ"))
    }

    /// Right to left: the leading side is the right one.
    @Test func rtlMirrorsTheLayout() throws {
        let ltr = try TrellisProcess.run(["layout", "--example", "two-rows", "--width", "320", "--json"])
        let rtl = try TrellisProcess.run(["layout", "--example", "two-rows", "--width", "320", "--json", "--pseudo", "rtl"])
        #expect(ltr.status == 0 && rtl.status == 0)
        #expect(ltr.stdout != rtl.stdout)
        #expect(rtl.stdout.contains("\u{202E}"))
    }

    @Test func anUnknownPseudoLocaleIsAUsageError() throws {
        let outcome = try TrellisProcess.run(["render", "--example", "two-rows", "--width", "300", "--pseudo", "xx", "-o", "/dev/null"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("Please provide one of 'expand' and 'rtl'"))
    }
}
