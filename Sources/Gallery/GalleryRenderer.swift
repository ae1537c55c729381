import FileSafety
import Foundation
import Layout
import Render

/// Paints one gallery entry into its page folder: the sweep, per state
/// and key width a PNG without overlays and an SVG with every overlay
/// (that PNG embedded, the overlays as vectors), and the
/// tree pseudo-localised both ways at the canvas width. Each file is
/// written atomically and painted as `trellis sweep` and `trellis render`
/// paint it, so the gallery shows what the commands give.
public struct GalleryRenderer {
    /// The gallery's root folder.
    public var output: String

    public init(output: String) {
        self.output = output
    }

    /// Paints `entry` into its folder under ``output`` (which must exist)
    /// and returns its page, ready for ``GalleryHTML`` and ``GalleryMarkdown``.
    public func render(_ entry: GalleryEntry) throws(RenderError) -> GalleryPage {
        let directory = try GalleryFile.path(in: output, entry.kind.rawValue, entry.slug)
        let scenario = entry.scenario
        let height = scenario.defaultHeight
        let plain = SceneRenderer(background: scenario.background)
        let overlaid = SceneRenderer(background: scenario.background, overlays: .all)

        var pictures: [[GalleryPage.Picture]] = []
        // The base state's trees, by width: each is what makeRoot gives at
        // that width (a capture changes nothing), so the page's constraints
        // and the sweep take them instead of building their own.
        var baseTrees: [Double: View] = [:]
        // The page's constraints: the base state's at the first key width.
        var listed: SolvedLayout?
        for state in entry.states {
            var row: [GalleryPage.Picture] = []
            for width in entry.keyWidths {
                let root = scenario.makeRoot(width: width, height: height, state: state.name)
                if state.name == nil { baseTrees[width] = root }
                // One result for both pictures: what the overlays need, and
                // the constraints as lines for the page when it lists them.
                let lists = state.name == nil && width == entry.keyWidths[0]
                let layout = root.solvedLayout(describingConstraints: lists, captionWidth: width)
                if lists { listed = layout }
                let size = Size(width: width, height: layout.size.height)
                let picture = GalleryPage.Picture(
                    state: state.name, width: width,
                    plain: GalleryEntry.pictureName(state: state.name, width: width, overlays: false),
                    overlays: GalleryEntry.pictureName(state: state.name, width: width, overlays: true))
                // Painted and encoded once: the SVG embeds the plain PNG.
                let png = try plain.render(layout, canvasSize: size).losslessPNGData()
                try GalleryFile.write(png, in: directory, picture.plain)
                try GalleryFile.write(overlaid.svgData(of: layout, canvasSize: size, plainPNG: png), in: directory, picture.overlays)
                row.append(picture)
            }
            pictures.append(row)
        }
        // The constraints as the base state's tree at the first key width
        // has them (a tree of their own when the page shows no base state).
        let constraints = listed ?? scenario.makeRoot(width: entry.keyWidths[0], height: height, state: nil)
            .solvedLayout(describingConstraints: true)
        var page = GalleryPage(entry: entry, sweepFile: GalleryPage.sweepName, pictures: pictures, pseudoPictures: [],
                               criticalWidths: [], constraints: constraints)

        // The reference's frames as outlines over Trellis's, at the
        // reference's size (a key width: the canvas's).
        if let reference = entry.referenceFrames, let row = pictures.first,
           let picture = row.first(where: { $0.width == reference.size.width }), entry.states.first?.name == nil {
            let layout = scenario.makeRoot(width: reference.size.width, height: reference.size.height, state: nil).solvedLayout()
            let (svg, agreeing) = reference.svg(against: layout)
            try GalleryFile.write(svg, in: directory, GalleryPage.referenceFramesName)
            page.referencePicture = GalleryPage.ReferencePicture(
                source: reference.source, trellisPicture: picture.plain, outlines: GalleryPage.referenceFramesName,
                width: reference.size.width, agreeing: agreeing, total: reference.frames.count)
        }

        // As `trellis render --pseudo expand|rtl` paints them: every text
        // accented and longer, or right to left, to show truncation and
        // mirroring with no translations.
        var pseudoPictures: [GalleryPage.PseudoPicture] = []
        for pseudo in PseudoLocalization.allCases {
            let width = entry.pseudoWidth
            let root = PseudoLocalizedScenario(scenario, pseudo).makeRoot(width: width, height: height, state: nil)
            let layout = root.solvedLayout()
            let picture = GalleryPage.PseudoPicture(pseudo: pseudo, width: width,
                                                    file: GalleryEntry.pseudoPictureName(width: width, pseudo: pseudo))
            try plain.writePNG(of: layout, canvasSize: Size(width: width, height: layout.size.height),
                               to: try GalleryFile.path(in: directory, picture.file))
            pseudoPictures.append(picture)
        }
        page.pseudoPictures = pseudoPictures

        // Lossless animated WebP: the smallest format browsers show
        // (docs/gallery.md has the measurements).
        try sweep(entry, root: baseTrees[entry.sweep.from], renderer: plain,
                  to: try GalleryFile.path(in: directory, GalleryPage.sweepName))

        // As `trellis sweep --critical` finds them, on a tree of their own.
        let sweep = entry.sweep
        let probe = scenario.makeRoot(width: sweep.from, height: height, state: nil)
        let changes = try CriticalWidths.find(in: probe, from: sweep.from, to: sweep.to, step: min(abs(sweep.step), 4),
                                          height: height)

        page.criticalWidths = changes.map(\.description)
        return page
    }

    /// The default sweep, as `trellis sweep` renders it: 25 frames a second,
    /// the canvas as wide as the widest frame and as tall as the tallest
    /// content; on `root` (the base state's tree at the sweep's first
    /// width) when there is one.
    private func sweep(_ entry: GalleryEntry, root: View?, renderer: SceneRenderer, to path: String) throws(RenderError) {
        let sweep = entry.sweep
        let height = entry.scenario.defaultHeight
        let root = root ?? entry.scenario.makeRoot(width: sweep.from, height: height, state: nil)
        let plan = try RenderError.planning { () throws(SweepPlanError) in try SweepPlan(from: sweep.from, to: sweep.to, step: sweep.step) }
        // No canvas size: the sweep finds it, painting the frames it solved on the way.
        try renderer.sweep(root, plan: plan, height: height, to: [path])
    }
}
