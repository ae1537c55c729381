import Layout
import Scene
import Testing

/// Numbers at the edges (issue 16): each too large, too small or
/// overflowing number in a scene file is one message at its line and
/// column, never a trap and never a constraint silently dropped.
@Suite struct SceneNumberLimitTests {
    static let views = "views:\n  - box: {}\n  - label: { text: Hi }\n"
    /// 308 nines: finite, about 1e308.
    static let digits308 = String(repeating: "9", count: 308)
    /// 400 digits: more than a Double holds.
    static let digits400 = String(repeating: "9", count: 400)

    static let cases: [(name: String, yaml: String, expected: String)] = [
        ("a 308-digit constant", views + "constraints:\n  - box.width == label.width + \(digits308)\n",
         "bad.yaml:5:32: expected a number of at most 1000000, found 999999999999… (308 digits)"),
        ("a constant that overflows", views + "constraints:\n  - box.width == label.width + \(digits400)\n",
         "bad.yaml:5:32: expected a number of at most 1000000, found 999999999999… (400 digits)"),
        ("a constant alone", views + "constraints:\n  - box.width == 2000000\n",
         "bad.yaml:5:18: expected a number of at most 1000000, found 2000000"),
        ("a multiplier", views + "constraints:\n  - box.width == 5000000 * label.width\n",
         "bad.yaml:5:18: expected a number of at most 1000000, found 5000000"),
        ("a metric of 1.7e308", "metrics: { m: 1.7e308 }\n" + views,
         "bad.yaml:1:15: expected the metric \"m\" from -1000000 to 1000000, found 1.7e+308"),
        ("a metric that overflows", "metrics: { m: 1e400 }\n" + views,
         "bad.yaml:1:15: expected the metric \"m\" (a finite number), found 1e400 (too large to represent)"),
        ("a state constant of 1e300",
         views + "constraints:\n  - gap: box.width == label.width + 8\nstates:\n  wide: { constants: { gap: 1e300 } }\n",
         "bad.yaml:7:29: expected a constant from -1000000 to 1000000, found 1e+300"),
        ("a font size of 3000000", "fonts:\n  body: { family: DejaVu Sans, size: 3000000 }\n" + views,
         "bad.yaml:2:38: expected a font size greater than 0 and at most 5000, found 3000000"),
        ("an inline font size", "views:\n  - label: { text: Hi, font: 3000000 }\n",
         "bad.yaml:2:30: expected a font size greater than 0 and at most 5000, found 3000000"),
        ("a canvas width of 1e300", "canvas: { width: 1e300 }\n" + views,
         "bad.yaml:1:18: expected the canvas width greater than 0 and at most 100000, found 1e+300"),
        ("a sweep step of 1e-320", "sweep: { from: 100, to: 200, step: 1e-320 }\n" + views,
         "bad.yaml:1:36: expected a step of at least 0.01 points, found 1e-320"),
        // (100000 − 1) / 0.01 = 9,999,900 steps, so 9,999,901 widths.
        ("a sweep of ten million widths", "sweep: { from: 1, to: 100000, step: 0.01 }\n" + views,
         "bad.yaml:1:37: the sweep would have 9999901 widths; at most 10000 (make the step larger)"),
        // 1, 2, …, 10001 by 1: one width over the limit.
        ("a sweep of 10,001 widths", "sweep: { from: 1, to: 10001, step: 1 }\n" + views,
         "bad.yaml:1:36: the sweep would have 10001 widths; at most 10000 (make the step larger)"),
        ("an equation's 1e309", views + "constraints:\n  - box.width == 1e309\n",
         "bad.yaml:5:18: expected a number of at most 1000000, found 1e309"),
        ("an equation's 2e6", views + "constraints:\n  - box.width == label.width + 2E+6\n",
         "bad.yaml:5:32: expected a number of at most 1000000, found 2E+6"),
        ("a stack spacing of 1e300", "views:\n  - stack: { axis: vertical, spacing: 1e300 }\n",
         "bad.yaml:2:39: expected the spacing from -1000000 to 1000000, found 1e+300"),
    ]

    @Test func eachNumberIsLocated() {
        for test in Self.cases {
            do {
                _ = try Scene(yaml: test.yaml, file: "bad.yaml", directory: "/nonexistent")
                Issue.record("\(test.name): no error")
            } catch {
                #expect(error.description == test.expected, "\(test.name)")
            }
        }
    }

    /// Equations read numbers with exponents as YAML and JSON write them:
    /// 2.5e1 is 25, 1e-320 a number like any other.
    @Test func equationsReadExponents() throws {
        let yaml = Self.views + "constraints:\n  - box.width == 2.5e1\n  - box.height == 1e-320\n"
        let scene = try Scene(yaml: yaml, file: "ok.yaml", directory: "/nonexistent")
        let layout = try scene.makeRoot(width: 300, height: 100).solvedLayout(width: 300, height: 100)
        let box = try #require(layout.views.first { $0.name == "box" })
        #expect(box.frame.width == 25)
        #expect(abs(box.frame.height) < 1e-300)
    }

    /// At the limits themselves, the scene loads.
    @Test func theLimitsThemselvesLoad() throws {
        let yaml = "metrics: { m: 1000000 }\nfonts:\n  body: { family: DejaVu Sans, size: 5000 }\n"
            + Self.views + "constraints:\n  - box.width == label.width + 1000000\n"
        _ = try Scene(yaml: yaml, file: "ok.yaml", directory: "/nonexistent")
    }
}
