import Foundation
import Render

/// Writes a whole gallery: each page's folder (pictures first, then its
/// pages), and the two indexes last, so an index only ever links pages
/// that are complete.
public struct GalleryWriter {
    /// The gallery's root folder, created if need be.
    public var output: String

    public init(output: String) {
        self.output = output
    }

    /// Writes every entry's page, then the indexes.
    ///
    /// - Throws: ``RenderError/invalidCanvas(_:)`` when a picture or the sweep
    ///   is beyond the renderer's limits, otherwise an error writing a file.
    public func write(_ entries: [GalleryEntry]) throws(RenderError) {
        let renderer = GalleryRenderer(output: output)
        var pages: [GalleryPage] = []
        for entry in entries {
            let directory = "\(output)/\(entry.directory)"
            try makeDirectory(directory)
            let page = try renderer.render(entry)
            if let text = entry.sceneText {
                try AtomicFile.write(Array(text.utf8), to: "\(directory)/\(GalleryPage.sceneFileName)")
            }
            try AtomicFile.write(Array(GalleryHTML.page(page).utf8), to: "\(directory)/index.html")
            try AtomicFile.write(Array(GalleryMarkdown.page(page).utf8), to: "\(directory)/README.md")
            pages.append(page)
        }
        try AtomicFile.write(Array(GalleryHTML.index(pages).utf8), to: "\(output)/index.html")
        try AtomicFile.write(Array(GalleryMarkdown.index(pages).utf8), to: "\(output)/index.md")
    }

    private func makeDirectory(_ path: String) throws(RenderError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(path): \(error.localizedDescription)")
        }
    }
}
