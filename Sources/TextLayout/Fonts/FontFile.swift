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
    /// Throws unless `path` (followed through symlinks) is a regular file;
    /// a path that cannot be looked at says why (a missing file, a loop).
    static func checkRegular(_ path: String) throws(TextError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .fontFileUnreadable(path: path, reason: reason(errno)) }
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

    /// Why a regular file HarfBuzz could not read is unreadable: the
    /// system's answer to opening it (a permission), or a plain word.
    static func unreadableReason(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return reason(errno) }
        close(descriptor)
        return "cannot be read"
    }

    /// The system's reason in the words scene files use (Scene.load).
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case ELOOP: "is a symlink loop (too many levels of symbolic links)"
        default: "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    /// Whether `path` (followed through symlinks) is a regular file: a
    /// hyphenation dictionary is looked for among candidate paths, and
    /// libhyphen's `fopen` would block on a FIFO as HarfBuzz would.
    static func isRegular(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
