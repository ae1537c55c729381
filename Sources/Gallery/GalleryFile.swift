import FileSafety
import Render

/// The gallery's files, written whole (``AtomicFile``) at paths that stay
/// inside its folder (``OutputFolder/path(in:_:)-(String,String...)``), their failures as
/// render errors: a page's pictures and its files fail alike.
enum GalleryFile {
    /// `folder/names…`, each name checked to be plain.
    static func path(in folder: String, _ names: String...) throws(RenderError) -> String {
        try RenderError.writing { () throws(FileError) in try OutputFolder.path(in: folder, names) }
    }

    /// Writes `bytes` to `folder/name`.
    static func write(_ bytes: [UInt8], in folder: String, _ name: String) throws(RenderError) {
        let path = try path(in: folder, name)
        try RenderError.writing { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }

    /// Writes `text` as UTF-8 to `folder/name`.
    static func write(_ text: String, in folder: String, _ name: String) throws(RenderError) {
        try write(Array(text.utf8), in: folder, name)
    }
}
