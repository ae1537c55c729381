import Cassowary

/// The four variables of one view in a benchmark workload.
struct ViewVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// Names as kiwi_bench.py gives them: `l3`, or `l2_5` for a grid cell.
    init(suffix: String) {
        left = Variable("l\(suffix)")
        top = Variable("t\(suffix)")
        width = Variable("w\(suffix)")
        height = Variable("h\(suffix)")
    }
}
