import Cassowary

/// Builders for kiwi_bench.py's workloads. Each appends constraints in exactly
/// the order kiwi_bench.py does (the P/S/G labels are its own), so both
/// solvers see the same sequence of additions.
enum SolverWorkloads {
    /// STACK(n): a vertical stack of `n` views. 6n + 2 constraints.
    static func stack(_ n: Int) -> SolverWorkload {
        let pl = Variable("pl"), pt = Variable("pt"), pw = Variable("pw")
        var cns: [Constraint] = [pl == 0, pt == 0]                              // P1, P2
        cns.reserveCapacity(6 * n + 2)
        var views: [ViewVariables] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let v = ViewVariables(suffix: "\(i)")
            cns.append(v.left == pl + 8)                                        // S1
            cns.append(v.left + v.width == pl + pw - 8)                         // S2
            if let prev = views.last {
                cns.append(v.top == prev.top + prev.height + 8)                 // S3
            } else {
                cns.append(v.top == pt + 8)                                     // S3
            }
            cns.append(v.height >= 20)                                          // S4
            cns.append((v.height == 44).priority(KiwiStrength.medium.priority)) // S5
            let intrinsic = Double(100 + (37 * i) % 200)
            cns.append((v.width <= intrinsic).priority(KiwiStrength.weak.priority)) // S6
            views.append(v)
        }
        return SolverWorkload(
            name: "stack", sizeLabel: "\(n)", shape: .stack, parentWidth: pw,
            constraints: cns, views: views, extraCheckWidth: nil)
    }

    /// GRID(R x C): equal-width columns filling the parent.
    /// 6RC + R(C-1) + R + 2 constraints.
    static func grid(rows R: Int, columns C: Int) -> SolverWorkload {
        let pl = Variable("pl"), pt = Variable("pt"), pw = Variable("pw")
        var cns: [Constraint] = [pl == 0, pt == 0]                              // P1, P2
        cns.reserveCapacity(6 * R * C + R * (C - 1) + R + 2)
        var views: [ViewVariables] = []   // row-major: views[r * C + c]
        views.reserveCapacity(R * C)
        for r in 0..<R {
            for c in 0..<C {
                let v = ViewVariables(suffix: "\(r)_\(c)")
                if c == 0 {
                    cns.append(v.left == pl + 8)                                // G1
                } else {
                    let prev = views[r * C + c - 1]
                    cns.append(v.left == prev.left + prev.width + 8)            // G1
                    cns.append(v.width == views[r * C].width)                   // G2
                }
                if r == 0 {
                    cns.append(v.top == pt + 8)                                 // G3
                } else {
                    let up = views[(r - 1) * C + c]
                    cns.append(v.top == up.top + up.height + 8)                 // G3
                }
                cns.append(v.height >= 20)                                      // G4
                cns.append((v.height == 44).priority(KiwiStrength.medium.priority)) // G5
                cns.append(v.width >= 0)                                        // G6
                let intrinsic = Double(20 + (37 * (r * C + c)) % 60)
                cns.append((v.width <= intrinsic).priority(KiwiStrength.weak.priority)) // G7
                views.append(v)
            }
            let last = views[r * C + C - 1]
            cns.append(last.left + last.width == pl + pw - 8)                   // G8
        }
        return SolverWorkload(
            name: "grid", sizeLabel: "\(R)x\(C)", shape: .grid(rows: R, columns: C), parentWidth: pw,
            constraints: cns, views: views, extraCheckWidth: 200)
    }
}
