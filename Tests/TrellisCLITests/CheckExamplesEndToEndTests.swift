import Foundation
import Testing

/// Issue 5's acceptance, as a user checks it: every example lays out at 200,
/// 320 and 600 points with no conflict and no ambiguity. The only findings
/// are the scenarios' own point: the stale `preferredMaxLayoutWidth` of
/// wrap-label-fixed (and the demo's first panel) cuts its text off when the
/// label is narrower than the 280 points it wraps for.
@Suite struct CheckExamplesEndToEndTests {
    static let expectedFindings: [String: String] = [
        "wrap-label-fixed": "200: 1 finding\n  truncated: label (its text does not fit its height)\n320–600: ok\n",
        "wrap-demo": "200: 1 finding\n  truncated: label1 (its text does not fit its height)\n320–600: ok\n",
    ]

    static let examples: [(String, String?)] = {
        let listing = (try? TrellisProcess.run(["examples"]))?.stdout ?? ""
        var cases: [(String, String?)] = []
        for line in listing.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "--state", words.count > 1, let example = cases.last?.0 {
                cases.append((example, String(words[1].dropLast())))  // "collapsed:"
            } else if let name = words.first {
                cases.append((name, nil))
            }
        }
        return cases
    }()

    @Test func everyExampleIsListed() {
        #expect(Self.examples.filter { $0.1 == nil }.count >= 15)
        #expect(Self.examples.contains { $0 == ("stack-hide", "collapsed") })
    }

    @Test(arguments: examples)
    func checksCleanAt200And320And600(name: String, state: String?) throws {
        let widths = ["--from", "200", "--to", "600", "--step", "120"]  // 200, 320, 440, 560, 600
        let outcome = try TrellisProcess.run(["check", "--example", name] + (state.map { ["--state", $0] } ?? []) + widths + ["--strict"])
        if let findings = Self.expectedFindings[name] {  // the first panel is stale in every state
            #expect(outcome.status == 1)
            #expect(outcome.stdout.contains(findings), "\(outcome.stdout)")
            #expect(!outcome.stdout.contains("conflict") && !outcome.stdout.contains("ambiguous"))
        } else {
            #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
            #expect(outcome.stdout.hasSuffix("200–600: ok\nno findings\n"), "\(outcome.stdout)")
        }
    }
}
