import Examples
import Layout
import Locking
import Render
import Scene
import Testing
import TrellisTestSupport
import Verification

/// Every output reads the one `SolvedLayout`: for every scene and example,
/// at every width of its sweep, the picture, the caption, the layout text,
/// `layout --json`, `check` and the critical widths' shape agree on every
/// label's lines and truncation, and text is measured at most once per
/// label per distinct question at each width (painting and reporting
/// measure nothing).
@Suite struct OneResultTests {
    @Test(arguments: Repository.sceneFiles)
    func scene(file: String) throws {
        let scene = try Scene.load(contentsOf: Repository.fixtures + "/" + file)
        try expectAgreement(SnapshotPlan(scene: scene))
    }

    @Test(arguments: Examples.all.map(\.name))
    func example(name: String) throws {
        let example = try #require(Examples.named(name))
        try expectAgreement(SnapshotPlan(example: example))
    }

    private func expectAgreement(_ plan: SnapshotPlan) throws {
        let sweep = plan.sweep
        let height = plan.scenario.defaultHeight
        let root = plan.scenario.makeRoot(width: sweep.from, height: height, state: nil)
        // Whatever engine the source chose (the system's, a scene's font files), counted.
        let counter = CountingMeasurer(wrapping: root.effectiveTextMeasurer)
        root.textMeasurer = counter
        let renderer = SceneRenderer(background: plan.scenario.background, overlays: .caption)
        let labels = root.subtree.compactMap { $0 as? Label } + root.subtree.compactMap { ($0 as? Button)?.titleLabel }
        for width in WidthRange(from: sweep.from, to: sweep.to, step: sweep.step).widths(end: .always) {
            counter.reset()
            // The caption is laid out here, upstream, with the tree's engine.
            let layout = try root.solvedLayout(width: width, height: height, analyzingAmbiguity: true, captionWidth: width)
            let asked = counter.count
            _ = try renderer.render(layout)
            let caption = layout.captionText()
            #expect([caption, layout.captionText(compact: true)].contains(layout.caption?.text ?? ""), "\(plan.name) at \(width)")
            let snapshot = LayoutSnapshot.text(of: layout)
            let report = LayoutReport(layout)
            let findings = LayoutCheck.findings(in: layout)
            let shape = CriticalWidths.shape(of: layout)
            #expect(counter.count == asked, "\(plan.name) at \(width): painting or reporting measured text")

            let reportByName = Dictionary(report.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            for view in layout.visibleViews where view.kind == .label {
                let text = try #require(view.text)
                let name = view.displayName
                let count = text.lines.count
                let at = "\(plan.name) at \(width), \(name)"
                // The caption and the critical widths count the lines drawn.
                if count > 0 {
                    #expect(caption.contains("\(name): \(count) line\(count == 1 ? "" : "s")"), "\(at): \(caption)")
                    #expect(shape.facts["\(name) lines"] == "\(count)", "\(at)")
                }
                // The layout text lists the drawn lines, truncated or not.
                // A label that shrank its text to fit names the scale.
                let header = "\(view.name ?? "Label"): \(count) line\(count == 1 ? "" : "s")"
                    + (text.scale < 1 ? ", drawn at scale \(PointFormat.string(text.scale, decimals: 3))" : "")
                    + (text.isTruncated ? ", truncated" : "")
                #expect(snapshot.split(separator: "\n").contains { $0 == header }, "\(at): no '\(header)'")
                for line in text.lines {
                    #expect(snapshot.contains("\"\(line.text)\""), "\(at): '\(line.text)' not in the layout text")
                }
                // layout --json: the same lines, the same truncation.
                if let name = view.name, let entry = reportByName[name] {
                    #expect(entry.lines?.map(\.text) == text.lines.map(\.text), "\(at)")
                    #expect(entry.truncated == text.isTruncated, "\(at)")
                }
                // check: truncated exactly when the text is.
                let flagged = findings.contains { $0.hasPrefix("truncated: \(name) (") }
                #expect(flagged == text.isTruncated, "\(at): check says truncated \(flagged)")
            }
            // Laying out at this width and reading the result asked each
            // distinct question once per label asking it (labels with the
            // same text and font may ask the same one).
            for (request, times) in counter.requests {
                let askers = labels.filter { ($0.text ?? "") == request.text && $0.font == request.font }.count
                #expect(times <= max(1, askers),
                        "\(plan.name) at \(width): \"\(request.text.prefix(30))\" at \(request.width ?? -1) asked \(times) times")
            }
        }
    }
}

/// A measurer that counts the questions it is asked.
final class CountingMeasurer: TextMeasuring {
    private let inner: TextMeasuring
    private let asked = Locked<[TextMeasurementRequest: Int]>([:])

    init(wrapping inner: TextMeasuring) { self.inner = inner }

    var count: Int { asked.withLock { $0.values.reduce(0, +) } }
    func reset() { asked.withLock { $0 = [:] } }
    var requests: [TextMeasurementRequest: Int] { asked.withLock { $0 } }

    func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        asked.withLock { $0[request, default: 0] += 1 }
        return inner.measure(request)
    }
}
