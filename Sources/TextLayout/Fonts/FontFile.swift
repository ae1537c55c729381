// The one place TextLayout asks the C library about a file: whether a font
// path is a regular file, before HarfBuzz opens it (opening a FIFO blocks
// until a writer comes, forever for a path given by mistake; a device
// reads without end). docs/architecture.md allows the import here only.
#if os(Linux)
import Glibc
#else
import Darwin
#endif

enum FontFile {
    /// Throws unless `path` (followed through symlinks) is a regular file
    /// or does not exist (then HarfBuzz's open reports it, as before).
    static func checkRegular(_ path: String) throws(TextError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a file"
        }
        throw .fontFileNotRegular(path: path, kind: kind)
    }

    /// Whether `path` (followed through symlinks) is a regular file: a
    /// hyphenation dictionary is looked for among candidate paths, and
    /// libhyphen's `fopen` would block on a FIFO as HarfBuzz would.
    static func isRegular(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
