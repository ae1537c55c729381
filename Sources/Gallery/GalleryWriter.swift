import FileSafety
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
    /// Pages rendered at once; the files written are the same bytes.
    public var jobs: Int

    public init(output: String, jobs: Int = 1) {
        self.output = output
        self.jobs = jobs
    }

    /// Writes every entry's page, then the indexes.
    ///
    /// - Throws: a ``RenderError`` that ``RenderError/isRequestError`` when
    ///   a picture or the sweep is beyond the renderer's limits, otherwise
    ///   ``RenderError/file(_:)``, an error writing a file.
    public func write(_ entries: [GalleryEntry]) throws(RenderError) {
        try OutputFolder.write(output, fileError: RenderError.file) { (staging: String) throws(RenderError) in
            try write(entries, into: staging)
        }
    }

    private func write(_ entries: [GalleryEntry], into root: String) throws(RenderError) {
        let renderer = GalleryRenderer(output: root)
        var pages: [GalleryPage] = []
        var failure: RenderError?
        // Pages in parallel, each in its own folder; the first failure in
        // the entries' order is the one reported, whatever finished first.
        ParallelWork.run(count: entries.count, jobs: jobs) { index in
            Result { () throws(RenderError) in try writePage(entries[index], renderer: renderer, root: root) }
        } deliver: { _, result in
            guard failure == nil else { return }
            switch result {
            case let .success(page): pages.append(page)
            case let .failure(error): failure = error
            }
        }
        if let failure { throw failure }
        try GalleryFile.write(GalleryHTML.index(pages), in: root, "index.html")
        try GalleryFile.write(GalleryMarkdown.index(pages), in: root, "index.md")
    }

    /// One entry's folder: its pictures, scene file and pages.
    private func writePage(_ entry: GalleryEntry, renderer: GalleryRenderer, root: String) throws(RenderError) -> GalleryPage {
        try makeDirectory(try GalleryFile.path(in: root, entry.kind.rawValue), existing: true)
        let directory = try GalleryFile.path(in: root, entry.kind.rawValue, entry.slug)
        try makeDirectory(directory, existing: false)
        let page = try renderer.render(entry)
        if let text = entry.sceneText {
            try GalleryFile.write(text, in: directory, GalleryPage.sceneFileName)
        }
        try GalleryFile.write(GalleryHTML.page(page), in: directory, "index.html")
        try GalleryFile.write(GalleryMarkdown.page(page), in: directory, "README.md")
        return page
    }

    /// One level only, never the folders above it: if an interruption has
    /// removed the staging folder, the page fails instead of bringing the
    /// folder back (pages are written by several threads while the
    /// clean-up runs on another).
    private func makeDirectory(_ path: String, existing: Bool) throws(RenderError) {
        if mkdir(path, 0o755) == 0 { return }
        let code = errno
        if existing, code == EEXIST { return }
        throw .file(.failed(.create, path: path, reason: .system(errno: code)))
    }
}
