import Layout
import SnapshotTesting
import TrellisTesting

/// The body of a snapshot test, for fragments that show only the assertions
/// (`<!-- snippet: context=SnapshotTestBody -->`): `root`, the tree under
/// test, and the imports of such a test file. Compiled only.
class SnapshotTestBody {
    let root = View(name: "root")
}
