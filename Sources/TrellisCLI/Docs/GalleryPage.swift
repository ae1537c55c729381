import Layout
import Render

/// What a gallery page shows once its pictures are painted: the entry,
/// the pictures' names, the critical widths, the constraints three ways.
struct GalleryPage {
    struct Picture {
        var state: String?
        var width: Double
        var plain: String
        var overlays: String
    }

    var entry: GalleryEntry
    /// Per state (in the entry's order), a picture per key width.
    var pictures: [[Picture]]
    /// `CriticalWidths.Change.description`s over the sweep: "233: label lines 3 → 2".
    var criticalWidths: [String]
    /// As written: a scene's `constraints:` entries, or an example's active
    /// constraints as the tree describes them.
    var writtenConstraints: [String]
    /// The tree's constraints regrouped as visual format lines ("H:|-8-[label]-8-|"
    /// and, when it has a bar, what `|` is).
    var visualFormat: [(format: String, superview: String?)]
    /// The tree's constraints that do not fit the visual format, as equations.
    var equations: [String]

    /// The file names the page dir holds besides the pages.
    static let sweepName = "sweep.gif"
    static let sceneFileName = "scene.yaml"

    /// The thumbnail the index shows: the base picture at the first key width.
    var thumbnail: String { "\(entry.directory)/\(pictures[0][0].plain)" }

    /// Builds the text parts of a page from a laid-out tree of the entry.
    init(entry: GalleryEntry, pictures: [[Picture]], criticalWidths: [CriticalWidths.Change], root: View) {
        self.entry = entry
        self.pictures = pictures
        self.criticalWidths = criticalWidths.map(\.description)
        let constraints = root.subtree.flatMap(\.constraints).filter { $0.origin == .user }
        if let text = entry.sceneText {
            writtenConstraints = SceneFileText.constraintEntries(of: text)
        } else {
            writtenConstraints = constraints.map(\.description)
        }
        let described = VisualFormatDescriber.describe(constraints)
        visualFormat = described.lines.map { ($0.format, $0.superview.map { "\($0)" }) }
        equations = described.unmatched.map(\.equation)
    }
}
