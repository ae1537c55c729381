import Foundation
import Render

/// Writes a whole gallery: each page's folder (pictures first, then its
/// pages), and the two indexes last, into a temporary folder beside the
/// output that replaces it only when complete (`OutputFolder`): a page
/// that fails leaves the previous gallery, or nothing, as it was.
public struct GalleryWriter {
    /// The gallery's root folder: absent, empty, or a gallery Trellis wrote
    /// (`OutputFolder.refusal(_:protected:)` says which others are refused).
    public var output: String

    public init(output: String) {
        self.output = output
    }

    /// Writes every entry's page, then the indexes.
    ///
    /// - Throws: ``RenderError/invalidCanvas(_:)`` when a picture or the sweep
    ///   is beyond the renderer's limits, otherwise an error writing a file.
    public func write(_ entries: [GalleryEntry]) throws(RenderError) {
        try OutputFolder.write(output) { (staging: String) throws(RenderError) in
            try write(entries, into: staging)
        }
    }

    private func write(_ entries: [GalleryEntry], into root: String) throws(RenderError) {
        let renderer = GalleryRenderer(output: root)
        var pages: [GalleryPage] = []
        for entry in entries {
            let directory = try OutputFolder.path(in: root, entry.kind.rawValue, entry.slug)
            try makeDirectory(directory)
            let page = try renderer.render(entry)
            if let text = entry.sceneText {
                try AtomicFile.write(Array(text.utf8), to: try OutputFolder.path(in: directory, GalleryPage.sceneFileName))
            }
            try AtomicFile.write(Array(GalleryHTML.page(page).utf8), to: try OutputFolder.path(in: directory, "index.html"))
            try AtomicFile.write(Array(GalleryMarkdown.page(page).utf8), to: try OutputFolder.path(in: directory, "README.md"))
            pages.append(page)
        }
        try AtomicFile.write(Array(GalleryHTML.index(pages).utf8), to: try OutputFolder.path(in: root, "index.html"))
        try AtomicFile.write(Array(GalleryMarkdown.index(pages).utf8), to: try OutputFolder.path(in: root, "index.md"))
    }

    private func makeDirectory(_ path: String) throws(RenderError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(path): \(error.localizedDescription)")
        }
    }
}
