import Layout

/// `trellis-bench layout`'s two ways to lay the workload out at each width.
struct LayoutBenchmark {
    /// 200, 202, …, 598: the solver benchmark's sweep.
    static let widths = Array(stride(from: 200.0, through: 598, by: 2))
    var sweeps: Int

    /// One tree, one engine: each step only changes the root's width, which
    /// the engine suggests as a new value of an edit variable. Seconds per
    /// width, every sweep's samples together.
    func incremental() -> [Double] {
        let root = LayoutWorkload.makeTree(width: Self.widths[0])
        root.layoutIfNeeded()
        var samples: [Double] = []
        for _ in 0..<sweeps {
            for width in Self.widths {
                samples.append(Stopwatch.time {
                    root.frame.size.width = width
                    root.layoutIfNeeded()
                })
            }
        }
        return samples
    }

    /// A fresh tree and engine at every width: views, constraints, solve.
    func rebuild() -> [Double] {
        var samples: [Double] = []
        for _ in 0..<sweeps {
            for width in Self.widths {
                samples.append(Stopwatch.time {
                    LayoutWorkload.makeTree(width: width).layoutIfNeeded()
                })
            }
        }
        return samples
    }

    /// The incremental layout must be the layout: frames after a sweep that
    /// ends at each check width equal a fresh tree's there. Returns how many
    /// views differ by more than 1e-6.
    func check() -> (wrong: Int, issues: Int) {
        let swept = LayoutWorkload.makeTree(width: 598)
        swept.layoutIfNeeded()
        var wrong = 0
        for width in [200.0, 301, 453, 598] {
            swept.frame.size.width = width
            swept.layoutIfNeeded()
            let fresh = LayoutWorkload.makeTree(width: width)
            fresh.layoutIfNeeded()
            for (a, b) in zip(swept.subtree, fresh.subtree) where !Self.close(a.frame, b.frame) { wrong += 1 }
        }
        return (wrong, swept.layoutIssues.count)
    }

    private static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }
}
