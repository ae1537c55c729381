#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What may stand at the path of a file output (`render -o`, `sweep -o`,
/// every file ``AtomicFile`` writes) before a new file replaces it.
///
/// Outputs are written whole into a temporary file and renamed onto the
/// path, so whatever is at the path is replaced, never written into:
///
/// - a regular file is replaced (that is the point);
/// - a symlink is replaced itself, as `sed -i` and editors' safe saves do:
///   the file it points to is left as it was, and no planted link can
///   send an output elsewhere;
/// - a FIFO, a device or a socket is refused: renaming onto it would put a
///   regular file in its place (as root, `-o /dev/null` would replace
///   /dev/null), and writing into it could not be undone on failure;
/// - an input of the same run (the scene file, by any spelling, link or
///   hard link) is refused, as folders of outputs refuse their inputs.
public enum OutputFile {
    /// Why a new file may not replace what is at `path`, or nil when it
    /// may (nothing there, a regular file, a symlink). An empty path and a
    /// folder (a path ending in `/`, or one that is a folder) are refused
    /// here, before any work, rather than by the rename at the end.
    /// `protected` are the run's inputs by role (`the scene file`).
    public static func refusal(_ path: String, protected: [(role: String, path: String)] = []) -> OutputRefusal? {
        if path.isEmpty { return .emptyPath }
        if path.hasSuffix("/") { return .isFolder(path: path) }
        var output = stat()
        if stat(path, &output) == 0 {
            for (role, input) in protected {
                var other = stat()
                if stat(input, &other) == 0, other.st_dev == output.st_dev, other.st_ino == output.st_ino {
                    return .isInput(path: path, role: role, input: input)
                }
            }
        }
        var own = stat()
        if lstat(path, &own) == 0, own.st_mode & S_IFMT == S_IFDIR { return .isFolder(path: path) }
        return specialFileRefusal(path)
    }

    /// Why `path` is not something a new file may replace: a FIFO, a
    /// device or a socket (not followed: a symlink is replaced itself).
    static func specialFileRefusal(_ path: String) -> OutputRefusal? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind: SpecialFileKind
        switch info.st_mode & S_IFMT {
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        default: return nil
        }
        return .specialFile(path: path, kind)
    }
}
