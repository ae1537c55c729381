import Layout
import Render

/// What a gallery page shows once its pictures are painted: the entry,
/// the pictures' names, the critical widths, the constraints three ways.
public struct GalleryPage: Sendable {
    /// The two pictures of a state at a key width, by file name in the page's folder.
    public struct Picture: Sendable {
        /// nil: no state applied (`base`).
        public var state: String?
        /// The key width, in points.
        public var width: Double
        /// Without overlays: `base-320.png`.
        public var plain: String
        /// With every overlay: `base-320-overlays.svg`, the plain picture
        /// embedded and the overlays drawn over it as vectors.
        public var overlays: String
    }

    /// The tree pseudo-localised (`trellis render --pseudo expand|rtl`) at the canvas width, no state applied.
    public struct PseudoPicture: Sendable {
        public var pseudo: PseudoLocalization
        /// The canvas width (a scene's `canvas:`, 320 for examples), in points.
        public var width: Double
        /// `base-320-pseudo-expand.png`: no `STATE-WIDTH.png` ends so.
        public var file: String
        /// The figure's caption: "--pseudo expand, 320 pt".
        public var caption: String { "--pseudo \(pseudo.rawValue), \(GalleryEntry.formatWidth(width)) pt" }
    }

    /// What the page is of.
    public var entry: GalleryEntry
    /// Per state (in the entry's order), a picture per key width.
    public var pictures: [[Picture]]
    /// One per pseudo-locale, in `PseudoLocalization.allCases`' order.
    public var pseudoPictures: [PseudoPicture]
    /// `CriticalWidths.Change.description`s over the sweep: "233: label lines 3 → 2".
    public var criticalWidths: [String]
    /// As written: a scene's `constraints:` entries, or an example's active
    /// constraints as the tree describes them.
    public var writtenConstraints: [String]
    /// The tree's constraints regrouped as visual format lines ("H:|-8-[label]-8-|"
    /// and, when it has a bar, what `|` is).
    public var visualFormat: [(format: String, superview: String?)]
    /// The tree's constraints that do not fit the visual format, as equations.
    public var equations: [String]

    /// The reference frames drawn as outlines (``GalleryReferenceFrames``),
    /// beside the base picture at their width.
    public struct ReferencePicture: Sendable {
        /// Who computed the frames: "Interface Builder".
        public var source: String
        /// The base picture at the reference's width: `base-375.png`.
        public var trellisPicture: String
        /// The outlines: ``GalleryPage/referenceFramesName``.
        public var outlines: String
        public var width: Double
        /// Views within the tolerance, of all the reference has.
        public var agreeing: Int
        public var total: Int

        /// "Interface Builder's frames (magenta) over Trellis's (blue): 12 of 14 within 0.5 pt; red: the others."
        public var caption: String {
            "\(source)'s frames (magenta) over Trellis's (blue), in the root's coordinates at "
                + "\(GalleryEntry.formatWidth(width)) pt: \(agreeing) of \(total) within "
                + "\(PointFormat.string(GalleryReferenceFrames.tolerance)) pt; red: the others."
        }
    }
    /// nil when the entry has no reference frames.
    public var referencePicture: ReferencePicture?

    /// The outlines' file name.
    public static let referenceFramesName = "reference-frames.svg"

    /// The sweep's file, ``sweepName``.
    public var sweepFile: String
    /// The sweep's file name: a lossless animated WebP, the smallest
    /// animation every current browser shows (docs/gallery.md).
    public static let sweepName = "sweep.webp"
    /// The file names the page dir holds besides the pages.
    public static let sceneFileName = "scene.yaml"

    /// The thumbnail the index shows: the base picture at the first key width.
    public var thumbnail: String { "\(entry.directory)/\(pictures[0][0].plain)" }

    /// Builds the text parts of a page from a laid-out tree of the entry.
    init(entry: GalleryEntry, sweepFile: String, pictures: [[Picture]], pseudoPictures: [PseudoPicture],
         criticalWidths: [CriticalWidths.Change], constraints layout: SolvedLayout) {
        self.entry = entry
        self.sweepFile = sweepFile
        self.pictures = pictures
        self.pseudoPictures = pseudoPictures
        self.criticalWidths = criticalWidths.map(\.description)
        if let text = entry.sceneText {
            writtenConstraints = SceneFileText.constraintEntries(of: text)
        } else {
            writtenConstraints = layout.constraints.filter { $0.origin == .user }.map(\.description)
        }
        let summary = layout.constraintSummary
        visualFormat = (summary?.visualFormat ?? []).map { ($0.format, $0.superview) }
        equations = summary?.equations ?? []
    }
}
